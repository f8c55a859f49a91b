import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// The response cache over a MockTransport and a hand-moved now: what it keeps, for how long,
/// how it revalidates, what it never keeps, and that one key's answer never serves another.
@Suite struct CacheMiddlewareTests {
    static let base = "https://bus.example.test/bustime/api/v2/"

    /// A request like a provider's: the key in the query, marked secret.
    static func request(
        _ path: String, key: String = "k-1111", lifetime: Duration? = nil,
        headers: HTTPHeaders = [:]
    ) -> HTTPRequest {
        let url = URL(string: base + path + (path.contains("?") ? "&" : "?") + "key=" + key) ?? URL(fileURLWithPath: "/")
        return HTTPRequest(
            url: url, headers: headers, cacheLifetime: lifetime, provider: "cta", operation: path,
            redaction: Redaction(queryItems: ["key"]))
    }

    /// A cache in front of `mock`, on `now`.
    static func cached(_ mock: MockTransport, _ now: TestNow, maximumBytes: Int = 1 << 20) -> (MiddlewareTransport, CacheMiddleware) {
        let cache = CacheMiddleware(maximumBytes: maximumBytes, now: now.now)
        return (MiddlewareTransport(mock, [cache]), cache)
    }

    /// Answers with a body that counts the requests it has seen, so a test can tell a kept
    /// answer (the old count) from a fresh one.
    static func counting(_ headers: HTTPHeaders = [:], status: Int = 200) -> MockTransport.Reply {
        let seen = Locked(0)
        return MockTransport.Reply { _ in
            let n = seen.withLock {
                $0 += 1
                return $0
            }
            return HTTPResponse(status: status, headers: headers, body: Data("{\"n\":\(n)}".utf8))
        }
    }

    @Test func keepsAnAnswerForItsMaxAge() async throws {
        let now = TestNow()
        let mock = MockTransport()
        mock.on(.any, Self.counting(["Cache-Control": "public, max-age=60"]))
        let (transport, cache) = Self.cached(mock, now)
        #expect(try await transport.send(Self.request("getroutes")).text == #"{"n":1}"#)
        now.advance(seconds: 59)
        #expect(try await transport.send(Self.request("getroutes")).text == #"{"n":1}"#)
        now.advance(seconds: 1)
        #expect(try await transport.send(Self.request("getroutes")).text == #"{"n":2}"#)
        #expect(mock.requests.count == 2)
        let stats = cache.statistics
        #expect((stats.hits, stats.misses, stats.stores, stats.entries) == (1, 2, 2, 1))
    }

    @Test func ageAndExpiresSetFreshnessToo() async throws {
        let now = TestNow()
        let mock = MockTransport()
        mock.on(.path(suffix: "/aged"), Self.counting(["Cache-Control": "max-age=60", "Age": "50"]))
        let served = "Tue, 14 Nov 2023 22:13:20 GMT" // = TestNow's start
        mock.on(.path(suffix: "/expires"), Self.counting(["Date": served, "Expires": "Tue, 14 Nov 2023 22:15:20 GMT"]))
        mock.on(.path(suffix: "/expired"), Self.counting(["Expires": "0"]))
        let (transport, _) = Self.cached(mock, now)
        for path in ["aged", "expires", "expired"] { _ = try await transport.send(Self.request(path)) }
        now.advance(seconds: 9)
        for path in ["aged", "expires", "expired"] { _ = try await transport.send(Self.request(path)) }
        #expect(mock.requests.count == 4) // "expired" went again
        now.advance(seconds: 1)
        _ = try await transport.send(Self.request("aged")) // 60 − 50 s: stale now
        now.advance(seconds: 110)
        _ = try await transport.send(Self.request("expires")) // 120 s after Date: stale now
        #expect(mock.requests.count == 6)
    }

