import Foundation
import Testing

@testable import TransitKitCore

/// Numbers are exact: integers never go through `Double`, doubles are correctly rounded
/// (exact fast paths, else the C library's `strtod`), and each type accepts what
/// `JSONDecoder` accepts.
@Suite struct JSONNumberTests {
    static func digits(_ text: String) -> (JSONNumberDigits, [UInt8], JSONNumberToken) {
        let bytes = Array(text.utf8)
        let token = JSONNumberToken(start: 0, end: bytes.count, isInteger: !text.contains { ".eE".contains($0) })
        let parsed = bytes.withUnsafeBytes { JSONNumberDigits($0, token) }
        return (parsed, bytes, token)
    }

    static func double(_ text: String) -> Double? {
        let (parsed, bytes, token) = digits(text)
        return bytes.withUnsafeBytes { parsed.double($0, token) }
    }

    /// The table Eisel–Lemire multiplies by, against values known exactly.
    @Test func powersOfTenTable() {
        for q in 0...38 {
            var power: UInt128 = 1
            for _ in 0..<q { power *= 10 }
            let normalized = power << power.leadingZeroBitCount
            let entry = JSONPowersOfTen.mantissa(q)
            #expect(
                entry.high == UInt64(truncatingIfNeeded: normalized >> 64) && entry.low == UInt64(truncatingIfNeeded: normalized), "10^\(q)"
            )
        }
        #expect(JSONPowersOfTen.mantissa(-1) == (0xCCCC_CCCC_CCCC_CCCC, 0xCCCC_CCCC_CCCC_CCCC))
        #expect(JSONPowersOfTen.mantissa(-2) == (0xA3D7_0A3D_70A3_D70A, 0x3D70_A3D7_0A3D_70A3))
        // 10^-348 still has its top bit set: every entry is normalized.
        for q in JSONPowersOfTen.smallest...JSONPowersOfTen.largest { #expect(JSONPowersOfTen.mantissa(q).high >> 63 == 1, "10^\(q)") }
    }

    /// 60,000 seeded random decimals — short and long mantissas, exponents across the whole
    /// range, the halfway cases that break naive parsers — give the bit pattern `strtod`
    /// gives. (The fuzz target `json-number` repeats this on millions of inputs.)
    @Test func doublesAreCorrectlyRounded() {
        var random = SplitMix(seed: 8259)
        var fastPathHits = 0
        for round in 0..<60_000 {
            let text = Self.randomNumber(&random, round)
            let expected = Double(text)
            let ours = Self.double(text)
            if let expected, expected.isFinite, expected != 0 || !text.contains(where: { "123456789".contains($0) }) {
                #expect(ours?.bitPattern == expected.bitPattern, "\(text): ours \(String(describing: ours)), strtod \(expected)")
            } else {
                #expect(ours == nil, "\(text) is out of range, read \(String(describing: ours))")
            }
            let (parsed, _, _) = Self.digits(text)
            if !parsed.truncated, JSONNumberDigits.eiselLemire(parsed.mantissa, parsed.exponent) != nil { fastPathHits += 1 }
        }
        #expect(fastPathHits > 40_000) // the slow path stays the exception
    }

    static func randomNumber(_ random: inout SplitMix, _ round: Int) -> String {
        func digitString(_ count: Int) -> String {
            String((0..<count).map { index in Character(String(index == 0 ? 1 + random.below(9) : random.below(10))) })
        }
        switch round % 4 {
        case 0: // coordinates and prices
            return (random.below(2) == 0 ? "-" : "") + digitString(1 + random.below(3)) + "." + digitString(1 + random.below(15))
        case 1: // anything in range
            return digitString(1 + random.below(19)) + "e" + String(random.below(700) - 350)
        case 2: // long mantissas (truncated to 19 digits, then strtod)
            return digitString(15 + random.below(25)) + "e" + String(random.below(60) - 30)
        default: // near halfway: 2^53 + 1 style and ...5 endings
            let base = UInt64(1) << UInt64(53 + random.below(10))
            return String(base + UInt64(random.below(4))) + (random.below(2) == 0 ? "5" : "") + "e" + String(random.below(40) - 20)
        }
    }

