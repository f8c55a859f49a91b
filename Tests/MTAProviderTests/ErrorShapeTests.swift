import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// OneBusAway's validation errors, in both shapes, read in the server's own words.
@Suite("MTA error shapes")
struct ErrorShapeTests {
    /// `{"fieldErrors":{…}}` with no envelope was a generic "code: missing" decoding error; at
    /// HTTP 400 the message was the raw JSON of the body.
    @Test(arguments: [200, 400])
    func bareFieldErrorsAreInvalidArgumentsInTheServersWords(_ status: Int) throws {
        let body = try fixture("error-where-fielderrors-1.json")
        let error = try #require(readError(body, status: status, api: .where, operation: "stops-for-location"))
        #expect(error.kind == .invalidArgument)
        #expect(error.status == status)
        #expect(error.providerMessage == "lat: required; lon: required")
        #expect(error.operation == "stops-for-location")
    }

    /// The enveloped shape at HTTP 400: the envelope's text, then each field's messages,
    /// unescaped (no `\"` or braces of the JSON).
    @Test func envelopedValidationErrorKeepsTextAndFields() throws {
        let error = try #require(readError(try fixture("error-where-400.json"), status: 400, api: .where))
        #expect(error.kind == .invalidArgument)
        #expect(error.status == 400)
        #expect(error.providerMessage == "validation error — radius: invalid value \"-5\"")
    }

    /// Through a client: the same body answered to stops-for-location is the typed error.
    @Test func aClientGetsTheFieldErrors() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/stops-for-location.json"), .fixture("mta", "error-where-fielderrors-1.json", status: 400))
        let client = try makeClient(mock)
        do {
            _ = try await client.stops(near: Coordinate(latitude: 40.7, longitude: -74), radius: 100, limit: nil)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidArgument)
            #expect(error.providerMessage == "lat: required; lon: required")
        }
    }
}
