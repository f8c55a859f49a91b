import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TripPlanner

/// Damaged input never crashes the loader or the planner: every fixture, cut short at several
/// points and with seeded random byte flips, either loads (and the graph built from it answers
/// queries) or throws a `TransitError`. A trap here (force unwrap, index out of range,
/// integer overflow) would kill the test process, so "it finished" is the assertion.
@Suite("Damaged input")
struct FuzzTests {
    /// Every connections fixture (data sets, hand-made invalid and error files).
    static func fixtures() throws -> [(name: String, data: Data)] {
        try Fixtures.files("connections").map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
    }

    /// Loads `data`; when it loads, builds both graph kinds and asks every kind of question.
    /// Returns the error kind, or nil when it loaded.
    static func exercise(_ data: Data) -> TransitError.Kind? {
        let dataset: ConnectionDataset
        do { dataset = try ConnectionDataset(data: data) } catch { return error.kind }
        for directed in [true, false] {
            let graph = ConnectionGraph(dataset, directed: directed)
            _ = graph.suggestions(for: "o", limit: 3)
            guard let first = graph.cities.first, let last = graph.cities.last else { continue }
            _ = try? graph.cheapestRoute(from: first, to: last)
            _ = try? graph.fewestLegsRoute(from: first, to: last)
            _ = try? graph.alternatives(from: first, to: last, k: 3)
            _ = try? graph.cheapestRoute(from: first, to: last).itinerary?.encodedPolyline()
            _ = try? graph.cheapestRoute(from: last.name, to: first.name)
        }
        _ = dataset.report.description
        return nil
    }

    @Test func truncatedFixturesLoadOrThrowDecoding() throws {
        var outcomes: [String: Int] = [:]
        for (name, data) in try Self.fixtures() {
            // Cutting a document anywhere before its trailing whitespace always breaks it.
            let end = (data.lastIndex { !Self.isJSONWhitespace($0) } ?? -1) + 1
            let cuts = Set([0, 1, 2, end / 4, end / 3, end / 2, end * 2 / 3, end - 2, end - 1].filter { $0 >= 0 && $0 < end })
            for cut in cuts.sorted() {
                let kind = Self.exercise(data.prefix(cut))
                #expect(kind == .decoding, "\(name) cut at \(cut) of \(data.count): \(String(describing: kind))")
                outcomes[kind?.description ?? "loaded", default: 0] += 1
            }
            // The whole file with its trailing whitespace cut off still behaves like the file.
            #expect(Self.exercise(data.prefix(end)) == Self.exercise(data), "\(name)")
        }
        #expect(outcomes["decoding", default: 0] > 50, "\(outcomes)")
    }

    static func isJSONWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    @Test(arguments: 0..<4)
    func byteFlippedFixturesLoadOrThrow(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 40_000)
        var loaded = 0
        var failed = 0
        for (name, original) in try Self.fixtures() where !original.isEmpty {
            for _ in 0..<40 {
                var data = original
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    let at = Int.random(in: 0..<data.count, using: &rng)
                    // Half the time a structural byte, so the damage hits syntax and types, not
                    // only letters inside strings.
                    let structural: [UInt8] = Array("{}[]\":,-.0123456789 e".utf8) + [0x00, 0xFF, 0xC3]
                    data[at] =
                        Bool.random(using: &rng)
                        ? structural[Int.random(in: 0..<structural.count, using: &rng)]
                        : UInt8.random(in: 0...255, using: &rng)
                }
                if let kind = Self.exercise(data) {
                    #expect(kind == .decoding, "\(name): \(kind)")
                    failed += 1
                } else {
                    loaded += 1
                }
            }
        }
        // Both outcomes occur, so the flips are neither all harmless nor all fatal to parsing.
        #expect(loaded > 0 && failed > 0, "loaded \(loaded), failed \(failed)")
    }

    /// Hostile values that are still valid JSON: huge, tiny and odd prices and coordinates.
    @Test(arguments: [
        #"[{"from":"A","to":"B","price":1e400}]"#,
        #"[{"from":"A","to":"B","price":-1e400}]"#,
        #"[{"from":"A","to":"B","price":9223372036854775807}]"#,
        #"[{"from":"A","to":"B","price":92233720368547758070}]"#,
        #"[{"from":"A","to":"B","price":1e-400}]"#,
        #"[{"from":"A","to":"B","price":"1e400"}]"#,
        #"[{"from":"A","to":"B","price":"9999999999999999999999999999999999999"}]"#,
        #"[{"from":"A","to":"B","price":92233720368547758},{"from":"B","to":"C","price":92233720368547758}]"#,
        #"[{"from":"A","to":"B","price":1,"coordinates":{"from":{"lat":1e400,"long":-1e400},"to":{"lat":"x","long":[]}}}]"#,
        #"[{"from":"\u0000","to":"\u200B","price":1},{"from":"\uD83D\uDE00","to":"e\u0301","price":2}]"#,
        #"{"connections":[],"connections":[1]}"#,
        #"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"#,
    ])
    func hostileValuesLoadOrThrow(json: String) {
        let kind = Self.exercise(Data(json.utf8))
        #expect(kind == nil || kind == .decoding, "\(json): \(String(describing: kind))")
    }
}
