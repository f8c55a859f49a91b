import Foundation
import TransitKitCore
@testable import TripPlanner

extension FuzzTarget {
    /// TripPlanner's connections document (the OpenFlights-derived dataset): a document is
    /// loaded with every kept connection valid (named ends, a non-negative price in the
    /// dataset's currency), or refused as `.decoding`. Differential too: where the direct read
    /// (`WireDocument(reading:)`) accepts the bytes, the reference decoder (`JSONWireDecoder` over
    /// the `Decodable` wire types) must build the very same entries.
    static let connectionDataset = FuzzTarget(name: "connections", corpus: "connections") { data in
        let direct = try? JSONReader.read(data, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in
            try WireDocument(reading: &reader)
        }
        if let direct {
            guard let reference = try? JSONWireDecoder.decodableOnly.decode(WireDocument.self, from: data) else {
                violated("the direct read accepted what the reference decoder refused")
            }
            guard direct.entries == reference.entries, direct.arrayPath == reference.arrayPath else {
                violated("the direct read and the reference decoder built different entries")
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
