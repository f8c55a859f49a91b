import Foundation
import TransitKitCore

@testable import TripPlanner

extension FuzzTarget {
    /// TripPlanner's connections document (the OpenFlights-derived dataset): a document is
    /// loaded with every kept connection valid (named ends, a non-negative price in the
    /// dataset's currency), or refused as `.decoding`. Differential too: where the direct read
    /// (`ConnectionDataset.readDirectly`, validating entry by entry) accepts the bytes, the
    /// reference (`JSONDecoder` over the `Decodable` wire types, then validated) must build
    /// the very same data set: connections and load report.
    static let connectionDataset = FuzzTarget(name: "connections", corpus: "connections") { data in
        if let direct = try? ConnectionDataset.readDirectly(data, currency: "EUR") {
            guard let reference = try? JSONDecoder().decode(WireDocument.self, from: data) else {
                violated("the direct read accepted what the reference decoder refused")
            }
            guard direct == ConnectionDataset(reference, currency: "EUR") else {
                violated("the direct read and the reference decoder built different data sets")
            }
        }
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
