import Foundation
import Testing
import TransitKitCore

@testable import TripPlanner

/// The load report's parallel connections, against a plain grouping written here: every pair
/// of cities (compared as `CityName.key` folds them) that more than one connection joins, in
/// order of the pair's first connection, with every price in data order.
@Suite struct ParallelGroupsTests {
    static func naiveGroups(_ connections: [Connection]) -> [LoadReport.ParallelConnections] {
        var members: [[String]: [Int]] = [:]
        var order: [[String]] = []
        for (index, connection) in connections.enumerated() {
            let pair = [CityName.key(connection.from), CityName.key(connection.to)]
            if members[pair] == nil { order.append(pair) }
            members[pair, default: []].append(index)
        }
        return order.compactMap { pair in
            guard let group = members[pair], group.count > 1, let kept = group.map({ connections[$0].price }).min() else {
                return nil
            }
            let first = connections[group[0]]
            return .init(from: first.from, to: first.to, prices: group.map { connections[$0].price }, kept: kept)
        }
    }

    /// OpenFlights has no parallel connections of its own: every 37th connection is added
    /// again, differently spelled and priced, in reverse order, so about a thousand groups form.
    @Test func openFlightsWithRepeatsGroupsAsThePlainGrouping() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/Data/connections-openflights.json")
        let loaded = try ConnectionDataset(data: Data(contentsOf: url), currency: "USD")
        #expect(loaded.report.parallelConnections.isEmpty)
        let repeats = stride(from: 0, to: loaded.connections.count, by: 37).reversed().map { index in
            let connection = loaded.connections[index]
            return Connection(
                from: connection.from.uppercased(), to: connection.to.lowercased(),
                price: Money(minorUnits: connection.price.minorUnits + 1, currency: "USD"))
        }
        let dataset = try ConnectionDataset(connections: loaded.connections + repeats, currency: "USD")
        let expected = Self.naiveGroups(dataset.connections)
        #expect(expected.count > 900)
        #expect(dataset.report.parallelConnections == expected)
    }

    @Test func interleavedPairsKeepFirstAppearanceOrderAndEveryPrice() throws {
        func eur(_ units: Int64) -> Money { Money(minorUnits: units * 100, currency: "EUR") }
        let connections = [
            Connection(from: "Porto", to: "Lisbon", price: eur(30)),
            Connection(from: "Tokyo", to: "London", price: eur(200)),
            Connection(from: "porto", to: "LISBON", price: eur(20)),
            Connection(from: "Lisbon", to: "Porto", price: eur(25)),
            Connection(from: "Tokyo", to: "London", price: eur(5)),
            Connection(from: "Porto ", to: "Lisbon", price: eur(40)),
        ]
        let report = try ConnectionDataset(connections: connections, currency: "EUR").report
        #expect(
            report.parallelConnections == Self.naiveGroups(try ConnectionDataset(connections: connections, currency: "EUR").connections))
        #expect(report.parallelConnections.map(\.prices) == [[eur(30), eur(20), eur(40)], [eur(200), eur(5)]])
        #expect(report.parallelConnections.map(\.kept) == [eur(20), eur(5)])
    }
}
