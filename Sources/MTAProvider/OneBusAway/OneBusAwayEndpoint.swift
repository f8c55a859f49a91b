import Foundation
import TransitKitCore

/// One "where" call (``MTACall``) on one OneBusAway server, run by `HTTPClient.perform`:
/// `<base>/api/where/<method>[/<id>].<json|xml>?key=…&version=2&…`. The same request building,
/// error reading and decoding as ``MTAEndpoint``'s "where" half (which builds its requests
/// here), with the region's base URL and id.
struct OneBusAwayEndpoint<Wire: MTAWire>: Endpoint {
    let call: MTACall
    let configuration: OneBusAwayClient.Configuration

    init(_ call: MTACall, configuration: OneBusAwayClient.Configuration, as wire: Wire.Type = Wire.self) {
        self.call = call
        self.configuration = configuration
    }

    static var redaction: Redaction { Redaction(queryItems: ["key"]) }

    var operation: String { call.operation }

    var credential: Secret? { configuration.apiKey }

    func request() throws(TransitError) -> HTTPRequest {
        try Self.request(
            call, base: configuration.region.baseURL, key: configuration.apiKey, format: configuration.format,
            provider: configuration.region.id)
    }

    /// A "where" request: `version=2` always (MTA answers v1, everything inline, without it),
    /// the key as a secret query item, ids through ``URLBuilder``'s strict encoding.
    static func request(
        _ call: MTACall, base: URL, key: Secret, format: MTAWhereFormat, provider: ProviderID,
        extraQuery: [(String, String)] = []
    ) throws(TransitError) -> HTTPRequest {
        let parameters = try call.parameters(provider: provider)
        let query: [(String, String)] = [("key", key.revealed), ("version", "2")] + extraQuery + parameters
        let suffix = "." + format.rawValue
        let path = ["api", "where"] + (call.pathID.map { [call.operation, $0 + suffix] } ?? [call.operation + suffix])
        let url = try URLBuilder.url(base: base, path: path, query: query)
        return HTTPRequest(
            url: url, headers: MTACall.accept(format), cacheLifetime: call.cacheLifetime, provider: provider,
            operation: call.operation, redaction: redaction)
    }

    func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
        MTAErrors.error(inFailure: response, request: request)
    }

    func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> Wire {
        try MTADecoder.decode(response, for: request)
    }
}
