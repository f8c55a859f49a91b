import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// `vehicles(in:)`: the routes serving the stop index's stops inside the box, asked with
/// `getvehicles` 10 routes a call, a failed batch a note.
@Suite struct AreaVehicleTests {
    /// Around Fullerton & Sheffield: bus 8146 is inside, 8164 (1.4 km west) is not.
    static let sheffield = CoverageArea.Box(south: 41.92, west: -87.66, north: 41.93, east: -87.64)

    /// A catalogue of the 124 recorded routes (getroutes-1.json) in which every route and
    /// direction lists route 74's recorded Eastbound stops, so every stop near Sheffield is
    /// served by all 124 routes.
    static func everyRouteAtSheffield() -> MockTransport {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), .fixture("cta", "getroutes-1.json"))
        mock.on(.path(suffix: "/getdirections"), .fixture("cta", "getdirections-1.json"))
        mock.on(.path(suffix: "/getstops"), .fixture("cta", "getstops-3.json"))
        return mock
    }

    static func vehicleCalls(_ mock: MockTransport) -> [HTTPRequest] {
        mock.requests.filter { $0.url.path.hasSuffix("/getvehicles") }
    }

    static func routes(_ request: HTTPRequest) -> [String] {
        (request.queryValue("rt") ?? "").split(separator: ",").map(String.init)
    }

    @Test func oneRouteInTheBoxIsOneCallAndTheBoxIsKept() async throws {
        let mock = StopCatalogueTests.route74()
        mock.on(.path(suffix: "/getvehicles").and(.query("rt", "74")), .fixture("cta", "getvehicles-1.json"))
        let answer = try await makeClient(mock).vehicles(in: Self.sheffield)
        #expect(answer.vehicles.map(\.id) == ["8146"])
        #expect(answer.notes.isEmpty)
        #expect(Self.vehicleCalls(mock).map { $0.queryValue("rt") } == ["74"])
        // What the API answered (vehicles(around:)) still holds the route's other buses.
        let around = try await makeClient(mock).vehicles(around: Self.sheffield)
        #expect(Set(around.vehicles.map(\.id)) == ["8129", "8140", "8146", "8150", "8164"])
    }

    @Test func routesAreAskedTenACallEachOnce() async throws {
        let mock = Self.everyRouteAtSheffield()
        mock.on(
            .path(suffix: "/getvehicles").and(RequestMatcher("rt holds 74") { Self.routes($0).contains("74") }),
            .fixture("cta", "getvehicles-1.json"))
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-handmade-unknownvehicle.json"))
        let answer = try await makeClient(mock).vehicles(in: Self.sheffield)

        let calls = Self.vehicleCalls(mock)
        #expect(calls.count == 13) // ⌈124 / 10⌉
        #expect(calls.allSatisfy { Self.routes($0).count <= 10 })
        let asked = calls.flatMap(Self.routes)
        #expect(asked.count == 124)
        #expect(Set(asked).count == 124)
        // The catalogue (1 + 124 + 248) is built once, then only getvehicles is asked.
        #expect(mock.requests.count == 373 + 13)
        #expect(answer.vehicles.map(\.id) == ["8146"])
        #expect(answer.notes.isEmpty)
    }

    @Test func aFailedBatchIsANoteOnEachOfItsRoutes() async throws {
        let mock = Self.everyRouteAtSheffield()
        let firstBatch = RequestMatcher("rt starts with 1,") { ($0.queryValue("rt") ?? "").hasPrefix("1,") }
        mock.on(.path(suffix: "/getvehicles").and(firstBatch), .status(500, body: "busy"))
        mock.on(
            .path(suffix: "/getvehicles").and(RequestMatcher("rt holds 74") { Self.routes($0).contains("74") }),
            .fixture("cta", "getvehicles-1.json"))
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-handmade-unknownvehicle.json"))
        let answer = try await makeClient(mock).vehicles(in: Self.sheffield)

        let failed = try #require(Self.vehicleCalls(mock).first { firstBatch.matches($0) })
        #expect(answer.notes.map(\.subject) == Self.routes(failed).map { .route(Route.ID($0)) })
        #expect(answer.notes.count == 10)
        #expect(answer.notes.allSatisfy { $0.kind == .failed })
        #expect(answer.vehicles.map(\.id) == ["8146"])
    }

    @Test func everyBatchFailingIsAnError() async throws {
        let mock = StopCatalogueTests.route74()
        mock.on(.path(suffix: "/getvehicles"), .status(500, body: "busy"))
        let error = await transitError { _ = try await makeClient(mock).vehicles(in: Self.sheffield) }
        #expect(error != nil)
        #expect(error?.provider == "cta")
    }

    @Test func aBoxWithoutStopsAsksNoVehicles() async throws {
        let mock = StopCatalogueTests.route74()
        let lake = CoverageArea.Box(south: 41.90, west: -87.60, north: 41.91, east: -87.59)
        let answer = try await makeClient(mock).vehicles(in: lake)
        #expect(answer.vehicles.isEmpty)
        #expect(answer.notes.isEmpty)
        #expect(Self.vehicleCalls(mock).isEmpty)
    }
}
