import Foundation
import GTFSRealtime
import MTAProvider
import TransitKitCore
import TransitKitTesting

/// The whole-city MTA snapshot (vehicle-monitoring-4.json, 1,388 buses) as GeoJSON, beside the
/// GTFS-Realtime VehiclePositions encode of the same vehicles: building the FeatureCollection
/// and encoding it with Foundation's `JSONEncoder` (sorted keys, one line — what `--geojson`
/// writes), the document's size, and whether it passes the RFC 7946 check.
///
/// The two encodes are sampled in turn so machine load hits both alike.
enum GeoJSONBench {
    static let cases = [BenchCase(name: "geojson vehicle positions: encode the 1,388-bus MTA snapshot") { try await run() }]

    static func run() async throws -> [BenchRow] {
        let body = try Fixtures.data("mta", "vehicle-monitoring-4.json")
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: body)
        let translator = GTFSRealtimeTranslator(provider: "mta")
        let now = Date(timeIntervalSince1970: 1_602_207_741)
        let geojson = try GeoJSON.FeatureCollection(vehicles: vehicles, provider: "mta").encoded()
        let protobuf = translator.vehiclePositions(vehicles, timestamp: now).feed.serializedBytes()
        let problems = RFC7946Check.problems(in: geojson)
        var sink = 0
        let clock = ContinuousClock()
        var ours: [Duration] = []
        var build: [Duration] = []
        var gtfs: [Duration] = []
        for round in 0..<45 {
            let g = try clock.measure { sink &+= try GeoJSON.FeatureCollection(vehicles: vehicles, provider: "mta").encoded().count }
            let b = clock.measure { sink &+= GeoJSON.FeatureCollection(vehicles: vehicles, provider: "mta").features.count }
            let p = clock.measure { sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.serializedBytes().count }
            guard round >= 5 else { continue } // warm-up
            ours.append(g)
            build.append(b)
            gtfs.append(p)
        }
        let median = Bench.median(of: ours)
        return [
            BenchRow(
                "build + encode → GeoJSON FeatureCollection (JSONEncoder, sorted keys)", ours: median,
                baseline: ("the GTFS-RT translate + encode of the same buses", Bench.median(of: gtfs)),
                notes: [
                    "fastest run \((ours.min() ?? .zero).pretty); building the features \(Bench.median(of: build).pretty) (median)",
                    "\(vehicles.count) vehicles → \(geojson.count) bytes (\(geojson.count / max(1, vehicles.count)) per vehicle; "
                        + "GTFS-RT protobuf \(protobuf.count) bytes, "
                        + String(format: "%.1f×", Double(geojson.count) / Double(max(1, protobuf.count)))
                        + "; the SIRI JSON was \(body.count) bytes)",
                    "RFC 7946 check: \(problems.isEmpty ? "passes" : "\(problems.count) problems: \(problems.prefix(3))"); sink \(sink % 7)",
                ])
        ]
    }
}
