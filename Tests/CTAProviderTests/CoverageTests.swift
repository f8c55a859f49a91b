import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// The descriptor's coverage box holds the CTA bus network (Docs/CTA.md, "Coverage").
@Suite struct CoverageTests {
    @Test func theDescriptorStatesTheDocumentedBox() throws {
        let cta = try makeClient(MockTransport())
        #expect(cta.descriptor.coverage == CTABusTrackerClient.coverage)
        #expect(CTABusTrackerClient.facts.coverage == CoverageArea(south: 41.64, west: -87.94, north: 42.07, east: -87.52))
    }

    @Test func everyRecordedStopPatternPointAndBusIsInside() throws {
        var places: [Coordinate] = []
        for file in try Fixtures.files("cta") {
            let name = file.lastPathComponent
            let data = try Data(contentsOf: file)
            if name.hasPrefix("getstops-") { places += try CTAPayloads.stops(data).compactMap(\.coordinate) }
            if name.hasPrefix("getpatterns-") { places += try CTAPayloads.shape(data, route: "?").paths.flatMap { $0 } }
            if name.hasPrefix("getvehicles-") { places += try CTAPayloads.vehicles(data).map(\.coordinate) }
        }
        #expect(places.count > 1_500)
        for place in places { #expect(CTABusTrackerClient.coverage.contains(place), "\(place)") }
    }

    @Test func theNetworksFarStopsAreInsideAndNeighboursAreNot() {
        // Far stops of CTA's bus-stop list (dannguyen/cta-eta static/data/cta-bus-stops.csv):
        // 13601 S Avenue O (route 30), Avenue B & 107th (100), Bronx & Dempster, Skokie (54A, 97),
        // Cumberland & Catherine (81W), Dodge & Monroe, Evanston (93, 206).
        let far = [
            (41.64839, -87.53986), (41.70079, -87.52569), (42.04092, -87.75048), (41.97712, -87.83652),
            (42.03058, -87.69924),
        ]
        for (latitude, longitude) in far {
            #expect(CTABusTrackerClient.coverage.contains(Coordinate(latitude: latitude, longitude: longitude)))
        }
        // Milwaukee, Gary (Indiana), Aurora: other agencies' cities.
        for (latitude, longitude) in [(43.0389, -87.9065), (41.5934, -87.3464), (41.7606, -88.3201)] {
            #expect(!CTABusTrackerClient.coverage.contains(Coordinate(latitude: latitude, longitude: longitude)))
        }
    }
}
