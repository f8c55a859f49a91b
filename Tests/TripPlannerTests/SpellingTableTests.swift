import Foundation
import Testing
import TransitKitCore

@testable import TripPlanner

/// `SpellingTable` against a `Dictionary` numbering names in order of first appearance: the
/// same ids and the same "new" answers, with its own hashing, after giving up on it, and when
/// every name collides.
@Suite struct SpellingTableTests {
    static func names(count: Int, seed: UInt64) -> [String] {
        let random = Randomness.seeded(seed)
        let pieces = ["Los", "Angeles", "São", "Paulo", "X", "", " ", "Saint-Pierre-et-Miquelon", "北京", "a", "é", "Zürich"]
        return (0..<count).map { _ in
            (0..<Int(random.next() * 5)).map { _ in pieces[Int(random.next() * Double(pieces.count))] }.joined()
                + String(Int(random.next() * 300))
        }
    }

    static func check(_ table: inout SpellingTable, _ names: [String]) {
        var reference: [String: UInt32] = [:]
        for name in names {
            let expected = reference[name] ?? UInt32(reference.count)
            let isNew = reference[name] == nil
            reference[name] = expected
            let (id, new) = table.id(name)
            #expect(id == expected && new == isNew, "\(name.debugDescription)")
        }
        #expect(table.names.count == reference.count)
    }

    @Test(arguments: [UInt64(1), 0xDEAD_BEEF, .max])
    func numbersNamesAsADictionary(seed: UInt64) {
        var table = SpellingTable(seed: seed)
        Self.check(&table, Self.names(count: 20_000, seed: seed))
        #expect(!table.usesDictionary)
    }

    /// A probe limit of 0 gives up at the first collision; the ids go on unchanged.
    @Test func givingUpKeepsTheIDs() {
        var table = SpellingTable(seed: 7, maximumProbe: 0)
        Self.check(&table, Self.names(count: 5_000, seed: 7))
        #expect(table.usesDictionary)
    }

    /// OpenFlights' 74,074 city names, with the default seed and probe limit: a Dictionary's
    /// ids, and no probe long enough to give up.
    @Test func anOpenFlightsSizedLoadNeedsNoFallback() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/Data/connections-openflights.json")
        let dataset = try ConnectionDataset(data: Data(contentsOf: url), currency: "USD")
        var table = SpellingTable()
        Self.check(&table, dataset.connections.flatMap { [$0.from, $0.to] })
        #expect(!table.usesDictionary)
    }
}
