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
        let wire = try BusbudDecoding.departures(Fixtures.data("busbud", file))
        let mapper = DepartureMapper(catalog: BusbudCatalog(), requestedCurrency: nil, logoSize: nil)
        for (index, departure) in wire.enumerated() {
            let mapped = try mapper.map(departure, path: "departures[\(index)]")
            #expect(mapped.arrivalTime > mapped.departureTime)
            #expect(mapped.origin.name.isEmpty)   // no envelope, so no locations to join: empty, not a crash
        }
        #expect(!wire.isEmpty)
    }

    @Test(arguments: files.filter { $0.hasPrefix("error-") })
    func errorBodyGivesTransitError(file: String) throws {
        let parts = file.split(separator: "-")
        let status = try #require(parts.count > 1 ? Int(parts[1]) : nil, "name error files error-<status>-…")
        let expected: TransitError.Kind = switch status {
        case 200: .apiError
        case 400: .invalidArgument
        case 401: .unauthorized
        case 404: .notFound
        case 429: .rateLimited
        default: .httpStatus
        }
        let request = try XDeparturesRequest.initial(ValidatedQuery(seedQuery()), configuration: makeClient(MockTransport()).configuration)
        let response = HTTPResponse(status: status, body: try Fixtures.data("busbud", file))
        let error = try #require(throws: TransitError.self) {
            try BusbudDecoding.response(response, for: request, now: Date(timeIntervalSince1970: 0))
        }
        #expect(error.kind == expected, "\(file): \(error)")
        #expect(error.status == status)
        #expect(error.provider == "busbud")
        #expect(error.providerMessage?.isEmpty == false, "\(file): the provider's words are kept")
        #expect(!error.description.contains(secretToken))
    }
}
