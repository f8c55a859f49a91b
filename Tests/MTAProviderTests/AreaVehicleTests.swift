import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// `vehicles(in:)` over the recorded whole-city snapshot (vehicle-monitoring-4.json, 1,388
/// buses, 249 of them in the Manhattan box below).
@Suite struct AreaVehicleTests {
    static let manhattan = CoverageArea.Box(south: 40.70, west: -74.02, north: 40.80, east: -73.93)

    static func recorded(clock: AnyClock = .continuous) throws -> (MTABusTimeClient, MockTransport) {
        let mock = MockTransport()
        mock.on(.path("/api/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-4.json"))
        return (try makeClient(mock, clock: clock), mock)
    }

    @Test func oneWholeCityCallAnswersTheBoxAndLeavesTheRestOut() async throws {
        let (client, mock) = try Self.recorded()
        let answer = try await client.vehicles(in: Self.manhattan)
        #expect(mock.requests.count == 1)
        let query = mock.requests.first.flatMap { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        #expect(!query.contains { $0.name == "LineRef" })
        #expect(query.contains(URLQueryItem(name: "VehicleMonitoringDetailLevel", value: "normal")))
        #expect(query.contains(URLQueryItem(name: "MaximumNumberOfCallsOnwards", value: "1")))
        let ids = Set(answer.vehicles.map(\.id))
        #expect(answer.vehicles.count == 249)
        #expect(ids.contains("MTA NYCT_3828")) // an M7 at 14 St / 7 Av
        #expect(!ids.contains("MTA NYCT_6073")) // an M101 at 40.8099 N, north of the box
        #expect(answer.vehicles.allSatisfy { Self.manhattan.contains($0.coordinate) })
        #expect(answer.notes.isEmpty)
    }

    @Test func livePollingOfTheWholeCityWaitsAtLeastThirtySeconds() async throws {
        let clock = ImmediateClock()
        let (client, _) = try Self.recorded(clock: AnyClock(clock))
        var seen = 0
        for try await _ in client.liveVehicles(in: Self.manhattan, every: .seconds(5)) {
            seen += 1
            if seen == 3 { break }
        }
        #expect(clock.sleepHistory == [.seconds(30), .seconds(30)])
    }

    @Test func aLongerIntervalIsKept() async throws {
        let clock = ImmediateClock()
        let (client, _) = try Self.recorded(clock: AnyClock(clock))
        var seen = 0
        for try await _ in client.liveVehicles(in: Self.manhattan, every: .seconds(45)) {
            seen += 1
            if seen == 2 { break }
        }
        #expect(clock.sleepHistory == [.seconds(45)])
    }
}
