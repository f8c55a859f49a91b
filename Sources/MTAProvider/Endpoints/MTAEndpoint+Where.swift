import Foundation
import TransitKitCore

extension MTAEndpoint {
    /// A OneBusAway "where" call (`api/where/<method>[/<id>].<json|xml>?version=2`): the answer
    /// is the envelope around `Payload`, JSON or XML per ``MTABusTimeClient/Configuration/whereFormat``.
    struct Where<Payload: Decodable & Sendable>: Endpoint {
        typealias Wire = MTAWireWhereEnvelope<Payload>

        /// The method: "routes-for-agency", "stops-for-route", "agencies-with-coverage"…
        let operation: String
        /// The path id after the method (`MTA NYCT`, `MTA NYCT_B63`), if the method takes one.
        let id: String?
        /// The call's own query items (the key and `version=2` are added by ``request()``).
        let parameters: [(String, String)]
        let configuration: MTABusTimeClient.Configuration

        var credential: Secret? { configuration.apiKey }

        func request() throws(TransitError) -> HTTPRequest {
            let suffix = "." + configuration.whereFormat.rawValue
            let path = ["api", "where"] + (id.map { [operation, $0 + suffix] } ?? [operation + suffix])
            // `version=2` always: MTA answers v1 (everything inline) when it is left out.
            let query = [("key", configuration.apiKey.revealed), ("version", "2")] + parameters
            let url = try MTAEndpoint.url(configuration, path: path, query: query)
            return HTTPRequest(
                url: url, headers: MTAEndpoint.accept(configuration.whereFormat),
                cacheLifetime: MTAEndpoint.catalogueMethods.contains(operation) ? MTAEndpoint.catalogueLifetime : nil,
                provider: MTABusTimeClient.providerID, operation: operation,
                redaction: MTAEndpoint.redaction)
        }

        func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
            MTAErrors.error(in: response, request: request, api: .where)
        }

        func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> MTAWireWhereEnvelope<Payload> {
            try MTADecoder.where(Payload.self, response.body, request: request, status: response.status)
        }
    }

    /// The "where" methods whose answers change with the schedule, not between two calls: a
    /// ``CacheMiddleware`` in the transport keeps them for ``catalogueLifetime``
    /// (stops-for-location is left out: every place is a new URL).
    static let catalogueMethods: Set<String> = ["routes-for-agency", "stops-for-route", "stop", "route", "agencies-with-coverage"]

    /// A day: how long catalogue answers may be reused (Docs/StopFinding.md).
    static let catalogueLifetime: Duration = .seconds(86_400)

    /// The "where" `method` (for `id`, when it takes one) answered as `Payload`.
    static func `where`<Payload: Decodable & Sendable>(
        _ payload: Payload.Type, _ configuration: MTABusTimeClient.Configuration,
        _ method: String, id: String? = nil,
        query: [(String, String)] = []
    ) throws(TransitError) -> Where<Payload> {
        if let id { try requireID(id, method, operation: method) }
        return Where(operation: method, id: id, parameters: query, configuration: configuration)
    }
}
