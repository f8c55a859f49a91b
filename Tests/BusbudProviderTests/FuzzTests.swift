import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// Damaged payloads: every fixture truncated at several points and with seeded random byte
/// flips goes through the same decoding and mapping the client runs. Each must give a value
/// or a `TransitError` — a trap (force unwrap, out-of-range index, overflow) would crash the
/// test process. New fixture files are picked up without code changes.
@Suite struct FuzzTests {
    static let files: [String] = ((try? Fixtures.files("busbud")) ?? []).map(\.lastPathComponent)

    /// Truncations at fixed fractions of the body, including "empty" and "one byte short".
    static func truncations(of data: Data) -> [Data] {
        let cuts = [0.0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99].map { Int(Double(data.count) * $0) } + [max(data.count - 1, 0)]
        return Set(cuts).sorted().map { Data(data.prefix($0)) }
    }

    /// Seeded mutations: raw byte flips (mostly break the JSON) and same-class substitutions —
    /// a digit for a digit, a letter for a letter — which keep the JSON valid and so reach the
    /// mapper with impossible times, unknown zones, dangling ids and odd amounts.
    static func mutations(of data: Data, seed: UInt64, count: Int = 24) -> [Data] {
        let random = Randomness.seeded(seed)
        func pick(_ range: Range<Int>) -> Int { range.lowerBound + Int(random.next() * Double(range.count)) }
        guard !data.isEmpty else { return [] }
        let digits = Array("0123456789".utf8)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        var variants: [Data] = []
        for n in 0..<count {
            var bytes = [UInt8](data)
            for _ in 0..<(1 + pick(0..<8)) {
                let at = pick(0..<bytes.count)
                let byte = bytes[at]
                if n.isMultiple(of: 2) {
                    bytes[at] = UInt8(pick(0..<256))
                } else if digits.contains(byte) {
                    bytes[at] = digits[pick(0..<digits.count)]
                } else if letters.contains(byte) {
                    bytes[at] = letters[pick(0..<letters.count)]
                }
            }
            variants.append(Data(bytes))
        }
        return variants
    }

    /// What the client does with one response body, minus the network: the pipeline
    /// (`HTTPClient.perform`: body errors, status, decoding), then folding it into a search and
    /// mapping every departure.
    static func decodeAndMap(_ body: Data, status: Int) async throws -> Result<[Departure], TransitError> {
        switch try await performOnce(HTTPResponse(status: status, body: body)) {
        case .failure(let error):
            return .failure(error)
        case .success(let wire):
            var state = SearchState()
            state.apply(wire, operation: BusbudEndpoint.initOperation)
            do {
                return .success(
                    try BusbudMapper.departures(of: state, requestedCurrency: "CAD", logoSize: .init(width: 80, height: 40)).departures)
            } catch {
                return .failure(try endpoint().mappingError(error))
            }
        }
    }

    @Test(arguments: files)
    func damagedFixturesGiveAValueOrATransitError(file: String) async throws {
        let original = try Fixtures.data("busbud", file)
        let seed = UInt64(file.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }.magnitude)
        let truncated = Self.truncations(of: original)
        let mutated = Self.mutations(of: original, seed: seed)
        let variants = truncated + mutated
        #expect(variants.count > 24)

        var decoded = 0
        var failed = 0
        for body in variants {
            for status in [200, 503] {
                let outcome = try await Self.decodeAndMap(body, status: status)
                if status == 200 {
                    // The public payload reader runs the same decoder and mapper: same verdict.
                    let payload = Result { () throws(TransitError) in try BusbudPayloads.departures(in: body, currency: "CAD") }
                    #expect((try? payload.get()) == (try? outcome.get()), "\(file): BusbudPayloads disagrees with the client")
                    if case .failure(let error) = payload { #expect(error.provider == "busbud" && error.redactedURL == nil) }
                }
                switch outcome {
                case .success: decoded += 1
                case .failure(let error):
                    failed += 1
                    #expect(error.provider == "busbud", "\(file): \(error)")
                    #expect(status == 200 || error.status == status)
                }
            }
            // A bare departures array, as departures-* files hold.
            _ = try? BusbudPayloads.departures(inArray: body)
        }
        #expect(decoded + failed == variants.count * 2)
        // The truncations at least break the JSON: the corpus is not silently skipped.
        #expect(failed >= truncated.count)
        if file.hasPrefix("init-") || file.hasPrefix("poll-") {
            // Same-class substitutions keep most bodies readable: the mapper really is reached.
            #expect(decoded > 0, "\(file): no damaged variant got past the decoder")
        }

        // The whole client on the same bodies: init answered with the damaged body, no time
        // budget (so a `complete: false` body ends after one request). Only TransitError escapes.
        for body in [truncated[truncated.count / 2]] + mutated.prefix(3) {
            let mock = MockTransport()
            mock.on(.any, .response(HTTPResponse(status: 200, body: body)))
            let client = try makeClient(mock, polling: .init(budget: .zero))
            do {
                let snapshot = try await client.searchDepartures(seedQuery())
                #expect(snapshot.isFinal)
            } catch {
                #expect(error is TransitError, "\(file): \(error)")
            }
        }
    }
}
