import Foundation
import Testing

@testable import TransitKitCore

/// `JSONReader.skipValue()` scans a string, number or literal itself, without
/// `JSONScanner.walkValue`'s container machinery; the walk is the reference. For any value,
/// well-formed or not, in both syntaxes, the reader must stop where the walk stops, or fail
/// with the walk's message at the member's path.
@Suite struct SkipScalarTests {
    enum Outcome: Equatable {
        /// Offset just after the value, counted from the value's first byte.
        case end(Int)
        /// The error's detail.
        case error(String)
    }

    /// Where skipping the value of `{"k":` + value + `}` ends (offset after the value), or its
    /// error detail.
    static func skipped(_ value: [UInt8], syntax: JSONSyntax) -> Outcome {
        let document = Array(#"{"k":"#.utf8) + value + Array("}".utf8)
        var end = -1
        do {
            try JSONReader.read(Data(document), syntax: syntax) { reader throws(TransitError) in
                let object = try reader.beginObject()
                _ = try reader.nextKey(in: object)
                try reader.skipValue()
                end = reader.offset - 5
                throw TransitError(.decoding, detail: "stop") // The rest of the document is not the point.
            }
        } catch {
            if error.detail == "stop" { return .end(end) }
            return .error(error.detail ?? "")
        }
        return .error("read on")
    }

    /// The walk over the same bytes: where it ends, or its error at the member's path.
    static func walked(_ value: [UInt8], syntax: JSONSyntax) -> Outcome {
        let bytes = value + Array("}".utf8)
        return bytes.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw, checksStrings: syntax == .rfc8259)
            var sink = JSONSkipSink()
            do throws(JSONSyntaxError) {
                try scanner.walkValue(&sink, depth: 1, maximumDepth: 512, trailingCommas: syntax == .jsonDecoderCompatible)
                return .end(scanner.position)
            } catch {
                // The reader's offsets count from the document's start, five bytes before.
                let shifted = JSONSyntaxError(error.reason, at: error.offset + 5)
                return .error("k: \(shifted.description)")
            }
        }
    }

    static let pieces: [[UInt8]] = [
        Array(#"""#.utf8), Array("a".utf8), Array(#"\""#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8),
        Array(#"\uD83D\uDE00"#.utf8), Array(#"\uD83D"#.utf8), Array(#"\q"#.utf8), Array(#"\u12"#.utf8),
        [0x09], [0x00], [0xC3, 0xA9], [0xC3], [0xFF], [0xED, 0xA0, 0x80], Array("é".utf8),
        Array("-".utf8), Array("0".utf8), Array("7".utf8), Array("12".utf8), Array(".".utf8), Array("e".utf8),
        Array("E".utf8), Array("+".utf8), Array("true".utf8), Array("tru".utf8), Array("false".utf8),
        Array("null".utf8), Array("nul".utf8), Array("x".utf8), Array(" ".utf8), Array(",".utf8),
    ]

    static func randomValue(_ random: inout SplitMix) -> [UInt8] {
        // Most values begin as a scalar does; the pieces after make them well-formed or not.
        let openers: [[UInt8]] = [
            Array(#"""#.utf8), Array("-".utf8), Array("1".utf8), Array("0".utf8), Array("t".utf8), Array("f".utf8), Array("n".utf8),
        ]
        var value = openers[Int(random.next() % UInt64(openers.count))]
        for _ in 0..<Int(random.next() % 7) { value += pieces[Int(random.next() % UInt64(pieces.count))] }
        return value
    }

    @Test(arguments: [JSONSyntax.rfc8259, .jsonDecoderCompatible])
    func scalarsAreSkippedAsTheWalkSkipsThem(syntax: JSONSyntax) {
        var random = SplitMix(seed: 0x5C1B)
        var failures = 0
        var refused = 0
        for _ in 0..<20_000 {
            let value = Self.randomValue(&random)
            let skipped = Self.skipped(value, syntax: syntax)
            let walked = Self.walked(value, syntax: syntax)
            if case .error = walked { refused += 1 }
            if skipped != walked, failures < 5 {
                failures += 1
                Issue.record("\(Array(value)): skipped \(skipped), walked \(walked)")
            }
        }
        // Both outcomes were exercised.
        #expect(refused > 2_000 && refused < 18_000, "\(refused) of 20,000 refused")
    }

    @Test func namedCases() {
        #expect(Self.skipped(Array(#""abc""#.utf8), syntax: .rfc8259) == .end(5))
        #expect(Self.skipped(Array("-12.5e3".utf8), syntax: .rfc8259) == .end(7))
        #expect(Self.skipped(Array("null".utf8), syntax: .rfc8259) == .end(4))
        #expect(Self.skipped(Array("nul".utf8), syntax: .rfc8259) == Self.walked(Array("nul".utf8), syntax: .rfc8259))
        guard case .error(let detail) = Self.skipped([0x22, 0x09, 0x22], syntax: .rfc8259) else {
            Issue.record("a raw tab in a string was skipped")
            return
        }
        #expect(detail.hasPrefix("k: "), "\(detail)")
    }
}
