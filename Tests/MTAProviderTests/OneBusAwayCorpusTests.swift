import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// Every OneBusAway recording (Fixtures/onebusaway) through its `OneBusAwayPayloads` door, whole,
/// cut short and damaged (`FixtureDamage`, seeded): whole it decodes, cut short it is a typed
/// error, damaged it never traps (odd numbers, wrong types and misspelt members included).
@Suite struct OneBusAwayCorpusTests {
    static let files: [String] = ((try? Fixtures.files("onebusaway")) ?? []).map(\.lastPathComponent)
        .filter { !Golden.isExpectedOutput($0) }.sorted()

    /// The door a file's call goes through, by name prefix.
    static func decode(_ name: String, _ body: Data) throws(TransitError) {
        let region = OneBusAwayRegion.pugetSound
        if name.hasPrefix("arrivals-and-departures-for-stop") {
            _ = try OneBusAwayPayloads.predictions(fromArrivalsAndDepartures: body, region: region)
        } else if name.hasPrefix("trip-for-vehicle") || name.hasPrefix("trip-details") {
            _ = try OneBusAwayPayloads.trip(fromTripDetails: body, region: region)
        } else if name.hasPrefix("trips-for-") {
            _ = try OneBusAwayPayloads.vehicles(fromTrips: body, region: region)
        } else if name.hasPrefix("routes-for-agency") {
            _ = try MTAPayloads.routes(fromRoutesForAgency: body)
        } else if name.hasPrefix("stop-") {
            _ = try OneBusAwayPayloads.stop(fromStop: body, region: region)
        } else {
            throw TransitError(.unsupported, detail: "\(name): no door for this call")
        }
    }

    @Test func theCorpusHoldsEveryCall() {
        #expect(Self.files.count == 8)
    }

    @Test(arguments: files)
    func wholeDecodesCutShortIsAnError(_ name: String) throws {
        let body = try Fixtures.data("onebusaway", name)
        #expect(throws: Never.self) { try Self.decode(name, body) }
        for cut in [0, 0.1, 0.5, 0.9] {
            let prefix = Data(body.prefix(Int(Double(body.count) * cut)))
            #expect(throws: TransitError.self, "\(name) cut at \(cut)") { try Self.decode(name, prefix) }
        }
    }

    @Test(arguments: files)
    func damagedCopiesNeverTrap(_ name: String) throws {
        let body = try Fixtures.data("onebusaway", name)
        var outcomes: [String: Int] = [:]
        for damaged in FixtureDamage.copies(of: body, seed: name) {
            let result = Result { () throws(TransitError) in try Self.decode(name, damaged) }
            switch result {
            case .success: outcomes["decoded", default: 0] += 1
            case .failure(let error):
                #expect(error.kind != .unsupported)
                outcomes["\(error.kind)", default: 0] += 1
            }
        }
        #expect(outcomes.values.reduce(0, +) == 30)
    }
}
