import Foundation
import Testing
import TransitKitTesting

@testable import TransitKitCore

/// Inputs built to hurt a parser end in a typed error — never a trap, a stack overflow or
/// memory that grows with the input beyond the input itself.
@Suite struct JSONHostileInputTests {
    static func read(_ data: Data, limits: JSONLimits = .default, syntax: JSONSyntax = .rfc8259) -> TransitError? {
        do {
            try JSONReader.read(data, limits: limits, syntax: syntax) { reader throws(TransitError) in try reader.skipValue() }
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: ["[", "{\"a\":", "[{\"a\":"])
    func deepNestingStopsAtTheLimit(opener: String) throws {
        let data = Data(String(repeating: opener, count: 100_000).utf8)
        let error = try #require(Self.read(data))
        #expect(error.kind == .decoding)
        #expect(error.detail?.contains("nesting deeper than 512 levels") == true, "\(error)")
    }

    /// Nesting is walked without recursion, so a raised limit is only a matter of memory.
    @Test func deepNestingWithinARaisedLimitIsWalkedIteratively() {
        let depth = 200_000
        let data = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        #expect(Self.read(data, limits: JSONLimits(maximumDepth: depth)) == nil)
        #expect(Self.read(data, limits: JSONLimits(maximumDepth: depth - 1))?.kind == .decoding)
    }

    @Test func hugeNumbersAreTypedErrorsWhereTheyDoNotFit() throws {
        let digits = "1" + String(repeating: "0", count: 100_000)
        // 10^100000 × 10^-99999 is 10: every digit counts, however many there are.
        let ten = try JSONReader.read(Data((digits + ".5e-99999").utf8)) { reader throws(TransitError) in try reader.readDouble() }
        #expect(ten == 10)
        for text in ["1e999999999999999999999", "-1e999999999", digits, "1e-999999999"] {
            #expect(Self.read(Data(text.utf8)) == nil, "the grammar allows \(text.prefix(20))")
            let double = Result { () throws(TransitError) -> Double in
                try JSONReader.read(Data(text.utf8)) { reader throws(TransitError) in try reader.readDouble() }
            }
            let int = Result { () throws(TransitError) -> Int in
                try JSONReader.read(Data(text.utf8)) { reader throws(TransitError) in try reader.readInt() }
            }
            if case .failure(let error) = double {
                #expect(error.detail?.contains("does not fit in Double") == true)
            } else if text != "1e-999999999" {
                Issue.record("\(text.prefix(20)) read as a Double")
            }
            if case .success(let value) = int, text != "1e-999999999" { Issue.record("\(text.prefix(20)) read as \(value)") }
        }
    }

    @Test(
        arguments: [
            ("invalid UTF-8", [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D]), ("truncated UTF-8", [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D]),
            ("overlong UTF-8", [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D]), ("UTF-8 surrogate", [0x5B, 0x22, 0xED, 0xB0, 0x80, 0x22, 0x5D]),
            ("lone high surrogate", Array(#"["\uD83D"]"#.utf8)), ("lone low surrogate", Array(#"["\uDE8B"]"#.utf8)),
            ("high then non-low", Array(#"["\uD83D\u0041"]"#.utf8)), ("reversed pair", Array(#"["\uDE8B\uD83D"]"#.utf8)),
            ("bad escape", Array(#"["\q"]"#.utf8)), ("raw control character", [0x5B, 0x22, 0x09, 0x22, 0x5D]),
            ("unterminated string", Array(#"{"a": "never closed"#.utf8)), ("unterminated escape", Array(#"["\"#.utf8)),
            ("NUL after the value", [0x5B, 0x5D, 0x00]),
        ] as [(String, [UInt8])])
    func badStringsAreTypedErrorsWithOffsets(name: String, bytes: [UInt8]) throws {
        let error = try #require(Self.read(Data(bytes)), "\(name) was accepted")
        #expect(error.kind == .decoding)
        #expect(error.detail?.contains("(byte ") == true, "\(name): \(error)")
        // Read as a string (not only skipped), the JSONDecoder-compatible reader refuses it too.
        let read = Result { () throws(TransitError) -> [String] in
            try JSONReader.read(Data(bytes), syntax: .jsonDecoderCompatible) { reader throws(TransitError) in
                try reader.readArray { reader throws(TransitError) in try reader.readString() }
            }
        }
        if case .success = read { Issue.record("\(name) was read as a string") }
    }

    /// 100 MB: refused at once under the default 64 MiB limit (no work, no memory); under a
    /// raised limit an unterminated string or a valid array is walked with no memory beyond
    /// the input's.
    @Test func hundredMegabyteInputs() throws {
        let size = 100 << 20
        var unterminated = Data(count: size)
        unterminated.withUnsafeMutableBytes { raw in
            raw.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "a"))
            raw[0] = UInt8(ascii: "\"")
        }
        #expect(Self.read(unterminated)?.kind == .tooLarge)

        let raised = JSONLimits(maximumBytes: 128 << 20)
        var array = Data(count: size)
        array.withUnsafeMutableBytes { raw in
            var index = 0
            raw[index] = UInt8(ascii: "[")
            index += 1
            while index + 3 < raw.count {
                raw[index] = UInt8(ascii: "7")
                raw[index + 1] = UInt8(ascii: ",")
                index += 2
            }
            raw[index] = UInt8(ascii: "7")
            index += 1
            while index < raw.count - 1 {
                raw[index] = 0x20
                index += 1
            }
            raw[index] = UInt8(ascii: "]")
        }
        // Element by element too, on the first 8 MB (a debug build reads 100 MB slowly):
        // "[7,7,…,7" then "7]" closes it with a last element 77.
        let prefix = array.prefix(8 << 20) + Data("7]".utf8)

        // Walking and reading kept nothing: the resident set grew by far less than the 100 MB
        // walked. (Other tests run meanwhile; a run over the bound is measured again, and the
        // least growth counts — a reader that held the input would grow on every run.)
        let bound = 64 << 10
        let growth = try ResidentMemoryPeak.leastGrowthKiB(over: 3, below: bound) { () throws(TransitError) in
            let error = Self.read(unterminated, limits: raised)
            #expect(error?.detail == "(root): unterminated string (byte 0)")
            #expect(Self.read(array, limits: raised) == nil)
            let sum = try JSONReader.read(prefix, limits: raised) { reader throws(TransitError) -> Int in
                let elements = try reader.beginArray()
                var sum = 0
                while try reader.nextElement(in: elements) { sum += try reader.readInt() }
                return sum
            }
            #expect(sum == ((8 << 20) / 2 - 1) * 7 + 77)
        }
        if ResidentMemoryPeak.isAvailable {
            #expect(growth < bound, "the resident set grew \(growth) KiB while 100 MB were walked")
        }
    }
}
