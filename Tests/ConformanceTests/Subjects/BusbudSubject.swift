import BusbudProvider
import Foundation
import TransitKitCore
import TransitKitTesting

/// Busbud in the conformance suite, over its recordings (Fixtures/busbud): a partner token,
/// departure searches only. The recorded search Québec City → Montréal on 2021-08-28 answers in
/// three round trips (init-5, then poll-2 at `index=3` and poll-3 at `index=5`); an immediate
/// clock lets the polls follow each other without waiting.
///
/// The list, filter, partial-failure and alert rules have no Busbud scenario: the client takes
/// no stop or route lists, and the rules prove that by its conformances. Nor have the stop and
/// trip rules: Busbud has no stop catalogue, vehicles or predictions, so the client is no
/// `StopFinder` or `TripSource` (`stops` and `trip` stay nil) and `stopFinding` checks that
/// `require((any StopFinder).self, …)` is `.unsupported`.
enum BusbudSubject {
    static let subject = ConformanceSubject(
        id: BusbudClient.providerID, zoneIdentifier: "America/Montreal", credential: .required,
        capabilities: [.departureSearch],
        makeClient: { transport, token in client(transport, token) },
        record: { mock in
            mock.on(.path("/x-departures/f2m673/f25dvk/2021-08-28"), times: 1, .fixture("busbud", "init-5.json"))
            mock.on(.path(suffix: "/poll").and(.query("index", "3")), times: 1, .fixture("busbud", "poll-2.json"))
            mock.on(.path(suffix: "/poll").and(.query("index", "5")), times: 1, .fixture("busbud", "poll-3.json"))
        },
        departures: .init(
            query: DepartureQuery(
                origin: "f2m673", destination: "f25dvk",
                date: CalendarDate(Date(timeIntervalSince1970: 1_630_152_000), in: .gmt), // 2021-08-28 12:00 UTC
                passengers: Passengers(adults: 1), currency: "EUR", language: "en")))

    static func client(_ transport: any Transport, _ token: String) -> any TransitProvider {
        guard let agent else { return Unbuilt() }
        return BusbudClient(
            configuration: .init(
                token: Secret(token, name: "partner token"), userAgent: agent, transport: transport,
                clock: AnyClock(ImmediateClock()), randomness: .constant(0)))
    }

    /// Valid (one non-empty line); nil would only make every rule fail by name.
    static let agent = try? UserAgent(app: "TransitKitConformance/1.0 (tests@example.com)")

    /// What `client` returns if the user agent were refused: a provider with no capabilities.
    struct Unbuilt: TransitProvider {
        var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: BusbudClient.facts) }
    }
}
