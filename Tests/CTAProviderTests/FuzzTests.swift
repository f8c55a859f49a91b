import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// Damaged payloads: every fixture, cut short at several points and with seeded random edits,
/// goes through the same decode-and-map path the client takes. Each must give a value or a
/// `TransitError` naming the call — never crash (a trap would take the whole test run down)
/// and never quote the key. The seed is derived from the file name, so a failure reproduces.
@Suite struct FuzzTests {
    static let files: [URL] = (try? Fixtures.files("cta")) ?? []

    /// Kinds a damaged body may legitimately produce: a decoding failure, or the whole-call
    /// error a still-readable `error[]` entry names.
    static let expectedKinds: Set<TransitError.Kind> = [
        .decoding, .unauthorized, .rateLimited, .apiError, .invalidArgument, .unsupported, .notFound,
    ]

    /// Reproducible integers from the core's seeded generator.
    struct Dice {
        let randomness: Randomness
        init(_ name: String) {
            // FNV-1a of the name: stable across runs and platforms, unlike `hashValue`.
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            randomness = .seeded(hash)
        }
        /// 0..<n (n > 0).
        func roll(_ n: Int) -> Int { min(n - 1, Int(randomness.next() * Double(n))) }
    }

    /// The file cut at the start, inside, and one byte before the end.
    static func truncations(_ data: Data) -> [Data] {
        let n = data.count
        let cuts = Set([0, 1, n / 10, n / 3, n / 2, 2 * n / 3, n - 2, n - 1].filter { $0 >= 0 && $0 < n })
        return cuts.sorted().map { data.prefix($0) }
    }

    /// Random bytes XOR-ed with random non-zero values: mostly broken JSON or broken UTF-8.
    static func byteFlips(_ data: Data, dice: Dice, variants: Int = 24) -> [Data] {
        guard !data.isEmpty else { return [] }
        return (0..<variants).map { _ in
            var bytes = [UInt8](data)
            for _ in 0...dice.roll(6) { bytes[dice.roll(bytes.count)] ^= UInt8(1 + dice.roll(255)) }
            return Data(bytes)
        }
    }

    /// One digit swapped for another digit or a letter: the JSON usually stays valid, so the
    /// damage reaches the mappers (months 13, hour 29, `"lat":"4a.9"`, epoch-ms overflow…).
    static func digitEdits(_ data: Data, dice: Dice, variants: Int = 24) -> [Data] {
        let digits = data.indices.filter { (0x30...0x39).contains(data[$0]) }
        guard !digits.isEmpty else { return [] }
        let replacements = Array("0123456789999999xZ-.".utf8)
        return (0..<variants).map { _ in
            var copy = data
            for _ in 0...dice.roll(3) { copy[digits[dice.roll(digits.count)]] = replacements[dice.roll(replacements.count)] }
            return copy
        }
    }

    static func call(of file: URL) -> CTACall {
        CTACall(rawValue: String(file.lastPathComponent.split(separator: "-").first ?? "")) ?? .getpredictions
    }

    @Test(arguments: files)
    func damagedPayloadsGiveAValueOrATypedError(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        let call = Self.call(of: file)
        let dice = Dice(file.lastPathComponent)
        let variants = Self.truncations(data) + Self.byteFlips(data, dice: dice) + Self.digitEdits(data, dice: dice)
        #expect(variants.count >= 30, "\(file.lastPathComponent): too few variants")

        var failures = 0
        for (index, variant) in variants.enumerated() {
            do {
                _ = try decodeAndMap(variant, call: call)
            } catch {
                failures += 1
                let label = "\(file.lastPathComponent) variant \(index): \(error)"
                #expect(Self.expectedKinds.contains(error.kind), "\(label)")
                #expect(error.operation == call.rawValue, "\(label)")
                #expect(!error.description.contains(secretKey), "\(label)")
            }
        }
        // Cutting a body at byte 0 always fails: the loop really ran the decoder.
        #expect(failures > 0, "\(file.lastPathComponent): no variant failed")
    }

    /// Damaged patterns also go through the travel-order step of `stops(on:direction:)`.
    @Test func damagedPatternsStillOrderStops() async throws {
        let patterns = try Fixtures.data("cta", "getpatterns-4.json")
        let dice = Dice("getpatterns-4.json/ordered")
        var ordered = 0
        for variant in Self.digitEdits(patterns, dice: dice, variants: 40) {
            let mock = MockTransport()
            mock.on(.path(suffix: "/getstops"), .fixture("cta", "getstops-3.json"))
            mock.on(
                .path(suffix: "/getpatterns"),
                .response(
                    HTTPResponse(
                        status: 200, headers: ["Content-Type": "application/json"], body: variant)))
            // Whatever the patterns say, every stop of getstops comes back exactly once.
            let stops = try await makeClient(mock).stops(on: "74", direction: "Eastbound")
            #expect(stops.count == 68)
            #expect(Set(stops.map(\.id)).count == 68)
            if stops.first?.id == "668" { ordered += 1 }
        }
        #expect(ordered > 0, "no variant kept a usable pattern")
    }
}
