import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@Suite struct MiddlewareTests {
    let secretURL = URL(string: "https://api.example.test/bustime/api/v3/getroutes?key=S3CR3T-KEY&format=json")!

    @Test func userAgentIsStamped() async throws {
        let mock = MockTransport()
        mock.on(.any, .json("{}"))
        let agent = try UserAgent(app: "RideHome/2.1 (ops@ridehome.example)")
        _ = try await MiddlewareTransport(mock, [UserAgentMiddleware(agent)]).send(HTTPRequest(url: secretURL))
        #expect(mock.requests.first?.headers["user-agent"] == "RideHome/2.1 (ops@ridehome.example) TransitKit/0.1")
    }

    @Test func userAgentMustIdentifyTheApp() {
        #expect(throws: TransitError.self) { try UserAgent(app: "   ") }
        #expect(throws: TransitError.self) { try UserAgent(app: "App\nX-Injected: 1") }
    }

    @Test func middlewaresRunInOrder() async throws {
        struct Tag: Middleware {
            let name: String
            func intercept(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse
            {
                var request = request
                request.headers["X-Order"] = (request.headers["X-Order"] ?? "") + name
                return try await next(request)
            }
        }
        let mock = MockTransport()
        mock.on(.any, .json("{}"))
        _ = try await MiddlewareTransport(mock, [Tag(name: "a"), Tag(name: "b"), Tag(name: "c")]).send(HTTPRequest(url: secretURL))
        #expect(mock.requests.first?.headers["X-Order"] == "abc")
    }

    @Test func throttleHoldsTheFourthRequestUntilTheWindowMoves() async throws {
        let mock = MockTransport()
        mock.on(.any, .json("{}"))
        let clock = ManualClock()
        let transport = MiddlewareTransport(mock, [ThrottleMiddleware(maxRequests: 3, per: .seconds(1), clock: clock)])
        for _ in 0..<3 { _ = try await transport.send(HTTPRequest(url: secretURL)) }
        let fourth = Task { try await transport.send(HTTPRequest(url: secretURL)) }
        #expect(await clock.waitForSleepers(1))
        #expect(mock.requests.count == 3)
        clock.advance(by: .seconds(1))
        _ = try await fourth.value
        #expect(mock.requests.count == 4)
        #expect(clock.sleepHistory == [.seconds(1)])
    }

    @Test func redactedURLAndDescriptionHideSecretQueryItems() {
        let request = HTTPRequest(
            url: secretURL, provider: "cta", operation: "getroutes",
            redaction: Redaction(queryItems: ["key"]))
        #expect(request.redactedURL == "https://api.example.test/bustime/api/v3/getroutes?key=REDACTED&format=json")
        #expect(!request.description.contains("S3CR3T"))
    }

    @Test func secretHeadersAreRedactedForLogs() {
        let request = HTTPRequest(
            url: URL(string: "https://napi.busbud.com/x-departures/a/b/2016-07-29")!,
            headers: ["X-Busbud-Token": "PARTNER-TOKEN-1"],
            redaction: Redaction(headers: ["x-busbud-token"]))
        #expect(request.redactedHeaders["X-Busbud-Token"] == "REDACTED")
        #expect(request.scrub("server said PARTNER-TOKEN-1 is bad") == "server said REDACTED is bad")
    }

    @Test func errorsNeverContainTheSecret() async throws {
        let mock = MockTransport()
        // A server that echoes the key back in its error body, and a transport error mentioning the URL.
        mock.on(.path(suffix: "getroutes"), .status(401, body: "<html>Invalid key S3CR3T-KEY</html>"))
        mock.on(
            .path(suffix: "gettime"),
            .failure(URLError(.cannotConnectToHost, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "https://x/?key=S3CR3T-KEY")!])))
        let http = HTTPClient(provider: "cta", transport: mock)
        let request = HTTPRequest(url: secretURL, operation: "getroutes", redaction: Redaction(queryItems: ["key"]))
        await #expect { _ = try await http.perform(TestEndpoint([String].self, request)) } throws: { error in
            let text = "\(error) \(String(reflecting: error)) \((error as? TransitError)?.redactedURL ?? "")"
            return (error as? TransitError)?.kind == .unauthorized && !text.contains("S3CR3T") && text.contains("REDACTED")
        }
        var timeRequest = request
        timeRequest.url = URL(string: "https://api.example.test/bustime/api/v3/gettime?key=S3CR3T-KEY")!
        await #expect { _ = try await http.send(timeRequest) } throws: { error in
            let text = "\(error) \(String(reflecting: error))"
            return (error as? TransitError)?.kind == .transport && !text.contains("S3CR3T")
        }
    }

    /// A transport below that builds its own error, without the request, quoting the key back:
    /// neither the log line nor the error that reaches the caller may show it.
    @Test func errorsFromBelowQuotingTheKeyAreScrubbed() async throws {
        let mock = MockTransport()
        mock.on(.any, .failure(TransitError(.transport, detail: "proxy refused key=S3CR3T-KEY")))
        let lines = LockedLines()
        let http = HTTPClient(provider: "cta", transport: MiddlewareTransport(mock, [LoggingMiddleware { lines.append($0) }]))
        let request = HTTPRequest(url: secretURL, operation: "getroutes", redaction: Redaction(queryItems: ["key"]))
        await #expect { _ = try await http.send(request) } throws: { error in
            let text = "\(error) \(String(reflecting: error))"
            return !text.contains("S3CR3T") && text.contains("proxy refused key=REDACTED")
        }
        #expect(lines.all.count == 1)
        #expect(lines.all.allSatisfy { !$0.contains("S3CR3T") })
    }

    @Test func loggingMiddlewareLinesAreRedacted() async throws {
        let mock = MockTransport()
        mock.on(.any, .json("[1,2]"))
        let lines = LockedLines()
        let transport = MiddlewareTransport(mock, [LoggingMiddleware { lines.append($0) }])
        _ = try await transport.send(HTTPRequest(url: secretURL, redaction: Redaction(queryItems: ["key"])))
        #expect(lines.all == ["GET https://api.example.test/bustime/api/v3/getroutes?key=REDACTED&format=json → 200 (5 bytes)"])
    }

    @Test func redactionMiddlewareAddsNamesAndWrapsForeignErrors() async throws {
        struct Boom: Error, CustomStringConvertible { var description: String { "socket closed while sending token=APPTOKEN" } }
        let mock = MockTransport()
        mock.on(.any, .failure(Boom()))
        let transport = MiddlewareTransport(mock, [RedactionMiddleware(queryItems: ["token"])])
        let url = URL(string: "https://api.example.test/a?token=APPTOKEN")!
        await #expect { _ = try await transport.send(HTTPRequest(url: url)) } throws: { error in
            guard let error = error as? TransitError else { return false }
            return error.kind == .transport && !error.description.contains("APPTOKEN")
                && error.redactedURL == "https://api.example.test/a?token=REDACTED"
        }
    }
}

/// Collects log lines from a `@Sendable` hook.
final class LockedLines: Sendable {
    private let lines = Locked<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
