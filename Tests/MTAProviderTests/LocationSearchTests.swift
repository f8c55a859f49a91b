import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// routes-for-location and the box form (`latSpan`/`lonSpan`) of both "for-location" calls:
/// routes-for-location-1.json (hand-made: the routes of the stops stops-for-location-4.json
/// records around Vanderbilt Av / Lafayette Av), routes-for-location-2.json (outside coverage).
@Suite("MTA routes-for-location and areas")
struct LocationSearchTests {
    static let corner = Coordinate(latitude: 40.68766, longitude: -73.96880)
    static let box = CoverageArea.Box(south: 40.685, west: -73.971, north: 40.690, east: -73.965)

    static func query(_ request: HTTPRequest?) -> [String: String] {
        let items = request.flatMap { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    static func recorded(_ file: String = "routes-for-location-1.json") throws -> (MTABusTimeClient, MockTransport) {
        let mock = MockTransport()
        mock.on(.path("/api/where/routes-for-location.json"), .fixture("mta", file))
        mock.on(.path("/api/where/stops-for-location.json"), .fixture("mta", "stops-for-location-4.json"))
        return (try makeClient(mock), mock)
    }

    /// One request with the place, radius and cap; the routes mapped as routes-for-agency's are.
    @Test func routesNearAPlaceAreOneRequest() async throws {
        let (mta, mock) = try Self.recorded()
        let answer = try await mta.routes(near: Self.corner, radius: 300, maxCount: 5)
        #expect(mock.requests.count == 1)
        let query = Self.query(mock.requests.first)
        #expect(mock.requests.first?.url.path == "/api/where/routes-for-location.json")
        #expect(query["lat"] == "40.68766" && query["lon"] == "-73.9688" && query["radius"] == "300.0")
        #expect(query["maxCount"] == "5" && query["version"] == "2" && query["latSpan"] == nil && query["query"] == nil)
        #expect(answer.routes.map(\.shortName) == ["B38", "B52", "B69"])
        #expect(answer.routes.map(\.id) == ["MTA NYCT_B38", "MTA NYCT_B52", "MTA NYCT_B69"])
        #expect(answer.routes.allSatisfy { $0.agencyID == "MTA NYCT" && $0.mode == .bus })
        #expect(answer.routes.first?.longName == "Ridgewood - Downtown Brooklyn")
        #expect(answer.routes.first?.color == "00AEEF")
        #expect(!answer.limitExceeded && !answer.outOfRange)
        let agencyList = try MTAPayloads.where(MTAWireWhereRouteList.self, try fixture("routes-for-agency-1.json"), operation: "r")
        let b69 = try #require(agencyList.list.first { $0.id == "MTA NYCT_B69" })
        #expect(answer.routes.last == MTAMapper.route(b69))
    }

    /// A box is sent as its centre and spans, never a radius; a query as `query`.
    @Test func routesInABoxSendTheCentreAndSpans() async throws {
        let (mta, mock) = try Self.recorded()
        _ = try await mta.routes(in: Self.box, query: "B69")
        let query = Self.query(mock.requests.first)
        #expect(abs((Double(query["lat"] ?? "") ?? 0) - 40.6875) < 1e-9)
        #expect(abs((Double(query["lon"] ?? "") ?? 0) + 73.968) < 1e-9)
        #expect(abs((Double(query["latSpan"] ?? "") ?? 0) - 0.005) < 1e-9)
        #expect(abs((Double(query["lonSpan"] ?? "") ?? 0) - 0.006) < 1e-9)
        #expect(query["radius"] == nil && query["query"] == "B69")
    }

    /// A box across the antimeridian is centred on it, its span measured eastwards.
    @Test func aBoxAcrossTheAntimeridianKeepsItsSpan() {
        let items = MTASearchArea.box(CoverageArea.Box(south: -1, west: 170, north: 1, east: -170)).queryItems
        let query = Dictionary(items, uniquingKeysWith: { first, _ in first })
        #expect(query["lon"] == "180.0" && query["lonSpan"] == "20.0" && query["lat"] == "0.0" && query["latSpan"] == "2.0")
    }

    @Test func outOfRangeIsNoRoutes() async throws {
        let (mta, _) = try Self.recorded("routes-for-location-2.json")
        let answer = try await mta.routes(near: Coordinate(latitude: 0, longitude: 0))
        #expect(answer.outOfRange && answer.routes.isEmpty)
    }

    /// Bad areas and caps are refused before any request; a blank query is not sent.
    @Test func badInputIsRefusedBeforeAnyRequest() async throws {
        let (mta, mock) = try Self.recorded()
        let nan = CoverageArea.Box(south: .nan, west: -74, north: 40.7, east: -73.9)
        let calls: [(String, @Sendable () async throws -> Void)] = [
            ("nan box", { _ = try await mta.routes(in: nan) }),
            ("nan box, stops", { _ = try await mta.stopsForLocation(in: nan) }),
            ("negative radius", { _ = try await mta.routes(near: Self.corner, radius: -5) }),
            ("maxCount 0", { _ = try await mta.routes(near: Self.corner, maxCount: 0) }),
            ("latitude 91", { _ = try await mta.routes(near: Coordinate(latitude: 91, longitude: 0)) }),
            ("maxCount 0, stops", { _ = try await mta.stopsForLocation(in: Self.box, maxCount: 0) }),
        ]
        for (name, call) in calls {
            let error = await #expect(throws: TransitError.self, "\(name)") { try await call() }
            #expect(error?.kind == .invalidArgument, "\(name): \(String(describing: error))")
        }
        #expect(mock.requests.isEmpty)
        _ = try await mta.routes(near: Self.corner, query: "  ")
        #expect(Self.query(mock.requests.first)["query"] == nil)
    }

    /// stops-for-location over a box: centre and spans, no radius; the stops mapped as the
    /// radius form maps them, with both flags.
    @Test func stopsInABoxSendTheCentreAndSpans() async throws {
        let (mta, mock) = try Self.recorded()
        let answer = try await mta.stopsForLocation(in: Self.box, code: "305809", maxCount: 250)
        let query = Self.query(mock.requests.first)
        #expect(mock.requests.first?.url.path == "/api/where/stops-for-location.json")
        #expect(abs((Double(query["latSpan"] ?? "") ?? 0) - 0.005) < 1e-9)
        #expect(abs((Double(query["lonSpan"] ?? "") ?? 0) - 0.006) < 1e-9)
        #expect(query["radius"] == nil && query["query"] == "305809" && query["maxCount"] == "250")
        #expect(answer.stops.count == 14 && !answer.limitExceeded && !answer.outOfRange)
        let stop = try #require(answer.stops.first { $0.id == "MTA_305809" })
        #expect(stop.name == "VANDERBILT AV/LAFAYETTE AV" && stop.routeIDs == ["MTA NYCT_B69"])
        #expect(answer == (try await mta.stopsForLocation(near: Self.corner)))
    }
}
