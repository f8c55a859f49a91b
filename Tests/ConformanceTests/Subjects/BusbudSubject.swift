import BusbudProvider
import Foundation
import TransitKitCore
import TransitKitTesting

extension ConformanceSubjects {
    /// Busbud: a partner token, departure searches only. The recorded search Québec City →
    /// Montréal answers in three round trips (init-5, poll-2, poll-3); an immediate clock lets
    /// the polls follow each other without waiting.
    static let busbud: ConformanceSubject = {
        let agent: UserAgent
        let query: DepartureQuery
        do throws(TransitError) {
            agent = try UserAgent(app: "TransitKitConformance/1.0 (tests@example.com)")
            query = DepartureQuery(origin: "f2m673", destination: "f25dvk", date: try CalendarDate("2021-08-28"),
                                   passengers: Passengers(adults: 1), currency: "EUR", language: "en")
        } catch {
            return BusbudSetupFailed.subject(error)
        }
        return ConformanceSubject(
            id: BusbudClient.providerID, zoneIdentifier: "America/Montreal", credential: .required,
            capabilities: [.departureSearch],
            makeClient: { transport, token in
                BusbudClient(configuration: .init(token: token, userAgent: agent, transport: transport,
                                                  clock: AnyClock(ImmediateClock()), randomness: .constant(0)))
            },
            record: { mock in
                mock.on(.path("/x-departures/f2m673/f25dvk/2021-08-28"), times: 1, .fixture("busbud", "init-5.json"))
                mock.on(.path(suffix: "/poll").and(.query("index", "3")), times: 1, .fixture("busbud", "poll-2.json"))
                mock.on(.path(suffix: "/poll").and(.query("index", "5")), times: 1, .fixture("busbud", "poll-3.json"))
            },
            departures: .init(query: query))
    }()
}

/// Stands in for the client when the subject's constants could not be built (a literal user
/// agent or date refused — never expected). It answers nothing, so every rule fails loudly
/// and names the error, instead of the subject trapping or silently leaving the suite.
private struct BusbudSetupFailed: TransitProvider {
    let error: TransitError

    var descriptor: ProviderDescriptor {
        ProviderDescriptor(id: BusbudClient.providerID, name: "Busbud subject setup failed: \(error)",
                           timeZone: .gmt, attribution: "", capabilities: [])
    }

    static func subject(_ error: TransitError) -> ConformanceSubject {
        ConformanceSubject(id: BusbudClient.providerID, zoneIdentifier: "America/Montreal", credential: .required,
                           capabilities: [.departureSearch], makeClient: { _, _ in BusbudSetupFailed(error: error) },
                           record: { _ in })
    }
}
