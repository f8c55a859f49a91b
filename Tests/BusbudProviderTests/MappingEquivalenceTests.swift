import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// The mapper shares work between the departures of one call (operators, stations, zones are
/// built once, see `BusbudMapper.Memo`); `ReferenceMapper` is the mapper from before, which
/// built everything again for each departure. Both must give identical departures (every
/// field, in the same order) and identical notes, or fail with the same detail — on every
/// fixture, on every fixture's damaged copies, alone and merged into one search, with and
/// without a logo size and a requested currency.
@Suite("Mapping is unchanged by the per-call memo")
struct MappingEquivalenceTests {
    static let files: [String] = ((try? Fixtures.files("busbud")) ?? []).map(\.lastPathComponent)
        .filter { !$0.hasPrefix("error-") && $0.hasSuffix(".json") }
    static let envelopes = files.filter { $0.hasPrefix("init-") || $0.hasPrefix("poll-") }.sorted()

    /// The settings a mapping can differ by: logo size (standard, another, none) and currency.
    static let settings: [(currency: String?, logoSize: BusbudClient.LogoSize?)] = [
        ("USD", .standard), (nil, .init(width: 120, height: 60)), ("CAD", nil),
    ]

    /// Maps `wires` with both mappers and expects the same result.
    static func expectSame(
        _ wires: [(wire: BusbudWireDeparture, path: String)], catalog: BusbudCatalog, _ label: String
    ) {
        for (currency, logoSize) in settings {
            let label = "\(label) currency \(currency ?? "nil") logo \(logoSize.map { "\($0.width)x\($0.height)" } ?? "nil")"
            let new = Result { () throws(BusbudMapper.Failure) in
                try BusbudMapper(catalog: catalog, requestedCurrency: currency, logoSize: logoSize).departures(wires)
            }
            let reference = Result { () throws(ReferenceMapper.Failure) in
                try ReferenceMapper(catalog: catalog, requestedCurrency: currency, logoSize: logoSize).departures(wires)
            }
            switch (new, reference) {
            case (.success(let new), .success(let reference)):
                #expect(new.departures.count == reference.departures.count, "\(label)")
                for (mine, theirs) in zip(new.departures, reference.departures) { #expect(mine == theirs, "\(label) \(theirs.id)") }
                #expect(new.notes == reference.notes, "\(label)")
            case (.failure(let new), .failure(let reference)):
                #expect(new.detail == reference.detail, "\(label)")
            case (.success, .failure(let reference)):
                Issue.record("\(label): mapped what the reference refused (\(reference.detail))")
            case (.failure(let new), .success):
                Issue.record("\(label): refused what the reference maps (\(new.detail))")
            }
        }
    }

    /// One envelope body as a search of one response holds it; nil when it does not decode.
    static func state(_ bodies: [Data]) -> SearchState? {
        var state = SearchState()
        for (index, body) in bodies.enumerated() {
            guard let response = try? JSONWireDecoder().decode(BusbudWireResponse.self, from: body) else { return nil }
            state.apply(response, operation: index == 0 ? "x-departures" : "x-departures/poll")
        }
        return state
    }

    static func expectSame(envelope body: Data, _ label: String) {
        guard let state = state([body]) else { return }
        expectSame(Array(state.departures.values), catalog: state.catalog, label)
    }

    static func expectSame(array body: Data, _ label: String) {
        guard let wires = try? JSONWireDecoder().decode([BusbudWireDeparture].self, from: body) else { return }
        expectSame(wires.enumerated().map { (wire: $1, path: "departures[\($0)]") }, catalog: BusbudCatalog(), label)
    }

    /// Every fixture, whole and in 30 damaged copies (odd numbers, wrong types, misspelt
    /// names that reach the mapper), read as an envelope and as a bare array.
    @Test(arguments: files)
    func everyFixtureMapsAsTheReferenceDoes(file: String) throws {
        let data = try Fixtures.data("busbud", file)
        Self.expectSame(envelope: data, file)
        Self.expectSame(array: data, file)
        for (variant, damaged) in FixtureDamage.copies(of: data, seed: file).enumerated() {
            Self.expectSame(envelope: damaged, "\(file) variant \(variant)")
            Self.expectSame(array: damaged, "\(file) variant \(variant)")
        }
    }

    /// The recorded envelopes that decode and map, as a check that the comparison above is
    /// not vacuous: departures with operators, stops and stopovers come out of both.
    @Test func theComparisonSeesMappedDepartures() throws {
        let state = try #require(Self.state([try Fixtures.data("busbud", "poll-1.json")]))
        let mapped = try BusbudMapper(catalog: state.catalog, requestedCurrency: "USD", logoSize: .standard)
            .departures(Array(state.departures.values))
        #expect(mapped.departures.count == 16)
        #expect(mapped.departures.allSatisfy { $0.operator?.logoURL != nil && !$0.origin.name.isEmpty })
        #expect(mapped.departures.contains { !$0.stopovers.isEmpty })
        #expect(mapped.departures.contains { $0.stopovers.contains { $0.arrivalTime != nil } })
    }

    /// Every envelope merged into one search, in name order: departures join operators and
    /// locations another body sent.
    @Test func allEnvelopesInOneSearchMapAsTheReferenceDoes() throws {
        let bodies = try Self.envelopes.map { try Fixtures.data("busbud", $0) }
        var state = SearchState()
        for (index, body) in bodies.enumerated() {
            guard let response = try? JSONWireDecoder().decode(BusbudWireResponse.self, from: body) else { continue }
            state.apply(response, operation: index == 0 ? "x-departures" : "x-departures/poll")
        }
        #expect(state.departures.count > 20)
        Self.expectSame(Array(state.departures.values), catalog: state.catalog, "all envelopes")
    }

    /// The public path gives what the reference gives on every envelope.
    @Test(arguments: envelopes)
    func payloadsGiveTheReferenceDepartures(file: String) throws {
        let body = try Fixtures.data("busbud", file)
        let state = try #require(Self.state([body]))
        let reference = try ReferenceMapper.departures(of: state, requestedCurrency: "USD", logoSize: .standard).departures
        #expect(try BusbudPayloads.departures(in: body, currency: "USD") == reference)
    }
}
