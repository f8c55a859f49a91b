import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// A token shaped like the leaked ones (`PARTNER_` + 22 URL-safe base64 characters).
let secretToken = "PARTNER_Zx9qLmT4wRk2YbVn8cJd1A"

func seedQuery(
    currency: String? = "CAD", language: String? = "en", passengers: Passengers = Passengers(adults: 1)
)
    throws -> DepartureQuery
{
    DepartureQuery(
        origin: "dr5reg", destination: "f25dvk", date: try CalendarDate("2016-07-29"),
        passengers: passengers, currency: currency, language: language)
}

func makeClient(
    _ transport: any Transport, clock: AnyClock = AnyClock(ImmediateClock()),
    polling: BusbudClient.Polling = .init(), randomness: Randomness = .constant(0),
    logoSize: BusbudClient.LogoSize? = .init(width: 80, height: 40),
    cityImageSize: BusbudClient.CityImageSize? = .standard
) throws -> BusbudClient {
    var configuration = BusbudClient.Configuration(
        token: Secret(secretToken, name: "partner token"), userAgent: try UserAgent(app: "BusbudTests/1.0 (tests@example.com)"),
        transport: transport, clock: clock, now: .fixed(Date(timeIntervalSince1970: 1_627_600_000)),
        randomness: randomness, polling: polling, logoSize: logoSize)
    configuration.cityImageSize = cityImageSize
    return BusbudClient(configuration: configuration)
}

/// An instant from an ISO 8601 UTC text, for expectations.
func utc(_ text: String) throws -> Date {
    try #require(try? Date(text, strategy: .iso8601))
}

/// Collects every update of a search until the stream ends (the search runs on an
/// `ImmediateClock`, so its waits pass at once and are recorded). Returns the updates and the
/// error, if the stream threw.
func drive(
    _ stream: AsyncThrowingStream<BusbudSearchUpdate, any Error>
)
    async -> (updates: [BusbudSearchUpdate], error: (any Error)?)
{
    var updates: [BusbudSearchUpdate] = []
    do {
        for try await update in stream { updates.append(update) }
        return (updates, nil)
    } catch {
        return (updates, error)
    }
}

/// A decoded init/poll file, mapped as the client maps it (through the public
/// ``BusbudPayloads``, which runs the same decoder and mapper).
func mapFixture(_ name: String, currency: String? = nil) throws -> [Departure] {
    try BusbudPayloads.departures(in: Fixtures.data("busbud", name), currency: currency, logoSize: .init(width: 80, height: 40))
}

/// The endpoint of one call of the seed search (or of `query`), as the search builds it.
func endpoint(_ call: BusbudCall = .initial, _ query: DepartureQuery? = nil) throws -> BusbudEndpoint {
    BusbudEndpoint(
        call: call, query: try ValidatedQuery(query ?? seedQuery()), configuration: try makeClient(MockTransport()).configuration)
}

/// One call through the client's pipeline (`HTTPClient.perform`), answered with `response`:
/// what a search does with each response before it maps the departures.
func performOnce(_ response: HTTPResponse, _ call: BusbudCall = .initial) async throws -> Result<BusbudWireResponse, TransitError> {
    let mock = MockTransport()
    mock.on(.any, .response(response))
    let client = try makeClient(mock)
    let endpoint = BusbudEndpoint(call: call, query: try ValidatedQuery(seedQuery()), configuration: client.configuration)
    do throws(TransitError) {
        return .success(try await client.http.perform(endpoint))
    } catch {
        return .failure(error)
    }
}
