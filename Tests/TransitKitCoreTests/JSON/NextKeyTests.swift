import Foundation
import Testing
import TransitKitTesting

@testable import TransitKitCore

/// `JSONReader.nextKey(in:)` reads the common case inline (`nextPlainKey(in:)`) and leaves
/// the rest to `nextKeyInGeneral(in:)`. Walking a document once through `nextKey` and once
/// through the general path alone must see the same names at the same offsets and paths, and
/// end the same way: on every recorded payload, and on mutated ones (whitespace, trailing
/// commas, escapes, damage), in both syntaxes.
@Suite struct NextKeyTests {
    /// Seeded choices per member below the envelope (four levels in): read its value, leave it
    /// unread (the next name skips it), or open a container value, read one member or element
    /// of it and leave it unfinished (the next name finishes it first).
    static func walk(_ data: Data, syntax: JSONSyntax, general: Bool, seed: UInt64) -> [String] {
        var events: [String] = []
        var random = SplitMix(seed: seed)
        do {
            try JSONReader.read(data, syntax: syntax) { reader throws(TransitError) in
                try value(&reader, general: general, random: &random, events: &events)
            }
            events.append("end")
        } catch {
            events.append("error: \(error.detail ?? "")")
        }
        return events
    }

    private static func value(
        _ reader: inout JSONReader, general: Bool, random: inout SplitMix, events: inout [String], depth: Int = 0,
        partly: Bool = false
    ) throws(TransitError) {
        switch try reader.peek() {
        case .object:
            let object = try reader.beginObject()
            while let key = try general ? reader.nextKeyInGeneral(in: object) : reader.nextKey(in: object) {
                events.append("\(key) @\(reader.offset) \(reader.codingPath)")
                if partly { return }
                switch depth < 4 ? 2 : random.below(4) {
                case 0: continue
                case 1: try value(&reader, general: general, random: &random, events: &events, depth: depth + 1, partly: true)
                default: try value(&reader, general: general, random: &random, events: &events, depth: depth + 1)
                }
            }
            events.append("} @\(reader.offset)")
        case .array:
            let array = try reader.beginArray()
            while try reader.nextElement(in: array) {
                if partly { return }
                if depth < 4 || random.below(4) != 0 {
                    try value(&reader, general: general, random: &random, events: &events, depth: depth + 1)
                }
            }
            events.append("] @\(reader.offset)")
        default:
            try reader.skipValue()
        }
    }

    static func agree(_ bytes: [UInt8], seed: UInt64, _ label: @autoclosure () -> String) -> Bool {
        var same = true
        for syntax in [JSONSyntax.rfc8259, .jsonDecoderCompatible] {
            let data = Data(bytes)
            let inline = walk(data, syntax: syntax, general: false, seed: seed)
            let general = walk(data, syntax: syntax, general: true, seed: seed)
            if inline != general {
                let at = inline.indices.first { $0 >= general.count || inline[$0] != general[$0] } ?? general.count
                let mine = at < inline.count ? inline[at] : "(none)"
                let theirs = at < general.count ? general[at] : "(none)"
                Issue.record("\(label()) \(syntax): event \(at): inline \(mine), general \(theirs)")
                same = false
            }
        }
        return same
    }

    @Test func bothPathsSeeTheSameMembersInEveryPayload() throws {
        let files = FixtureCorpus.files.filter { $0.pathExtension.lowercased() == "json" }
        #expect(files.count > 80)
        var members = 0
        for (index, file) in files.enumerated() {
            let bytes = [UInt8](try Data(contentsOf: file))
            #expect(Self.agree(bytes, seed: UInt64(index), FixtureCorpus.name(file)))
            members += Self.walk(Data(bytes), syntax: .jsonDecoderCompatible, general: false, seed: UInt64(index)).count
        }
        #expect(members > 30_000, "\(members) events")
    }

    /// Whitespace the inline path leaves to the general one, trailing commas, escaped and long
    /// names, empty containers, and byte-level damage, spliced into the smaller payloads.
    @Test func bothPathsAgreeOnMutatedPayloads() throws {
        let files = FixtureCorpus.files.filter { $0.pathExtension.lowercased() == "json" }
            .filter { ((try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) < 40_000 }
        #expect(files.count > 40)
        let splices = [
            " ", "  ", "\n", "\t", "\r\n  ", ",", ",}", ", }", "}", "{}", "{ }", "[]", "\"", ":", " :", "\\u0041",
            "\"a\\u0041b\":1,", "\"\":0,", "\"a_name_of_twenty_four_b\":1,", "\"a_name_of_exactly_23_by\":2,", "\"é\":3,",
        ]
        var mutator = JSONMutator(seed: 4242)
        var random = SplitMix(seed: 4243)
        var variants = 0
        for file in files {
            let original = [UInt8](try Data(contentsOf: file))
            for round in 0..<24 {
                var bytes = original
                if round % 3 == 0 {
                    bytes = mutator.mutate(bytes)
                } else {
                    for _ in 0..<(1 + random.below(3)) where !bytes.isEmpty {
                        // Next to a structural byte, where the paths branch.
                        let marks = bytes.indices.filter { [0x2C, 0x3A, 0x7B, 0x7D].contains(bytes[$0]) }
                        let at = marks.isEmpty ? random.below(bytes.count) : marks[random.below(marks.count)] + random.below(2)
                        bytes.insert(contentsOf: Array(splices[random.below(splices.count)].utf8), at: min(at, bytes.count))
                    }
                }
                variants += 1
                guard Self.agree(bytes, seed: UInt64(round), "\(FixtureCorpus.name(file)) variant \(round)") else { return }
            }
        }
        #expect(variants > 1_000)
    }
}
