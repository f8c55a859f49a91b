import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// What a detour does to stops and patterns (v3 `getstops` `dtradd`/`dtrrem`, `getpatterns`
/// `dtrid`/`dtrpt`) reaches the core model instead of being dropped (Docs/CTA.md, "Detours").
/// The fixtures are hand-made around the hand-made Pulaski detour (SOURCES.md).
@Suite struct DetourStopsAndPatternsTests {
    static let pulaski: Detour.ID = "4B4D8C4F-3E5A-4B0C-9F7A-2C1D8E6F0A11"

    static func client() throws -> (CTABusTrackerClient, MockTransport) {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getstops"), .fixture("cta", "getstops-handmade-detour.json"))
        mock.on(.path(suffix: "/getpatterns"), .fixture("cta", "getpatterns-handmade-detour.json"))
        mock.on(.path(suffix: "/getdetours"), .fixture("cta", "getdetours-handmade-v3.json"))
        return (try makeClient(mock), mock)
    }

    @Test func aStopADetourRemovesOrAddsSaysWhich() async throws {
        let (cta, _) = try Self.client()
        let stops = try await cta.stops(on: "53", direction: "Northbound")
        // In the detour pattern's order; the stop it skips (4014) is on no pattern, so last.
        #expect(stops.map(\.id) == ["4012", "17701", "17702", "4018", "4014"])
        let byID = Dictionary(uniqueKeysWithValues: stops.map { ($0.id, $0) })
        let diversey = try #require(byID["4014"])
        #expect(diversey.detourChanges == DetourChanges(removedBy: [Self.pulaski]))
        #expect(diversey.detourChanges?.isClosed == true)
        let temporary = try #require(byID["17702"])
        #expect(temporary.detourChanges?.addedBy == [Self.pulaski])
        #expect(temporary.detourChanges?.isTemporary == true)
        #expect(temporary.name == "Kildare & Diversey (temporary)") // CTA's trailing space trimmed
        // Empty lists say nothing: no changes, not an empty value.
        #expect(byID["4012"]?.detourChanges == nil)
        #expect(byID["4018"]?.detourChanges == nil)
    }

    @Test func theStopsDetourIsTheOneARiderReadsAbout() async throws {
        let (cta, _) = try Self.client()
        let stops = try await cta.stops(on: "53", direction: "Northbound")
        let detours = try await cta.detours(for: ["53"])
        let closed = stops.filter { $0.detourChanges?.isClosed == true }
        #expect(closed.map(\.id) == ["4014"])
        let reason = detours.first { closed.first?.detourChanges?.removedBy.contains($0.id) == true }
        #expect(reason?.description == "Pulaski and Diversey")
    }

    @Test func aDetourPatternNamesItsDetourAndKeepsThePathBefore() async throws {
        let (cta, mock) = try Self.client()
        let shape = try await cta.shape(of: "53")
        #expect(mock.requests.last?.queryValue("rt") == "53")
        let branch = try #require(shape.branches.first)
        #expect(branch.detour == Self.pulaski)
        #expect(branch.stops.map(\.id) == ["4012", "17701", "17702", "4018"])
        #expect(branch.paths.first?.count == 7)
        // dtrpt: the original path through Pulaski & Diversey, in seq order.
        #expect(
            branch.pathBeforeDetour == [
                Coordinate(latitude: 41.92452, longitude: -87.72673),
                Coordinate(latitude: 41.93172, longitude: -87.72676),
                Coordinate(latitude: 41.93898, longitude: -87.7268),
            ])
    }

    @Test func recordedStopsAndPatternsWithoutDetoursCarryNone() throws {
        let stops = try CTAPayloads.stops(Fixtures.data("cta", "getstops-handmade-ada.json"))
        #expect(stops.count == 3)
        #expect(stops.allSatisfy { $0.detourChanges == nil }) // dtradd/dtrrem sent, but empty
        let shape = try CTAPayloads.shape(Fixtures.data("cta", "getpatterns-4.json"), route: "74")
        #expect(!shape.branches.isEmpty)
        #expect(shape.branches.allSatisfy { $0.detour == nil && $0.pathBeforeDetour == nil })
    }
}
