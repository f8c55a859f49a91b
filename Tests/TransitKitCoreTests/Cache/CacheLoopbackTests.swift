import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// The cache in front of the real `LiveTransport`, against the loopback server's
/// `/cache/…` routes: a real 304 travels through URLSession and the kept body comes back.
@Suite struct CacheLoopbackTests {
    struct Answer: Decodable, Equatable {
        let key: String
        let answer: Int
    }
    struct Count: Decodable { let count: Int }

    static func count(_ server: LoopbackServer, _ key: String) async throws -> Int {
        let response = try await LiveTransport(timeout: .seconds(10)).send(HTTPRequest(url: server.url("/count/\(key)")))
        return try JSONDecoder().decode(Count.self, from: response.body).count
    }

    @Test func anETagIsRevalidatedOverURLSession() async throws {
        try await withLoopbackServer { server in
            let now = TestNow()
            let cache = CacheMiddleware(now: now.now)
            let transport = MiddlewareTransport(LiveTransport(timeout: .seconds(10)), [cache])
            let request = HTTPRequest(url: server.url("/cache/etag/e1?max_age=30"))
            let first = try await transport.send(request)
            now.advance(seconds: 10)
            let fresh = try await transport.send(request) // fresh: not sent
            now.advance(seconds: 30)
            let revalidated = try await transport.send(request) // stale: If-None-Match → 304
            #expect(try JSONDecoder().decode(Answer.self, from: first.body) == Answer(key: "e1", answer: 1))
            #expect(fresh.body == first.body)
            #expect(revalidated.status == 200)
            #expect(revalidated.body == first.body)
            #expect(try await Self.count(server, "e1") == 2)
            #expect(cache.statistics.hits == 1 && cache.statistics.revalidations == 1)
        }
    }

    @Test func lastModifiedIsRevalidatedOverURLSession() async throws {
        try await withLoopbackServer { server in
            let cache = CacheMiddleware(now: TestNow().now)
            let transport = MiddlewareTransport(LiveTransport(timeout: .seconds(10)), [cache])
            let request = HTTPRequest(url: server.url("/cache/modified/m1"))
            let first = try await transport.send(request)
            let second = try await transport.send(request)
            #expect(second.status == 200 && second.body == first.body)
            #expect(try await Self.count(server, "m1") == 2)
            #expect(cache.statistics.revalidations == 1)
        }
    }

    @Test func maxAgeAnswersWithoutTheNetwork() async throws {
        try await withLoopbackServer { server in
            let now = TestNow()
            let cache = CacheMiddleware(now: now.now)
            let transport = MiddlewareTransport(LiveTransport(timeout: .seconds(10)), [cache])
            let request = HTTPRequest(url: server.url("/cache/max-age/a1?seconds=60"))
            for _ in 0..<3 { _ = try await transport.send(request) }
            #expect(try await Self.count(server, "a1") == 1)
            now.advance(seconds: 60)
            let later = try await transport.send(request)
            #expect(try JSONDecoder().decode(Answer.self, from: later.body).answer == 2)
            #expect(try await Self.count(server, "a1") == 2)
        }
    }
}
