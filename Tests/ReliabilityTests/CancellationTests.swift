import BusbudProvider
import CTAProvider
import Foundation
import MTAProvider
import Testing
import TransitKitCore
import TransitKitTesting

/// Cancelling a call closes its connection and leaves nothing running: the server sees the
/// client hang up, the call ends as `.cancelled` (a sequence ends its iteration), and no request
/// arrives afterwards.
///
/// The transports here wait 30 s for a silent server, so a connection that closes within the
/// 10 s these tests allow was closed by the cancellation, not by a timeout (a generous bound
/// that tells the two apart, not a speed goal).
@Suite struct CancellationTests {
    /// How long the server may take to see the hang-up: a third of the idle timeout.
    static let closeWithin: Duration = .seconds(10)
    /// After the hang-up: a retry (50 ms backoff) or the next poll (100 ms) still scheduled
    /// would arrive within it.
    static let settle: Duration = .seconds(1)

    static func harness() -> Harness { Harness(idleTimeout: .seconds(30), deadline: .seconds(60)) }

    /// Mid-request: the server reads the request and never answers (tramTRACKER without a
    /// token: its GetDeviceToken is the request held, and the fetch is abandoned with the call).
    @Test(arguments: Subject.allCases)
    func cancellingMidRequestClosesTheConnection(_ subject: Subject) async throws {
        let server = try await SharedServer.get()
        let id = "cancel-\(subject.caseName)"
        let client = try subject.client(base: server.prefix(.never, case: id), transport: Self.harness().transport)
        let watchdog = Watchdog(after: .seconds(120), "\(subject): a cancelled call never ended")
        defer { watchdog.disarm() }

        let call = Task { try await subject.call(client) }
        let held = try await server.counts(.never, case: id, within: .seconds(60)) { $0.active >= 1 }
        try #require(held.active == 1, "\(subject): the request never reached the server (\(held))")
        // While a request is in flight the session holds its URL, key included: a dump of the
        // client reaches the session through the transport.
        let leaks = Credential.leaks(in: Credential.texts(of: client))
        #expect(leaks.isEmpty, "\(subject): the key shows in a dump of the client during a request: \(leaks)")
        call.cancel()
        guard
            try await expectClosedAndQuiet(
                subject.rawValue, requests: held.requests,
                { limit, condition in
                    try await server.counts(.never, case: id, within: limit, until: condition)
                })
        else { return }
        switch await call.result {
        case .success(let value):
            // A sequence (Busbud's search) ends its iteration when its task is cancelled.
            #expect(subject == .busbud, "\(subject): a cancelled call returned \(value)")
        case .failure(let error):
            #expect((error as? TransitError)?.kind == .cancelled, "\(subject): \(error)")
        }
    }

    /// Mid-poll: the search's first answer arrives (init-5, incomplete), its next poll hangs.
    @Test func cancellingABusbudSearchMidPollClosesTheConnection() async throws {
        let server = try await SharedServer.get()
        let id = "midpoll-busbud"
        try await server.script(case: id, [.init(body: try Fixtures.data("busbud", "init-5.json"))])
        let busbud = try #require(
            try Subject.busbud.client(
                base: server.scriptedPrefix(case: id),
                transport: Self.harness().transport) as? BusbudClient)
        let watchdog = Watchdog(after: .seconds(120), "busbud: a cancelled search never ended")
        defer { watchdog.disarm() }

