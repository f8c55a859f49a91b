import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// A provider that answers an area with a fixed fleet, some of it outside the box (as a
/// whole route's or a whole city's answer is), or fails.
struct FakeFleet: AreaVehicleSource {
    let id: ProviderID
    let coverage: CoverageArea?
    let fleet: [VehiclePosition]
    var failure: TransitError?
    var notes: [ProviderNote] = []
    let asked = Locked(0)

    var descriptor: ProviderDescriptor {
        ProviderDescriptor(of: self, facts: .init(id: id, name: id.rawValue, timeZone: .gmt, attribution: "", coverage: coverage))
    }
    func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] { fleet }
    func vehicles(around area: CoverageArea.Box) async throws(TransitError) -> AreaVehicles {
        asked.withLock { $0 += 1 }
        if let failure { throw failure }
        return AreaVehicles(vehicles: fleet, notes: notes)
    }
}

@Suite struct AreaVehiclesTests {
    static let loop = CoverageArea.Box(south: 41.87, west: -87.64, north: 41.89, east: -87.62)
    static let manhattan = CoverageArea.Box(south: 40.70, west: -74.02, north: 40.80, east: -73.93)
    static func bus(_ id: String, _ latitude: Double, _ longitude: Double) -> VehiclePosition {
        VehiclePosition(id: VehiclePosition.ID(id), route: "1", coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }
    /// Fresh per use: tests run concurrently and each counts its own calls.
    static var chicago: FakeFleet {
        FakeFleet(
            id: "cta", coverage: CoverageArea(south: 41.6, west: -87.9, north: 42.1, east: -87.5),
            fleet: [bus("in", 41.88, -87.63), bus("edge", 41.87, -87.64), bus("out", 41.95, -87.65)])
    }
    static var newYork: FakeFleet {
        FakeFleet(
            id: "mta", coverage: CoverageArea(south: 40.5, west: -74.3, north: 40.95, east: -73.7),
            fleet: [bus("mid", 40.75, -73.98)])
    }

    @Test func onlyVehiclesInsideTheBoxEdgesIncluded() async throws {
        let answer = try await Self.chicago.vehicles(in: Self.loop)
        #expect(answer.vehicles.map(\.id) == ["in", "edge"])
    }

    @Test func theRegistryAsksOnlyProvidersCoveringTheBox() async throws {
        let newYork = Self.newYork
        let registry = ProviderRegistry([Self.chicago, newYork])
        let answer = try await registry.vehicles(in: Self.loop)
        #expect(answer.providers == ["cta"] && answer.rows.map(\.vehicle.id) == ["in", "edge"])
        #expect(newYork.asked.withLock { $0 } == 0)
        let both = try await registry.vehicles(in: CoverageArea.Box(south: 40, west: -88, north: 42, east: -73))
        #expect(both.rows.map(\.provider) == ["cta", "cta", "cta", "mta"])
    }

    @Test func oneFailingProviderIsANoteAndAllFailingThrows() async throws {
        var down = Self.newYork
        down.failure = TransitError(.httpStatus, provider: "mta", operation: "vehicle-monitoring", status: 503)
        let wide = CoverageArea.Box(south: 40, west: -88, north: 42, east: -73)
        let answer = try await ProviderRegistry([Self.chicago, down]).vehicles(in: wide)
        #expect(answer.rows.allSatisfy { $0.provider == "cta" })
        #expect(answer.notes.map(\.provider) == ["mta"] && answer.notes.first?.note.kind == .failed)
        await #expect(throws: TransitError.self) { _ = try await ProviderRegistry([down]).vehicles(in: wide) }
    }

    @Test func noCoveringProviderIsNotFoundAndAnInvalidBoxIsRefusedFirst() async throws {
        let chicago = Self.chicago
        let registry = ProviderRegistry([chicago])
        let far = await transitError { _ = try await registry.vehicles(in: Self.manhattan) }
        #expect(far?.kind == .notFound)
        let bad = await transitError { _ = try await registry.vehicles(in: CoverageArea.Box(south: .nan, west: 0, north: 1, east: 1)) }
        #expect(bad?.kind == .invalidArgument)
        #expect(chicago.asked.withLock { $0 } == 0)
    }

    @Test func boxesIntersectAcrossTheAntimeridian() {
        let pacific = CoverageArea.Box(south: -20, west: 170, north: 20, east: -170)
        #expect(pacific.intersects(CoverageArea.Box(south: 0, west: 175, north: 5, east: 179)))
        #expect(pacific.intersects(CoverageArea.Box(south: 0, west: -179, north: 5, east: -175)))
        #expect(!pacific.intersects(CoverageArea.Box(south: 0, west: 0, north: 5, east: 10)))
        #expect(!Self.loop.intersects(Self.manhattan))
        #expect(Self.loop.intersects(Self.loop))
    }
}
