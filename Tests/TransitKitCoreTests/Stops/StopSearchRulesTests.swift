import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// The input rules of every StopFinder (Docs/Behaviour.md rules 13–17): bad input is
/// `.invalidArgument` naming the parameter, and nothing is loaded or sent.
@Suite struct StopSearchRulesTests {
    static let here = Coordinate(latitude: 41.8789, longitude: -87.6359)

    /// A finder over a transport that records every request.
    static func finder() -> (ChicagoStops, MockTransport) {
        let mock = MockTransport()
        ChicagoCatalogue.serve(mock)
        return (ChicagoStops(transport: mock), mock)
    }

    static func refused(_ field: String, _ call: (ChicagoStops) async throws -> Void) async {
        let (finder, mock) = finder()
        let error = await transitError { try await call(finder) }
        #expect(error?.kind == .invalidArgument, "\(field): \(String(describing: error))")
        #expect(error?.detail?.hasPrefix(field + ":") == true, "\(field): \(String(describing: error?.detail))")
        #expect(error?.provider == "cta-test")
        #expect(mock.requests.isEmpty, "\(field): \(mock.requests.count) requests")
        #expect(finder.stopIndex.current == nil)
    }

    @Test func aPlaceOutOfRangeOrNaNIsRefused() async {
        for bad in [
            Coordinate(latitude: 91, longitude: 0), Coordinate(latitude: -90.0001, longitude: 0),
            Coordinate(latitude: 0, longitude: 180.5), Coordinate(latitude: .nan, longitude: -87.6),
            Coordinate(latitude: 41.8, longitude: .infinity),
        ] {
            await Self.refused("coordinate") { _ = try await $0.stops(near: bad, radius: 500, limit: 5) }
        }
    }

    @Test func aRadiusThatIsNotAPositiveNumberOfMetresUpTo50kmIsRefused() async {
        for bad in [0, -1, .nan, .infinity, 50_000.5, 1e12] {
            await Self.refused("radius") { _ = try await $0.stops(near: Self.here, radius: bad, limit: 5) }
        }
        #expect(StopSearch.maximumRadius == 50_000)
        #expect((try? StopSearch.near(Self.here, radius: 50_000, limit: nil)) != nil)
    }

    @Test func aBlankNameIsRefused() async {
        for bad in ["", "   ", "\n\t", "\u{200B}", "\u{FEFF} \u{00A0}"] {
            await Self.refused("text") { _ = try await $0.stops(matching: bad, limit: 5) }
        }
    }

    @Test func aLimitOfZeroOrLessIsRefused() async {
        for bad in [0, -3] {
            await Self.refused("limit") { _ = try await $0.stops(near: Self.here, radius: 500, limit: bad) }
            await Self.refused("limit") { _ = try await $0.stops(matching: "madison", limit: bad) }
        }
    }

    @Test func aBlankIdIsRefusedAndAnUnknownOneIsNotFound() async throws {
        await Self.refused("id") { _ = try await $0.stop("  ") }
        let (finder, _) = Self.finder()
        let error = await transitError { _ = try await finder.stop("999999") }
        #expect(error?.kind == .notFound)
        #expect(try await finder.stop(" 4727 ").id == "4727") // padded ids are trimmed (rule 2)
    }

    /// Busbud-like: a provider without StopFinder says so up front, and its descriptor agrees.
    @Test func aProviderWithoutStopsSaysSoBeforeAnyRequest() throws {
        struct Coaches: TransitProvider {
            var descriptor: ProviderDescriptor {
                ProviderDescriptor(of: self, facts: .init(id: "coaches", name: "Coaches", timeZone: .gmt, attribution: ""))
            }
        }
        let provider: any TransitProvider = Coaches()
        #expect(!provider.descriptor.capabilities.contains(.stopFinder))
        var refusal: TransitError?
        do { _ = try provider.require((any StopFinder).self, for: "stops near") } catch { refusal = error }
        #expect(refusal?.kind == .unsupported)
        #expect(refusal?.detail == "Coaches cannot answer stops near")
        #expect(ChicagoStops(transport: MockTransport()).descriptor.capabilities == [.stopFinder])
    }
}
