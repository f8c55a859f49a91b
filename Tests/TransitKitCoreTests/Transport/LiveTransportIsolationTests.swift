import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// One exchange cannot hold up another, and nothing outside the transport can hold up its
/// timers: the promises that `URLSession` on Linux broke (a refused transfer that kept
/// downloading, deadlines sharing one queue with every cancel, `resume()` blocking a thread of
/// the cooperative pool).
@Suite struct LiveTransportIsolationTests {
    /// A body refused at its limit closes the connection in the callback that crossed it: the
    /// server sees the hang-up right after the call ended (under `URLSession`, 425 MiB more
    /// arrived in 0.4 s and the server never saw it in 2 of 5 runs). 100 ms is the promise; the
    /// bound here allows for a loaded machine scheduling the python server late.
    @Test func aRefusedTransferClosesItsConnectionAtOnce() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(10), maximumResponseSize: 1 << 20)
            var endings: [String: Double] = [:]
            for index in 0..<5 {
                let error = await #expect(throws: TransitError.self) {
                    _ = try await transport.send(HTTPRequest(url: server.url("/refuse/unit-\(index)")))
                }
                #expect(error?.kind == .tooLarge)
                endings["unit-\(index)"] = Date().timeIntervalSince1970
            }
            let seen = try await transport.send(HTTPRequest(url: server.url("/refusals")))
            let refusals = try JSONDecoder().decode([String: Refusal].self, from: seen.body)
            for (id, ended) in endings {
                let hungUpAt = try #require(refusals[id]?.hungUpAt, "\(id): the server never saw the client hang up")
                #expect(hungUpAt - ended < 1.0, "\(id): closed \(Int((hungUpAt - ended) * 1000)) ms after the refusal")
                #expect((refusals[id]?.sent ?? 0) < 8 << 20, "\(id): \(refusals[id]?.sent ?? 0) bytes sent")
            }
        }
    }

    struct Refusal: Decodable {
        var sent: Int
        var hungUpAt: Double?
    }

    /// A silent server's 1 s deadline ends its call while a large transfer and refused
    /// transfers run on the same transport: the error is the deadline's, long before the
    /// server's 30 s. (How late a call may end on a loaded machine is measured where nothing
    /// else competes for the cooperative pool: `transit-stress`, 1.5 s at most.)
    @Test func aBusyTransferCannotDelayAnothersDeadline() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(60), deadline: .seconds(60), maximumResponseSize: 64 << 20)
            let clock = ContinuousClock()
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { _ = try? await transport.send(HTTPRequest(url: server.url("/stream?mb=48"))) }
                for index in 0..<3 {
                    group.addTask {
                        var request = HTTPRequest(url: server.url("/refuse/busy-\(index)"))
                        request.maximumResponseSize = 1 << 20
                        _ = try? await transport.send(request)
                    }
                }
                let started = clock.now
                var silent = HTTPRequest(url: server.url("/slow?ms=30000"))
                silent.deadline = .seconds(1)
                let error = await #expect(throws: TransitError.self) { _ = try await transport.send(silent) }
                #expect(error?.detail?.contains("within the 1 s deadline") == true, "\(String(describing: error))")
                let took = clock.now - started
                #expect(took < .seconds(20), "the 1 s deadline ended after \(took)")
                try await group.waitForAll()
            }
        }
    }
}
