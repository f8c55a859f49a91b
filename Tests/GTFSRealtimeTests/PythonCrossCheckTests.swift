import Foundation
import MTAProvider
import Testing
import TransitKitCore
import TransitKitTesting

@testable import GTFSRealtime

/// Our bytes read by a second, independent reader: `Support/gtfs_rt_reader.py`, written from
/// the protobuf encoding guide and the proto's tables in plain python3 (no protobuf package).
/// It is strict — unknown fields, wrong wire types, fields out of order, singular fields
/// repeated, missing required fields and malformed varints are errors — and prints ProtoJSON,
/// which must equal our own JSON of the same message. Runs where python3 is installed.
@Suite(.enabled(if: PythonReader.isAvailable, "python3 is not installed"))
struct PythonCrossCheckTests {
    func check(_ feed: GTFSRT.FeedMessage, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let python = try await PythonReader.read(feed.serializedBytes())
        #expect(python.status == 0, "\(name): \(python.error)", sourceLocation: sourceLocation)
        let ours = feed.jsonString(indent: nil)
        #expect(
            python.output == ours, "\(name): python \(python.output.prefix(300)) … ours \(ours.prefix(300))",
            sourceLocation: sourceLocation)
    }

    @Test func handBuiltFeeds() async throws {
        try await check(Samples.everyField, "every field")
        try await check(GTFSRT.FeedMessage(header: .init(incrementality: nil, timestamp: 1_570_549_080)), "header only")
        // One process per feed is slow, so 80 random feeds' entities travel in one feed, and
        // three random headers on their own.
        let random = Randomness.seeded(99)
        let feeds = (0..<80).map { _ in Samples.random(random) }
        try await check(GTFSRT.FeedMessage(header: feeds[0].header, entity: feeds.flatMap(\.entity)), "80 random feeds' entities")
        for feed in feeds.prefix(3) { try await check(GTFSRT.FeedMessage(header: feed.header), "random header") }
    }

    @Test func translatedMTAFeeds() async throws {
        let translator = GTFSRealtimeTranslator(provider: "mta")
        let now = Date(timeIntervalSince1970: 1_602_207_741)
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: Fixtures.data("mta", "vehicle-monitoring-4.json"))
        try await check(translator.vehiclePositions(vehicles, timestamp: now).feed, "1,388 vehicles")
        let alerts = try MTAPayloads.alerts(fromSiri: Fixtures.data("mta", "vehicle-monitoring-4.json"))
        try await check(translator.alerts(alerts, timestamp: now).feed, "24 alerts")
        let board = try MTAPayloads.predictions(fromStopMonitoring: Fixtures.data("mta", "stop-monitoring-7.json"))
        try await check(translator.tripUpdates(board.predictions, timestamp: now).feed, "B63 trip updates")
    }

    @Test func translatedCTAFeeds() async throws {
        let translator = GTFSRealtimeTranslator(provider: "cta")
        let cta = try Recorded.cta([
            "/getpredictions": "getpredictions-handmade-v3.json", "/getvehicles": "getvehicles-1.json",
            "/getservicebulletins": "getservicebulletins-1.json",
        ])
        try await check(
            translator.tripUpdates(try await cta.predictions(at: ["1836"], routes: nil), now: Recorded.ctaNow).feed, "CTA trips")
        try await check(translator.vehiclePositions(try await cta.vehicles(on: ["74"]), timestamp: Recorded.ctaNow).feed, "CTA vehicles")
        try await check(translator.alerts(try await cta.alerts(for: ["74"]), timestamp: Recorded.ctaNow).feed, "CTA alerts")
    }

    /// The rider-fact fields as the translator writes them: occupancy (EMPTY set, unknown
    /// absent), percentage, wheelchair access, trip starts (one past midnight), the
    /// experimental StopTimeProperties, and a vehicle's run.
    @Test func translatedRiderFacts() async throws {
        var rules = TranslationRules.mta
        rules.serviceDay = .previousDayBefore(hours: 3)
        let translator = GTFSRealtimeTranslator(provider: "mta", rules: rules)
        let now = Date(timeIntervalSince1970: 1_704_521_000)
        let start = Date(timeIntervalSince1970: 1_704_521_400) // 01:10 EST → 25:10:00 of the 5th
        func bus(_ id: String, _ occupancy: Occupancy?, _ features: VehicleFeatures?) -> TransitKitCore.VehiclePosition {
            VehiclePosition(
                id: .init(id), route: "MTA NYCT_B63", direction: Direction(id: "0", name: "Fort Greene"),
                coordinate: Coordinate(latitude: 40.64, longitude: -74.02), heading: 45, recordedAt: now,
                nextStop: "MTA_308215", tripID: "MTA NYCT_JG_D3-Weekday-SDon-151000_B63_601",
                occupancy: occupancy, features: features, tripStart: start)
        }
        let vehicles = [
            bus("MTA NYCT_1", Occupancy(level: .empty), VehicleFeatures(wheelchair: .accessible)),
            bus("MTA NYCT_2", Occupancy(level: .unknown, providerCode: "N/A"), VehicleFeatures(wheelchair: .unknown)),
            bus("MTA NYCT_3", Occupancy(level: .full, passengerCount: 90, capacity: 80), VehicleFeatures(wheelchair: .inaccessible)),
        ]
        try await check(translator.vehiclePositions(vehicles, timestamp: now).feed, "rider-fact vehicles")

        func call(
            _ stop: Stop.ID, _ offset: TimeInterval, pickup: BoardingRule?, dropOff: BoardingRule?,
            cancelled: Bool = false
        ) -> Prediction {
            Prediction(
                stopID: stop, route: "MTA NYCT_B63", vehicleID: "MTA NYCT_1", time: now.addingTimeInterval(offset),
                source: .realtime, isCancelled: cancelled, timeZone: .gmt, pickup: pickup, dropOff: dropOff,
                tripID: "MTA NYCT_JG_D3-Weekday-SDon-151000_B63_601", tripStart: start)
        }
        let run = VehicleTrip(
            vehicle: "MTA NYCT_1", route: "MTA NYCT_B63", position: vehicles[0],
            calls: [
                call("MTA_1", 60, pickup: .regular, dropOff: nil),
                call("MTA_2", 120, pickup: BoardingRule.none, dropOff: .coordinateWithDriver),
                call("MTA_3", 180, pickup: .phoneAgency, dropOff: .phoneAgency, cancelled: true),
            ],
            serverTime: now)
        try await check(translator.tripUpdates(run, now: now).feed, "a vehicle's run")
        let cancelled = run.calls.map {
            var c = $0
            c.isCancelled = true
            return c
        }
        try await check(translator.tripUpdates(cancelled, timestamp: now).feed, "a cancelled trip with its start")
    }

    /// The reader really checks: a cut feed, an unknown field, fields out of order and a
    /// 5-byte negative int32 (a valid encoding, but not what a writer may produce) are refused.
    @Test func theReaderRefusesWhatAWriterMustNotProduce() async throws {
        let good = GTFSRT.FeedMessage(header: .init(timestamp: 1)).serializedBytes()
        #expect(try await PythonReader.read(good).status == 0)
        #expect(try await PythonReader.read(Array(good.dropLast())).status == 1)
        #expect(try await PythonReader.read(good + hex("C0 3E 05")).error.contains("unknown field"))
        #expect(try await PythonReader.read(hex("0A 07 18 01 0A 03 32 2E 30")).error.contains("not ascending"))
        let arrival = record(hex("12"), hex("08 C4 FF FF FF 0F"))
        let tripUpdate = record(hex("1A"), hex("0A 00") + record(hex("12"), arrival))
        let fiveByte = hex("0A 05 0A 03 32 2E 30") + record(hex("12"), hex("0A 01 65") + tripUpdate)
        #expect(try await PythonReader.read(fiveByte).error.contains("sign-extended"))
    }
}

/// Runs the python3 reader on bytes.
enum PythonReader {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/gtfs_rt_reader.py")

    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "pass"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs the reader on a GCD thread, so waiting for python3 never holds one of the few
    /// cooperative threads the other tests run on.
    static func read(_ bytes: [UInt8]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try readBlocking(bytes) })
            }
        }
    }

    private static func readBlocking(_ bytes: [UInt8]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes while writing, so a large feed cannot fill a pipe and stall.
        let collected = Locked((out: Data(), err: Data()))
        let group = DispatchGroup()
        for (pipe, isOutput) in [(output, true), (error, false)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.withLock { if isOutput { $0.out = data } else { $0.err = data } }
                group.leave()
            }
        }
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        let (out, err) = collected.withLock { ($0.out, $0.err) }
        return Result(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            error: String(decoding: err, as: UTF8.self))
    }
}
