import Foundation
import TransitKitCore
import TransitKitTesting

@testable import TripPlanner

/// The bundled connections fixtures by name (TransitKitTesting/Fixtures/connections).
func dataset(_ file: String) throws -> ConnectionDataset {
    try ConnectionDataset(data: Fixtures.data("connections", file))
}

func graph(_ file: String, directed: Bool = true) throws -> ConnectionGraph {
    ConnectionGraph(try dataset(file), directed: directed)
}

/// Whole euros as Money: the fixtures' prices are major units, stored as minor units.
func eur(_ amount: Int64) -> Money { Money(minorUnits: amount * 100, currency: "EUR") }

extension PlanResult {
    var names: [String]? { itinerary?.cities.map(\.name) }
    var total: Money? { itinerary?.total }
    var isNoRoute: Bool { if case .noRoute = self { true } else { false } }
}

/// A deterministic generator, so property tests are reproducible (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Runs `body`, expecting a TransitError, and returns it.
func transitError(_ body: () throws -> Void) -> TransitError? {
    do { try body() } catch let error as TransitError { return error } catch { return nil }
    return nil
}
