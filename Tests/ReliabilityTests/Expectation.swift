import TransitKitCore
import TransitKitTesting

/// What each provider must do under each fault: the table Docs/Reliability.md shows, written
/// once. `requests` is what the server counts under the case's prefix — retries and redirects
/// included — so it says how often the client came back.
struct Expectation: Sendable {
    var kind: TransitError.Kind
    var requests: ClosedRange<Int>
    /// Whether the server must have seen the client hang up on every request: the faults that
    /// would otherwise hold a connection (and a server thread) for ever.
    var clientHangsUp = false

    typealias Fault = LoopbackServer.Fault

    /// The faults whose memory is measured (one at a time: resident memory is per process).
    static let memoryFaults: [Fault] = [.oversized, .oversizedChunked, .gzipBomb]
    static let otherFaults: [Fault] = Fault.allCases.filter { !memoryFaults.contains($0) }

    /// Growth of the resident set allowed during one oversized call: the transport keeps at
    /// most its 8 MiB limit (measured alone: up to ~16 MiB of growth with curl's buffers); a
    /// client without the limit holds the whole gigabyte. The resident set is the process's,
    /// and the rest of the suite runs meanwhile (80 MiB of growth was seen in the least of three
    /// measurements), so the bound sits well between the two: a quarter of the gigabyte.
    static let memoryBoundKiB = 256 * 1024

    /// Retryable failures: the retry middleware's attempts. Busbud's search retries rounds of
    /// them within its budget (shared with the middleware through `RetryBudget`); rounds are at
    /// least `searchBackoff` apart, so there are at most `budget / searchBackoff + 1`.
    /// Whether a second request fits depends on how long the first took: on a loaded machine
    /// one request has taken the whole budget (a 5 s budget failed CI that way). So Busbud may
    /// stop after one request only when the budget was spent (`retriesUntilBudget`).
    static func retried(_ subject: Subject, _ fault: Fault) -> ClosedRange<Int> {
        guard subject == .busbud else { return Harness.attempts...Harness.attempts }
        let rounds = Int(Harness.searchBudget / Harness.searchBackoff) + 1
        return 1...(Harness.attempts * rounds)
    }

    /// Whether one request is enough only once the search budget is spent (Busbud's retried
    /// faults): the search must not give up while its budget lasts.
    var retriesUntilBudget = false

    static func of(_ subject: Subject, _ fault: Fault) -> Expectation {
        switch fault {
        case .truncated, .reset:
            return Expectation(
                kind: .transport, requests: retried(subject, fault),
                retriesUntilBudget: subject == .busbud)
        case .html200: return Expectation(kind: .decoding, requests: 1...1)
        case .status429:
            return Expectation(
                kind: .rateLimited, requests: retried(subject, fault),
                retriesUntilBudget: subject == .busbud)
        case .storm503:
            return Expectation(
                kind: .httpStatus, requests: retried(subject, fault),
                retriesUntilBudget: subject == .busbud)
        // The idle timeout (never) and the deadline (drip) end each attempt.
        case .never, .drip:
            return Expectation(
                kind: .transport, requests: retried(subject, fault), clientHangsUp: true,
                retriesUntilBudget: subject == .busbud)
        // The first request and the 5 redirects the transport follows; not retried.
        case .redirectLoop: return Expectation(kind: .httpStatus, requests: 6...6)
        case .oversized, .oversizedChunked, .gzipBomb: return Expectation(kind: .tooLarge, requests: 1...1)
        // The 302 and the landing on the other origin; a plain-text body is not retried.
        case .echoKey: return Expectation(kind: .decoding, requests: 2...2)
        }
    }
}