    @Test func anETagIsRevalidatedAndA304ServesTheKeptBodyAsA200() async throws {
        let now = TestNow()
        let mock = MockTransport()
        let body = try Fixtures.data("cta", "getpatterns-1.json")
        mock.on(
            .any,
            MockTransport.Reply { request in
                if request.headers["If-None-Match"] == "\"p1\"" {
                    return HTTPResponse(status: 304, headers: ["ETag": "\"p1\"", "Cache-Control": "max-age=30"])
                }
                return HTTPResponse(
                    status: 200,
                    headers: [
                        "ETag": "\"p1\"", "Cache-Control": "max-age=10",
                        "Content-Type": "application/json",
                    ], body: body)
            })
        let (transport, cache) = Self.cached(mock, now)
        _ = try await transport.send(Self.request("getpatterns?rt=20"))
        now.advance(seconds: 10)
        let revalidated = try await transport.send(Self.request("getpatterns?rt=20"))
        #expect(revalidated.status == 200)
        #expect(revalidated.body == body)
        #expect(revalidated.headers["Content-Type"] == "application/json")
        #expect(mock.requests.last?.headers["If-None-Match"] == "\"p1\"")
        #expect(cache.statistics.revalidations == 1)
        now.advance(seconds: 29) // the 304's max-age=30 restarted freshness
        _ = try await transport.send(Self.request("getpatterns?rt=20"))
        #expect(mock.requests.count == 2)
        #expect(cache.statistics.hits == 1)
    }

