import Foundation
import MTAProvider
import TransitKitCore
import TransitKitTesting

/// The whole-city SIRI vehicle-monitoring snapshot (vehicle-monitoring-4.json: 1,388 buses,
/// 1.6 MB): TransitKit's decode + map to `[VehiclePosition]` (the direct read) beside
/// `JSONSerialization.jsonObject` of the same bytes (an untyped parse that maps nothing), and
/// python3 `json.loads` when present (in rounds alternating with ours: `PythonJSONLoads`).
///
/// Memory, two figures (Linux): resident memory retained while each result is held —
/// `/proc/self/statm` RSS after minus before, so roughly the result's own footprint; and process peak RSS
/// (`getrusage` `ru_maxrss`) growth over each side's first run — ours runs first, so the
/// baseline's figure only shows what it needed beyond ours.
enum MTABench {
    static let cases = [BenchCase(name: "mta vehicle-monitoring decode + map (1.6 MB, 1,388 buses)") { try await run() }]

    static func run() async throws -> [BenchRow] {
        let body = try Fixtures.data("mta", "vehicle-monitoring-4.json")
        var sink = 0

        let start = Bench.peakResidentKiB()
        let held0 = ResidentMemoryPeak.current()
        var vehicles: [VehiclePosition]? = try MTAPayloads.vehicles(fromVehicleMonitoring: body)
        let oursHeld = ResidentMemoryPeak.current() - held0
        let oursPeak = Bench.peakResidentKiB() - start
        let count = vehicles?.count ?? 0
        vehicles = nil

        let held1 = ResidentMemoryPeak.current()
        var tree: Any? = try JSONSerialization.jsonObject(with: body)
        let baseHeld = ResidentMemoryPeak.current() - held1
        let basePeak = Bench.peakResidentKiB() - start
        sink &+= tree == nil ? 0 : 1
        tree = nil

        let ours = try await Bench.median(iterations: 21) {
            sink &+= try MTAPayloads.vehicles(fromVehicleMonitoring: body).count
        }
        let baseline = try await Bench.median(iterations: 21) {
            let object = try JSONSerialization.jsonObject(with: body)
            sink &+= (object as? [String: Any])?.count ?? 0
        }
        let wireOnly = try await Bench.median(iterations: 21) {
            sink &+= try JSONDecoder().decode(SiriShape.self, from: body).Siri.ServiceDelivery.VehicleMonitoringDelivery.count
        }
        // The floor under the direct read: the core's scanner checking every byte of the
        // document and building nothing.
        let scanOnly = try await Bench.median(iterations: 21) {
            try JSONReader.read(body, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in try reader.skipValue() }
        }
        var rows = [
            BenchRow(
                "TransitKit decode + map → [VehiclePosition]", ours: ours,
                baseline: ("JSONSerialization.jsonObject (untyped, no mapping)", baseline),
                notes: [
                    "\(body.count) bytes → \(count) vehicles; \(String(format: "%.1f", Double(body.count) / ours.seconds / 1e6)) MB/s; issue goal: ≤ 8 ms",
                    "peak RSS growth over the first run (getrusage ru_maxrss): ours \(oursPeak) KiB, JSONSerialization "
                        + (basePeak > oursPeak ? "\(basePeak) KiB" : "≤ \(oursPeak) KiB (needed nothing beyond ours)"),
                    "RSS held while the result is referenced (/proc/self/statm): ours \(oursHeld) KiB, JSONSerialization tree \(baseHeld) KiB",
                    "for scale: JSONDecoder of a 3-key skeleton of the same bytes: \(wireOnly.pretty); sink \(sink % 7)",
                    "for scale: the core's JSONReader checking the whole document, reading nothing: \(scanOnly.pretty)",
                ])
        ]
        if let python = try PythonJSONLoads.interleaved(
            body, ours: { sink &+= try MTAPayloads.vehicles(fromVehicleMonitoring: body).count })
        {
            rows.append(
                BenchRow(
                    "TransitKit decode + map (rounds alternating with python)", ours: python.ours,
                    baseline: ("python3 json.loads (untyped)", python.python),
                    notes: [python.summary, "issue goal: ≥ 2× python3 json.loads"]))
        }
        return rows
    }

    /// Only the envelope: how much of the time is JSONDecoder walking the bytes at all.
    struct SiriShape: Decodable {
        struct Body: Decodable { var ServiceDelivery: Delivery }
        struct Delivery: Decodable { var VehicleMonitoringDelivery: [Ignored] }
        struct Ignored: Decodable { init(from decoder: any Decoder) throws {} }
        var Siri: Body
    }
}
