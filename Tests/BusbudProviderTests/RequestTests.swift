import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// The URL-builder oracle (after native-b PR #16's `DepartureURLTests`) and argument checks.
@Suite struct RequestTests {
    func config() throws -> BusbudClient.Configuration { try makeClient(MockTransport()).configuration }

    @Test func initURLHeadersAndQueryOrder() throws {
        let request = try endpoint().request()
        #expect(request.url.absoluteString == "https://napi.busbud.com/x-departures/dr5reg/f25dvk/2016-07-29?adult=1&lang=en&currency=CAD")
        #expect(request.headers["Accept"] == "application/vnd.busbud+json; version=2; profile=https://schema.busbud.com/v2/")
        #expect(request.headers["X-Busbud-Token"] == secretToken)
        #expect(request.method == .get && request.body == nil)
        #expect(request.operation == "x-departures")
    }

    @Test func zeroCountsAreOmittedAndAllCategoriesSent() throws {
        let query = try seedQuery(currency: "usd", language: "EN", passengers: Passengers(adults: 2, children: 3, seniors: 4))
        let request = try endpoint(.initial, query).request()
        #expect(request.url.query == "adult=2&child=3&senior=4&lang=en&currency=USD")
        let childOnly = try seedQuery(currency: nil, language: nil, passengers: Passengers(adults: 0, children: 1))
        #expect(try endpoint(.initial, childOnly).request().url.query == "child=1")
    }

    @Test func pollRepeatsEveryParameterPlusIndex() throws {
        let request = try endpoint(.poll(index: 1), seedQuery(currency: "USD")).request()
        #expect(
            request.url.absoluteString
                == "https://napi.busbud.com/x-departures/dr5reg/f25dvk/2016-07-29/poll?adult=1&lang=en&currency=USD&index=1")
        #expect(request.operation == "x-departures/poll")
        #expect(request.headers["X-Busbud-Token"] == secretToken)
    }

    @Test func tokenHeaderIsRedacted() throws {
        let request = try endpoint().request()
        #expect(request.redactedHeaders["X-Busbud-Token"] == "REDACTED")
        #expect(!request.description.contains(secretToken))
        #expect(!"\(try config())".contains(secretToken))
    }

    @Test(arguments: [
        ("dr5reg", "dr5reg", "same geohash"),
        ("dr5", "f25dvk", "origin"),
        ("dr5reg-x", "f25dvk", "origin"),
        ("dr5rea", "f25dvk", "\"a\" is outside"), // a, i, l, o are not geohash digits
        ("dr5reg", "f25dvkf25dvkf", "destination"),
        ("", "f25dvk", "origin"),
    ])
    func badGeohashesFailBeforeAnyRequest(origin: String, destination: String, message: String) async throws {
        let mock = MockTransport()
        let client = try makeClient(mock)
        let query = DepartureQuery(origin: origin, destination: destination, date: try CalendarDate("2016-07-29"))
        let error = await #expect(throws: TransitError.self) { _ = try await client.searchDepartures(query) }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.detail?.contains(message) == true, "\(String(describing: error))")
        #expect(mock.requests.isEmpty)
    }

    @Test func passengersCurrencyAndLanguageAreChecked() throws {
        let none = try seedQuery(passengers: Passengers(adults: 0))
        #expect(throws: TransitError.self) { try ValidatedQuery(none) }
        let negative = try seedQuery(passengers: Passengers(adults: 2, children: -1))
        #expect(throws: TransitError.self) { try ValidatedQuery(negative) }
        #expect(throws: TransitError.self) { try ValidatedQuery(seedQuery(currency: "CA$")) }
        #expect(throws: TransitError.self) { try ValidatedQuery(seedQuery(language: "eng")) }
        // Huge counts are Busbud's to refuse; checking them must not overflow (Passengers.total would).
        let huge = try seedQuery(passengers: Passengers(adults: .max, children: .max, seniors: .max))
        #expect(
            try endpoint(.initial, huge).request().url.query
                == "adult=\(Int.max)&child=\(Int.max)&senior=\(Int.max)&lang=en&currency=CAD")
        let upper = DepartureQuery(origin: " DR5REG", destination: "F25DVK", date: try CalendarDate("2016-07-29"))
        #expect(try ValidatedQuery(upper).origin == "dr5reg")
    }

    @Test func dateIsTheCalendarDateAsGiven() throws {
        // 2016-07-29 23:30 in New York is already the 30th in UTC; the path keeps the local day.
        let instant = try utc("2016-07-30T03:30:00Z")
        let ny = try TimeZone.named("America/New_York")
        let query = DepartureQuery(origin: "dr5reg", destination: "f25dvk", date: CalendarDate(instant, in: ny))
        let request = try endpoint(.initial, query).request()
        #expect(request.url.path == "/x-departures/dr5reg/f25dvk/2016-07-29")
    }

    @Test func emptyOrMultiLineTokenFailsBeforeAnyRequestWithoutEchoingIt() async throws {
        let agent = try UserAgent(app: "BusbudTests/1.0")
        let mock = MockTransport()
        let empty = BusbudClient(token: "  ", userAgent: agent, transport: mock)
        let missing = await #expect(throws: TransitError.self) { _ = try await empty.searchDepartures(seedQuery()) }
        #expect(missing?.kind == .unauthorized)
        let injected = BusbudClient(token: "PARTNER_abc\r\nX-Evil: 1", userAgent: agent, transport: mock)
        let bad = await #expect(throws: TransitError.self) { _ = try await injected.searchDepartures(seedQuery()) }
        #expect(bad?.kind == .invalidArgument)
        #expect(bad?.description.contains("PARTNER_abc") == false)
        #expect(mock.requests.isEmpty)
    }

    @Test func userAgentIsSentOnEveryRequest() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("busbud", "init-4.json"))
        _ = try await makeClient(mock).searchDepartures(seedQuery())
        #expect(mock.requests.first?.headers["User-Agent"] == "BusbudTests/1.0 (tests@example.com) TransitKit/0.1")
    }
}
