import Foundation
import GTFSRealtime
import MTAProvider
import TransitKitCore
import TransitKitTesting

/// The whole-city MTA snapshot (vehicle-monitoring-4.json, 1,388 buses) as a GTFS-Realtime
/// VehiclePositions feed: translating and encoding it (goal: under 2 ms), beside the SIRI
/// decode that produces the vehicles; the feed's size and how many vehicles carry rider facts
/// (occupancy, a trip start, wheelchair access — zero until the MTA provider fills them); the
/// same snapshot with a trip start on every bus, the worst case of placing starts on their
/// service day; and reading the feed back.
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
        let positions = feed.entity.compactMap(\.vehicle)
        let facts =
            "\(positions.filter { $0.occupancyStatus != nil }.count) with occupancy_status, "
            + "\(positions.filter { $0.occupancyPercentage != nil }.count) with occupancy_percentage, "
            + "\(positions.filter { $0.trip?.startDate != nil }.count) with start_date/start_time, "
            + "\(positions.filter { $0.vehicle?.wheelchairAccessible != nil }.count) with wheelchair_accessible"
        // Every bus given a start 40 minutes before its report: what placing 1,388 starts costs.
        let started = vehicles.map { vehicle -> VehiclePosition in
            var vehicle = vehicle
            vehicle.tripStart = (vehicle.recordedAt ?? now).addingTimeInterval(-2_400)
            return vehicle
        }
        let startedBytes = translator.vehiclePositions(started, timestamp: now).feed.serializedBytes().count
        var sink = 0

        let siri = try await Bench.median(iterations: 21) {
            sink &+= try MTAPayloads.vehicles(fromVehicleMonitoring: body).count
        }
        let clock = ContinuousClock()
        var translate: [Duration] = []
        var encode: [Duration] = []
        var both: [Duration] = []
        var decode: [Duration] = []
        var withStarts: [Duration] = []
        for round in 0..<205 {
            let t = clock.measure { sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.entity.count }
            let e = clock.measure { sink &+= feed.serializedBytes().count }
            let b = clock.measure { sink &+= translator.vehiclePositions(vehicles, timestamp: now).feed.serializedBytes().count }
            let d = clock.measure { sink &+= (try? GTFSRT.FeedMessage(serializedBytes: bytes))?.entity.count ?? 0 }
            let s = clock.measure { sink &+= translator.vehiclePositions(started, timestamp: now).feed.serializedBytes().count }
            guard round >= 5 else { continue } // warm-up
            translate.append(t)
            encode.append(e)
            both.append(b)
            decode.append(d)
            withStarts.append(s)
        }
        let median = Bench.median(of: both)
        let fastest = both.min() ?? .zero
        return [
            BenchRow(
                "translate + encode → VehiclePositions feed", ours: median,
                baseline: ("the SIRI decode + map it follows", siri),
                notes: [
                    "goal under 2 ms: median \(median < .milliseconds(2) ? "met" : "missed"), fastest run \(fastest.pretty); "
                        + "translate \(Bench.median(of: translate).pretty), encode \(Bench.median(of: encode).pretty) (medians)",
                    "\(vehicles.count) vehicles → \(feed.entity.count) entities, \(bytes.count) bytes "
                        + "(\(bytes.count / max(1, feed.entity.count)) per vehicle; the SIRI JSON was \(body.count) bytes, "
                        + String(format: "%.1f%%", Double(bytes.count) * 100 / Double(body.count))
                        + "); its ProtoJSON \(json.utf8.count) bytes",
                    "rider facts: \(facts)",
                ]),
            BenchRow(
                "the same with a trip start on every bus (start_date/start_time placed 1,388 times)",
                ours: Bench.median(of: withStarts),
                notes: [
                    "fastest run \((withStarts.min() ?? .zero).pretty); \(startedBytes) bytes "
                        + "(\(startedBytes - bytes.count) more than without starts)"
                ]),
            BenchRow(
                "read the feed back (GTFSRT.FeedMessage(serializedBytes:))", ours: Bench.median(of: decode),
                notes: [
                    "\(String(format: "%.0f", Double(bytes.count) / Bench.median(of: decode).seconds / 1e6)) MB/s, "
                        + "fastest run \((decode.min() ?? .zero).pretty); sink \(sink % 7)"
                ]),
        ]
    }
}
