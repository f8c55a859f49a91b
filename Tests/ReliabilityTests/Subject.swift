import BusbudProvider
import CTAProvider
import Foundation
import MTAProvider
import Testing
import TramTrackerProvider
import TransitKitCore
import TransitKitTesting

/// A provider under test, built through its public `Configuration` with the fault prefix as
/// its base URL, and the one call each case makes.
enum Subject: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// A departure search (init, then polls), iterated to its end.
    case busbud
    /// `predictions(at: ["1836"], routes: ["22"])`.
    case cta
    /// `nextTrams(at: ["1234"])` with no device token yet: GetDeviceToken meets the fault first.
    case tramtracker
    /// The same with a stored device token (the key), so the prediction call itself meets the
    /// fault and carries a secret.
    case tramtrackerStoredToken = "tramtracker+token"
    /// `vehicles(on: ["MTA NYCT_B63"])` (qualified: no route lookup).
    case mta

    var testDescription: String { rawValue }

    /// Letters and digits only: the server's counters are keyed by it.
    var caseName: String { rawValue.replacingOccurrences(of: "+", with: "-") }

    /// Whether the calls carry the key (GetDeviceToken carries none).
    var sendsKey: Bool { self != .tramtracker }

    static let agent = try? UserAgent(app: "TransitKitReliability/1.0 (tests@example.com)")
    static let secret = Secret(Credential.value, name: "key")

    /// The client, for printing and dumping.
    func client(base: URL, transport: any Transport) throws -> any TransitProvider {
        guard let agent = Self.agent else { throw TransitError(.invalidArgument, detail: "user agent refused") }
        switch self {
        case .busbud:
            return BusbudClient(
                configuration: .init(
                    token: Self.secret, baseURL: base, userAgent: agent, transport: transport, clock: .continuous,
                    randomness: .constant(0),
                    polling: .init(
                        interval: .milliseconds(50), intervalRange: .milliseconds(10)...(.seconds(1)),
                        budget: Harness.searchBudget,
                        backoff: Backoff(initial: Harness.searchBackoff, maximum: Harness.searchBackoff, jitter: 0))))
        case .cta:
            return CTABusTrackerClient(
                configuration: .init(
                    apiKey: Self.secret, userAgent: agent, baseURL: base,
                    transport: transport))
        case .tramtracker, .tramtrackerStoredToken:
            let store = InMemoryTokenStore(token: self == .tramtrackerStoredToken ? Credential.value : nil)
            return TramTrackerClient(
                configuration: .init(
                    userAgent: agent, baseURL: base, transport: transport,
                    tokenStore: store))
        case .mta:
            return MTABusTimeClient(
                configuration: .init(
                    apiKey: Self.secret, baseURL: base, userAgent: agent,
                    transport: transport))
        }
    }

    /// Makes the call; a short account of the value on success.
    func call(_ client: any TransitProvider) async throws -> String {
        switch client {
        case let busbud as BusbudClient:
            var snapshots: [DepartureSnapshot] = []
            for try await snapshot in busbud.departures(Self.busbudQuery) { snapshots.append(snapshot) }
            return "\(snapshots.count) snapshots, \(snapshots.last?.departures.count ?? 0) departures"
        case let cta as CTABusTrackerClient:
            let board = try await cta.predictions(at: ["1836"], routes: ["22"])
            return "\(board.predictions.count) predictions, \(board.notes.count) notes"
        case let tram as TramTrackerClient:
            let board = try await tram.nextTrams(at: ["1234"])
            return "\(board.predictions.count) predictions, \(board.notes.count) notes"
        case let mta as MTABusTimeClient:
            return "\(try await mta.vehicles(on: ["MTA NYCT_B63"]).count) vehicles"
        default:
            throw TransitError(.unsupported, detail: "no call for \(type(of: client))")
        }
    }

    /// The recorded Busbud search (Québec City → Montréal, init-5 then polls).
    static let busbudQuery = DepartureQuery(
        origin: "f2m673", destination: "f25dvk",
        date: CalendarDate(Date(timeIntervalSince1970: 1_630_152_000), in: .gmt),
        passengers: Passengers(adults: 1), currency: "EUR", language: "en")
}
