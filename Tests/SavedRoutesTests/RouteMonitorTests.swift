import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import SavedRoutes

/// A small provider that really goes through HTTP (MockTransport): alerts and vehicles per line
/// come from `/alerts/<line>` and `/vehicles/<line>` as JSON.
struct FakeProvider: AlertSource, VehicleSource {
    let http: HTTPClient
    var descriptor: ProviderDescriptor {
        ProviderDescriptor(
            id: "fake", name: "Fake Transit", timeZone: TimeZone(identifier: "America/New_York")!,
            attribution: "test", capabilities: [.alerts, .vehicles])
    }

    struct WireAlert: Decodable {
        let id: String
        let effect: String
    }
    struct WireVehicle: Decodable {
        let id: String
        let lat: Double
        let lon: Double
        let dir: String?
    }

    func request(_ path: String) throws(TransitError) -> HTTPRequest {
        HTTPRequest(
            url: try URLBuilder.url(base: URL(string: "https://fake.example")!, path: path.split(separator: "/").map(String.init)),
            operation: path)
    }

    /// One JSON call through the core pipeline.
    struct Call<Wire: Decodable & Sendable>: Endpoint {
        let prepared: HTTPRequest
        var operation: String { prepared.operation ?? "fake" }
        func request() throws(TransitError) -> HTTPRequest { prepared }
    }

    func alerts(for routes: [Route.ID]) async throws(TransitError) -> [ServiceAlert] {
        let wire = try await http.perform(Call<[WireAlert]>(prepared: request("alerts/\(routes[0])")))
        return wire.map {
            ServiceAlert(
                id: .init($0.id), title: $0.id, effect: ServiceAlert.Effect(rawValue: $0.effect) ?? .unknown,
                affectedRoutes: routes)
        }
    }

    func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] {
        try await http.perform(Call<[WireVehicle]>(prepared: request("vehicles/\(routes[0])"))).map {
            VehiclePosition(
                id: .init($0.id), route: routes[0], direction: $0.dir.map { Direction(id: .init($0), name: $0) },
                coordinate: Coordinate(latitude: $0.lat, longitude: $0.lon))
        }
    }
}

@Suite struct RouteMonitorTests {
    let saved = SavedRoute(
        id: "home", name: "Home", provider: "fake", start: .init(label: "A"), end: .init(label: "B"),
        lines: [.init(route: "B63"), .init(route: "B70")])

