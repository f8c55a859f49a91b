import Foundation
import GTFSRealtime
import MTAProvider
import TransitKitCore
import TransitKitTesting

/// The whole-city MTA snapshot (vehicle-monitoring-4.json, 1,388 buses) as GeoJSON: the
/// document (711 KB, what `--geojson` writes) encoded by the core's `JSONWriter`, in rounds
/// alternating with python3 `json.dumps` of the same document (loaded once in python: a dict
/// to dump, as our collection is a value to encode); building it beside the GTFS-Realtime
/// VehiclePositions encode of the same buses; and reading it back as a `JSONValue` with the
/// core's `JSONReader` beside `JSONDecoder`, which `transit map geojson` used before (it now
/// reads features straight from the reader, lighter still: time the whole command with
/// `.build/release/transit map geojson FILE`).
enum GeoJSONBench {
    static let cases = [BenchCase(name: "geojson vehicle positions: encode the 1,388-bus MTA snapshot") { try await run() }]

    /// Python's `json.dumps` with the writer's layout — sorted keys, no spaces, UTF-8 kept —
    /// made bytes, as `encoded()` makes `Data`.
    static let pythonDumps = #"json.dumps(d, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()"#

    static func run() async throws -> [BenchRow] {
        let body = try Fixtures.data("mta", "vehicle-monitoring-4.json")
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: body)
        let translator = GTFSRealtimeTranslator(provider: "mta")
        let now = Date(timeIntervalSince1970: 1_602_207_741)
        let collection = GeoJSON.FeatureCollection(vehicles: vehicles, provider: "mta")
        let geojson = try collection.encoded()
        let protobuf = translator.vehiclePositions(vehicles, timestamp: now).feed.serializedBytes()
        let problems = RFC7946Check.problems(in: geojson)
        var sink = 0
        var rows: [BenchRow] = []

        // The goal: the writer no slower than python's json.dumps of the same document.
        let python = try PythonJSONLoads.interleaved(geojson, python: pythonDumps) { sink &+= try collection.encoded().count }
        let jsonEncoder = JSONEncoder()
        jsonEncoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let sameAsJSONEncoder = try jsonEncoder.encode(collection) == geojson
        if let python {
            rows.append(
                BenchRow(
                    "encode → 711 KB GeoJSON (JSONWriter, sorted keys, one line)", ours: python.ours,
                    baseline: ("python3 json.dumps of the same document, alternating rounds", python.python),
                    notes: [
                        python.summary,
                        "bytes equal to JSONEncoder's (.sortedKeys, .withoutEscapingSlashes): \(sameAsJSONEncoder)",
                    ]))
        }

        let clock = ContinuousClock()
        var ours: [Duration] = []
        var build: [Duration] = []
        var gtfs: [Duration] = []
        var reads: [Duration] = []
        var decodes: [Duration] = []
        for round in 0..<45 {
            let g = try clock.measure { sink &+= try GeoJSON.FeatureCollection(vehicles: vehicles, provider: "mta").encoded().count }
            let b = clock.measure { sink &+= GeoJSON.FeatureCollection(vehicles: vehicles, provider: "mta").features.count }
            let p = clock.measure { sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.serializedBytes().count }
            let r = try clock.measure {
                let value = try JSONReader.read(geojson) { reader throws(TransitError) in try JSONValue(reading: &reader) }
                if case .object(let members) = value { sink &+= members.count }
            }
            let d = try clock.measure {
                if case .object(let members) = try JSONDecoder().decode(JSONValue.self, from: geojson) { sink &+= members.count }
            }
            guard round >= 5 else { continue } // warm-up
            ours.append(g)
            build.append(b)
            gtfs.append(p)
            reads.append(r)
            decodes.append(d)
        }
        rows.append(
            BenchRow(
                "build + encode → GeoJSON FeatureCollection", ours: Bench.median(of: ours),
                baseline: ("the GTFS-RT translate + encode of the same buses", Bench.median(of: gtfs)),
                notes: [
                    "fastest run \((ours.min() ?? .zero).pretty); building the features \(Bench.median(of: build).pretty) (median)",
                    "\(vehicles.count) vehicles → \(geojson.count) bytes (\(geojson.count / max(1, vehicles.count)) per vehicle; "
                        + "GTFS-RT protobuf \(protobuf.count) bytes, "
                        + String(format: "%.1f×", Double(geojson.count) / Double(max(1, protobuf.count)))
                        + "; the SIRI JSON was \(body.count) bytes)",
                    "RFC 7946 check: \(problems.isEmpty ? "passes" : "\(problems.count) problems: \(problems.prefix(3))"); sink \(sink % 7)",
                ]))
        rows.append(
            BenchRow(
                "read it back as a JSONValue (JSONReader)", ours: Bench.median(of: reads),
                baseline: ("JSONDecoder → JSONValue, what map geojson used before", Bench.median(of: decodes))))
        return rows
    }
}
