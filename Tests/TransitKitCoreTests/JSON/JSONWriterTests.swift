import Foundation
import Testing
import TransitKitCore

@testable import TransitKitCore

/// The writer against the reference paths: `JSONEncoder` byte for byte, `JSONDecoder`,
/// `JSONSerialization` and `strtod` reading back what it wrote, and Python's `json.dumps` layout.
@Suite struct JSONWriterTests {
    /// Texts that trip writers: every control character, quotes, backslashes, slashes, DEL,
    /// U+2028, non-ASCII, astral characters, and a String made from a lone surrogate (Swift
    /// repairs it to U+FFFD when the String is made, so no writer ever sees one).
    static let hardTexts: [String] = [
        "", "plain", "Fullerton & Ashland", "a\"b", "back\\slash", "http://x/y", "\u{7F}", "\u{2028}\u{2029}",
        "é", "Zürich Hbf", "東京", "😀 bus 🚌", "\u{FEFF}", "\u{FFFF}", "\u{10FFFF}", "e\u{301}",
        String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }),
        String(decoding: [0xD800, 0x41] as [UInt16], as: UTF16.self),
        String(decoding: [0x41, 0xDC00] as [UInt16], as: UTF16.self),
        String(decoding: [0xC3, 0x28, 0xFF] as [UInt8], as: UTF8.self),
    ]

    /// Doubles at every edge of the text layout: whole numbers up to and past 10^15 and 2^53,
    /// -0, subnormals, the extremes, exponent switches at 1e-4/1e-5 and 1e16, and rounded
    /// coordinates.
    static let hardDoubles: [Double] = [
        0, -0.0, 1, -1, 3, 0.1, 0.5, -2.5, 1e15 - 1, 1e15, 1e15 + 1, 2.5e15, 9_007_199_254_740_992, 9_007_199_254_740_994,
        1e16, 1e17, 1e21, 1e22, 1e300, -1e300, 1e-4, 1e-5, 1e-7, .leastNonzeroMagnitude, 2.2250738585072014e-308, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNormalMagnitude, 123_456_789_012_345_680, 40.712776, -73.987654, 41.925438, -87.65287,
        1.0 / 3, 2.0 / 3, 100, 1e-6, 0.000001, 9.223372036854776e18, -9.223372036854776e18, 1.8446744073709552e19,
    ]

    /// A seeded mix of every kind of value, nested.
    static func generated(seed: UInt64, count: Int) -> [JSONValue] {
        var random = SplitMix(seed: seed)
        func value(_ depth: Int) -> JSONValue {
            switch random.next() % (depth > 3 ? 5 : 7) {
            case 0: return .null
            case 1: return .bool(random.next() % 2 == 0)
            case 2: return .integer(Int64(bitPattern: random.next()) >> (random.next() % 64))
            case 3:
                if random.next() % 3 == 0 { return .double(hardDoubles[Int(random.next() % UInt64(hardDoubles.count))]) }
                let double = Double(bitPattern: random.next())
                return .double(double.isFinite ? double : 0.25)
            case 4:
                if random.next() % 2 == 0 { return .string(hardTexts[Int(random.next() % UInt64(hardTexts.count))]) }
                return .string(
                    String(decoding: (0..<(random.next() % 12)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self))
            case 5: return .array((0..<(random.next() % 4)).map { _ in value(depth + 1) })
            default:
                var members: [String: JSONValue] = [:]
                for _ in 0..<(random.next() % 5) {
                    let key = random.next() % 2 == 0 ? hardTexts[Int(random.next() % UInt64(hardTexts.count))] : "k\(random.next() % 30)"
                    members[key] = value(depth + 1)
                }
                return .object(members)
            }
        }
        return (0..<count).map { _ in value(0) }
    }

    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    @Test func writesWhatJSONEncoderWritesByteForByte() throws {
        var values: [JSONValue] = Self.generated(seed: 36, count: 400)
        values += Self.hardTexts.map(JSONValue.string) + Self.hardDoubles.map(JSONValue.double)
        values += [.object([:]), .array([]), .object(["a": .object([:]), "b": .array([])]), .integer(.min), .integer(.max)]
        for value in values {
            for pretty in [false, true] {
                let expected = try Self.encoder(pretty: pretty).encode(value)
                let written = try value.jsonBytes(layout: pretty ? .encoderPretty : .compact)
                #expect(
                    written == [UInt8](expected),
                    "\(value): wrote \(String(decoding: written, as: UTF8.self)), JSONEncoder \(String(decoding: expected, as: UTF8.self))")
            }
        }
    }

    @Test func whatItWritesReadsBackAsTheSameValue() throws {
        for value in Self.generated(seed: 7, count: 300) + Self.hardDoubles.map(JSONValue.double) {
            let written = Data(try value.jsonBytes())
            let decoded = try JSONDecoder().decode(JSONValue.self, from: written)
            #expect(decoded.isIdentical(to: value.asWrittenNumbers), "\(value) → \(String(decoding: written, as: UTF8.self))")
            let read = try JSONReader.read(written) { reader throws(TransitError) in try JSONValue(reading: &reader) }
            #expect(read.isIdentical(to: value.asWrittenNumbers))
        }
    }

    /// Every double's text, read back by C's `strtod` (correctly rounded, and another parser
    /// than `JSONDecoder`), is the same bits. (`JSONSerialization` on Linux is not a reference
    /// for this: it reads about one double in five a unit in the last place off.)
    @Test func doublesReadBackBitForBitThroughStrtod() throws {
        var random = SplitMix(seed: 2026)
        let doubles = Self.hardDoubles + (0..<2000).map { _ in Double(bitPattern: random.next()) }.filter(\.isFinite)
        for double in doubles {
            let text = String(decoding: try JSONValue.double(double).jsonBytes(), as: UTF8.self)
            let read = strtod(text, nil)
            #expect(read.bitPattern == double.bitPattern || (double == 0 && read == 0 && text == "-0"), "\(double) → \(text) → \(read)")
        }
    }

    @Test func nonFiniteDoublesAreRefusedWithATypedError() {
        for bad in [Double.nan, .infinity, -.infinity, .signalingNaN] {
            var writer = JSONWriter()
            #expect(throws: TransitError.self) { try writer.double(bad) }
            #expect(writer.bytes.isEmpty, "nothing written for \(bad)")
            do {
                _ = try JSONValue.array([.integer(1), .object(["x": .double(bad)])]).jsonBytes()
                Issue.record("\(bad) was written")
            } catch {
                #expect(error.kind == .invalidArgument)
                #expect(error.detail?.contains("JSON has no NaN or infinity") == true)
            }
        }
    }

    @Test func aGeoJSONPositionThatIsNotANumberIsATypedError() {
        let feature = GeoJSON.Feature(
            id: "x", geometry: .point(Coordinate(latitude: .nan, longitude: 1)), properties: [:])
        #expect(throws: TransitError.self) { try GeoJSON.FeatureCollection([feature]).encoded() }
    }

    /// Python's `json.dumps(value, indent=2)` (ensure_ascii): `": "` after keys, `[]` and `{}`
    /// when empty, every character outside printable ASCII as lower-case `\u` escapes, astral
    /// ones as a surrogate pair. The expected texts are what python3 printed.
    @Test func asciiOnlyIndentedIsPythonsLayout() throws {
        var writer = JSONWriter(layout: .indented(2), escaping: .asciiOnly)
        writer.beginObject()
        writer.key("a\u{7F}é")
        writer.beginArray()
        writer.string("😀\u{1}\n\"\\/東")
        writer.number(text: "1.5e-05")
        writer.beginArray()
        writer.endArray()
        writer.beginObject()
        writer.endObject()
        writer.endArray()
        writer.key("b")
        writer.bool(false)
        writer.endObject()
        let expected = #"""
            {
              "a\u007f\u00e9": [
                "\ud83d\ude00\u0001\n\"\\/\u6771",
                1.5e-05,
                [],
                {}
              ],
              "b": false
            }
            """#
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
        #expect((parsed["a\u{7F}é"] as? [Any])?.first as? String == "😀\u{1}\n\"\\/東")
    }

    @Test func hardTextsRoundTripInEveryEscaping() throws {
        for escaping in [JSONWriter.Escaping.minimal, .asciiOnly] {
            for text in Self.hardTexts {
                var writer = JSONWriter(escaping: escaping)
                writer.beginArray()
                writer.string(text)
                writer.endArray()
                if escaping == .asciiOnly { #expect(writer.bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }) }
                let decoded = try JSONDecoder().decode([String].self, from: Data(writer.bytes))
                #expect(decoded == [text], "\(escaping): \(String(decoding: writer.bytes, as: UTF8.self))")
                // JSONSerialization drops a U+FEFF that starts a string; every other text it reads back.
                guard !text.hasPrefix("\u{FEFF}") else { continue }
                let parsed = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String]
                #expect(parsed == [text], "\(escaping): \(String(decoding: writer.bytes, as: UTF8.self))")
            }
        }
    }

    /// A lone surrogate cannot reach the writer: a `String` made from one holds U+FFFD, which is
    /// written as itself (`.minimal`) or `\ufffd` (`.asciiOnly`), never as a broken `\ud800`.
    @Test func loneSurrogatesArriveAsTheReplacementCharacter() throws {
        let lone = String(decoding: [0xD800] as [UInt16], as: UTF16.self)
        #expect(try JSONValue.string(lone).jsonBytes() == Array("\"\u{FFFD}\"".utf8))
        var writer = JSONWriter(escaping: .asciiOnly)
        writer.string(lone)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""\ufffd""#)
    }

    /// The fuzz target's check over every small recorded payload and seeded mutations of it.
    @Test(arguments: FixtureCorpus.files.filter { FixtureCorpus.size($0) <= 20_000 })
    func fixturesAndMutationsAgreeWithJSONEncoder(_ file: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: file))
        var mutator = JSONMutator(seed: FixtureCorpus.name(file).hashValueStable &+ 36)
        for input in [bytes] + (0..<8).map({ _ in mutator.mutate(bytes) }) {
            if let problem = JSONWriterFuzzing.exercise(input) { Issue.record("\(FixtureCorpus.name(file)): \(problem)") }
        }
    }
}
