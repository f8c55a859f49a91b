import Foundation
import TransitKitCore

/// One call of the stress mix: what it asks of the loopback server, with which limits, and
/// what it is allowed to end with. The mix reproduces what took processes down under
/// `URLSession` on Linux (issue 26): redirects under sub-second idle timeouts, cancellations at
/// random moments (during redirects too), timeouts, cross-origin redirects carrying a key, and
/// large or refused transfers running beside all of them.
struct StressCall: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        /// 1–3 redirects to a 200, under idle timeouts from 300 ms to 5 s.
        case redirectChain
        /// 302 for ever: refused past the limit, as `.httpStatus`.
        case redirectLoop
        /// A redirect to another origin with `key=` in the query: the key must not arrive.
        case crossOrigin
        /// A redirect to `file:///etc/passwd`: refused, `.httpStatus`.
        case fileRedirect
        /// A 302 without `Location`: `.httpStatus`.
        case redirectWithoutLocation
        /// An answer slower than a sub-second idle timeout.
        case timeout
        /// Endless bytes against a 1 MiB limit: `.tooLarge`, and the connection closed.
        case refused
        /// 8–24 MiB within a 32 MiB limit: the transfer that keeps the others busy.
        case large
    }

    let kind: Kind
    let request: HTTPRequest
    /// The transport's limits for this call.
    let timeout: Duration
    let deadline: Duration
    let maximumResponseSize: Int
    /// Cancel the call this long after it started, if set.
    let cancelAfter: Duration?
    /// The `/refuse/<id>` of a refused transfer.
    let refusalID: String?

    static let secret = "STRESS-SECRET-4f1c"
    /// The largest size limit of the mix (the large transfers').
    static let largestLimit = 32 << 20

    /// A seeded call against `base` (`http://127.0.0.1:PORT`); `other` is the same server under
    /// another origin (`http://localhost:PORT`).
    static func make(index: Int, process: Int, random: Randomness, base: String, other: String) -> StressCall {
        let kinds = Kind.allCases
        let kind = kinds[min(kinds.count - 1, Int(random.next() * Double(kinds.count)))]
        let timeouts: [Duration] = [.milliseconds(300), .milliseconds(500), .milliseconds(900), .milliseconds(1900), .seconds(5)]
        var timeout = timeouts[min(timeouts.count - 1, Int(random.next() * Double(timeouts.count)))]
        var deadline = Duration.seconds(3)
        var limit = 1 << 20
        var refusalID: String?
        var redaction = Redaction.none
        let path: String
        switch kind {
        case .redirectChain:
            var target = "/status/200"
            for _ in 0..<(1 + Int(random.next() * 3)) { target = "/redirect?to=" + encode(target) }
            path = base + target
        case .redirectLoop: path = base + "/redirect-loop/\(index * 100)"
        case .crossOrigin:
            path = base + "/redirect?to=" + encode(other + "/echo?key=\(secret)&n=\(index)") + "&key=\(secret)"
            redaction = Redaction(queryItems: ["key"])
        case .fileRedirect: path = base + "/redirect?to=" + encode("file:///etc/passwd")
        case .redirectWithoutLocation: path = base + "/status/302"
        case .timeout:
            timeout = .milliseconds(300)
            path = base + "/slow?ms=1500"
        case .refused:
            let id = "p\(process)-c\(index)"
            refusalID = id
            path = base + "/refuse/\(id)"
            timeout = .seconds(5)
        case .large:
            limit = largestLimit
            timeout = .seconds(5)
            deadline = .seconds(20)
            path = base + "/stream?mb=\(8 + Int(random.next() * 16))"
        }
        let cancels = random.next() < 0.3
        let cancelAfter: Duration? = cancels ? .microseconds(Int64(random.next() * 40_000)) : nil
        let url = URL(string: path) ?? URL(fileURLWithPath: "/")
        return StressCall(
            kind: kind,
            request: HTTPRequest(url: url, provider: "stress", operation: kind.rawValue, redaction: redaction),
            timeout: timeout, deadline: deadline, maximumResponseSize: limit, cancelAfter: cancelAfter,
            refusalID: refusalID)
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    /// The outcomes this call may end with (`"200"` or a kind); anything else is wrong.
    var allowed: Set<String> {
        var allowed: Set<String>
        switch kind {
        case .redirectChain: allowed = ["200", "transport"] // a 300 ms idle limit may be too short under load
        case .redirectLoop, .fileRedirect, .redirectWithoutLocation: allowed = ["httpStatus", "transport"]
        case .crossOrigin: allowed = ["200", "transport"]
        case .timeout: allowed = ["transport"]
        case .refused: allowed = ["tooLarge", "transport"]
        case .large: allowed = ["200", "transport"]
        }
        if cancelAfter != nil { allowed.insert("cancelled") }
        return allowed
    }

    /// The latest the call may end: its deadline, or its cancellation, plus `slack`.
    func bound(slack: Duration) -> Duration {
        min(deadline, cancelAfter ?? deadline) + slack
    }
}