    /// `readNumber()` keeps the `Int64` of plain digits it read; `int64` must answer what
    /// reading the text again answers, for every number, whole or not, fitting or not.
    @Test func readNumbersKeepTheIntegerTheTextGives() throws {
        var random = SplitMix(seed: 64)
        var kept = 0
        for round in 0..<4_000 {
            let text =
                round % 2 == 0
                ? (random.below(2) == 0 ? "-" : "")
                    + String(
                        (0..<(1 + random.below(21))).map { index in
                            Character(String(index == 0 ? 1 + random.below(9) : random.below(10)))
                        })
                : Self.randomNumber(&random, round)
            let read = try JSONReader.read(Data(text.utf8)) { reader throws(TransitError) in try reader.readNumber() }
            let again = JSONNumber(text: text, isInteger: read.isInteger)
            #expect(read.int64 == again.int64, "\(text)")
            #expect(read == again && read.hashValue == again.hashValue)
            if read.exactInt64 != nil { kept += 1 }
        }
        #expect(kept > 1_000 && kept < 2_000, "\(kept): digits that fit and digits that do not were both read")
    }

    @Test(arguments: [
        ("0.1", 0.1), ("-0", -0.0), ("1e22", 1e22), ("1e23", 1e23), ("9007199254740993", 9_007_199_254_740_992),
        ("2.2250738585072011e-308", Double(bitPattern: 0x000F_FFFF_FFFF_FFFF)), ("5e-324", .leastNonzeroMagnitude),
        ("1.7976931348623157e308", .greatestFiniteMagnitude),
        ("43.08190155029297", 43.08190155029297), ("0.000000000000000000000000000000000000000000000000001", 1e-51),
        ("123456789012345678901234567890", 1.2345678901234568e29),
    ])
    func knownDoubles(text: String, value: Double) {
        #expect(Self.double(text)?.bitPattern == value.bitPattern, "\(text)")
    }

    /// Every number text read as a `JSONValue` by the reader and by `JSONDecoder`: the same
    /// value (doubles bit for bit) or both refuse. JSONDecoder's rules: `1.0` and `1e2` are
    /// whole, `-0.0` is a whole 0, a value too small for a double is a whole 0.
    @Test(arguments: [
        "0", "-0", "1", "-1", "1.0", "1.5", "-1.5", "1e2", "1E+2", "1e-2", "100e-2", "0.9999999999999999999999", "127", "128",
        "-128", "-129", "255", "256", "300", "65535", "2147483648", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "18446744073709551615", "18446744073709551616",
        "9223372036854775806.0", "-9223372036854775808.0", "9007199254740993.0", "-9007199254740993.5", "9223372036854775295.0",
        "1e19", "1e20", "18446744073709549568.5", "1e400", "-1e400", "1e-400", "123.456e-789",
        "3.4028235e38", "3.4028236e38", "1e-45", "1e-46", "1.00000017881393432617187499",
        "12345678901234567890123456789012345678901234567890",
        "0.1", "2.5e-324", "1e-324",
    ])
    func readerAgreesWithJSONDecoder(text: String) {
        let outcome = JSONFuzzing.exercise(Array("[\(text)]".utf8))
        if case .mismatch(let detail) = outcome { Issue.record("\(text): \(detail)") }
    }

    /// Integers are read from their digits: 2^53 + 1 survives (a round trip through Double
    /// would make it 2^53).
    @Test func integersAreExact() throws {
        let read = try JSONReader.read(Data("9007199254740993".utf8)) { reader throws(TransitError) in try reader.readInt64() }
        #expect(read == 9_007_199_254_740_993)
    }
}
