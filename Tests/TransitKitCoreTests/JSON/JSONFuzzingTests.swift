import Foundation
import Testing
import TransitKitTesting

@testable import TransitKitCore

/// The fuzzing entry (``JSONFuzzing/exercise(_:)``) on what the fuzz harness starts from:
/// every small fixture and seeded mutations of it agree, hostile inputs are rejected.
@Suite struct JSONFuzzingTests {
    @Test(arguments: FixtureCorpus.files.filter { FixtureCorpus.size($0) <= 20_000 })
    func fixturesAndMutationsAgree(file: URL) throws {
        let bytes = Array(try Data(contentsOf: file))
        let name = FixtureCorpus.name(file)
        var mutator = JSONMutator(seed: name.hashValueStable &+ 17)
        let first = JSONFuzzing.exercise(bytes)
        #expect(!Self.isMismatch(first), "\(name): \(first)")
        for variant in 0..<3 {
            let outcome = JSONFuzzing.exercise(mutator.mutate(bytes))
            #expect(!Self.isMismatch(outcome), "\(name) variant \(variant): \(outcome)")
        }
    }

    @Test func hostileInputsAreRejected() {
        let inputs: [[UInt8]] = [
            Array(String(repeating: "[", count: 100_000).utf8),
            Array(#"{"a":"unterminated"#.utf8),
            Array(#"["\ud800"]"#.utf8) + [],
            [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D],
            Array("[1e999999999999]".utf8),
            [],
        ]
        for input in inputs {
            let outcome = JSONFuzzing.exercise(input)
            #expect(!Self.isMismatch(outcome), "\(String(decoding: input.prefix(20), as: UTF8.self)): \(outcome)")
        }
        #expect(JSONFuzzing.exercise(Array(#"{"a":"unterminated"#.utf8)) == .rejected)
        #expect(JSONFuzzing.exercise(Array(#"{"a":[1,2.5,"x",null,true]}"#.utf8)) == .agreed)
    }

    /// `JSONDecoder` guesses UTF-16 or UTF-32 from the zero bytes at the start; the reader reads
    /// UTF-8 only. No short input made of zeros, a digit, a space and byte-order-mark bytes is
    /// read differently (`00 31 3D`, which `JSONDecoder` refuses, is refused by both).
    @Test func shortInputsInEveryEncodingAgree() {
        #expect(JSONFuzzing.exercise([0x00, 0x31, 0x3D]) == .rejected)
        let alphabet: [UInt8] = [0x00, 0x31, 0x20, 0xFE, 0xFF]
        var inputs: [[UInt8]] = [[]]
        var mismatches: [String] = []
        for _ in 1...6 {
            inputs = inputs.flatMap { input in alphabet.map { input + [$0] } }
            for input in inputs {
                if case .mismatch(let detail) = JSONFuzzing.exercise(input) {
                    mismatches.append(input.map { String($0, radix: 16) }.joined(separator: " ") + ": " + detail)
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(8))")
    }

    /// A value the two decoders read differently is reported: the comparison can fail.
    @Test func differentValuesAreAMismatch() {
        #expect(!JSONValue.double(0).isIdentical(to: .double(-0.0)))
        #expect(!JSONValue.object(["a": .integer(1)]).isIdentical(to: .object(["a": .integer(2)])))
        #expect(JSONValue.array([.string("x")]).isIdentical(to: .array([.string("x")])))
    }

    static func isMismatch(_ outcome: JSONFuzzing.Outcome) -> Bool {
        if case .mismatch = outcome { return true }
        return false
    }
}
