import Foundation
import TransitKitCore

/// A transport for tests: answers from stubs you register, records every request, and fails
/// loudly — with the request and every stub listed — on a request nothing matches. A request
/// made from an already-cancelled task throws `.cancelled` like the real transport does (a real
/// bug shipped in OBAKit because its mock did not).
///
/// ```swift
/// let mock = MockTransport()
/// mock.on(.path("/bustime/api/v3/getroutes"), .json(routesJSON))
/// mock.on(.path(suffix: "/poll"), times: 1, .fixture("busbud", "poll-2.json"))
/// let cta = try CTABusTrackerClient(apiKey: "k", userAgent: agent, transport: mock)
/// _ = try await cta.routes()
/// #expect(mock.requests.count == 1)
/// ```
public final class MockTransport: Transport, Sendable {
    /// What a stub answers with.
    public struct Reply: Sendable {
        let make: @Sendable (HTTPRequest) async throws -> HTTPResponse

        /// A reply made by `make` from the request: for answers that depend on what was asked.
        public init(_ make: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) { self.make = make }

        /// Always `response`.
        public static func response(_ response: HTTPResponse) -> Reply { Reply { _ in response } }
        /// A JSON body (`application/json`) with `status`, 200 unless given.
        public static func json(_ text: String, status: Int = 200, headers: HTTPHeaders = [:]) -> Reply {
            .response(.json(text, status: status, headers: headers))
        }
        /// A bare status, with an optional text body: `.status(429, headers: ["Retry-After": "2"])`.
        public static func status(_ status: Int, body: String = "", headers: HTTPHeaders = [:]) -> Reply {
            .response(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
        }
        /// The bytes of a bundled fixture (see ``Fixtures``) with status 200 (or `status`).
        public static func fixture(_ provider: String, _ name: String, status: Int = 200) -> Reply {
            Reply { request in
                let body = try Fixtures.data(provider, name)
                let type = name.hasSuffix(".xml") ? "text/xml" : "application/json"
                return HTTPResponse(status: status, headers: ["Content-Type": type], body: body)
            }
        }
        /// Throws `error` instead of answering (simulates a transport failure).
        public static func failure(_ error: any Error) -> Reply { Reply { _ in throw error } }
        /// Waits `delay` on `clock` first (simulated latency), then answers with `reply`.
        public static func delayed<C: Clock>(_ delay: Duration, on clock: C, _ reply: Reply) -> Reply
        where C.Duration == Duration {
            Reply { request in
                try await clock.sleep(for: delay)
                return try await reply.make(request)
            }
        }
    }

    private struct Stub {
        let matcher: RequestMatcher
        var remaining: Int?
        let reply: Reply
    }

    private struct State {
        var stubs: [Stub] = []
        var requests: [HTTPRequest] = []
        var unmatched: [HTTPRequest] = []
    }

    private let state = Locked(State())

    /// A transport with no stubs: every request fails as ``UnexpectedRequest`` until ``on(_:times:_:)``
    /// adds one.
    public init() {}

    /// Answer requests matching `matcher` with `reply`, at most `times` times (nil: always).
    /// Stubs are tried in registration order; one used up is skipped, so registering the same
    /// matcher with `times: 1` several times scripts a sequence.
    public func on(_ matcher: RequestMatcher, times: Int? = nil, _ reply: Reply) {
        state.withLock { $0.stubs.append(Stub(matcher: matcher, remaining: times, reply: reply)) }
    }

    /// Every request sent, in order (unmatched ones included).
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// Requests no stub matched.
    public var unmatchedRequests: [HTTPRequest] { state.withLock { $0.unmatched } }

    /// Records `request`, then answers it with the first stub whose matcher matches and
    /// whose `times` is not used up; throws ``UnexpectedRequest`` when none does, and
    /// `.cancelled` for a request from an already-cancelled task.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if Task.isCancelled {
            throw TransitError(.cancelled, request: request, detail: "MockTransport: task already cancelled")
        }
        let reply: Reply? = state.withLock { state in
            state.requests.append(request)
            guard let index = state.stubs.firstIndex(where: { ($0.remaining ?? 1) > 0 && $0.matcher.matches(request) }) else {
                state.unmatched.append(request)
                return nil
            }
            if let remaining = state.stubs[index].remaining { state.stubs[index].remaining = remaining - 1 }
            return state.stubs[index].reply
        }
        guard let reply else { throw UnexpectedRequest(request: request, stubs: stubDescriptions) }
        return try await reply.make(request)
    }

    private var stubDescriptions: [String] {
        state.withLock { $0.stubs.map { "\($0.matcher) (remaining: \($0.remaining.map(String.init) ?? "∞"))" } }
    }

    /// Thrown for a request no stub matches: a test bug, described in full on one line, since
    /// the pipeline wraps it in a `TransitError` whose one-line description would show line
    /// breaks as literal `\n`.
    public struct UnexpectedRequest: Error, CustomStringConvertible {
        /// The request no stub matched.
        public let request: HTTPRequest
        /// The stubs there were, by their matchers' descriptions, so the failure shows why none matched.
        public let stubs: [String]
        /// The request and every stub, on one line.
        public var description: String {
            "MockTransport: unexpected request \(request) — no stub matches; stubs: "
                + (stubs.isEmpty ? "none" : stubs.joined(separator: "; "))
        }
    }
}

/// Which requests a stub answers.
public struct RequestMatcher: Sendable, CustomStringConvertible {
    /// What the matcher matches, in words ("path /api/where"): how a failed match is reported.
    public let description: String
    let predicate: @Sendable (HTTPRequest) -> Bool

    /// A matcher from a predicate; `description` names it in ``MockTransport/UnexpectedRequest``.
    public init(_ description: String, _ predicate: @escaping @Sendable (HTTPRequest) -> Bool) {
        self.description = description
        self.predicate = predicate
    }

    /// Whether `request` is one this matcher's stub answers.
    public func matches(_ request: HTTPRequest) -> Bool { predicate(request) }

    /// Any request.
    public static let any = RequestMatcher("any request") { _ in true }

    /// Exact URL path (percent-decoded).
    public static func path(_ path: String) -> RequestMatcher {
        RequestMatcher("path == \(path)") { $0.url.path == path }
    }

    /// URL path ending with `suffix`.
    public static func path(suffix: String) -> RequestMatcher {
        RequestMatcher("path ends with \(suffix)") { $0.url.path.hasSuffix(suffix) }
    }

    /// URL path containing `fragment`.
    public static func path(containing fragment: String) -> RequestMatcher {
        RequestMatcher("path contains \(fragment)") { $0.url.path.contains(fragment) }
    }

    /// A query item with this exact value.
    public static func query(_ name: String, _ value: String) -> RequestMatcher {
        RequestMatcher("query \(name)=\(value)") { $0.queryValue(name) == value }
    }

    /// Both matchers.
    public func and(_ other: RequestMatcher) -> RequestMatcher {
        RequestMatcher("\(description) and \(other.description)") { matches($0) && other.matches($0) }
    }
}
