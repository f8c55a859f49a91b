import Foundation
import Testing
import TransitKitTesting

@testable import TransitKitCore

/// ``JSONWireDecoder`` against `JSONDecoder`, the reference, on every recorded payload and on
/// thousands of seeded mutations of them: the same value, or the same error kind at the same
/// coding path (one documented difference: see `DecodeOutcome.agree`). ``JSONReader`` is held
/// to the same values. These results are what allows `HTTPClient.decodeJSON` and
/// `Endpoint.decode` to use the wire decoder by default.
@Suite struct JSONDifferentialTests {
    static let fixtures = FixtureCorpus.files

    static func compare<T: Decodable & Equatable>(
        _ type: T.Type, _ bytes: [UInt8], _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let data = Data(bytes)
        let reference = DecodeOutcome { try JSONDecoder().decode(T.self, from: data) }
        let fast = DecodeOutcome { try JSONWireDecoder().decode(T.self, from: data) }
        let agree = DecodeOutcome.agree(reference: reference, fast: fast)
        if !agree {
            var report = "\(label) \(T.self):\n  JSONDecoder:     \(reference)\n  JSONWireDecoder: \(fast)"
            if case .value(let a as JSONProbe) = reference, case .value(let b as JSONProbe) = fast {
                report = "\(label) probe traces differ:\n" + JSONProbe.firstDifference(a.trace, b.trace)
            }
            Issue.record(Comment(rawValue: String(report.prefix(4_000))), sourceLocation: sourceLocation)
        }
        return agree
    }

    /// JSONValue from the reader agrees with the wire decoder: the same value, or both fail.
    static func compareReader(_ bytes: [UInt8], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let data = Data(bytes)
        let fast = DecodeOutcome { ExactJSON(try JSONWireDecoder().decode(JSONValue.self, from: data)) }
        let read: DecodeOutcome<ExactJSON>
        do {
            read = .value(
                ExactJSON(
                    try JSONReader.read(data, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in
                        try JSONValue(reading: &reader)
                    }))
        } catch {
            read = .failure(kind: "\(error.kind)", path: "", detail: error.detail ?? "")
        }
        switch (fast, read) {
        case (.value(let a), .value(let b)): #expect(a == b, "\(label): reader and wire decoder differ", sourceLocation: sourceLocation)
        case (.failure, .failure): break
        default: Issue.record("\(label): wire decoder \(fast), reader \(read)", sourceLocation: sourceLocation)
        }
    }

    @Test func corpusIsNotEmpty() {
        #expect(Self.fixtures.count > 100)
        #expect(Self.fixtures.contains { $0.lastPathComponent == "vehicle-monitoring-4.json" })
    }

    static func size(_ url: URL) -> Int { (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0 }

    /// Every fixture: the whole value tree (wire decoder and reader), representative wire
    /// structs, and — for files up to 20 KB, since it reads every value twenty ways — the
    /// probe trace (every Decoder API on every value). The 1.6 MB snapshot has its own test.
    @Test(arguments: FixtureCorpus.files.filter { size($0) < 1_000_000 })
    func everyFixture(file: URL) throws {
        let bytes = Array(try Data(contentsOf: file))
        let name = FixtureCorpus.name(file)
        _ = Self.compare(ExactJSONValue.self, bytes, name)
        Self.compareReader(bytes, name)
        if bytes.count <= 20_000 { _ = Self.compare(JSONProbe.self, bytes, name) }
        for shape in RepresentativeWires.all { _ = shape(bytes, name) }
    }

    /// The whole-city snapshot (1.6 MB, 1,388 vehicles): value tree, reader and SIRI structs.
    @Test func wholeCitySnapshot() throws {
        let bytes = Array(try Fixtures.data("mta", "vehicle-monitoring-4.json"))
        #expect(Self.compare(ExactJSONValue.self, bytes, "vehicle-monitoring-4"))
        Self.compareReader(bytes, "vehicle-monitoring-4")
        #expect(RepresentativeWires.siri(bytes, "vehicle-monitoring-4"))
    }

    /// Seeded mutations of every fixture up to 20 KB — 110 of the 129 files — (byte damage and
    /// value swaps): 12 variants per file through the value tree — 1,320 in all — of which 4 also go
    /// through the reader and the representative structs, and 2 (files up to 10 KB) through
    /// the probe. Kept this small because these tests share the cooperative pool with the
    /// fault suite's watchdogs; a fuzzer drives ``JSONFuzzing/exercise(_:)`` for volume.
    @Test(arguments: FixtureCorpus.files.filter { size($0) <= 20_000 })
    func mutatedFixtures(file: URL) throws {
        let bytes = Array(try Data(contentsOf: file))
        let name = FixtureCorpus.name(file)
        var mutator = JSONMutator(seed: name.hashValueStable)
        var disagreements = 0
        for variant in 0..<12 {
            let mutated = mutator.mutate(bytes)
            let label = "\(name) variant \(variant)"
            if !Self.compare(ExactJSONValue.self, mutated, label) { disagreements += 1 }
            if variant < 4 {
                for shape in RepresentativeWires.all where !shape(mutated, label) { disagreements += 1 }
                Self.compareReader(mutated, label)
            }
            if variant < 2, bytes.count <= 10_000, !Self.compare(JSONProbe.self, mutated, label) { disagreements += 1 }
            if disagreements > 3 { break } // enough to debug; keep the log readable
        }
    }

    /// Two mutations of the snapshot through the SIRI structs (a value tree of it takes too
    /// long in a debug build to repeat).
    @Test func mutatedWholeCitySnapshot() throws {
        let bytes = Array(try Fixtures.data("mta", "vehicle-monitoring-4.json"))
        var mutator = JSONMutator(seed: 2026)
        for variant in 0..<2 {
            _ = RepresentativeWires.siri(mutator.mutate(bytes), "vehicle-monitoring-4 variant \(variant)")
        }
    }
}

/// `JSONValue` compared bit for bit (see ``ExactJSON``), as a `Decodable`.
struct ExactJSONValue: Decodable, Equatable {
    let value: ExactJSON
    init(from decoder: any Decoder) throws { value = ExactJSON(try JSONValue(from: decoder)) }
}

extension String {
    /// FNV-1a, stable across runs (unlike `hashValue`), for seeds.
    var hashValueStable: UInt64 {
        utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
