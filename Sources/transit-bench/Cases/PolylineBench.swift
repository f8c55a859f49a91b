import Foundation
import TransitKitCore

/// Encoded-polyline decode throughput: TransitKit's decoder vs a straightforward
/// character-by-character reference decoder in Swift and, when installed, PyPI `polyline`
/// (`pip install polyline`) in python3 — the same 5,000-point string for all three.
enum PolylineBench {
    static let cases = [BenchCase(name: "polyline decode (5,000 points)") { try await run() }]

    static func run() async throws -> [BenchRow] {
        let path = samplePath(count: 5_000)
        let encoded = try EncodedPolyline.encode(path)
        var sink = 0
        let ours = try await Bench.median(iterations: 51) { sink &+= try EncodedPolyline.decode(encoded).count }
        let reference = await Bench.median(iterations: 51) { sink &+= referenceDecode(encoded).count }
        let checked = try EncodedPolyline.decode(encoded)
        let agree = checked.count == referenceDecode(encoded).count
        var rows = [
            BenchRow(
                "TransitKit EncodedPolyline.decode", ours: ours,
                baseline: ("reference Swift decoder", reference),
                notes: [
                    "\(encoded.utf8.count) bytes → \(checked.count) points; results agree: \(agree); throughput \(String(format: "%.1f", Double(checked.count) / ours.seconds / 1e6)) M points/s",
                    "anti-optimisation checksum \(sink % 7)",
                ])
        ]
        if let python = pythonMedian(encoded) {
            rows.append(BenchRow("TransitKit EncodedPolyline.decode", ours: ours, baseline: ("python3 polyline.decode", python)))
        } else {
            rows.append(
                BenchRow(
                    "python3 polyline", ours: ours,
                    notes: ["PyPI `polyline` not importable here; `pip install polyline` to compare"]))
        }
        return rows
    }

    /// A seeded wandering path around Chicago.
    static func samplePath(count: Int) -> [Coordinate] {
        let random = Randomness.seeded(42)
        var lat = 41.88
        var lon = -87.63
        return (0..<count).map { _ in
            lat += (random.next() - 0.5) * 0.002
            lon += (random.next() - 0.5) * 0.002
            return Coordinate(latitude: lat, longitude: lon)
        }
    }

    /// The textbook algorithm, Character by Character, no validation.
    static func referenceDecode(_ text: String) -> [Coordinate] {
        var result: [Coordinate] = []
        var lat = 0
        var lon = 0
        var chars = Array(text.unicodeScalars)[...]
        func next() -> Int {
            var shift = 0
            var value = 0
            var byte = 0
            repeat {
                guard let c = chars.popFirst() else { return 0 }
                byte = Int(c.value) - 63
                value |= (byte & 0x1F) << shift
                shift += 5
            } while byte >= 0x20
            return (value & 1) != 0 ? ~(value >> 1) : value >> 1
        }
        while !chars.isEmpty {
            lat += next()
            lon += next()
            result.append(Coordinate(latitude: Double(lat) / 1e5, longitude: Double(lon) / 1e5))
        }
        return result
    }

    /// Median seconds per decode in python3 with PyPI `polyline`, or nil without it.
    static func pythonMedian(_ encoded: String) -> Duration? {
        let script = """
            import sys, time, statistics, polyline
            s = sys.stdin.read()
            polyline.decode(s); polyline.decode(s)
            samples = []
            for _ in range(51):
                t = time.perf_counter(); polyline.decode(s); samples.append(time.perf_counter() - t)
            print(statistics.median(samples))
            """
        guard let text = Bench.shell("python3 -c '\(script)'", input: Data(encoded.utf8)),
            let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return .nanoseconds(Int64(seconds * 1e9))
    }
}
