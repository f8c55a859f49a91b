import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// The redirect rules of `Docs/Reliability.md` (``RedirectPolicy``), held exactly by the live
/// transport against the loopback server, and the sub-second idle timeouts that used to trap
/// the process when a redirect was answered on Linux.
@Suite struct LiveTransportRedirectTests {
    /// Under `URLSession` on Linux, one redirect with a 500 ms idle timeout trapped the process
    /// ("Received callback for HTTP redirection, but we're not waiting for it"): 6 of 6
    /// processes making 200 such calls died. Each must answer.
    @Test func redirectsUnderASubSecondTimeoutAnswer() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .milliseconds(500), deadline: .seconds(10))
            var answered = 0
            for _ in 0..<200 {
                let response = try await transport.send(HTTPRequest(url: server.url("/redirect?to=%2Fstatus%2F200")))
                if response.status == 200 { answered += 1 }
            }
            #expect(answered == 200)
        }
    }

    /// A 3xx without `Location` is what it is: the status, not followed and not retried (it was
    /// a retried "connection closed" under `URLSession`).
    @Test func aRedirectWithoutLocationIsItsStatus() async throws {
        try await withLoopbackServer { server in
            let transport = MiddlewareTransport(LiveTransport(timeout: .seconds(10)), [RetryMiddleware(maxAttempts: 3)])
            let error = await #expect(throws: TransitError.self) {
                _ = try await transport.send(HTTPRequest(url: server.url("/status/302")))
            }
            #expect(error?.kind == .httpStatus)
            #expect(error?.status == 302)
            #expect(error?.detail?.contains("without a Location") == true, "\(String(describing: error))")
            #expect(error?.isRetryable == false)
        }
    }

    /// `Location: file:///…` is refused (Foundation rewrote it to the same origin and followed).
    @Test func aRedirectToAnotherSchemeIsRefused() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(10))
            for target in ["file:///etc/passwd", "ftp://127.0.0.1/x", "data:text/plain,hi"] {
                let encoded = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? target
                let error = await #expect(throws: TransitError.self) {
                    _ = try await transport.send(HTTPRequest(url: server.url("/redirect?to=\(encoded)")))
                }
                #expect(error?.kind == .httpStatus, "\(target)")
                #expect(error?.detail?.contains("not followed") == true, "\(target): \(String(describing: error))")
            }
        }
    }

    /// `maximumRedirects` above 20 is honoured as configured and ends as the documented
    /// non-retryable status (it was a retryable `URLError -1007` at Foundation's own cap).
    @Test func aLimitAboveTwentyRedirectsIsHonoured() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(10), deadline: .seconds(30), maximumRedirects: 25)
            let error = await #expect(throws: TransitError.self) {
                _ = try await transport.send(HTTPRequest(url: server.url("/redirect-loop/0")))
            }
            #expect(error?.kind == .httpStatus)
            #expect(error?.detail?.contains("more than 25 redirects") == true, "\(String(describing: error))")
            #expect(error?.isRetryable == false)
            let count = try await transport.send(HTTPRequest(url: server.url("/count/redirects")))
            #expect(count.text == #"{"count": 26}"#) // the request and 25 redirects
        }
    }
}
