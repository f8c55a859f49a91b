import BusbudProvider
import CTAProvider
import Foundation
import MTAProvider
import SavedRoutes
import Testing
import TramTrackerProvider
import TransitKitCore
import TransitKitTesting
import TripPlanner

/// The README's code samples, run against the bundled recordings: if the API changes under
/// them, these fail. Each mirrors its README block line for line, with the network transport
/// swapped for the replay of that provider's recordings.
@Suite struct ReadmeExampleTests {
    let agent: UserAgent
    init() throws { agent = try UserAgent(app: "RideHome/1.0 (ops@ridehome.example)") }

    @Test func ctaSample() async throws {
        let transport = MiddlewareTransport(
            try ReplayTransport(fixtures: "demo/cta"),
            [
                RetryMiddleware(maxAttempts: 3, budget: .seconds(20)),
                ThrottleMiddleware(maxRequests: 10, per: .seconds(1)),
            ])
        let cta = CTABusTrackerClient(apiKey: "k3y-123", userAgent: agent, transport: transport)
        let board = try await cta.predictions(at: ["6597"], routes: ["74"])
        #expect(board.predictions.map(\.vehicleID) == ["8164", "8150"])
        let alerts = try await cta.alerts(for: ["74"])
        #expect(alerts.map(\.affectedRoutes) == [["74"], ["74"], ["74"]]) // only the route asked (CTA also sent the 126's)
        #expect(ServiceStatus(alerts: alerts).colorName == "yellow")
    }

    /// The recordings are from 2025, so the sample's `serverNow(at: Date())` is what keeps its
    /// countdowns sensible: counted from today's device clock every tram would have departed.
    @Test func tramTrackerSample() async throws {
        let tram = TramTrackerClient(userAgent: agent, transport: try ReplayTransport(fixtures: "demo/tramtracker"))
        let next = try await tram.nextTrams(at: ["1234", "2234"])
        let clock = next.serverNow(at: Date())
        var rows: [String] = []
        for p in next.predictions {
            rows.append([p.routeName ?? "", p.destination ?? "", p.countdown(now: clock)?.text ?? ""].joined(separator: " "))
        }
        #expect(rows.count == 27)
        #expect(rows.contains { $0.hasPrefix("16d Malvern Depot 5:29 pm (") })
        #expect(next.predictions.allSatisfy { $0.routeName?.isEmpty == false })
        #expect(!rows.contains { $0.hasSuffix("(departed)") || $0.hasSuffix(" ") })
        #expect(next.alerts.map(\.title).contains("Disruption"))
    }

    @Test func mtaSample() async throws {
        let mta = MTABusTimeClient(
            apiKey: "k3y-123", userAgent: agent, transport: try ReplayTransport(fixtures: "demo/mta"),
            clock: AnyClock(ImmediateClock()))
        let routes = try await mta.routes(of: "MTA NYCT")
        let b70 = try #require(MTARouteSearch.filter(routes, matching: "b70").first)
        #expect(b70.id == "MTA NYCT_B70")
        let shape = try await mta.shape(of: b70.id)
        #expect(shape.branches.count == 2)
        let status = try await mta.status(of: [b70.id])
        #expect(status.map(\.status) == [.normal])
        var counts: [Int] = []
        for try await buses in mta.liveVehicles(on: [b70.id]).prefix(2) { // the README's loop, which ends
            counts.append(buses.count)
        }
        #expect(counts == [3, 0]) // recorded at 21:42 and 02:57
        let b63 = try await mta.vehicles(on: ["B63"])
        #expect(b63.count == 4 && b63.allSatisfy { $0.route == "MTA NYCT_B63" }) // the 02:57 recording
    }

    /// The README searches New York → Montréal; the recording that polls is Québec → Montréal
    /// (init-5 → poll-2 → poll-3), so the sample runs on that one.
    @Test func busbudSample() async throws {
        let busbud = BusbudClient(
            token: "t0ken", userAgent: agent, transport: try ReplayTransport(fixtures: "demo/busbud"),
            clock: AnyClock(ImmediateClock()))
        let query = DepartureQuery(
            origin: "f2m673", destination: "f25dvk", date: try CalendarDate("2021-08-28"),
            passengers: Passengers(adults: 1), currency: "CAD")
        var seen: [(Int, Bool)] = []
        for try await snapshot in busbud.departures(query) {
            seen.append((snapshot.departures.count, snapshot.isComplete))
        }
        #expect(seen.map(\.0) == [3, 5, 6])
        #expect(seen.map(\.1) == [false, false, true])
    }

    @Test func tripPlannerSample() throws {
        let fileURL = try Fixtures.url("connections", "connections-3.json") // TUI v3, the CLI's default
        let graph = ConnectionGraph(try ConnectionDataset(contentsOf: fileURL))
        guard case .route(let trip) = try graph.cheapestRoute(from: "london", to: "Sydney") else {
            Issue.record("no route London → Sydney")
            return
        }
        #expect(trip.legs.map { "\($0.from.name)→\($0.to.name)" } == ["London→Tokyo", "Tokyo→Sydney"])
        #expect(trip.total.minorUnits == 320 * 100) // oracle 2 in the fixtures' SOURCES.md
        #expect(try EncodedPolyline.decode(trip.encodedPolyline()).count == 3)
        let options = try graph.alternatives(from: "London", to: "Sydney", k: 3)
        #expect(options.map(\.total.minorUnits) == options.map(\.total.minorUnits).sorted())
    }

    @Test func testingSample() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-2.json"))
        let cta = CTABusTrackerClient(apiKey: "test", userAgent: agent, transport: mock)
        let board = try await cta.predictions(at: ["1836"], routes: nil)
        #expect(mock.requests.count == 1)
        #expect(!board.predictions.isEmpty)
    }
}

/// Default base URLs are built from literals with a fallback instead of a force unwrap; this
/// proves no provider ever falls back.
@Suite struct DefaultBaseURLTests {
    @Test func defaultBaseURLsAreTheLiveHosts() {
        #expect(BusbudClient.defaultBaseURL.absoluteString == "https://napi.busbud.com")
        #expect(CTABusTrackerClient.defaultBaseURL.absoluteString == "https://www.ctabustracker.com/bustime/api")
        #expect(TramTrackerClient.Configuration.defaultBaseURL.absoluteString == "http://ws3.tramtracker.com.au/TramTracker/RestService/")
        #expect(MTABusTimeClient.defaultBaseURL.absoluteString == "https://bustime.mta.info/")
    }
}
