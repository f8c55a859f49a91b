import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@Suite struct MockTransportTests {
    let base = "https://api.example.test"

    func get(_ path: String) -> HTTPRequest { HTTPRequest(url: URL(string: base + path)!) }

    @Test func matchesInRegistrationOrderAndRecordsEveryRequest() async throws {
        let mock = MockTransport()
        mock.on(.path("/a").and(.query("x", "1")), .json(#"{"hit":"a1"}"#))
        mock.on(.path(suffix: "/a"), .json(#"{"hit":"a"}"#))
        #expect(try await mock.send(get("/a?x=1")).text == #"{"hit":"a1"}"#)
        #expect(try await mock.send(get("/a?x=2")).text == #"{"hit":"a"}"#)
        #expect(mock.requests.map(\.url.query) == ["x=1", "x=2"])
    }

    @Test func limitedStubsScriptASequence() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .status(503))
        mock.on(.any, times: 1, .json("1"))
        mock.on(.any, .json("2"))
        let statuses = [try await mock.send(get("/")).status, try await mock.send(get("/")).status]
        #expect(statuses == [503, 200])
        #expect(try await mock.send(get("/")).text == "2")
        #expect(try await mock.send(get("/")).text == "2")
    }

    @Test func unexpectedRequestFailsLoudly() async throws {
        let mock = MockTransport()
        mock.on(.path("/known"), .json("{}"))
        await #expect {
            _ = try await mock.send(get("/unknown?key=abc"))
        } throws: { error in
            let text = String(describing: error)
            return error is MockTransport.UnexpectedRequest && text.contains("/unknown") && text.contains("path == /known")
        }
        #expect(mock.unmatchedRequests.count == 1)
        // Wrapped by the pipeline into a one-line TransitError, it still reads as written: no
        // literal "\n" escapes.
        mock.on(.path("/other"), .json("[]"))
        do {
            _ = try await mock.send(get("/unknown"))
            Issue.record("an unmatched request was answered")
        } catch {
            let wrapped = TransitError(.transport, detail: String(describing: error)).description
            #expect(!wrapped.contains("\\n") && !wrapped.contains("\n"), "\(wrapped)")
            #expect(wrapped.contains("no stub matches; stubs: path == /known (remaining: ∞); path == /other (remaining: ∞)"), "\(wrapped)")
        }
    }

    @Test func alreadyCancelledTaskThrowsCancelled() async throws {
        let mock = MockTransport()
        mock.on(.any, .json("{}"))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await mock.send(get("/"))
        }
        await #expect { _ = try await task.value } throws: { ($0 as? TransitError)?.kind == .cancelled }
    }

    @Test func delayedReplyWaitsOnTheClock() async throws {
        let mock = MockTransport()
        let clock = ManualClock()
        mock.on(.any, .delayed(.milliseconds(250), on: clock, .json("{}")))
        let task = Task { try await mock.send(get("/")) }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .milliseconds(250))
        #expect(try await task.value.status == 200)
    }

    @Test func fixturesAreBundled() throws {
        let root = try Fixtures.root
        #expect(FileManager.default.fileExists(atPath: root.path))
        #expect(throws: TransitError.self) { try Fixtures.data("nope", "missing.json") }
    }
}

@Suite struct ReplayTransportTests {
    func script(_ entries: String, files: [String: String] = [:]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(entries.utf8).write(to: dir.appendingPathComponent("replay.json"))
        for (name, body) in files { try Data(body.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    @Test func answersInOrderAndRepeatsTheLast() async throws {
        let dir = try script(
            """
            [{"path": "/x-departures/a/b/2016-07-29", "query": {"adult": "1"}, "file": "init.json"},
             {"path": "/x-departures/a/b/2016-07-29/poll", "file": "poll-1.json"},
             {"path": "/x-departures/a/b/2016-07-29/poll", "file": "poll-2.json", "status": 200}]
            """, files: ["init.json": "{\"n\":0}", "poll-1.json": "{\"n\":1}", "poll-2.json": "{\"n\":2}"])
        let replay = try ReplayTransport(directory: dir)
        let base = "https://napi.busbud.com/x-departures/a/b/2016-07-29"
        #expect(try await replay.send(HTTPRequest(url: URL(string: base + "?adult=1&lang=en")!)).text == "{\"n\":0}")
        let poll = HTTPRequest(url: URL(string: base + "/poll?adult=1&index=3")!)
        #expect(try await replay.send(poll).text == "{\"n\":1}")
        #expect(try await replay.send(poll).text == "{\"n\":2}")
        #expect(try await replay.send(poll).text == "{\"n\":2}")
    }

    @Test func unrecordedRequestIsNotFound() async throws {
        let replay = try ReplayTransport(directory: try script(#"[{"path": "/a", "body": "{}"}]"#))
        await #expect {
            _ = try await replay.send(HTTPRequest(url: URL(string: "https://h/b")!))
        } throws: { ($0 as? TransitError)?.kind == .notFound }
        #expect(try await replay.send(HTTPRequest(url: URL(string: "https://h/a")!)).text == "{}")
    }

    @Test func prefixPathsAndQueryFilters() async throws {
        let replay = try ReplayTransport(
            directory: try script(#"[{"path": "/api/*", "query": {"rt": "22"}, "body": "22"}, {"path": "/api/*", "body": "any"}]"#))
        #expect(try await replay.send(HTTPRequest(url: URL(string: "https://h/api/getpredictions?rt=22")!)).text == "22")
        #expect(try await replay.send(HTTPRequest(url: URL(string: "https://h/api/getpredictions?rt=36")!)).text == "any")
    }

    @Test func malformedScriptIsATypedError() throws {
        #expect(throws: TransitError.self) { try ReplayTransport(directory: try script("{not json")) }
        #expect(throws: TransitError.self) { try ReplayTransport(directory: URL(fileURLWithPath: "/nonexistent")) }
    }
}

@Suite struct ClockTests {
    @Test func manualClockWakesSleepersInDeadlineOrder() async throws {
        let clock = ManualClock()
        let order = OrderLog()
        let late = Task {
            try await clock.sleep(for: .seconds(10))
            order.add("late")
        }
        let early = Task {
            try await clock.sleep(for: .seconds(5))
            order.add("early")
        }
        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(4))
        #expect(clock.sleeperCount == 2)
        clock.advance(by: .seconds(1))
        try await early.value
        #expect(order.entries == ["early"])
        #expect(clock.advanceToNextDeadline() == .seconds(5))
        try await late.value
        #expect(order.entries == ["early", "late"])
        #expect(clock.now.offset == .seconds(10))
    }

    @Test func manualClockSleepIsCancellable() async throws {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(for: .seconds(60)) }
        #expect(await clock.waitForSleepers(1))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func immediateClockAdvancesNowWithoutWaiting() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(20))
        try await clock.sleep(for: .seconds(2))
        #expect(clock.now.offset == .seconds(22))
        #expect(clock.sleepHistory == [.seconds(20), .seconds(2)])
    }

    @Test func anyClockWrapsAManualClock() async throws {
        let manual = ManualClock()
        let clock = AnyClock(manual)
        let task = Task { try await clock.sleep(for: .seconds(3)) }
        #expect(await manual.waitForSleepers(1))
        manual.advance(by: .seconds(3))
        try await task.value
        #expect(clock.now.offset == .seconds(3))
    }
}

final class OrderLog: Sendable {
    private let log = Locked<[String]>([])
    func add(_ entry: String) { log.withLock { $0.append(entry) } }
    var entries: [String] { log.withLock { $0 } }
}
