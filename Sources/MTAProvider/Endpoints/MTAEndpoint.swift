import Foundation
import TransitKitCore

/// One MTA Bus Time call (``MTACall``), run by `HTTPClient.perform`, answered as `Wire`: the
/// SIRI `ServiceDelivery` for `api/siri/<operation>.json`, the payload inside the envelope for a
/// OneBusAway "where" call (`api/where/<method>[/<id>].<json|xml>?version=2`).
///
/// - credential: the API key (empty → `.unauthorized` before any request);
/// - request: the key as the `key` query item, marked secret so every URL in an error or a log
///   reads `key=REDACTED`; ids go through ``URLBuilder``'s strict encoding, so `MTA NYCT_M86+`
///   becomes `MTA%20NYCT_M86%2B` in a path and in a query value (a raw `+` is read as a space);
///   catalogue calls declare a day's cache lifetime (``MTACall/cacheLifetime``);
/// - errorInBody: the error a non-2xx body spells out (``MTAErrors/error(inFailure:request:)``);
/// - decode: ``MTADecoder/decode(_:for:)``, which also finds the errors a 2xx body carries.
struct MTAEndpoint<Wire: MTAWire>: Endpoint {
    let call: MTACall
    let configuration: MTABusTimeClient.Configuration

    init(_ call: MTACall, configuration: MTABusTimeClient.Configuration, as wire: Wire.Type = Wire.self) {
        self.call = call
        self.configuration = configuration
    }

    static var redaction: Redaction { Redaction(queryItems: ["key"]) }

    var operation: String { call.operation }

    var credential: Secret? { configuration.apiKey }

    func request() throws(TransitError) -> HTTPRequest {
        guard call.api == .siri else {
            // "where" requests are built as for any OneBusAway server (MTA's is one region).
            return try OneBusAwayEndpoint<Wire>.request(
                call, base: configuration.baseURL, key: configuration.apiKey, format: configuration.whereFormat,
                provider: MTABusTimeClient.providerID)
        }
        var query: [(String, String)] = [("key", configuration.apiKey.revealed)]
        if configuration.siriVersion == .v2 { query.append(("version", "2")) }
        let url = try URLBuilder.url(
            base: configuration.baseURL,
            path: (configuration.showsCancelledTrips ? ["api", "2", "siri"] : ["api", "siri"]) + [call.operation + ".json"],
            query: query + (try call.parameters()))
        return HTTPRequest(
            url: url, headers: MTACall.accept(.json), cacheLifetime: call.cacheLifetime, provider: MTABusTimeClient.providerID,
            operation: operation, redaction: Self.redaction)
    }

    func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
        MTAErrors.error(inFailure: response, request: request)
    }

    func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> Wire {
        try MTADecoder.decode(response, for: request)
    }
}
