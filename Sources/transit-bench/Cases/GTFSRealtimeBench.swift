import Foundation
import GTFSRealtime
import MTAProvider
import TransitKitCore
import TransitKitTesting

/// The whole-city MTA snapshot (vehicle-monitoring-4.json, 1,388 buses) as a GTFS-Realtime
/// VehiclePositions feed: translating and encoding it (goal: under 2 ms), beside the SIRI
/// decode that produces the vehicles; the feed's size; and reading the feed back.
enum GTFSRealtimeBench {
    static let cases = [BenchCase(name: "gtfs-rt vehicle positions: encode the 1,388-bus MTA snapshot") { try await run() }]

    static func run() async throws -> [BenchRow] {
        let body = try Fixtures.data("mta", "vehicle-monitoring-4.json")
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: body)
        let translator = GTFSRealtimeTranslator(provider: "mta")
        let now = Date(timeIntervalSince1970: 1_602_207_741)
        let feed = translator.vehiclePositions(vehicles, timestamp: now).feed
        let bytes = feed.serializedBytes()
        let json = feed.jsonString(indent: nil)
        var sink = 0

        let siri = try await Bench.median(iterations: 21) {
            sink &+= try MTAPayloads.vehicles(fromVehicleMonitoring: body).count
        }
        let translate = await Bench.median(iterations: 51) {
            sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.entity.count
        }
        let encode = await Bench.median(iterations: 51) { sink &+= feed.serializedBytes().count }
        let translateAndEncode = await Bench.median(iterations: 51) {
            sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.serializedBytes().count
        }
        let decode = try await Bench.median(iterations: 51) {
            sink &+= try GTFSRT.FeedMessage(serializedBytes: bytes).entity.count
        }
        do {
            let clock = ContinuousClock()
            var a: [Duration] = [], b: [Duration] = [], c: [Duration] = []
            if ProcessInfo.processInfo.environment["PROBE_ONLY"] != nil {
                for _ in 0..<3000 { sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.serializedBytes().count }
                print(sink); exit(0)
            }
            for _ in 0..<200 {
                a.append(clock.measure { sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.entity.count })
                b.append(clock.measure { sink &+= feed.serializedBytes().count })
                c.append(clock.measure { sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.serializedBytes().count })
            }
            print("PROBE min translate \(a.min()!.pretty) encode \(b.min()!.pretty) both \(c.min()!.pretty); median \(Bench.median(of: a).pretty) \(Bench.median(of: b).pretty) \(Bench.median(of: c).pretty)")
        }
        let goal = translateAndEncode < .milliseconds(2) ? "met" : "missed"
        return [
            BenchRow("translate + encode → VehiclePositions feed", ours: translateAndEncode,
                     baseline: ("the SIRI decode + map it follows", siri),
                     notes: [
                         "goal under 2 ms: \(goal); of which translate \(translate.pretty), encode \(encode.pretty)",
                         "\(vehicles.count) vehicles → \(feed.entity.count) entities, \(bytes.count) bytes "
                             + "(\(bytes.count / max(1, feed.entity.count)) per vehicle; SIRI JSON \(body.count) bytes, "
                             + String(format: "%.1f%%", Double(bytes.count) * 100 / Double(body.count)) + "); ProtoJSON \(json.utf8.count) bytes",
                     ]),
            BenchRow("read the feed back (GTFSRT.FeedMessage(serializedBytes:))", ours: decode,
                     notes: ["\(String(format: "%.0f", Double(bytes.count) / decode.seconds / 1e6)) MB/s; sink \(sink % 7)"]),
        ]
    }
}
