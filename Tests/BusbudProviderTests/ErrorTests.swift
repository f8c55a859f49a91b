import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// Non-2xx bodies, errors inside a 200, and the token never leaking.
@Suite struct ErrorTests {
    func initError(_ reply: MockTransport.Reply) async throws -> TransitError? {
        let mock = MockTransport()
        mock.on(.any, reply)
        return await #expect(throws: TransitError.self) { _ = try await makeClient(mock).searchDepartures(seedQuery()) }
    }

    @Test func unauthorizedType() async throws {
        let error = try await initError(.fixture("busbud", "error-401-unauthorized.json", status: 401))
        #expect(error?.kind == .unauthorized && error?.status == 401)
        #expect(error?.providerMessage == "Unauthorized: Invalid X-Busbud-Token (contact_support)")
        #expect(error?.operation == "x-departures")
        #expect(error?.redactedURL == "https://napi.busbud.com/x-departures/dr5reg/f25dvk/2016-07-29?adult=1&lang=en&currency=CAD")
    }

    @Test func inputInvalidTypeIsInvalidArgumentWhateverTheStatus() async throws {
        let error = try await initError(.json(#"{"error":{"type":"InputInvalid","details":"bad geohash"}}"#, status: 422))
        #expect(error?.kind == .invalidArgument)
        #expect(error?.providerMessage == "InputInvalid: bad geohash")
    }

    @Test func plainStringErrorAndNonJSONBodies() async throws {
        let string = try await initError(.fixture("busbud", "error-500-string.json", status: 500))
        #expect(string?.kind == .httpStatus && string?.providerMessage == "fake internal error")
        let html = try await initError(.status(404, body: "<html><body>Not Found</body></html>"))
        #expect(html?.kind == .notFound && html?.providerMessage == "Not Found")
        #expect(html?.detail == "x-departures: unknown city pair")
        let empty = try await initError(.status(400))
        #expect(empty?.kind == .invalidArgument && empty?.providerMessage == nil)
    }

    @Test func errorObjectInsideA200IsAnAPIError() async throws {
        let error = try await initError(.fixture("busbud", "error-200-in-body.json"))
        #expect(error?.kind == .apiError && error?.providerMessage == "SearchFailed: no supplier answered")
    }

    /// A JSON object at 200 with none of the search's keys — a gateway's own error — is an
    /// error with its words, not a complete search with no departures.
    @Test func anObjectWithNoneOfTheSearchKeysIsAnError() async throws {
        let error = try await initError(.json(#"{"message":"Gateway busy","code":42}"#))
        #expect(error?.kind == .apiError)
        #expect(error?.providerMessage?.contains("Gateway busy") == true, "\(String(describing: error))")
        #expect(error?.detail?.contains("none of the search's keys") == true)
    }

    @Test func rateLimitCarriesRetryAfter() throws {
        let request = try endpoint().request()
        let error = BusbudErrors.failure(
            HTTPResponse(status: 429, headers: ["Retry-After": "30"]), request: request,
            now: Date(timeIntervalSince1970: 0))
        #expect(error.kind == .rateLimited && error.retryAfter == .seconds(30) && error.isRetryable)
    }

    /// A `Retry-After` too large for the core's `Int64(seconds * 1000)` (which would trap) is
    /// read as a day: past any budget or ttl, so the search stops with what arrived.
    @Test func absurdRetryAfterIsCappedNotACrash() async throws {
        let request = try endpoint().request()
        for header in ["1e300", "99999999999999999999", "0x1p80"] {
            let error = BusbudErrors.failure(
                HTTPResponse(status: 429, headers: ["Retry-After": header]), request: request,
                now: Date(timeIntervalSince1970: 0))
            #expect(error.kind == .rateLimited && error.retryAfter == .seconds(86_400), "\(header)")
        }
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), .status(429, headers: ["Retry-After": "1e300"]))
        let clock = ImmediateClock()
        let (updates, error) = await drive(try makeClient(mock, clock: AnyClock(clock)).search(seedQuery()))
        #expect(error == nil)
        // init-5's ttl (900 s) ends before a day's wait would, so the search has expired.
        #expect(updates.last?.snapshot.stopReason == .expired && updates.last?.snapshot.departures.count == 3)
        #expect(updates.last?.stopError?.kind == .rateLimited)
        #expect(mock.requests.count == 2)
    }

    @Test func htmlInA200IsADecodingError() async throws {
        let error = try await initError(.status(200, body: "<html>maintenance</html>"))
        #expect(error?.kind == .decoding && error?.detail == "body is HTML or XML, expected JSON")
    }

    /// The token must not appear in any error text, redacted URL, log line or description —
    /// even when the server or the network echoes it back.
    @Test func tokenNeverAppearsInErrorsLogsOrDescriptions() async throws {
        let lines = Locked<[String]>([])
        let mock = MockTransport()
        mock.on(
            .path("/x-departures/dr5reg/f25dvk/2016-07-29"), times: 1,
            .json(#"{"error":{"type":"Unauthorized","details":"token \#(secretToken) is not valid"}}"#, status: 401))
        mock.on(.path("/x-departures/dr5reg/f25dvk/2016-07-29"), times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), .status(503, body: "X-Busbud-Token: \(secretToken) overloaded"))
        let logged = MiddlewareTransport(mock, [LoggingMiddleware { line in lines.withLock { $0.append(line) } }])
        let clock = ImmediateClock()
        let client = try makeClient(logged, clock: AnyClock(clock), polling: .init(budget: .seconds(5)))

        let first = await #expect(throws: TransitError.self) { _ = try await client.searchDepartures(seedQuery()) }
        let (updates, _) = await drive(client.search(try seedQuery()))
        let stopError = try #require(updates.last?.stopError)

        // A transport failure whose own text quotes the token.
        let echo = MockTransport()
        echo.on(.any, .failure(TransitError(.transport, detail: "reset while sending X-Busbud-Token: \(secretToken)")))
        let echoed = await #expect(throws: TransitError.self) {
            _ = try await makeClient(echo, polling: .init(budget: .zero)).searchDepartures(seedQuery())
        }

        var texts = [String(describing: client.configuration)]
        for error in [first, stopError, echoed].compactMap({ $0 }) {
            texts += [
                error.description, error.debugDescription, error.localizedDescription,
                error.redactedURL ?? "", error.providerMessage ?? "", error.detail ?? "",
            ]
        }
        let logLines = lines.withLock { $0 }
        #expect(logLines.count == mock.requests.count)
        texts += logLines
        texts += mock.requests.map { "\($0) \($0.redactedHeaders.map { "\($0.name): \($0.value)" })" }
        #expect(texts.count > 20)
        for text in texts { #expect(!text.contains(secretToken), "leaked in: \(text)") }
        #expect(first?.providerMessage == "Unauthorized: token REDACTED is not valid")
        #expect(stopError.providerMessage == "X-Busbud-Token: REDACTED overloaded")
        #expect(echoed?.detail == "reset while sending X-Busbud-Token: REDACTED")
        // The requests themselves did carry it.
        #expect(mock.requests.allSatisfy { $0.headers["X-Busbud-Token"] == secretToken })
    }

    /// `dump`, `Mirror`, `String(reflecting:)` and string interpolation of the client and its
    /// configuration: the token is a stored property, so reflection would print it unless the
    /// types say otherwise.
    @Test func tokenNeverAppearsInDumpsOrReflection() throws {
        let client = try makeClient(MockTransport())
        var texts: [String] = []
        for subject in [client as Any, client.configuration as Any] {
            var dumped = ""
            dump(subject, to: &dumped)
            texts += [dumped, String(describing: subject), String(reflecting: subject), "\(subject)"]
            texts += Mirror(reflecting: subject).children.map { "\($0.label ?? ""): \($0.value)" }
        }
        for text in texts { #expect(!text.contains(secretToken), "leaked in: \(text)") }
        #expect(texts.contains { $0.contains("REDACTED") })
        // The value itself still holds it, for the request header.
        #expect(client.configuration.token.revealed == secretToken)
    }
}