    @Test func statusColourFollowsAlertsAsTheyAppearAndClear() async throws {
        let mock = MockTransport()
        for alerts in [
            "[]", #"[{"id":"detour-1","effect":"detour"}]"#,
            #"[{"id":"suspended","effect":"noService"},{"id":"detour-1","effect":"detour"}]"#, "[]",
        ] {
            mock.on(.path("/alerts/B63"), times: 1, .json(alerts))
        }
        mock.on(.path("/alerts/B70"), .json("[]"))
        mock.on(.path(containing: "/vehicles/"), .json(#"[{"id":"bus-1","lat":40.6,"lon":-74.0}]"#))
        let clock = ManualClock()
        let monitor = try RouteMonitor(
            route: saved, provider: FakeProvider(http: HTTPClient(provider: "fake", transport: mock)),
            clock: AnyClock(clock), now: .fixed(Date(timeIntervalSince1970: 0)))
        var colours: [String] = []
        var alertIDs: [[String]] = []
        let consumer = Task {
            var iterator = monitor.updates().makeAsyncIterator()
            var seen: [(String, [String])] = []
            while seen.count < 4, let update = try await iterator.next() {
                seen.append((update.status.colorName, update.alerts.map(\.id.rawValue)))
            }
            return seen
        }
        for _ in 0..<3 {
            #expect(await clock.waitForSleepers(1))
            clock.advance(by: .seconds(20))
        }
        for (colour, ids) in try await consumer.value {
            colours.append(colour)
            alertIDs.append(ids)
        }
        #expect(colours == ["green", "yellow", "red", "green"])
        #expect(alertIDs[2] == ["suspended", "detour-1"] || alertIDs[2] == ["detour-1", "suspended"])
        #expect(clock.sleepHistory == [.seconds(20), .seconds(20), .seconds(20)])
        #expect(mock.requests.filter { $0.url.path.hasPrefix("/vehicles/") }.count == 8) // 2 lines × 4 refreshes
    }

    @Test func oneFailingLineDoesNotStopTheOthers() async throws {
        let mock = MockTransport()
        mock.on(.path("/alerts/B63"), .json(#"[{"id":"slow","effect":"significantDelays"}]"#))
        mock.on(.path("/vehicles/B63"), .json(#"[{"id":"bus-7","lat":40.61,"lon":-74.02}]"#))
        mock.on(.path(containing: "/B70"), .status(503, body: "upstream down"))
        let monitor = try RouteMonitor(
            route: saved, provider: FakeProvider(http: HTTPClient(provider: "fake", transport: mock)),
            clock: AnyClock(ImmediateClock()))
        let update = await monitor.refresh()
        #expect(update.status == .disrupted)
        #expect(update.vehicles.map(\.id) == ["bus-7"])
        #expect(Set(update.failures.map(\.what)) == ["alerts", "vehicles"])
        #expect(update.failures.allSatisfy { $0.route == "B70" && $0.kind == "httpStatus" })
        #expect(update.failures.allSatisfy { $0.riderMessage == "Fake Transit is having trouble right now. Try again in a moment." })
    }

    /// A line whose alerts call failed is unknown, not green, and so is the route unless
    /// another line is known to be red; the update says the status is not known.
    @Test func aLineWhoseAlertsFailedIsUnknownNeverGreen() async throws {
        let mock = MockTransport()
        mock.on(.path("/alerts/B63"), .json("[]"))
        mock.on(.path("/alerts/B70"), .status(503, body: "upstream down"))
        mock.on(.path(containing: "/vehicles/"), .json("[]"))
        let monitor = try RouteMonitor(
            route: saved, provider: FakeProvider(http: HTTPClient(provider: "fake", transport: mock)),
            clock: AnyClock(ImmediateClock()))
        let update = await monitor.refresh()
        #expect(update.lines.map(\.status) == [.normal, .unknown])
        #expect(update.status == .unknown)
        #expect(update.status.colorName == "grey")
        #expect(!update.statusKnown)
        #expect(update.failures.map(\.what) == ["alerts"])
    }

    @Test func aLineSavedWithADirectionShowsOnlyThatDirectionsVehicles() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/alerts/"), .json("[]"))
        mock.on(
            .path(containing: "/vehicles/"),
            .json(
                #"[{"id":"north","lat":40.6,"lon":-74.0,"dir":"0"},{"id":"south","lat":40.6,"lon":-74.0,"dir":"1"},{"id":"unknown","lat":40.6,"lon":-74.0}]"#
            ))
        var route = saved
        route.lines = [.init(route: "B63", direction: "1")]
        let monitor = try RouteMonitor(route: route, provider: FakeProvider(http: HTTPClient(provider: "fake", transport: mock)))
        #expect(await monitor.refresh().vehicles.map(\.id) == ["south", "unknown"])
    }

    @Test func stopsCleanlyWhenTheConsumerStops() async throws {
        let mock = MockTransport()
        mock.on(.any, .json("[]"))
        let clock = ImmediateClock()
        let monitor = try RouteMonitor(
            route: saved, provider: FakeProvider(http: HTTPClient(provider: "fake", transport: mock)),
            clock: AnyClock(clock))
        var count = 0
        for try await _ in monitor.updates() {
            count += 1
            if count == 2 { break }
        }
        #expect(mock.requests.count == 8) // 2 refreshes × 2 lines × (alerts + vehicles), nothing after
    }

    @Test func refusesAProviderWithoutTheCapabilitiesOrAnotherProvidersRoute() throws {
        struct Mute: TransitProvider {
            var descriptor: ProviderDescriptor {
                ProviderDescriptor(id: "fake", name: "Mute", timeZone: TimeZone(identifier: "UTC")!, attribution: "", capabilities: [])
            }
        }
        #expect { try RouteMonitor(route: saved, provider: Mute()) } throws: { ($0 as? TransitError)?.kind == .unsupported }
        var other = saved
        other.provider = "cta"
        let fake = FakeProvider(http: HTTPClient(provider: "fake", transport: MockTransport()))
        #expect { try RouteMonitor(route: other, provider: fake) } throws: { ($0 as? TransitError)?.kind == .invalidArgument }
    }
}

/// `FakeProvider` that also draws shapes: B63's, and an HTTP failure for any other line.
struct ShapedProvider: AlertSource, VehicleSource, RouteShapeSource {
    let base: FakeProvider
    var descriptor: ProviderDescriptor { base.descriptor }
    func alerts(for routes: [Route.ID]) async throws(TransitError) -> [ServiceAlert] { try await base.alerts(for: routes) }
    func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] { try await base.vehicles(on: routes) }
    func shape(of route: Route.ID) async throws(TransitError) -> RouteShape {
        guard route == "B63" else { throw TransitError(.httpStatus, provider: "fake", operation: "shape", detail: "503") }
        return RouteShape(
            route: route, paths: [[Coordinate(latitude: 40.6, longitude: -74.0), Coordinate(latitude: 40.7, longitude: -73.9)]],
            branches: [])
    }
}

extension RouteMonitorTests {
    /// A saved route's shapes for a map: each line's, a failing line reported and the others
    /// kept; none from a provider that draws none.
    @Test func shapesKeepTheLinesThatAnswerAndNameTheOneThatFailed() async throws {
        let base = FakeProvider(http: HTTPClient(provider: "fake", transport: MockTransport()))
        let (shapes, failures) = try await RouteMonitor(route: saved, provider: ShapedProvider(base: base)).shapes()
        #expect(shapes.map(\.route) == ["B63"])
        #expect(failures.map(\.route) == ["B70"] && failures.first?.error.kind == .httpStatus)
        let none = try await RouteMonitor(route: saved, provider: base).shapes()
        #expect(none.shapes.isEmpty && none.failures.isEmpty)
    }
}
