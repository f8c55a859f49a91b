import Foundation
import TransitKitCore

/// One Bus Tracker call, run by `HTTPClient.perform`: `GET <base>/<v2|v3>/<call>?key=…&…&format=json`.
///
/// - credential: the API key (empty → `.unauthorized` before any request);
/// - request: the key marked secret (`Redaction(queryItems: ["key"])`), `locale` when
///   configured, the profile's `rtpidatafeed` on a multi-feed server, `format=json` always; catalogue calls declare a day's
///   ``HTTPRequest/cacheLifetime`` (``CTACall/cacheLifetime``);
/// - errorInBody: CTA's daily quota reply, which may come as bare text or with a non-2xx
///   status, is `.rateLimited` until midnight in the profile's zone (``CTAErrors/quota(in:request:now:)``);
/// - decode: ``CTADecoder`` — the envelope, whole-call errors in `error[]` thrown, item errors
///   kept as notes.
struct CTAEndpoint: Endpoint {
    let call: CTACall
    let query: [(String, String)]
    let configuration: CTABusTrackerClient.Configuration

    init(_ call: CTACall, _ query: [(String, String)] = [], configuration: CTABusTrackerClient.Configuration) {
        self.call = call
        self.query = query
        self.configuration = configuration
    }

    var operation: String { call.rawValue }

    var credential: Secret? { configuration.apiKey }

    func request() throws(TransitError) -> HTTPRequest {
        // An empty key never reaches here through `perform` (it fails first); it is left out
        // for payloads an app holds (``CTAPayloads``), whose errors name the call without one.
        var items: [(String, String)] = configuration.apiKey.isEmpty ? [] : [("key", configuration.apiKey.revealed)]
        items += query
        items += timeOptions
        if let feed = configuration.profile.feed, call != .getrtpidatafeeds { items.append(("rtpidatafeed", feed)) }
        if let locale = configuration.locale, !locale.isEmpty { items.append(("locale", locale)) }
        items.append(("format", "json"))
        let url = try URLBuilder.url(
            base: configuration.baseURL, path: [configuration.version.rawValue, call.rawValue], query: items)
        return HTTPRequest(
            url: url, cacheLifetime: call.cacheLifetime, provider: configuration.profile.id,
            operation: operation, redaction: Redaction(queryItems: ["key"]))
    }

    /// `tmres=s` on predictions and vehicles, `unixTime=true` on predictions and the clock
    /// (v3), as configured.
    var timeOptions: [(String, String)] {
        var items: [(String, String)] = []
        if configuration.timeResolution == .seconds, call == .getpredictions || call == .getvehicles {
            items.append(("tmres", "s"))
        }
        if configuration.epochTimes, configuration.version == .v3, call == .getpredictions || call == .gettime {
            items.append(("unixTime", "true"))
        }
        return items
    }

    func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
        CTAErrors.quota(in: response, request: request, now: configuration.now.date(), zone: configuration.profile.timeZone)
    }

    /// ``CTADecoder``, the one entry point; a quota entry it found in `error[]` gets its wait
    /// here, from the configuration's clock, as the bare-text reply does in ``errorInBody(_:for:)``.
    func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> CTAAnswer {
        do {
            return try CTADecoder.decode(response, for: request, profile: configuration.profile)
        } catch {
            throw CTAErrors.dated(error, now: configuration.now.date(), zone: configuration.profile.timeZone)
        }
    }

    /// Routes as CTA writes them. Its route ids are upper-case wherever they have letters
    /// ("X9", "8A", "J14": all 124 of getroutes-1.json), so a route a rider typed as `x9` is
    /// asked for as `X9`, once.
    static func routeIDs(_ routes: [Route.ID]) -> [Route.ID] {
        routes.map { Route.ID($0.rawValue.uppercased()) }.normalizedIDs()
    }

    /// ``routeIDs(_:)`` as one `rt` value.
    static func routeParameter(_ routes: [Route.ID]) -> String {
        routeIDs(routes).map(\.rawValue).joined(separator: ",")
    }
}
