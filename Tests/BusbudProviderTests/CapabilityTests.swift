import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// Busbud searches departures between cities and nothing else: it has no stop catalogue, no
/// vehicles, no predictions, so it must not claim them.
@Suite struct CapabilityTests {
    @Test func busbudOnlySearchesDepartures() throws {
        let client: any TransitProvider = try makeClient(MockTransport())
        #expect(client.descriptor.capabilities == [.departureSearch])
        #expect(!(client is any StopFinder) && !(client is any TripSource))
        #expect(!(client is any PredictionSource) && !(client is any VehicleSource))
        let refusals: [(String, () throws(TransitError) -> Void)] = [
            ("stops near", { () throws(TransitError) in _ = try client.require((any StopFinder).self, for: "stops near") }),
            ("trip", { () throws(TransitError) in _ = try client.require((any TripSource).self, for: "trip") }),
            ("predictions", { () throws(TransitError) in _ = try client.require((any PredictionSource).self, for: "predictions") }),
            ("vehicles", { () throws(TransitError) in _ = try client.require((any VehicleSource).self, for: "vehicles") }),
        ]
        for (name, call) in refusals {
            do throws(TransitError) {
                try call()
                Issue.record("require for \(name) succeeded")
            } catch {
                #expect(error.kind == .unsupported && error.provider == "busbud", "\(name): \(error)")
            }
        }
        #expect(try client.require((any DepartureSearch).self, for: "departures") is BusbudClient)
    }
}
