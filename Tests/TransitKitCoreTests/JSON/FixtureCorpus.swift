import Foundation
import TransitKitTesting

@testable import TransitKitCore

/// Every recorded payload of every provider (and the demo scripts): all of
/// Sources/TransitKitTesting/Fixtures except the SOURCES.md files and the golden outputs.
enum FixtureCorpus {
    static let files: [URL] = {
        guard let root = try? Fixtures.root,
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { !$0.hasDirectoryPath && $0.pathExtension.lowercased() != "md" && !Golden.isExpectedOutput($0.lastPathComponent) }
            .sorted { $0.path < $1.path }
    }()

    static func size(_ url: URL) -> Int { (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0 }

    static func name(_ url: URL) -> String {
        url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
    }
}

/// Seeded mutations of JSON bytes: byte-level damage (flips, deletions, insertions of JSON
/// punctuation, truncation, duplicated ranges) and value-level swaps that keep the text JSON
/// but change a value's type or magnitude, so type-mismatch and number-range paths are hit.
struct JSONMutator {
    var random: SplitMix

    static let punctuation = Array("{}[]\":,0123456789-+.eE tfnu\\\u{00}".utf8)
    static let replacements = [
        "0", "-0", "1.5", "1e400", "-1e-400", "12345678901234567890", "3.0", "1e2", "\"7\"", "\" 41.9 \"", "\"x\"",
        "\"\"", "true", "false", "null", "[]", "{}", "[1,\"a\"]", "{\"a\":1}", "\"\\ud83d\\ude8b\"", "\"caf\\u00e9\"",
    ]

    init(seed: UInt64) { random = SplitMix(seed: seed) }

    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        random.below(3) == 0 ? byteMutation(bytes) : valueMutation(bytes) ?? byteMutation(bytes)
    }

    mutating func byteMutation(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        guard !bytes.isEmpty else { return Array("[".utf8) }
        for _ in 0..<(1 + random.below(3)) {
            guard !bytes.isEmpty else { break }
            let at = random.below(bytes.count)
            switch random.below(6) {
            case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
            case 1: bytes[at] = Self.punctuation[random.below(Self.punctuation.count)]
            case 2: bytes.remove(at: at)
            case 3: bytes.insert(Self.punctuation[random.below(Self.punctuation.count)], at: at)
            case 4: bytes.removeSubrange(at...)
            default:
                let end = min(bytes.count, at + 1 + random.below(40))
                let slice = Array(bytes[at..<end])
                bytes.insert(contentsOf: slice, at: random.below(bytes.count))
            }
        }
        return bytes
    }

    /// Replaces one to three scalar or container values with another value, or duplicates a
    /// member; nil when the bytes are not JSON to begin with.
    mutating func valueMutation(_ input: [UInt8]) -> [UInt8]? {
        let ranges: [Range<Int>] = input.withUnsafeBytes { raw in JSONValueRanges.find(raw) } ?? []
        guard !ranges.isEmpty else { return nil }
        var bytes = input
        // Replace from the end so earlier ranges stay valid.
        let picks = (0..<(1 + random.below(3))).map { _ in ranges[random.below(ranges.count)] }
            .sorted { $0.lowerBound > $1.lowerBound }
        var lastStart = Int.max
        for range in picks where range.upperBound <= lastStart {
            let replacement: [UInt8]
            if random.below(5) == 0, range.lowerBound > 0 {
                // Duplicate whatever precedes the value back to the previous separator: a
                // repeated member name (first wins) or a repeated element.
                let start = bytes[..<range.lowerBound].lastIndex {
                    $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[")
                }
                let head = start.map { Array(bytes[($0 + 1)..<range.upperBound]) } ?? []
                replacement = Array(bytes[range]) + (head.isEmpty ? [] : Array(",".utf8) + head)
            } else {
                replacement = Array(Self.replacements[random.below(Self.replacements.count)].utf8)
            }
            bytes.replaceSubrange(range, with: replacement)
            lastStart = range.lowerBound
        }
        return bytes
    }
}

/// The byte range of every scalar value in a document (member names excluded).
enum JSONValueRanges {
    struct Sink: JSONWalkSink {
        var ranges: [Range<Int>] = []
        mutating func beginContainer(isObject: Bool, at offset: Int) {}
        mutating func endContainer() {}
        mutating func key(_ token: JSONStringToken) {}
        mutating func string(_ token: JSONStringToken) { ranges.append((token.start - 1)..<(token.end + 1)) }
        mutating func number(_ token: JSONNumberToken) { ranges.append(token.start..<token.end) }
        mutating func literal(_ literal: JSONLiteral, at offset: Int) { ranges.append(offset..<(offset + (literal == .false ? 5 : 4))) }
    }

    static func find(_ raw: UnsafeRawBufferPointer) -> [Range<Int>]? {
        var scanner = JSONScanner(raw)
        var sink = Sink()
        do { try scanner.walkValue(&sink, depth: 0, maximumDepth: 512, trailingCommas: false) } catch { return nil }
        return sink.ranges
    }
}

/// SplitMix64: deterministic, so every mutated variant can be regenerated from its seed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}

extension String {
    /// FNV-1a, stable across runs (unlike `hashValue`), for seeds.
    var hashValueStable: UInt64 {
        utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
