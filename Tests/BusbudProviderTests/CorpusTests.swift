import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// Every file in TransitKitTesting's `Fixtures/busbud/` — new files are picked up without code
/// changes: `init-*`/`poll-*` decode and map, `departures-*` (bare arrays) map, and
/// `error-<status>-*` served with that status give the matching `TransitError`.
@Suite struct CorpusTests {
    static let files: [String] = ((try? Fixtures.files("busbud")) ?? []).map(\.lastPathComponent)

    @Test func corpusIsNotEmpty() {
        #expect(Self.files.filter { $0.hasPrefix("init-") }.count >= 7)
        #expect(Self.files.filter { $0.hasPrefix("poll-") }.count >= 4)
        #expect(Self.files.contains { $0.hasPrefix("error-") })
    }

    @Test(arguments: files.filter { $0.hasPrefix("init-") || $0.hasPrefix("poll-") })
    func envelopeDecodesAndMaps(file: String) throws {
        let raw = try JSONSerialization.jsonObject(with: Fixtures.data("busbud", file)) as? [String: Any]
        let rawCount = (raw?["departures"] as? [Any])?.count ?? -1
        let departures = try mapFixture(file, currency: "USD")
        let uniqueIDs = Set(((raw?["departures"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        #expect(departures.count == uniqueIDs.count)
        #expect(rawCount >= departures.count)
        #expect(departures == departures.sorted(by: Departure.byDepartureThenPrice))
        for departure in departures {
            #expect(departure.arrivalTime > departure.departureTime, "\(file) \(departure.id)")
            #expect(departure.price != nil, "\(file) \(departure.id): prices.total missing")
        }
    }

    @Test(arguments: files.filter { $0.hasPrefix("departures-") })
    func bareDepartureArrayMaps(file: String) throws {
        let raw = try JSONSerialization.jsonObject(with: Fixtures.data("busbud", file)) as? [Any]
        let departures = try BusbudPayloads.departures(inArray: Fixtures.data("busbud", file))
        #expect(!departures.isEmpty && departures.count == raw?.count)
        #expect(departures == departures.sorted(by: Departure.byDepartureThenPrice))
        for mapped in departures {
            #expect(mapped.arrivalTime > mapped.departureTime)
            #expect(mapped.origin.name.isEmpty) // no envelope, so no locations to join: empty, not a crash
        }
    }

    @Test(arguments: files.filter { $0.hasPrefix("error-") })
    func errorBodyGivesTransitError(file: String) async throws {
        let parts = file.split(separator: "-")
        let status = try #require(parts.count > 1 ? Int(parts[1]) : nil, "name error files error-<status>-…")
        let expected: TransitError.Kind =
            switch status {
            case 200: .apiError
            case 400: .invalidArgument
            case 401: .unauthorized
            case 404: .notFound
            case 429: .rateLimited
            default: .httpStatus
            }
        let response = HTTPResponse(status: status, body: try Fixtures.data("busbud", file))
        guard case .failure(let error) = try await performOnce(response) else {
            Issue.record("\(file) served with \(status) was accepted")
            return
        }
        #expect(error.kind == expected, "\(file): \(error)")
        #expect(error.status == status)
        #expect(error.provider == "busbud")
        #expect(error.providerMessage?.isEmpty == false, "\(file): the provider's words are kept")
        #expect(!error.description.contains(secretToken))
    }
}
