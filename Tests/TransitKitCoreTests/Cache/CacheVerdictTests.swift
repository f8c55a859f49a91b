import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// A cache below the pipeline keeps HTTP 200s; only the provider knows a 200 that says
/// "error" (CTA `error[]`, tramTRACKER `hasError`, SIRI `ErrorCondition`) or does not decode.
/// The pipeline takes such an answer back (`ResponseVerdict`), so it is never served again.
@Suite struct CacheVerdictTests {
    struct Wire: Decodable, Sendable { let routes: [String] }

    /// An API that reports failure inside a 200 as `{"error": "…"}`.
    struct Call: Endpoint {
        typealias Wire = CacheVerdictTests.Wire
        var operation: String { "routes" }
        func request() throws(TransitError) -> HTTPRequest {
            HTTPRequest(
                url: URL(string: "https://api.example/routes")!, cacheLifetime: .seconds(86_400),
                provider: "example", operation: operation)
        }
        func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
            response.text?.contains("\"error\"") == true ? TransitError(.apiError, request: request, providerMessage: response.text) : nil
        }
    }

    func client(_ mock: MockTransport) -> (HTTPClient, CacheMiddleware) {
        let cache = CacheMiddleware(maximumBytes: 1 << 20, now: .fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        return (HTTPClient(provider: "example", transport: MiddlewareTransport(mock, [cache])), cache)
    }

    @Test func anErrorInsideA200IsTakenBackAndAskedAgain() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .json(#"{"error": "server busy"}"#))
        mock.on(.any, .json(#"{"routes": ["22", "74"]}"#))
        let (http, cache) = client(mock)
        await #expect { _ = try await http.perform(Call()) } throws: { ($0 as? TransitError)?.kind == .apiError }
        #expect(cache.statistics.rejected == 1 && cache.statistics.entries == 0)
        #expect(try await http.perform(Call()).routes == ["22", "74"]) // asked again
        #expect(try await http.perform(Call()).routes == ["22", "74"]) // now a hit
        #expect(mock.requests.count == 2)
        #expect(cache.statistics.hits == 1)
    }

    @Test func anUndecodableAnswerIsTakenBackToo() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .json(#"{"routes": "not a list"}"#))
        mock.on(.any, .json(#"{"routes": ["22"]}"#))
        let (http, cache) = client(mock)
        await #expect { _ = try await http.perform(Call()) } throws: { ($0 as? TransitError)?.kind == .decoding }
        #expect(try await http.perform(Call()).routes == ["22"])
        #expect(mock.requests.count == 2)
        #expect(cache.statistics.rejected == 1)
    }

    /// A kept good answer that a later caller rejects (a changed decoder, say) goes too.
    @Test func aHitThatIsRejectedIsDropped() async throws {
        let mock = MockTransport()
        mock.on(.any, .json(#"{"routes": ["22"], "error": "stale"}"#))
        let (http, cache) = client(mock)
        let transport = MiddlewareTransport(mock, [cache])
        // Kept by a plain send (no pipeline, no verdict)…
        _ = try await transport.send(try Call().request())
        #expect(cache.statistics.entries == 1)
        // …then served to the pipeline, which finds the error and takes it back.
        await #expect { _ = try await http.perform(Call()) } throws: { ($0 as? TransitError)?.kind == .apiError }
        #expect(cache.statistics.hits == 1 && cache.statistics.entries == 0)
    }
}
