import Foundation
import SavedRoutes
import Testing
import TransitKitCore

@testable import TransitCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `transit map …`: a well-formed, self-contained SVG per kind of map, on the demo recordings,
/// and the rules it is drawn by (projection, arrows, labels, the terminal stop line).
@Suite struct MapCommandTests {
    /// Runs `transit map <words> --output <temp>` and returns the SVG; checks it parses as XML
    /// with an `svg` root and fetches nothing (no `href`, no `url(http`).
    func map(_ words: [String]) async throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("map-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await runCLI(["map"] + words + ["--output", file.path])
        #expect(run.status == 0, "\(words): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("wrote \(file.path)"))
        let data = try Data(contentsOf: file)
        let root = RootName()
        let parser = XMLParser(data: data)
        parser.delegate = root
        #expect(parser.parse(), "\(words): not well-formed XML: \(String(describing: parser.parserError))")
        #expect(root.name == "svg")
        let svg = String(decoding: data, as: UTF8.self)
        #expect(!svg.contains("href") && !svg.contains("url(http"), "\(words): the map fetches something")
        return svg
    }

    final class RootName: NSObject, XMLParserDelegate {
        var name: String?
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == nil { name = elementName }
        }
    }

    @Test func aRouteShapeWithItsBusesHasLinesStopsArrowsLegendAndScale() async throws {
        let svg = try await map(["shape", "--provider", "cta", "--route", "74", "--vehicles"])
        #expect(svg.contains(">Route 74</text>"))
        #expect(svg.contains("CTA Bus Tracker · 126 stops · 5 buses"))
        // Bus 8146 reports heading 271 (a little north of west): its arrow is turned so.
        #expect(svg.contains("rotate(271)"))
        #expect(svg.contains(">Legend</text>") && svg.contains(">route 74</text>") && svg.contains(">stop</text>"))
        #expect(svg.contains(">2 km</text>"))
        #expect(svg.contains("true to scale at 41.9°N"))
        // Names from the data are escaped: "Fullerton &amp; …", never a bare "&".
        #expect(svg.contains("Fullerton &amp; "))
    }

    @Test func aSavedRouteHasItsMarkersAndBusesInTheirStatusColour() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("map-routes-\(UUID().uuidString).json").path
        let add = try await runCLI([
            "routes", "add", "Dyker Heights", "--provider", "mta", "--from", "Sunset Park@40.6540,-74.0070",
            "--to", "VA Hospital@40.6080,-74.0250", "--line", "MTA NYCT_B70", "--store", store,
        ])
        #expect(add.status == 0, "\(add.stderr)")
        let svg = try await map(["route", "Dyker Heights", "--store", store])
        #expect(svg.contains(">Dyker Heights: Sunset Park → VA Hospital</text>"))
        #expect(svg.contains(">A</text>") && svg.contains(">B</text>"))
        #expect(svg.contains(">Bus colour: service status</text>"))
        #expect(svg.contains(">route B70</text>"))
    }

    @Test(arguments: [
        ["vehicles", "--provider", "mta", "--route", "MTA NYCT_B63"],
        ["trip", "--provider", "cta", "--vehicle", "8164"],
        ["plan", "--from", "London", "--to", "Sydney"],
    ])
    func everyKindIsAWellFormedSelfContainedSVG(words: [String]) async throws {
        let svg = try await map(words)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func aTripLabelsItsStopsWithTheirTimes() async throws {
        let svg = try await map(["trip", "--provider", "cta", "--vehicle", "8164"])
        #expect(svg.contains("Fullerton &amp; Ashland · 11:10 pm"))
        #expect(svg.contains("Fullerton &amp; Greenview · 11:11 pm"))
    }

    @Test func geojsonFromAnyCommandIsDrawn() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("b70-\(UUID().uuidString).geojson")
        defer { try? FileManager.default.removeItem(at: file) }
        let shape = try await runCLI(["mta", "stops-for-route", "B70", "--geojson"])
        try Data(shape.stdout.utf8).write(to: file)
        let svg = try await map(["geojson", file.path, "--title", "B70 from GeoJSON"])
        #expect(svg.contains(">B70 from GeoJSON</text>"))
        #expect(svg.contains(">76 features</text>"))
    }

    @Test func anSVGIsNotWrittenToATerminal() async throws {
        let run = try await runCLI(["map", "plan", "--from", "London", "--to", "Sydney"], terminal: true)
        #expect(run.status == 2)
        #expect(run.stderr.contains("give --output FILE"))
    }

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

    @Test func aTripGetsAStopLineInTheTerminal() async throws {
        let run = try await runCLI(["trip", "--provider", "cta", "--vehicle", "8164"])
        #expect(run.stdout.contains("● Fullerton & Ashland 11:10 pm ── ○ Fullerton & Greenview 11:11 pm\n"))
        let tram = try await runCLI(["tram", "run", "--vehicle", "3001"])
        #expect(tram.stdout.contains("● 1707 8:41 pm ── ○ 3357 8:43 pm ── ○ 3356 8:44 pm"))
    }
}

extension MapCommandTests {
    /// Long runs wrap at the width, each continuation starting with the line's "──"; a
    /// cancelled call is ✕.
    @Test func theStopLineWrapsAndMarksCancelledCalls() {
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        var calls = (0..<6).map { index in
            Prediction(
                stopID: Stop.ID(rawValue: "\(index)"), stopName: "Fullerton & Stop Number \(index)", route: "74", time: at,
                source: .realtime, timeZone: TimeZone(identifier: "America/Chicago") ?? .gmt)
        }
        calls[2].isCancelled = true
        let lines = StopLine.render(calls, width: 80)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines[0].hasPrefix("● Fullerton & Stop Number 0 4:13 pm ── ○ Fullerton & Stop Number 1"))
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("── ") })
        #expect(lines.joined().contains("✕ Fullerton & Stop Number 2"))
    }

    /// `routes watch --geojson` writes one collection per refresh; `map geojson` draws the
    /// newest of each feature (a bus that moved is drawn once, where it is now).
    @Test func watchOutputIsReadNewestWins() throws {
        let first =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"mta/vehicle/1","properties":{"kind":"vehicle"},"geometry":{"type":"Point","coordinates":[-74.0,40.6]}}]}"#
        let second =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"mta/vehicle/1","properties":{"kind":"vehicle"},"geometry":{"type":"Point","coordinates":[-74.01,40.61]}},{"type":"Feature","id":"x","properties":null,"geometry":{"type":"GeometryCollection","geometries":[]}}]}"#
        let (collection, skipped) = try GeoJSONReading.collection(Data((first + "\n" + second + "\n").utf8))
        #expect(collection.features.count == 1)
        #expect(collection.features.first?.geometry == .point(Coordinate(latitude: 40.61, longitude: -74.01)))
        #expect(skipped == 1)
    }
}