    @Test func lastModifiedIsRevalidatedWithIfModifiedSince() async throws {
        let now = TestNow()
        let mock = MockTransport()
        let stamp = "Wed, 01 May 2024 10:00:00 GMT"
        mock.on(
            .any,
            MockTransport.Reply { request in
                request.headers["If-Modified-Since"] == stamp
                    ? HTTPResponse(status: 304)
                    : HTTPResponse(status: 200, headers: ["Last-Modified": stamp], body: Data("[1,2,3]".utf8))
            })
        let (transport, cache) = Self.cached(mock, now)
        _ = try await transport.send(Self.request("getstops?rt=20"))
        // No freshness given: every use revalidates, and each 304 answers from the cache.
        for _ in 0..<3 { #expect(try await transport.send(Self.request("getstops?rt=20")).text == "[1,2,3]") }
        #expect(mock.requests.count == 4)
        #expect(mock.requests.dropFirst().allSatisfy { $0.headers["If-Modified-Since"] == stamp })
        #expect(cache.statistics.revalidations == 3)
    }

    @Test func errorsAreNeverKeptAndAFailedRevalidationKeepsTheEntry() async throws {
        let now = TestNow()
        let mock = MockTransport()
        mock.on(.path(suffix: "/broken"), Self.counting(["Cache-Control": "max-age=3600"], status: 500))
        mock.on(.path(suffix: "/missing"), Self.counting(["Cache-Control": "max-age=3600"], status: 404))
        mock.on(.path(suffix: "/partial"), Self.counting(["Cache-Control": "max-age=3600"], status: 206))
        mock.on(.path(suffix: "/down"), .failure(TransitError(.transport, detail: "connection refused")))
        let (transport, cache) = Self.cached(mock, now)
        for _ in 0..<2 {
            #expect(try await transport.send(Self.request("broken")).status == 500)
            #expect(try await transport.send(Self.request("missing")).status == 404)
            #expect(try await transport.send(Self.request("partial")).status == 206)
            await #expect(throws: TransitError.self) { _ = try await transport.send(Self.request("down")) }
        }
        #expect(mock.requests.count == 8)
        #expect(cache.statistics.entries == 0 && cache.statistics.hits == 0)

        // A kept answer whose revalidation meets a 503 is still kept (and revalidated next time).
        let flaky = MockTransport()
        flaky.on(.any, times: 1, .response(HTTPResponse(status: 200, headers: ["ETag": "\"a\""], body: Data("ok".utf8))))
        flaky.on(.any, times: 1, .status(503, body: "busy"))
        flaky.on(.any, .status(304))
        let (second, secondCache) = Self.cached(flaky, now)
        _ = try await second.send(Self.request("routes"))
        #expect(try await second.send(Self.request("routes")).status == 503)
        #expect(try await second.send(Self.request("routes")).text == "ok")
        #expect(flaky.requests.last?.headers["If-None-Match"] == "\"a\"")
        #expect(secondCache.statistics.revalidations == 1)
    }

    @Test func noStoreNoCacheAndAnswersWithNothingToReuse() async throws {
        let now = TestNow()
        let mock = MockTransport()
        mock.on(.path(suffix: "/secret"), Self.counting(["Cache-Control": "no-store, max-age=600"]))
        mock.on(.path(suffix: "/varies"), Self.counting(["Cache-Control": "max-age=600", "Vary": "*"]))
        mock.on(.path(suffix: "/plain"), Self.counting([:]))
        mock.on(.path(suffix: "/check"), Self.counting(["Cache-Control": "no-cache, max-age=600", "ETag": "\"c\""]))
        let (transport, cache) = Self.cached(mock, now)
        for path in ["secret", "varies", "plain", "check", "secret", "varies", "plain", "check"] {
            _ = try await transport.send(Self.request(path))
        }
        #expect(mock.requests.count == 8) // nothing served fresh
        #expect(mock.requests.last?.headers["If-None-Match"] == "\"c\"") // no-cache: kept, revalidated
        #expect(cache.statistics.entries == 1)
    }

    /// The provider's declared lifetime for catalogue calls beats the server's `no-cache` /
    /// `max-age=0`, but never its `no-store`.
    @Test func aDeclaredLifetimeKeepsCatalogueAnswersForADay() async throws {
        let now = TestNow()
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpatterns"), Self.counting(["Cache-Control": "private, max-age=0, no-cache"]))
        mock.on(.path(suffix: "/getroutes"), Self.counting(["Cache-Control": "no-store"]))
        let (transport, _) = Self.cached(mock, now)
        let day: Duration = .seconds(86_400)
        _ = try await transport.send(Self.request("getpatterns?rt=20", lifetime: day))
        now.advance(seconds: 86_399)
        #expect(try await transport.send(Self.request("getpatterns?rt=20", lifetime: day)).text == #"{"n":1}"#)
        now.advance(seconds: 1)
        #expect(try await transport.send(Self.request("getpatterns?rt=20", lifetime: day)).text == #"{"n":2}"#)
        _ = try await transport.send(Self.request("getroutes", lifetime: day))
        _ = try await transport.send(Self.request("getroutes", lifetime: day))
        #expect(mock.requests.count == 4)
    }

    /// The same URL with another key, or another secret header, is another answer.
    @Test func oneKeysAnswerNeverServesAnother() async throws {
        let now = TestNow()
        let mock = MockTransport()
        mock.on(.any, Self.counting(["Cache-Control": "max-age=600"]))
        let (transport, cache) = Self.cached(mock, now)
        #expect(try await transport.send(Self.request("getroutes", key: "alice-key")).text == #"{"n":1}"#)
        #expect(try await transport.send(Self.request("getroutes", key: "bob-key")).text == #"{"n":2}"#)
        #expect(try await transport.send(Self.request("getroutes", key: "alice-key")).text == #"{"n":1}"#)
        func tokened(_ token: String) -> HTTPRequest {
            var request = Self.request("departures", key: "x")
            request.headers["X-Busbud-Token"] = token
            request.redaction = request.redaction.union(Redaction(headers: ["X-Busbud-Token"]))
            return request
        }
        #expect(try await transport.send(tokened("token-a")).text == #"{"n":3}"#)
        #expect(try await transport.send(tokened("token-b")).text == #"{"n":4}"#)
        #expect(try await transport.send(tokened("token-a")).text == #"{"n":3}"#)
        #expect(cache.statistics.hits == 2 && cache.statistics.entries == 4)
    }

    @Test func keysNeverShowInDescriptionsOrDumps() async throws {
        let now = TestNow()
        let mock = MockTransport()
        let key = "sk-9f8e7d6c5b4a"
        mock.on(.any, Self.counting(["Cache-Control": "max-age=600"]))
        let (transport, cache) = Self.cached(mock, now)
        var request = Self.request("getroutes", key: key)
        request.headers["Authorization"] = "Bearer tok-123456"
        request.redaction = request.redaction.union(Redaction(headers: ["Authorization"]))
        _ = try await transport.send(request)
        var dumped = ""
        dump(cache, to: &dumped)
        var dumpedTransport = ""
        dump(transport, to: &dumpedTransport)
        for text in [dumped, dumpedTransport, String(describing: cache), String(reflecting: cache), "\(cache.statistics)"] {
            #expect(!text.contains(key) && !text.contains("tok-123456") && !text.contains("getroutes"), "\(text)")
        }
        #expect(dumped.contains("hits"))
    }

    @Test func leastRecentlyUsedAnswersGoFirstAndTheTotalStaysBounded() async throws {
        let now = TestNow()
        let mock = MockTransport()
        let body = Data(repeating: UInt8(ascii: "x"), count: 1_000)
        mock.on(
            .path(suffix: "/huge"),
            .response(
                HTTPResponse(
                    status: 200, headers: ["Cache-Control": "max-age=600"],
                    body: Data(count: 5_000))))
        mock.on(.any, .response(HTTPResponse(status: 200, headers: ["Cache-Control": "max-age=600"], body: body)))
        let (transport, cache) = Self.cached(mock, now, maximumBytes: 2_500)
        _ = try await transport.send(Self.request("a"))
        _ = try await transport.send(Self.request("b"))
        _ = try await transport.send(Self.request("a")) // a is now more recent than b
        _ = try await transport.send(Self.request("c")) // room for two: b goes
        #expect(cache.statistics.evictions == 1)
        #expect(cache.statistics.bytes <= 2_500)
        let before = mock.requests.count
        _ = try await transport.send(Self.request("a"))
        _ = try await transport.send(Self.request("c"))
        #expect(mock.requests.count == before)
        _ = try await transport.send(Self.request("b"))
        #expect(mock.requests.count == before + 1)
        _ = try await transport.send(Self.request("huge")) // larger than the whole cache: not kept
        _ = try await transport.send(Self.request("huge"))
        #expect(mock.requests.count == before + 3)
        #expect(cache.statistics.bytes <= 2_500)
    }

    @Test func onlyPlainGetsAreCachedAndWritesInvalidate() async throws {
        let now = TestNow()
        let mock = MockTransport()
        mock.on(.any, Self.counting(["Cache-Control": "max-age=600"]))
        let (transport, cache) = Self.cached(mock, now)
        var post = Self.request("routes")
        post.method = .post
        post.body = Data("{}".utf8)
        _ = try await transport.send(Self.request("routes"))
        _ = try await transport.send(post)
        _ = try await transport.send(post)
        #expect(cache.statistics.entries == 0) // the POST dropped the GET's answer
        _ = try await transport.send(Self.request("routes"))
        _ = try await transport.send(Self.request("routes"))
        #expect(mock.requests.count == 4)
        // The caller's own validators, ranges and no-store pass straight through.
        _ = try await transport.send(Self.request("routes", headers: ["If-None-Match": "\"mine\""]))
        _ = try await transport.send(Self.request("routes", headers: ["Range": "bytes=0-1"]))
        _ = try await transport.send(Self.request("routes", headers: ["Cache-Control": "no-store"]))
        #expect(mock.requests.count == 7)
    }

    /// A request's `no-cache`, and the `.revalidate` mode a stop index refresh runs in, send
    /// every kept answer back to the server.
    @Test func forcedRevalidation() async throws {
        let now = TestNow()
        let mock = MockTransport()
        mock.on(
            .any,
            MockTransport.Reply { request in
                request.headers["If-None-Match"] == "\"v\""
                    ? HTTPResponse(status: 304)
                    : HTTPResponse(status: 200, headers: ["ETag": "\"v\"", "Cache-Control": "max-age=600"], body: Data("v".utf8))
            })
        let (transport, cache) = Self.cached(mock, now)
        _ = try await transport.send(Self.request("routes"))
        _ = try await transport.send(Self.request("routes"))
        #expect(mock.requests.count == 1)
        #expect(try await transport.send(Self.request("routes", headers: ["Cache-Control": "no-cache"])).text == "v")
        let revalidated = try await CacheMiddleware.$mode.withValue(.revalidate) {
            try await transport.send(Self.request("routes")).text
        }
        #expect(revalidated == "v")
        #expect(mock.requests.count == 3)
        #expect(cache.statistics.revalidations == 2)
    }
}
