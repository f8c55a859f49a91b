import Foundation
import TransitKitCore
import TransitKitTesting

/// The transport every case sends through, built as the README shows: a real
/// `LiveTransport` (short limits, so faults end quickly), a `RetryMiddleware`, and a
/// `LoggingMiddleware` whose lines the case keeps and checks for the key.
struct Harness: Sendable {
    /// Attempts the retry middleware makes for a retryable failure.
    static let attempts = 3
    /// Silence between bytes before a request fails.
    static let idleTimeout: Duration = .seconds(2)
    /// Longest exchange.
    static let deadline: Duration = .seconds(3)
    /// Busbud's whole-search budget (shared with the retry middleware through `RetryBudget`).
    static let searchBudget: Duration = .seconds(15)
    /// Busbud's own wait after a failed round (no jitter, so the bound on rounds is exact).
    static let searchBackoff: Duration = .milliseconds(500)

    let transport: any Transport
    private let lines: Locked<[String]>

    /// The README's stack with the suite's short limits, or longer ones (cancellation tests:
    /// a connection that closes must have been closed by the cancellation, not a timeout).
    init(idleTimeout: Duration = Self.idleTimeout, deadline: Duration = Self.deadline) {
        let lines = Locked<[String]>([])
        self.lines = lines
        transport = MiddlewareTransport(
            LiveTransport(timeout: idleTimeout, deadline: deadline),
            [
                // A generous budget: the cases count attempts, not the budget, and a whole suite
                // running at once on 2 cores stretched one attempt past a 20 s budget.
                RetryMiddleware(
                    maxAttempts: Self.attempts, budget: .seconds(60),
                    backoff: Backoff(initial: .milliseconds(50), maximum: .milliseconds(200), jitter: 0)),
                LoggingMiddleware { line in lines.withLock { $0.append(line) } },
            ])
    }

    /// The harness a fault's case runs with. Only `.never` and `.drip` are ended by the short
    /// limits; every other fault ends by itself, so its case gets limits a loaded machine does
    /// not reach, and no request count is bent by a timeout. (With the short limits for all, a
    /// redirect loop's 6 requests once outlasted the 3 s deadline on a busy CI machine and were
    /// retried as a transport failure: 10 and 12 requests.)
    static func forFault(_ fault: LoopbackServer.Fault) -> Harness {
        switch fault {
        case .never, .drip: Harness()
        default: Harness(idleTimeout: .seconds(15), deadline: .seconds(20))
        }
    }

    /// Every line logged so far: one per attempt, since the logger sits inside the retries.
    var log: [String] { lines.withLock { $0 } }
}
