import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// `ReplayScript` on the bundled demo recordings (`Fixtures/demo/<provider>/replay.json`): what
/// each holds per call, and why a request `ReplayTransport` cannot answer missed.
@Suite struct ReplayScriptTests {
    static func script(_ provider: String) throws -> ReplayScript {
        try ReplayScript(directory: Fixtures.directory("demo/\(provider)"))
    }

    /// The miss a `ReplayTransport` over `demo/<provider>` throws for `path?query`.
    static func miss(_ provider: String, _ pathAndQuery: String) async throws -> TransitError {
        let replay = try ReplayTransport(fixtures: "demo/\(provider)")
        let request = HTTPRequest(url: try #require(URL(string: "https://example.test" + pathAndQuery)))
        do {
            _ = try await replay.send(request)
        } catch let error as TransitError {
            return error
        }
        Issue.record("\(pathAndQuery) answered")
        throw TransitError(.notFound, detail: "answered")
    }

    @Test func callsSayWhatEachWasAskedFor() throws {
        let cta = try Self.script("cta").calls
        #expect(cta.first { $0.name == "getpredictions" }?.asked.prefix(2) == ["stpid=6597", "stpid=6601"])
        #expect(cta.first { $0.name == "gettime" }?.asked == [])
        let tram = try Self.script("tramtracker").calls
        #expect(tram.first { $0.name == "GetNextPredictedRoutesCollection" }?.asked == ["1234", "2234", "3505", "2406"])
        #expect(tram.first { $0.name == "GetStopInformation" }?.asked == ["any"])
        let mta = try Self.script("mta").calls
        #expect(mta.first { $0.name == "stop-monitoring" }?.asked.contains("MonitoringRef=MTA_308215") == true)
        // Busbud's search names origin, destination and date in the path.
        let busbud = try Self.script("busbud").calls
        #expect(busbud.first { $0.name == "x-departures" }?.asked.first == "dr5reg f25dvk 2016-07-29")
    }

    @Test func recordedLikeFindsValuesInTheQueryOrThePath() throws {
        let cta = try Self.script("cta").recorded(like: "/bustime/api/v3/getpredictions")
        #expect(cta.noun == "stops")
        #expect(cta.values.prefix(2) == ["6597", "6601"])
        let tram = try Self.script("tramtracker")
        let path = try #require(tram.entries.first { $0.path.contains("GetNextPredictedRoutesCollection") }?.path)
        let prefix = try #require(path.range(of: "GetNextPredictedRoutesCollection/"))
        let held = tram.recorded(like: String(path[..<prefix.upperBound]) + "9999/0/false/")
        #expect(held == ReplayScript.Recorded(noun: "stops", values: ["1234", "2234", "3505", "2406"]))
        #expect(try Self.script("cta").recorded(like: "/nothing/like/it") == ReplayScript.Recorded(noun: nil, values: []))
    }

    /// A real miss from `ReplayTransport`, explained: the stops recorded for that call, or the
    /// other values the same call was recorded with.
    @Test func aMissIsExplainedByWhatTheScriptHolds() async throws {
        let stop = try await Self.miss("cta", "/bustime/api/v3/getpredictions?stpid=1111&format=json")
        #expect(ReplayScript.isMiss(stop))
        #expect(try Self.script("cta").explanation(for: stop)?.hasPrefix("recorded stops: 6597, 6601") == true)

        let schedulePath = try #require(try Self.script("mta").entries.first { $0.path.contains("schedule-for-stop") }?.path)
        let schedule = try await Self.miss("mta", schedulePath + "?key=k")
        #expect(try Self.script("mta").explanation(for: schedule) == "this call was recorded with date=2024-01-02")

        let nothing = try await Self.miss("cta", "/nothing/like/it")
        #expect(ReplayScript.isMiss(nothing))
        #expect(try Self.script("cta").explanation(for: nothing) == nil)
    }

    @Test func onlyAReplayMissIsAMiss() {
        #expect(!ReplayScript.isMiss(TransitError(.notFound, detail: "no such stop")))
        #expect(!ReplayScript.isMiss(TransitError(.transport, detail: ReplayTransport.missDetailPrefix + "GET /x")))
        #expect(ReplayScript.isMiss(TransitError(.notFound, detail: ReplayTransport.missDetailPrefix + "GET /x")))
    }

    @Test func noteTextLeavesTheRequestOut() {
        #expect(
            ReplayScript.noteText("stop 1225: " + ReplayTransport.missDetailPrefix + "GET /bustime") == "stop 1225: not in the recordings")
        #expect(ReplayScript.noteText("No service scheduled") == "No service scheduled")
    }

    /// The script `ReplayTransport` follows, read the same way: a missing or malformed one
    /// fails as the transport's does.
    @Test func loadingFailsAsTheTransportDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: TransitError.self) { try ReplayScript(directory: folder) }
        try Data("[{\"path\": 3}]".utf8).write(to: folder.appendingPathComponent("replay.json"))
        do {
            _ = try ReplayScript(directory: folder)
            Issue.record("a malformed script loaded")
        } catch let error as TransitError {
            #expect(error.kind == .decoding)
        }
        try Data("[{\"path\": \"/a\", \"query\": {\"stpid\": \"1\"}}]".utf8).write(to: folder.appendingPathComponent("replay.json"))
        #expect(try ReplayScript(directory: folder).entries.count == 1)
        #expect(try ReplayScript(directory: folder).recorded(like: "/a") == ReplayScript.Recorded(noun: "stops", values: ["1"]))
    }
}
