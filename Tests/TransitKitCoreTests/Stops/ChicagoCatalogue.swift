import Foundation
import TransitKitCore
import TransitKitTesting

/// A CTA-shaped stop catalogue over a MockTransport, on recorded CTA payloads, the way a
/// provider's loader walks it: `getroutes` (kept to routes 20, 4 and 74, whose `getstops` are
/// recorded), `getdirections` per route, `getstops` per route and direction — 1 + 3 + 6 = 10
/// requests. Each endpoint declares a day's cache lifetime, as catalogue calls do.
struct ChicagoCatalogue: Sendable {
    static let routes: [String: String] = ["20": "getstops-1.json", "4": "getstops-2.json", "74": "getstops-3.json"]
    static let requestsPerBuild = 10
    static let key = Secret("chicago-test-key-7f3a", name: "API key")

    let http: HTTPClient

    init(transport: any Transport) {
        http = HTTPClient(provider: "cta-test", transport: transport)
    }

    /// Answers every call from the fixtures; `etag` adds an `ETag` and answers a matching
    /// `If-None-Match` with 304.
    static func serve(_ mock: MockTransport, etag: Bool = false) {
        func reply(_ file: String) -> MockTransport.Reply {
            MockTransport.Reply { request in
                let tag = "\"\(file)\""
                if etag, request.headers["If-None-Match"] == tag { return HTTPResponse(status: 304, headers: ["ETag": tag]) }
                return HTTPResponse(
                    status: 200, headers: etag ? ["ETag": tag, "Content-Type": "application/json"] : ["Content-Type": "application/json"],
                    body: try Fixtures.data("cta", file))
            }
        }
        mock.on(.path(suffix: "/getroutes"), reply("getroutes-1.json"))
        mock.on(.path(suffix: "/getdirections"), reply("getdirections-1.json"))
        for (route, file) in routes { mock.on(.path(suffix: "/getstops").and(.query("rt", route)), reply(file)) }
    }

    struct Endpoint<Wire: Decodable & Sendable>: TransitKitCore.Endpoint {
        let operation: String
        let query: [(String, String)]
        var credential: Secret? { ChicagoCatalogue.key }

        func request() throws(TransitError) -> HTTPRequest {
            let base = URL(string: "https://bus.example.test/bustime/api/v2") ?? URL(fileURLWithPath: "/")
            let url = try URLBuilder.url(
                base: base, path: [operation],
                query: [("key", ChicagoCatalogue.key.revealed), ("format", "json")] + query)
            return HTTPRequest(
                url: url, cacheLifetime: .seconds(86_400), operation: operation,
                redaction: Redaction(queryItems: ["key"]))
        }
    }

    struct Envelope<Body: Decodable & Sendable>: Decodable, Sendable {
        let body: Body
        enum CodingKeys: String, CodingKey { case body = "bustime-response" }
    }
    struct Routes: Decodable, Sendable {
        struct Route: Decodable, Sendable { let rt: String }
        let routes: [Route]
    }
    struct Directions: Decodable, Sendable {
        struct Direction: Decodable, Sendable { let dir: String }
        let directions: [Direction]
    }
    struct Stops: Decodable, Sendable {
        struct Wire: Decodable, Sendable {
            let stpid: String
            let stpnm: String
            let lat: Double
            let lon: Double
        }
        let stops: [Wire]
    }

    func load() async throws(TransitError) -> StopCatalogue {
        let routes = try await http.perform(Endpoint<Envelope<Routes>>(operation: "getroutes", query: [])).body.routes
            .map(\.rt).filter { Self.routes[$0] != nil }
        let http = self.http
        let directions = try await routes.gather(limit: 4, provider: "cta-test", subjects: { [.route(Route.ID($0))] }) {
            route throws(TransitError) -> [(String, String)] in
            let wire = try await http.perform(Endpoint<Envelope<Directions>>(operation: "getdirections", query: [("rt", route)]))
            return wire.body.directions.map { (route, $0.dir) }
        }
        let pairs = directions.values.flatMap { $0 }
        let stops = try await pairs.gather(limit: 4, provider: "cta-test", subjects: { [.route(Route.ID($0.0))] }) {
            pair throws(TransitError) -> [Stop] in
            let wire = try await http.perform(Endpoint<Envelope<Stops>>(operation: "getstops", query: [("rt", pair.0), ("dir", pair.1)]))
            return wire.body.stops.map {
                Stop(
                    id: Stop.ID($0.stpid), name: $0.stpnm, coordinate: Coordinate(latitude: $0.lat, longitude: $0.lon),
                    routeIDs: [Route.ID(pair.0)])
            }
        }
        return StopCatalogue(
            stops: stops.values.flatMap { $0 }, requests: 1 + routes.count + pairs.count,
            notes: directions.notes + stops.notes)
    }
}

/// A provider that answers ``StopFinder`` from a ``StopIndex`` over the Chicago catalogue.
struct ChicagoStops: StopIndexBacked {
    static let facts = ProviderDescriptor.Facts(
        id: "cta-test", name: "Chicago (test)", timeZone: .agency("America/Chicago", standardOffset: -6),
        attribution: "CTA recordings")
    let catalogue: ChicagoCatalogue
    let stopIndex: StopIndex

    init(transport: any Transport, maximumAge: Duration? = nil, now: Now = .system) {
        catalogue = ChicagoCatalogue(transport: transport)
        stopIndex = StopIndex(provider: "cta-test", maximumAge: maximumAge, now: now)
    }

    var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: Self.facts) }

    func stopCatalogue() async throws(TransitError) -> StopCatalogue { try await catalogue.load() }
}
