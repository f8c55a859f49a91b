import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// Bad bytes never crash: every fixture, cut short at several points and with seeded random
/// byte flips, goes through every decoder (and, when it decodes, the mapping and countdown).
/// Each call must return a value or throw a `.decoding` / `.apiError` TransitError.
@Suite struct FuzzTests {
    static let files: [String] = ((try? Fixtures.files("tramtracker", extensions: ["json", "jsonc"])) ?? [])
        .map(\.lastPathComponent)

    /// Bytes that change JSON structure or number parsing, so flips hit more than letters.
    static let interesting: [UInt8] = Array(#""[]{}:,-+.0189eE/\()"#.utf8) + [0x00, 0x0A, 0x7F, 0xC3, 0xFF]

    /// `body` cut at its start, a few interior points and one byte short of its closing brace
    /// (trailing whitespace is not counted: cutting a final newline leaves valid JSON).
    static func truncations(_ body: Data) -> [Data] {
        var n = body.count
        while n > 0, [0x20, 0x0A, 0x0D, 0x09].contains(body[body.startIndex + n - 1]) { n -= 1 }
        return Set([0, 1, n / 4, n / 3, n / 2, 2 * n / 3, 3 * n / 4, max(n - 1, 0)]).sorted().map { body.prefix($0) }
    }

    /// `count` variants of `body`, each with 1–8 bytes replaced, reproducible from `seed`.
    static func flips(_ body: Data, seed: UInt64, count: Int = 40) -> [Data] {
        guard !body.isEmpty else { return [] }
        let random = Randomness.seeded(seed)
        func pick(_ upper: Int) -> Int { min(Int(random.next() * Double(upper)), upper - 1) }
        return (0..<count).map { _ in
            var bytes = [UInt8](body)
            for _ in 0...pick(8) {
                let at = pick(bytes.count)
                bytes[at] = random.next() < 0.5 ? interesting[pick(interesting.count)] : UInt8(pick(256))
            }
            return Data(bytes)
        }
    }

    /// Runs `body` through every public payload decoder (decoding and mapping, as a client
    /// does) and the token decoder; returns how many accepted it.
    @discardableResult
    static func decodeEverywhere(_ body: Data, label: String) throws -> Int {
        var accepted = 0
        for method in TT.sampleCalls {
            do throws(TransitError) {
                switch method {
                case .deviceToken:
                    let reply: TramTrackerWireReply<TramTrackerWireDeviceToken> = try TramTrackerPayloads.reply(body, .deviceToken)
                    _ = reply.single
                case .nextPredictedRoutes:
                    let board = try TramTrackerPayloads.predictions(body, stop: "1234")
                    let now = board.serverTime ?? Date(timeIntervalSince1970: 0)
                    for prediction in board.predictions { _ = prediction.countdown(now: now)?.text }
                    _ = board.alerts.map { RouteStatus(route: $0.affectedRoutes.first ?? "1", alerts: board.alerts).status }
                case .tramRun:
                    _ = try TramTrackerPayloads.tramRun(body, tram: "3001")
                case .stopInformation:
                    _ = try TramTrackerPayloads.stopInformation(body, stop: "1234")
                case .routeSummaries:
                    _ = try TramTrackerPayloads.routes(body)
                case .routeStops:
                    _ = try TramTrackerPayloads.stops(body, route: "78")
                case .stopsByDirection:
                    _ = try TramTrackerPayloads.stops(body, route: "78", direction: "up")
                case .destinations:
                    _ = try TramTrackerPayloads.directions(body, route: "78")
                case .destinationsForAllRoutes:
                    _ = try TramTrackerPayloads.directionsOfAllRoutes(body)
                case .mainRoutesForStop:
                    _ = try TramTrackerPayloads.mainRoutes(body, stop: "2406")
                default:
                    continue
                }
                accepted += 1
            } catch {
                #expect([.decoding, .apiError, .notFound].contains(error.kind), "\(label) via \(method.name): \(error.kind)")
                #expect(error.operation == method.name, "\(label): error does not name \(method.name)")
            }
        }
        return accepted
    }

    @Test("a truncated fixture never crashes a decoder", arguments: files)
    func truncatedFixture(_ name: String) throws {
        let body = try TT.body(name)
        for cut in Self.truncations(body) {
            let accepted = try Self.decodeEverywhere(cut, label: "\(name) cut at \(cut.count)")
            // A JSON object cut short is not JSON: no decoder may accept it.
            #expect(accepted == 0, "\(name) cut at \(cut.count) of \(body.count) bytes was accepted")
        }
    }

    @Test("a fixture with random byte flips never crashes a decoder", arguments: files)
    func flippedFixture(_ name: String) throws {
        let body = try TT.body(name)
        // One seed per file (FNV of its name), so a failure reproduces from the name alone.
        let seed = UInt64(TramTrackerMapper.stableHash(name), radix: 16) ?? 1
        for (index, variant) in Self.flips(body, seed: seed).enumerated() {
            try Self.decodeEverywhere(variant, label: "\(name) flip #\(index)")
        }
    }

    /// The control: the fuzzer's decoders do accept the unmodified recorded payloads, so the
    /// rejections above are the damage, not a broken harness.
    @Test func unmodifiedFixturesAreAccepted() throws {
        for name in Self.files where !name.hasPrefix("Error-") && name.hasSuffix(".json") {
            #expect(try Self.decodeEverywhere(try TT.body(name), label: name) >= 1, "\(name) rejected by every decoder")
        }
    }

    /// Dates at the edges of what the parser accepts go through Date, countdown and text.
    @Test(
        "extreme .NET dates are values or nil, never traps",
        arguments: [
            "/Date(999999999999999999)/", "/Date(-999999999999999999+1400)/", "/Date(9999999999999999999)/",
            "/Date(-0)/", "/Date(0.000000000001)/", "/Date(1-9999)/", "/Date(+1)/", "/Date()/", "\\/Date(1)/", "/Date(1)\\/",
            "/Date(", ")/", "", "/Date(1.)/",
        ])
    func extremeDates(_ text: String) {
        guard let date = DotNetDate.parse(text) else { return }
        _ = date.description
        _ = Countdown(target: date.instant, now: Date(timeIntervalSince1970: 0), timeZone: TT.melbourne).text
    }
}
