import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TripPlanner

/// The loader reads and validates connections entry by entry straight from the bytes
/// (`ConnectionDataset.readDirectly`); the `Decodable` conformances read by
/// `JSONWireDecoder.decodableOnly` (itself checked against `JSONDecoder` in the core's tests),
/// then validated, are the reference. Both must give the same data set — the same connections
/// and the same load report, every finding included — or both refuse the input.
@Suite("Direct read of connections files")
struct DirectReadTests {
    enum Outcome: Equatable, CustomStringConvertible {
        case read(ConnectionDataset)
        case refused

        var description: String {
            switch self {
            case .read(let dataset): return "\(dataset.report.entryCount) entries, \(dataset.report.issues.count) issues"
            case .refused: return "refused"
            }
        }
    }

    /// What the loaders use: the direct read, the reference deciding what it refuses.
    static func direct(_ data: Data) -> Outcome {
        guard let dataset = try? ConnectionDataset.read(data, currency: "EUR") else { return .refused }
        return .read(dataset)
    }

    static func reference(_ data: Data) -> Outcome {
        guard let document = try? JSONWireDecoder.decodableOnly.decode(WireDocument.self, from: data) else { return .refused }
        return .read(ConnectionDataset(document, currency: "EUR"))
    }

    /// The direct read alone, without the fallback.
    static func readDirectly(_ data: Data) throws(TransitError) -> ConnectionDataset {
        try ConnectionDataset.readDirectly(data, currency: "EUR")
    }

    /// Every connections fixture, whole and in 40 seeded damaged copies (`FixtureDamage`).
    @Test(arguments: try Fixtures.files("connections"))
    func fixturesAndDamagedCopiesReadAlike(file: URL) throws {
        let data = try Data(contentsOf: file)
        let name = file.lastPathComponent
        #expect(Self.direct(data) == Self.reference(data), "\(name)")
        for (variant, damaged) in FixtureDamage.copies(of: data, seed: name, count: 40).enumerated() {
            #expect(Self.direct(damaged) == Self.reference(damaged), "\(name) variant \(variant)")
        }
    }

    /// Well-formed files are read by the direct path itself, not handed to the reference:
    /// otherwise the comparison above would compare the reference with itself.
    @Test(arguments: try Fixtures.files("connections").filter { !$0.lastPathComponent.hasPrefix("error-") })
    func wellFormedFilesNeedNoFallback(file: URL) throws {
        let data = try Data(contentsOf: file)
        let dataset = try Self.readDirectly(data)
        #expect(Self.direct(data) == .read(dataset))
    }

    /// The shapes the fixtures do not hold: duplicate names (the first counts), null fields,
    /// every kind of wrong type, prices that are fractions, huge or text, damaged coordinates.
    @Test(arguments: [
        #"{"connections":[{"from":"A","from":"B","to":"C","price":1,"price":2}]}"#,
        #"{"connections":[{"from":null,"to":7,"price":"12","coordinates":null}]}"#,
        #"{"connections":[{"from":"A","to":"B","price":12.50},{"from":"A","to":"B","price":1e2}]}"#,
        #"{"connections":[{"from":"A","to":"B","price":1e400},{"from":"A","to":"B","price":123456789012345678901234567890}]}"#,
        #"{"connections":[{"from":"A","to":"B","price":true},{"from":"A","to":"B","price":[1]},{"from":"A","to":"B","price":{}}]}"#,
        #"{"connections":[{"coordinates":{"from":{"lat":1,"long":2},"to":{"lat":"1","long":2}}}]}"#,
        #"{"connections":[{"coordinates":{"from":{"lat":1},"to":{"lat":1,"long":2,"lat":9}}}]}"#,
        #"{"connections":[{"coordinates":{"from":{"lat":1e999,"long":2},"to":null}},{"coordinates":[1,2]}]}"#,
        #"{"connections":[{"coordinates":{"from":{"lat":null,"long":2},"to":{"lat":1,"long":2}}}]}"#,
        #"{"connections":[1,"x",null,[],{}],"other":{"deep":[1,2,{"a":null}]}}"#,
        #"{"connections":[],"connections":null}"#,
        #"{"connections":null}"#,
        #"{"other":[]}"#,
        #"[{"from":"A","to":"B","price":3},]"#,
        #"null"#,
        #"{"connections":{"from":"A"}}"#,
    ])
    func handMadeShapesReadAlike(json: String) {
        let data = Data(json.utf8)
        #expect(Self.direct(data) == Self.reference(data))
        // The direct read itself, where it reads: the fallback must not hide a difference.
        if let dataset = try? Self.readDirectly(data) {
            #expect(Self.reference(data) == .read(dataset))
        }
    }

    /// The 6.5 MB OpenFlights-derived data set transit-bench loads: the same 37,037 entries,
    /// connections and load report by either path.
    @Test func theOpenFlightsDataSetLoadsAlike() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/Data/connections-openflights.json")
        let data = try Data(contentsOf: url)
        let loaded = try ConnectionDataset.readDirectly(data, currency: "USD")
        let expected = ConnectionDataset(
            try JSONWireDecoder.decodableOnly.decode(WireDocument.self, from: data), currency: "USD")
        #expect(loaded.report.entryCount == 37_037)
        #expect(loaded.connections.count == 37_037)
        #expect(loaded.connections == expected.connections)
        #expect(loaded.report == expected.report)
    }

    /// A syntax error deep in the file names where it is.
    @Test func aBrokenEntryIsNamedByPath() {
        let data = Data(#"{"connections":[{"from":"A","to":"B","price":1},{"from":"A","to":"B","price":tru}]}"#.utf8)
        let error = transitError { _ = try ConnectionDataset(data: data) }
        #expect(error?.kind == .decoding)
        #expect(error?.detail?.contains("connections[1].price") == true, "\(String(describing: error?.detail))")
    }
}
