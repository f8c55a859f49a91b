import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// `/api/siri/…` never sets the server's `showCancelled`, so `VehicleStatus: cancelled` does not
/// come from it; `/api/2/siri/…` is the same call with it set. `showsCancelledTrips` picks the
/// second, for every SIRI call; "where" calls are untouched.
@Suite struct CancelledTripsEntryPointTests {
    @Test func showingCancelledTripsAsksTheSecondEntryPoint() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/2/siri/stop-monitoring.json"), .fixture("mta", "stop-monitoring-7.json"))
        mock.on(.path("/api/2/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-5.json"))
        mock.on(.path("/api/where/stop/MTA_305809.json"), .fixture("mta", "stop-4.json"))
        var configuration = MTABusTimeClient.Configuration(
            apiKey: Secret(testKey), userAgent: try UserAgent(app: "TransitKitTests/1.0 (tests@example.com)"), transport: mock)
        #expect(configuration.showsCancelledTrips == false)
        configuration.showsCancelledTrips = true
        let mta = MTABusTimeClient(configuration: configuration)
        let board = try await mta.predictions(at: ["308215"], routes: nil)
        #expect(board.predictions.count == 7)
        _ = try await mta.trip(of: "MTA NYCT_353")
        _ = try await mta.stop("305809")
        #expect(
            mock.requests.map(\.url.path) == [
                "/api/2/siri/stop-monitoring.json", "/api/2/siri/vehicle-monitoring.json", "/api/where/stop/MTA_305809.json",
            ])
    }

    @Test func theDocumentedEntryPointByDefault() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/siri/stop-monitoring.json"), .fixture("mta", "stop-monitoring-7.json"))
        let mta = try makeClient(mock)
        _ = try await mta.predictions(at: ["308215"], routes: nil)
        #expect(mock.requests.map(\.url.path) == ["/api/siri/stop-monitoring.json"])
    }
}
