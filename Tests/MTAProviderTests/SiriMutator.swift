import Foundation

/// Seeded mutations of SIRI JSON for the direct-read differential tests (the core's
/// `JSONMutator` is internal to its own test target): byte damage (flips, JSON punctuation,
/// deletions, truncation, duplicated ranges), and value swaps that keep the text JSON but put
/// the wrong type, magnitude or shape in a member — or repeat a member name with another value,
/// before or after the original, since of duplicates the first must win.
struct SiriMutator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    static let punctuation = Array("{}[]\":,0123456789-+.eE tfnu\\".utf8)
    static let replacements = [
        "0", "-0", "1.5", "1e400", "-1e-400", "12345678901234567890", "3.0", "1e2", "\"7\"", "\" 41.9 \"", "\"x\"", "\"\"", "true",
        "false", "null", "[]", "{}", "[\"a\",\"b\"]", "[1,\"a\"]", "[null]", "{\"a\":1}", "\"2020-10-20T21:13:26.941-04:00\"",
        "\"2020-10-20T21:13:26Z\"", "\"2020-13-20T21:13:26Z\"", "\"2020-10-20T21:13:26.-04:00\"", "\"caf\\u00e9\"",
        "\"\\ud83d\\ude8b\"", "{\"Longitude\":1}", "{\"Latitude\":1,\"Longitude\":2}",
    ]

    /// SplitMix64: every variant can be regenerated from its seed.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        below(4) == 0 ? byteMutation(bytes) : valueMutation(bytes) ?? byteMutation(bytes)
    }

    mutating func byteMutation(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + below(3)) {
            guard !bytes.isEmpty else { break }
            let at = below(bytes.count)
            switch below(6) {
            case 0: bytes[at] = UInt8(truncatingIfNeeded: next())
            case 1: bytes[at] = Self.punctuation[below(Self.punctuation.count)]
            case 2: bytes.remove(at: at)
            case 3: bytes.insert(Self.punctuation[below(Self.punctuation.count)], at: at)
            case 4: bytes.removeSubrange(at...)
            default:
                let end = min(bytes.count, at + 1 + below(40))
                bytes.insert(contentsOf: Array(bytes[at..<end]), at: below(bytes.count))
            }
        }
        return bytes
    }

    /// One to three values replaced (by a listed value or another value of the document), or
    /// their member repeated with another value; nil when the document has no values.
    mutating func valueMutation(_ input: [UInt8]) -> [UInt8]? {
        let values = Self.values(input)
        guard !values.isEmpty else { return nil }
        var bytes = input
        // From the end, so earlier ranges stay valid; a value inside one already changed is left.
        let picks = (0..<(1 + below(3))).map { _ in values[below(values.count)] }.sorted { $0.start > $1.start }
        var lastStart = Int.max
        for value in picks where value.range.upperBound <= lastStart {
            let replacement: [UInt8]
            if below(4) == 0 {
                let other = values[below(values.count)].range
                replacement = other.count < 4_000 ? Array(input[other]) : Array("null".utf8)
            } else {
                replacement = Array(Self.replacements[below(Self.replacements.count)].utf8)
            }
            if let key = value.key, below(3) == 0 {
                let name = Array(input[key])
                if below(2) == 0 {
                    bytes.insert(contentsOf: Array(",".utf8) + name + Array(":".utf8) + replacement, at: value.range.upperBound)
                } else {
                    bytes.insert(contentsOf: name + Array(":".utf8) + replacement + Array(",".utf8), at: key.lowerBound)
                }
            } else {
                bytes.replaceSubrange(value.range, with: replacement)
            }
            lastStart = value.start
        }
        return bytes
    }

    /// A value of the document (root excluded) and, for a member, the range of its quoted name.
    struct Value {
        var key: Range<Int>?
        var range: Range<Int>
        var start: Int { key?.lowerBound ?? range.lowerBound }
    }

    /// Every value of well-formed JSON; good enough on anything else (it never traps).
    static func values(_ bytes: [UInt8]) -> [Value] {
        var values: [Value] = []
        var open: [(start: Int, key: Range<Int>?)] = []
        var key: Range<Int>?
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                let range = index..<min(end + 1, bytes.count)
                var after = range.upperBound
                while after < bytes.count, isSpace(bytes[after]) { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: ":") {
                    key = range
                    index = after + 1
                } else {
                    values.append(Value(key: key, range: range))
                    key = nil
                    index = range.upperBound
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open.append((index, key))
                key = nil
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let container = open.popLast(), !open.isEmpty {
                    values.append(Value(key: container.key, range: container.start..<(index + 1)))
                }
                index += 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                var end = index + 1
                while end < bytes.count, !isSpace(bytes[end]),
                    ![UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[end])
                {
                    end += 1
                }
                values.append(Value(key: key, range: index..<end))
                key = nil
                index = end
            default:
                index += 1
            }
        }
        return values
    }
}
