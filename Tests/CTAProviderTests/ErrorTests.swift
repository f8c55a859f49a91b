import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

@Suite struct ErrorTests {
    func routesError(_ reply: MockTransport.Reply) async throws -> TransitError? {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), reply)
        let cta = try makeClient(mock)
        return await transitError { _ = try await cta.routes() }
    }

    @Test func invalidKeyIsUnauthorized() async throws {
        let error = try await routesError(.fixture("cta", "error-1.json"))
        #expect(error?.kind == .unauthorized)
        #expect(error?.providerMessage == "Invalid API access key supplied")
        #expect(error?.status == 200)
        #expect(error?.operation == "getroutes")
    }

    @Test func quotaInJSONIsRateLimitedUntilChicagoMidnight() async throws {
        let error = try await routesError(.fixture("cta", "error-quota.json"))
        #expect(error?.kind == .rateLimited)
        #expect(error?.providerMessage == "Transaction limit for current day has been exceeded.")
        // recordedNow is 23:10:26 CDT, so the quota resets in 49 min 34 s.
        #expect(error?.retryAfter == .seconds(2974))
        #expect(error?.isRetryable == true)
    }

    @Test func quotaAsBareTextIsRateLimited() async throws {
        let error = try await routesError(
            .response(
                HTTPResponse(
                    status: 200, headers: ["Content-Type": "text/plain"],
                    body: Data("Transaction limit for current day has been exceeded.".utf8))))
        #expect(error?.kind == .rateLimited)
        #expect(error?.providerMessage == "Transaction limit for current day has been exceeded.")
        #expect(error?.retryAfter == .seconds(2974))
    }

    @Test func quotaWithANon2xxStatusIsRateLimitedNotAnHTTPError() async throws {
        let error = try await routesError(.status(403, body: "Transaction limit for current day has been exceeded."))
        #expect(error?.kind == .rateLimited)
        #expect(error?.status == 403)
        #expect(error?.retryAfter == .seconds(2974))
    }

    @Test func htmlBodyIsADecodingError() async throws {
        let error = try await routesError(
            .response(
                HTTPResponse(
                    status: 200, headers: ["Content-Type": "text/html"],
                    body: Data("<html><body><h1>Service Unavailable</h1></body></html>".utf8))))
        #expect(error?.kind == .decoding)
        #expect(error?.detail == "body is HTML or XML, expected JSON")
    }

    @Test func http429AndServerStatusesAreTyped() async throws {
        let limited = try await routesError(.status(429, headers: ["Retry-After": "30"]))
        #expect(limited?.kind == .rateLimited)
        #expect(limited?.retryAfter == .seconds(30))
        let down = try await routesError(.status(503, body: "<html>down</html>"))
        #expect(down?.kind == .httpStatus)
        #expect(down?.status == 503)
        #expect(down?.isRetryable == true)
    }

    @Test func internalServerErrorInside200IsAnAPIError() async throws {
        let error = try await routesError(.fixture("cta", "error-internal.json"))
        #expect(error?.kind == .apiError)
        #expect(error?.detail == "bustime-response.error[0].msg")
    }

    @Test func paddedV2ErrorBodyDecodes() async throws {
        // getdirections-2.json: "\r\n{…}\r\n\r\n\r\n\t", HTTP 200.
        let error = try await routesError(.fixture("cta", "getdirections-2.json"))
        #expect(error?.kind == .invalidArgument)
        #expect(error?.providerMessage == "rt parameter missing")
    }

    @Test func emptyOrEnvelopeLessBodiesAreDecodingErrorsNamingTheField() async throws {
        let empty = try await routesError(.json("  \r\n"))
        #expect(empty?.kind == .decoding)
        #expect(empty?.detail == "empty body, expected JSON")
        let bare = try await routesError(.json(#"{"routes": []}"#))
        #expect(bare?.kind == .decoding)
        #expect(bare?.detail == "bustime-response: missing")
        let wrongType = try await routesError(.json(#"{"bustime-response": {"routes": [{"rt": "1", "rtnm": 7}]}}"#))
        #expect(wrongType?.detail?.hasPrefix("bustime-response.routes[0].rtnm: expected String") == true)
    }

    @Test func transportFailureIsTransport() async throws {
        let error = try await routesError(.failure(URLError(.notConnectedToInternet)))
        #expect(error?.kind == .transport)
    }

    @Test(arguments: [
        ("Invalid API access key supplied", false, CTAErrors.Meaning.fatal(.unauthorized)),
        ("No API access key supplied", false, .fatal(.unauthorized)),
        ("No API access permitted", false, .fatal(.unauthorized)),
        ("Transaction limit for current day has been exceeded.", false, .fatal(.rateLimited)),
        ("Unsupported version requested", false, .fatal(.invalidArgument)),
        ("No version requested", false, .fatal(.invalidArgument)),
        ("Unsupported function", false, .fatal(.unsupported)),
        ("Format parameter must be xml or json", false, .fatal(.invalidArgument)),
        ("Invalid locale parameter", false, .fatal(.invalidArgument)),
        ("Maximum number of vid identifiers exceeded", false, .fatal(.invalidArgument)),
        ("Invalid top parameter provided", false, .fatal(.invalidArgument)),
        ("Either rt or vid parameter must be specified", false, .fatal(.invalidArgument)),
        ("dir parameter missing", false, .fatal(.invalidArgument)),
        ("No parameter provided", false, .fatal(.invalidArgument)),
        ("Internal server error - Unable to complete request at this time", false, .fatal(.apiError)),
        ("No data found for parameter", true, .note(.noData)),
        ("No data found for parameter(s)", false, .note(.noData)),
        ("No service scheduled", true, .note(.noService)),
        ("No arrival times", true, .note(.noData)),
        ("Invalid parameter provided", true, .note(.notFound)),
        ("Invalid parameter provided", false, .fatal(.notFound)),
        ("Something new", true, .note(.other)),
        ("Something new", false, .fatal(.apiError)),
    ])
    func everyDocumentedMessageIsClassified(_ message: String, tagged: Bool, meaning: CTAErrors.Meaning) {
        #expect(CTAErrors.meaning(of: message, tagged: tagged) == meaning)
    }

    @Test func emptyKeyFailsBeforeAnyRequest() async throws {
        let mock = MockTransport()
        let error = await transitError { _ = try await makeClient(mock, key: " ").routes() }
        #expect(error?.kind == .unauthorized)
        #expect(mock.requests.isEmpty)
    }
}
