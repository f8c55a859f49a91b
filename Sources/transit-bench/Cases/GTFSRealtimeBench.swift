import Foundation
import GTFSRealtime
import MTAProvider
import TransitKitCore
import TransitKitTesting

/// The whole-city MTA snapshot (vehicle-monitoring-4.json, 1,388 buses) as a GTFS-Realtime
/// VehiclePositions feed: translating and encoding it (goal: under 2 ms), beside the SIRI
/// decode that produces the vehicles; the feed's size; and reading the feed back.
///
/// The phases are sampled in turn (translate, encode, both) so machine load hits each alike;
/// the fastest run is printed beside the median because on a shared 2-core machine a run
/// longer than a scheduler slice is often preempted, which the median then carries.
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
        let clock = ContinuousClock()
        var translate: [Duration] = [], encode: [Duration] = [], both: [Duration] = [], decode: [Duration] = []
        for round in 0..<205 {
            let t = clock.measure { sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.entity.count }
            let e = clock.measure { sink &+= feed.serializedBytes().count }
            let b = clock.measure { sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.serializedBytes().count }
            let d = clock.measure { sink &+= (try? GTFSRT.FeedMessage(serializedBytes: bytes))?.entity.count ?? 0 }
            guard round >= 5 else { continue }   // warm-up
            translate.append(t)
            encode.append(e)
            both.append(b)
            decode.append(d)
        }
        let median = Bench.median(of: both)
        let fastest = both.min() ?? .zero
        return [
            BenchRow("translate + encode → VehiclePositions feed", ours: median,
                     baseline: ("the SIRI decode + map it follows", siri),
                     notes: [
                         "goal under 2 ms: median \(median < .milliseconds(2) ? "met" : "missed"), fastest run \(fastest.pretty); "
                             + "translate \(Bench.median(of: translate).pretty), encode \(Bench.median(of: encode).pretty) (medians)",
                         "\(vehicles.count) vehicles → \(feed.entity.count) entities, \(bytes.count) bytes "
                             + "(\(bytes.count / max(1, feed.entity.count)) per vehicle; the SIRI JSON was \(body.count) bytes, "
                             + String(format: "%.1f%%", Double(bytes.count) * 100 / Double(body.count)) + "); its ProtoJSON \(json.utf8.count) bytes",
                     ]),
            BenchRow("read the feed back (GTFSRT.FeedMessage(serializedBytes:))", ours: Bench.median(of: decode),
                     notes: ["\(String(format: "%.0f", Double(bytes.count) / Bench.median(of: decode).seconds / 1e6)) MB/s, "
                                 + "fastest run \((decode.min() ?? .zero).pretty); sink \(sink % 7)"]),
        ]
    }
}