        let seen = Locked<[Int]>([])
        let search = Task {
            for try await snapshot in busbud.departures(Subject.busbudQuery) {
                seen.withLock { $0.append(snapshot.departures.count) }
            }
        }
        let held = try await server.scriptedCounts(case: id, within: .seconds(60)) { $0.requests >= 2 && $0.active >= 1 }
        try #require(held.requests == 2 && held.active == 1, "the poll never reached the server (\(held))")
        // The stream holds init-5's snapshot for the consumer, which runs on a task of its own:
        // on a loaded machine it may take it just after the poll reached the server.
        let waitUntil = ContinuousClock.now + .seconds(60)
        while seen.withLock({ $0.isEmpty }), ContinuousClock.now < waitUntil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(seen.withLock { $0 } == [3], "init-5's three departures arrive before the poll is cancelled")
        search.cancel()
        guard
            try await expectClosedAndQuiet(
                "busbud search", requests: 2,
                { limit, condition in
                    try await server.scriptedCounts(case: id, within: limit, until: condition)
                })
        else { return }
        if case .failure(let error) = await search.result {
            #expect((error as? TransitError)?.kind == .cancelled, "\(error)")
        }
    }

    /// Mid-poll of `liveVehicles` on the configured (real) clock: the first positions arrive,
    /// the next fetch hangs, the consumer's task is cancelled.
    @Test(arguments: ["cta", "mta"])
    func cancellingLiveVehiclesMidPollClosesTheConnection(_ provider: String) async throws {
        let server = try await SharedServer.get()
        let id = "midpoll-\(provider)"
        let live: Polling<[VehiclePosition], AnyClock>
        let transport = Self.harness().transport
        let base = server.scriptedPrefix(case: id)
        let agent = try #require(Subject.agent)
        if provider == "cta" {
            try await server.script(case: id, [.init(body: try Fixtures.data("cta", "getvehicles-1.json"))])
            let cta = CTABusTrackerClient(
                configuration: .init(
                    apiKey: Subject.secret, userAgent: agent, baseURL: base,
                    transport: transport, clock: .continuous))
            live = cta.liveVehicles(on: ["74"], every: .milliseconds(100))
        } else {
            try await server.script(case: id, [.init(body: try Fixtures.data("mta", "vehicle-monitoring-1.json"))])
            let mta = MTABusTimeClient(
                configuration: .init(
                    apiKey: Subject.secret, baseURL: base, userAgent: agent,
                    transport: transport, clock: .continuous))
            live = mta.liveVehicles(on: ["MTABC_Q10"], every: .milliseconds(100))
        }
        let watchdog = Watchdog(after: .seconds(120), "\(provider): cancelled live vehicles never ended")
        defer { watchdog.disarm() }

        let seen = Locked<[Int]>([])
        let polling = Task {
            for try await buses in live { seen.withLock { $0.append(buses.count) } }
        }
        let held = try await server.scriptedCounts(case: id, within: .seconds(60)) { $0.requests >= 2 && $0.active >= 1 }
        try #require(held.requests == 2 && held.active == 1, "\(provider): the second poll never reached the server (\(held))")
        #expect(seen.withLock { $0.count } == 1 && seen.withLock { $0 } != [0], "\(provider): first positions \(seen.withLock { $0 })")
        polling.cancel()
        guard
            try await expectClosedAndQuiet(
                "\(provider) live vehicles", requests: 2,
                { limit, condition in
                    try await server.scriptedCounts(case: id, within: limit, until: condition)
                })
        else { return }
        if case .failure(let error) = await polling.result {
            Issue.record("\(provider): live vehicles threw \(error) when cancelled")
        }
    }

    /// The server saw the client hang up, nothing is still being answered, and after the
    /// settle no request arrived beyond the `requests` already held. False (the failure
    /// recorded) when the connection stayed open: the call would then only end at its timeout,
    /// so the caller does not wait for it.
    private func expectClosedAndQuiet(
        _ name: String, requests: Int,
        _ counts: (Duration, @escaping @Sendable (LoopbackServer.Counts) -> Bool) async throws -> LoopbackServer.Counts
    ) async throws -> Bool {
        let closed = try await counts(Self.closeWithin) { $0.hangups >= 1 && $0.active == 0 }
        guard closed.hangups == 1, closed.active == 0 else {
            Issue.record("\(name): the connection was not closed by the cancellation (\(closed))")
            return false
        }
        try await Task.sleep(for: Self.settle)
        let later = try await counts(.zero) { _ in true }
        #expect(later.requests == requests, "\(name): requests went on after the cancellation (\(later))")
        #expect(later.active == 0, "\(name): \(later)")
        return true
    }
}
