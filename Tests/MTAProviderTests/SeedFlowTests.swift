import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// The seed app's flow over MockTransport: agencies → routes of an agency → stops and
/// polylines of a route → live buses on it over two refreshes (manual clock) → status colour.
@Suite("MTA seed app flow")
struct SeedFlowTests {
    @Test func agenciesRoutesShapeLiveVehiclesStatus() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/agencies-with-coverage.json"), .fixture("mta", "agencies-with-coverage-1.json"))
        mock.on(.path("/api/where/routes-for-agency/MTA NYCT.json"), .fixture("mta", "routes-for-agency-1.json"))
        mock.on(.path("/api/where/stops-for-route/MTA NYCT_B70.json"), .fixture("mta", "stops-for-route-1.json"))
        let vm = RequestMatcher.path("/api/siri/vehicle-monitoring.json")
        // 21:42 on a weekday: three B70s; then the 02:57 snapshot, when the B70 does not run.
        mock.on(vm.and(.query("VehicleMonitoringDetailLevel", "normal")), times: 1, .fixture("mta", "vehicle-monitoring-4.json"))
        mock.on(vm.and(.query("VehicleMonitoringDetailLevel", "normal")), times: 1, .fixture("mta", "vehicle-monitoring-3.json"))
        mock.on(vm.and(.query("VehicleMonitoringDetailLevel", "minimum")), .fixture("mta", "vehicle-monitoring-3.json"))
        let clock = ManualClock()
        let mta = try makeClient(mock, clock: AnyClock(clock))

        let agencies = try await mta.agenciesWithCoverage()
        #expect(agencies.map(\.agency.id) == ["MTA NYCT", "MTA", "MTABC"])

        let routes = try await mta.routes(of: try #require(agencies.first?.agency.id))
        let b70 = try #require(MTARouteSearch.filter(routes, matching: "b70").first)
        #expect(b70.id == "MTA NYCT_B70")
        #expect(b70.longName == "Dyker Heights - Sunset Park")

        let shape = try await mta.shape(of: b70.id)
        #expect(shape.branches.map(\.direction?.id) == ["0", "1"])
        #expect(shape.stops.count == 73)
        #expect(shape.paths.reduce(0) { $0 + $1.count } > 0)
        let directions = try await mta.directions(of: b70.id)
        #expect(directions.map(\.id) == ["0", "1"])
        let stops = try await mta.stops(on: b70.id, direction: "1")
        #expect(stops.first?.name == "39 ST/1 AV")

        let live = mta.liveVehicles(on: [b70.id])
        let task = Task {
            var refreshes: [[VehiclePosition]] = []
            for try await buses in live {
                refreshes.append(buses)
                if refreshes.count == 2 { break }
            }
            return refreshes
        }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(20))
        let refreshes = try await task.value
        #expect(refreshes.map { $0.map(\.id.rawValue) } == [["MTA NYCT_353", "MTA NYCT_349", "MTA NYCT_490"], []])
        #expect(clock.sleepHistory == [.seconds(20)])
        #expect(refreshes[0].allSatisfy { $0.route == "MTA NYCT_B70" })

        let status = try await mta.status(of: [b70.id, "MTA NYCT_M4"])
        #expect(status.map(\.status) == [.normal, .disrupted])
        #expect(status.map(\.status) == [.normal, .disrupted])
        #expect(status[1].alerts.map(\.id.rawValue).sorted() == ["MTA NYCT_270156", "MTA NYCT_270232"])
        #expect(mock.unmatchedRequests.isEmpty)
    }

    /// The seed app asks for agencies in XML; with `whereFormat: .xml` the client calls
    /// `.xml` and reads it into the same values.
    @Test func agenciesOverXML() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/agencies-with-coverage.xml"), .fixture("mta", "agencies-with-coverage-5.xml"))
        let mta = try makeClient(mock, whereFormat: .xml)
        let agencies = try await mta.agenciesWithCoverage()
        #expect(agencies.count == 12)
        #expect(agencies.first?.agency.name == "Seattle Children's Hospital")
    }

    /// The refresh interval is configurable and waits on the client's clock: 45 s asked, one
    /// 45 s sleep on the manual clock between the two answers, nothing sent before it passes.
    @Test func liveVehiclesIntervalIsConfigurable() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("mta", "vehicle-monitoring-4.json"))
        mock.on(.any, times: 1, .fixture("mta", "vehicle-monitoring-3.json"))
        let clock = ManualClock()
        let mta = try makeClient(mock, clock: AnyClock(clock))
        let live = mta.liveVehicles(on: ["MTA NYCT_B63"], every: .seconds(45))
        let task = Task {
            var counts: [Int] = []
            for try await buses in live {
                counts.append(buses.count)
                if counts.count == 2 { break }
            }
            return counts
        }
        #expect(await clock.waitForSleepers(1))
        #expect(mock.requests.count == 1)
        clock.advance(by: .seconds(44))
        #expect(mock.requests.count == 1) // 44 s: still waiting
        clock.advance(by: .seconds(1))
        #expect(try await task.value == [6, 4])
        #expect(clock.sleepHistory == [.seconds(45)])
        #expect(mock.requests.count == 2)
    }

    @Test func liveVehiclesKeepGoingAfterAFailure() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("mta", "vehicle-monitoring-4.json"))
        mock.on(.any, times: 1, .status(503, body: "<html>down</html>"))
        mock.on(.any, times: 1, .fixture("mta", "vehicle-monitoring-3.json"))
        let clock = ManualClock()
        let mta = try makeClient(mock, clock: AnyClock(clock))
        let live = Polling(every: .seconds(20), clock: AnyClock(clock), randomness: .constant(0)) {
            try await mta.vehicles(on: ["MTA NYCT_B63"])
        }
        let task = Task {
            var counts: [Int] = []
            for try await buses in live {
                counts.append(buses.count)
                if counts.count == 2 { break }
            }
            return counts
        }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(20)) // refresh → 503 → backoff
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(2)) // backoff over → vehicle-monitoring-3
        #expect(try await task.value == [6, 4]) // B63 buses in each snapshot (counted with python3)
        #expect(mock.requests.count == 3)
    }

    /// Lines are fetched concurrently; a slow first line still comes first in the answer.
    @Test func severalLinesConcurrentlyInOrder() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(.query("LineRef", "MTA NYCT_B63"), .delayed(.seconds(5), on: clock, .fixture("mta", "vehicle-monitoring-4.json")))
        mock.on(.query("LineRef", "MTA NYCT_M86+"), .fixture("mta", "vehicle-monitoring-4.json"))
        let mta = try makeClient(mock)
        let task = Task { try await mta.vehicles(on: ["MTA NYCT_B63", "MTA NYCT_M86+"]) }
        #expect(await clock.waitForSleepers(1))
        for _ in 0..<10_000 where mock.requests.count < 2 { await Task.yield() }
        #expect(mock.requests.count == 2) // M86+ asked while B63 is still waiting: concurrent
        clock.advance(by: .seconds(5))
        let buses = try await task.value
        #expect(buses.map(\.route.rawValue) == Array(repeating: "MTA NYCT_B63", count: 6) + Array(repeating: "MTA NYCT_M86+", count: 7))
    }

    @Test func vehiclesNeedALine() async throws {
        let mta = try makeClient(MockTransport())
        let error = await #expect(throws: TransitError.self) { _ = try await mta.vehicles(on: []) }
        #expect(error?.kind == .invalidArgument)
    }
}
