import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TransitMaps

/// The rules a map is drawn by: the projection keeps distances and crosses the antimeridian in
/// one piece, labels never overlap, each kind of feature gets its symbol, and outside text is
/// escaped.
@Suite struct SVGMapTests {
    /// A kilometre east is as many pixels as a kilometre north at the map's middle latitude.
    @Test func theProjectionKeepsDistancesAtTheCitysLatitude() throws {
        let box = try #require(
            GeoJSON.BoundingBox(enclosing: [Coordinate(latitude: 41.88, longitude: -87.70), Coordinate(latitude: 41.96, longitude: -87.60)])
        )
        let projection = MapProjection(box: box, frame: .init(x: 0, y: 0, width: 800, height: 600))
        let middle = projection.middleLatitude
        let origin = projection.point(Coordinate(latitude: middle, longitude: -87.65))
        let kilometreInDegrees = 1 / 111.195
        let north = projection.point(Coordinate(latitude: middle + kilometreInDegrees, longitude: -87.65))
        let east = projection.point(Coordinate(latitude: middle, longitude: -87.65 + kilometreInDegrees / cos(middle * .pi / 180)))
        #expect(abs((origin.y - north.y) - (east.x - origin.x)) < 0.01)
        #expect(abs(projection.metresPerPixel * (origin.y - north.y) - 1000) < 1)
        #expect(projection.scaleBar().label == "1 km" || projection.scaleBar().label == "2 km")
    }

    /// Tokyo → Los Angeles is drawn across the Pacific, Los Angeles to the right of Tokyo, not
    /// across Asia and Europe.
    @Test func aMapAcrossTheAntimeridianIsOnePiece() throws {
        let tokyo = Coordinate(latitude: 35.55, longitude: 139.78)
        let losAngeles = Coordinate(latitude: 33.94, longitude: -118.41)
        let box = try #require(GeoJSON.BoundingBox(enclosing: [tokyo, losAngeles]))
        let projection = MapProjection(box: box, frame: .init(x: 0, y: 0, width: 800, height: 600))
        #expect(projection.point(losAngeles).x > projection.point(tokyo).x)
        #expect(projection.point(losAngeles).x <= 800 && projection.point(tokyo).x >= 0)
    }

    @Test func labelsNeverOverlap() {
        var labels = MapLabels(bounds: .init(x: 0, y: 0, width: 400, height: 300))
        var placed = 0
        // Forty stops 6 px apart along a street: far too close for every name.
        for index in 0..<40 where labels.place("Fullerton & Stop \(index)", x: 20 + Double(index) * 6, y: 150, radius: 4) {
            placed += 1
        }
        #expect(placed > 2 && placed < 40)
        let boxes = labels.placed.map { label -> MapLabels.Box in
            let width = Double(label.text.count) * label.size * 0.6
            let x = label.anchor == "start" ? label.x : label.anchor == "end" ? label.x - width : label.x - width / 2
            return MapLabels.Box(x: x, y: label.y - label.size, width: width, height: label.size * 1.1)
        }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(!a.overlaps(b), "\(a) overlaps \(b)") }
        }
    }

    let chicago = Coordinate(latitude: 41.925, longitude: -87.652)

    /// A bus with a bearing is an arrow turned to it, in its status colour; one without is a
    /// dot; the legend lists only what the map shows.
    @Test func eachKindGetsItsSymbolAndLegendRow() throws {
        var bus = try #require(
            GeoJSON.Feature(vehicle: VehiclePosition(id: "8146", route: "74", coordinate: chicago, heading: 271), provider: "cta"))
        bus.properties["statusColor"] = .string("red")
        let stop = try #require(
            GeoJSON.Feature(
                stop: Stop(id: "1836", name: "Fullerton & Ashland", coordinate: Coordinate(latitude: 41.93, longitude: -87.66)),
                provider: "cta"))
        let svg = SVGMap(title: "Route 74", subtitle: "CTA", collection: GeoJSON.FeatureCollection([bus, stop])).render()
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="1200""#))
        #expect(svg.contains("rotate(271)"))
        #expect(svg.contains(##"fill="#c62828" stroke="#ffffff" stroke-width="1.8""##), "the red status colour")
        #expect(svg.contains(">bus, pointing where it heads</text>") && svg.contains(">stop</text>"))
        #expect(svg.contains(">Bus colour: service status</text>"))
        #expect(!svg.contains(">start</text>") && !svg.contains(">leg (straight on the map)</text>"))
        // Outside text is escaped: a bare "&" would make the file unreadable.
        #expect(svg.contains("Fullerton &amp; Ashland") && !svg.contains("Fullerton & Ashland"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    /// A saved route's ends are A and B markers with their labels; a feature of a kind the map
    /// does not know is still drawn, as a plain dot.
    @Test func startEndAndUnknownKinds() {
        var start = GeoJSON.Feature(coordinate: chicago, id: "a", properties: ["label": .string("Home")])
        start.kind = .start
        var end = GeoJSON.Feature(
            coordinate: Coordinate(latitude: 41.95, longitude: -87.64), id: "b", properties: ["label": .string("Work")])
        end.kind = .end
        let other = GeoJSON.Feature(
            coordinate: Coordinate(latitude: 41.94, longitude: -87.70), id: "c", properties: ["kind": .string("teleport")])
        let svg = SVGMap(title: "Commute", subtitle: "", collection: GeoJSON.FeatureCollection([start, end, other])).render()
        #expect(svg.contains(">A</text>") && svg.contains(">B</text>"))
        #expect(svg.contains(">Home</text>") && svg.contains(">Work</text>"))
        #expect(svg.contains(#"r="3.5""#), "the unknown kind as a plain dot")
    }

    /// A call's label has its time in the map's zone; the provider's attribution is the
    /// footnote.
    @Test func callTimesAreInTheProvidersZone() throws {
        var call = GeoJSON.Feature(
            coordinate: chicago, id: "call", properties: ["name": .string("Fullerton"), "time": .string("2023-11-15T05:10:00Z")])
        call.kind = .call
        let chicagoTime = try #require(TimeZone(identifier: "America/Chicago"))
        let map = SVGMap(
            title: "Trip", subtitle: "", collection: GeoJSON.FeatureCollection([call]), timeZone: chicagoTime,
            attribution: "Data: Chicago Transit Authority")
        let svg = map.render()
        #expect(svg.contains(">Fullerton · 11:10 pm</text>"), "\(svg)")
        #expect(svg.contains(">Data: Chicago Transit Authority</text>"))
        #expect(
            SVGMap(title: "T", subtitle: "", collection: GeoJSON.FeatureCollection([call])).render().contains(">Fullerton · 5:10 am</text>")
        )
    }

    /// Nothing placed is still a picture, one that says so.
    @Test func aCollectionWithNoPlaceSaysSo() {
        let svg = SVGMap(title: "Empty", subtitle: "", collection: GeoJSON.FeatureCollection([GeoJSON.Feature(id: "x", geometry: nil)]))
            .render()
        #expect(svg.contains(">Nothing to draw: no feature has a place.</text>"))
    }

    @Test func routeNamesDropTheAgencyPrefix() {
        #expect(SVGMap.routeName("MTA NYCT_B63") == "B63")
        #expect(SVGMap.routeName("74") == "74")
    }

    /// A long attribution is cut on the third line of the footnote at a word, marked "…".
    @Test func aLongAttributionIsCutAtAWord() {
        let words = Array(repeating: "Metropolitan Transportation Authority,", count: 6).joined(separator: " ")
        let svg = SVGMap(title: "T", subtitle: "", collection: GeoJSON.FeatureCollection([]), attribution: words).render()
        let footnote = svg.split(separator: "\n").filter {
            $0.contains(##"font-size="11" fill="#777""##) && !$0.contains("Equirectangular")
        }
        #expect(footnote.count == 0, "an empty map has no panel")
        let placed = GeoJSON.Feature(coordinate: chicago, id: "p")
        let drawn = SVGMap(title: "T", subtitle: "", collection: GeoJSON.FeatureCollection([placed]), attribution: words).render()
        let lines = drawn.split(separator: "\n").filter { $0.contains(##"font-size="11" fill="#777""##) && !$0.contains("Equirectangular") }
        #expect(lines.count == 3)
        #expect(lines.last?.hasSuffix(">Metropolitan Transportation Authority…</text>") == true, "\(lines)")
    }
}

extension SVGMapTests {
    /// Pixels are written from whole tenths, not `String(format:)`: the same text as the
    /// `"%.1f"` reference (integers without ".0") across a sweep of positions, negatives and
    /// halves included, and non-finite values fall back to it.
    @Test func pixelsAreTheSameTextAsTheFormatReference() {
        func reference(_ value: Double) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
        }
        var value = -2_000.0
        while value < 2_000 {
            #expect(f(value) == reference(value), "\(value)")
            value += 0.0371
        }
        for value in [0.05, -0.05, 0.25, -0.25, 899.95, -0.0, 1e9 + 0.5] { #expect(f(value) == reference(value), "\(value)") }
        #expect(f(.nan) == String(format: "%.1f", Double.nan))
    }
}
