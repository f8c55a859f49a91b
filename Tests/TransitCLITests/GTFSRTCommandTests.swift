import Foundation
import GTFSRealtime
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TransitCLI

/// `transit gtfs-rt …` on the demo recordings: the bytes written read back as the feed, the
/// JSON is the protobuf JSON mapping of the same feed, and stderr counts what was left out.
@Suite struct GTFSRTCommandTests {
    func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("transit-cli-\(UUID().uuidString)-\(name)")
    }

    @Test func tripUpdatesToAFileReadBack() async throws {
        let file = temporaryFile("cta.pb")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await runCLI(["gtfs-rt", "trip-updates", "--provider", "cta", "--stop", "6597", "--output", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "cta: 2 entities, 159 bytes → \(file.lastPathComponent), 0 left out\n")
        let feed = try GTFSRT.FeedMessage(serializedData: Data(contentsOf: file))
        #expect(feed.entity.count == 2)
        let updates = feed.entity.compactMap(\.tripUpdate)
        #expect(updates.map(\.trip.routeID) == ["74", "74"])
        #expect(updates.flatMap(\.stopTimeUpdate).map(\.stopID) == ["6597", "6597"])
    }

    /// `--json` is the same feed as the bytes, printed by the ProtoJSON mapping.
    @Test func jsonIsTheMappingOfTheSameFeed() async throws {
        let file = temporaryFile("alerts.pb")
        defer { try? FileManager.default.removeItem(at: file) }
        let binary = try await runCLI(["gtfs-rt", "alerts", "--provider", "cta", "--route", "74", "--output", file.path])
        #expect(binary.status == 0, "\(binary.stderr)")
        let json = try await runCLI(["gtfs-rt", "alerts", "--provider", "cta", "--route", "74", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let feed = try GTFSRT.FeedMessage(serializedData: Data(contentsOf: file))
        #expect(json.stdout == feed.jsonString() + "\n")
        #expect(feed.entity.count == 3) // route 126's reroute in the same recording is not the 74's
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["header"] as? [String: Any])?["timestamp"] as? String == "1700000000")
        #expect(json.stderr == "cta: 3 entities, 967 bytes, 0 left out\n")
    }

    @Test func vehiclePositionsReportWhatWasLeftOut() async throws {
        let run = try await runCLI(["gtfs-rt", "vehicle-positions", "--provider", "mta", "--route", "MTA NYCT_M4", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.first == "mta: 5 entities, 620 bytes, 0 left out")
        #expect(
            lines.dropFirst().first == "left out: 3 vehicles written without start_date/start_time: start may belong to either service day")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((object?["entity"] as? [Any])?.count == 5)
    }

    @Test func aVehiclesRunAsOneTripUpdate() async throws {
        let run = try await runCLI(["gtfs-rt", "trip-updates", "--provider", "tramtracker", "--vehicle", "3001", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("tramtracker: 1 entity, 120 bytes"))
        #expect(run.stdout.contains("\"stopId\": \"1707\""))
    }

    /// Binary never goes to a terminal: without --output or --json on a TTY, status 2 and
    /// nothing written.
    @Test func refusesBinaryOnATerminal() async throws {
        let captured = CapturedOutput()
        let tty = Output(isTerminal: true, out: { captured.append(out: $0) }, err: { captured.append(err: $0) })
        let context = Context(
            environment: [:], output: tty, clock: AnyClock(ImmediateClock()),
            now: .fixed(Date(timeIntervalSince1970: 1_700_000_000)), userAgent: try UserAgent(app: "TransitCLITests/1.0"))
        let status = await CLI.run(
            ["--replay", "demo", "gtfs-rt", "trip-updates", "--provider", "cta", "--stop", "6597"], context: context)
        #expect(status == 2)
        #expect(captured.stdout.isEmpty)
        #expect(captured.stderr.contains("a GTFS-Realtime feed is binary"))
    }

    @Test func usage() async throws {
        let neither = try await runCLI(["gtfs-rt", "trip-updates", "--provider", "cta", "--json"])
        #expect(neither.status == 2)
        #expect(neither.stderr.contains("needs --stop or --vehicle"))
        let noRoute = try await runCLI(["gtfs-rt", "vehicle-positions", "--provider", "cta", "--json"])
        #expect(noRoute.status == 2)
        let busbud = try await runCLI(["gtfs-rt", "alerts", "--provider", "busbud", "--route", "x", "--json"])
        #expect(busbud.status == 1)
        #expect(busbud.stderr.hasPrefix("transit: Busbud can't answer that question."))
    }
}
