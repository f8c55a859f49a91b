import Foundation
import TransitKitCore

@testable import TripPlanner

extension FuzzTarget {
    /// TripPlanner's connections document (the OpenFlights-derived dataset): a document is
    /// loaded with every kept connection valid (named ends, a non-negative price in the
    /// dataset's currency), or refused as `.decoding`.
    static let connectionDataset = FuzzTarget(name: "connections", corpus: "connections") { data in
        do {
            let dataset = try ConnectionDataset(data: data)
            _ = dataset.report.description
            for c in dataset.connections {
                let blank = { (name: String) in name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
                guard !blank(c.from), !blank(c.to), c.price.minorUnits >= 0, c.price.currency == dataset.currency else {
                    violated("kept an invalid connection: \(c)")
                }
            }
        } catch {
            checkError(error, allowed: [.decoding, .invalidArgument], "ConnectionDataset")
        }
    }
}
