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
        let refusals = [
            Refusal("stops near") { () throws(TransitError) in _ = try client.require((any StopFinder).self, for: "stops near") },
            Refusal("trip") { () throws(TransitError) in _ = try client.require((any TripSource).self, for: "trip") },
            Refusal("predictions") { () throws(TransitError) in
                _ = try client.require((any PredictionSource).self, for: "predictions")
            },
            Refusal("vehicles") { () throws(TransitError) in _ = try client.require((any VehicleSource).self, for: "vehicles") },
        ]
        for refusal in refusals {
            do throws(TransitError) {
                try refusal.call()
                Issue.record("require for \(refusal.name) succeeded")
            } catch {
                #expect(error.kind == .unsupported && error.provider == "busbud", "\(refusal.name): \(error)")
            }
        }
        #expect(try client.require((any DepartureSearch).self, for: "departures") is BusbudClient)
    }
}

/// A named call with its typed-throws closure in a struct of its own: an array of
/// `(String, () throws(TransitError) -> Void)` makes the closure type a generic argument, whose
/// metadata Apple platforms below the Swift 6 runtime lack, so the compiler refuses it there
/// (Docs/Platforms.md).
private struct Refusal {
    let name: String
    let call: () throws(TransitError) -> Void

    init(_ name: String, _ call: @escaping () throws(TransitError) -> Void) {
        self.name = name
        self.call = call
    }
}
