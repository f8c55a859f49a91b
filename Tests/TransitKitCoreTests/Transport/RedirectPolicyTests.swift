import Foundation
import Testing

@testable import TransitKitCore

/// The redirect rules every live transport follows, decided without a network.
@Suite struct RedirectPolicyTests {
    let original = HTTPRequest(
        method: .post, url: URL(string: "https://api.example.com/v1/search?key=s3cret&q=loop")!,
        headers: ["X-Token": "t0k", "Authorization": "Bearer abc", "Accept": "application/json", "Content-Type": "text/plain"],
        body: Data("a=1".utf8),
        redaction: Redaction(queryItems: ["key"], headers: ["x-token"]))

    func decide(_ status: Int, _ location: String?, followed: Int = 0, limit: Int = 5) -> RedirectPolicy.Decision {
        RedirectPolicy(original: original, maximumRedirects: limit).decide(
            status: status, location: location, current: original.url, method: original.method,
            headers: original.headers, body: original.body, followed: followed)
    }

    @Test func aRelativeLocationStaysOnTheOriginWithItsHeaders() throws {
        guard case .follow(let url, let method, let headers, let body) = decide(307, "/v2/search?key=s3cret") else {
            Issue.record("not followed")
            return
        }
        #expect(url.absoluteString == "https://api.example.com/v2/search?key=s3cret")
        #expect(method == .post && body == Data("a=1".utf8)) // 307 repeats the request
        #expect(headers["X-Token"] == "t0k")
    }

    @Test func seeOtherAndAPostMovedAreFetchedWithGet() {
        for status in [301, 302, 303] {
            guard case .follow(_, let method, let headers, let body) = decide(status, "/done") else {
                Issue.record("\(status) not followed")
                continue
            }
            #expect(method == .get && body == nil, "\(status)")
            #expect(headers["Content-Type"] == nil, "\(status)")
        }
        guard case .follow(_, let method, _, let body) = decide(308, "/again") else {
            Issue.record("308 not followed")
            return
        }
        #expect(method == .post && body != nil)
    }

    @Test func leavingTheOriginDropsSecrets() {
        guard case .follow(let url, _, let headers, _) = decide(307, "https://elsewhere.example.net/x?key=s3cret&keep=1")
        else {
            Issue.record("not followed")
            return
        }
        #expect(url.absoluteString == "https://elsewhere.example.net/x?keep=1")
        #expect(headers["X-Token"] == nil && headers["Authorization"] == nil)
        #expect(headers["Accept"] == "application/json")
        // Another port is another origin too.
        guard case .follow(_, _, let portHeaders, _) = decide(307, "https://api.example.com:8443/x") else {
            Issue.record("not followed")
            return
        }
        #expect(portHeaders["X-Token"] == nil)
    }

    @Test func refusals() {
        let cases: [(Int, String?, Int, String)] = [
            (302, nil, 0, "without a Location"),
            (302, "  ", 0, "without a Location"),
            (302, "file:///etc/passwd", 0, "file URL"),
            (302, "ftp://api.example.com/x", 0, "ftp URL"),
            (302, "http://api.example.com/x", 0, "HTTPS down to HTTP"),
            (302, "/next", 5, "more than 5 redirects"),
        ]
        for (status, location, followed, reason) in cases {
            guard case .refuse(let text) = decide(status, location, followed: followed) else {
                Issue.record("\(String(describing: location)) was followed")
                continue
            }
            #expect(text.contains(reason), "\(String(describing: location)): \(text)")
        }
    }

    @Test func onlyTheFiveRedirectStatusesAreRedirects() {
        #expect([301, 302, 303, 307, 308].allSatisfy(RedirectPolicy.isRedirect))
        #expect(![300, 304, 305, 306, 200, 404].contains(where: RedirectPolicy.isRedirect))
    }
}
