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
        #expect(run.stderr.contains("give --svg FILE"))
    }

    /// A map is a renderer of any answer with places: each verb draws its own with `--svg`,
    /// the same picture the old `map KIND` spelling draws.
    @Test func everyPlaceVerbDrawsItsOwnMap() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [([String], String)] = [
            (["shape", "B70", "--provider", "mta"], ">Route B70</text>"),
            (["near", "40.68766,-73.96880", "--radius", "40"], ">Near 40.68766, -73.96880</text>"),
            (["stops", "near", "40.68766,-73.96880", "--provider", "mta", "--radius", "100"], ">Stops near 40.68766, -73.96880</text>"),
            (["stops", "on", "74", "--provider", "cta", "--direction", "Eastbound"], ">Stops on route 74</text>"),
            (["plan", "--from", "London", "--to", "Sydney"], ">London → Sydney</text>"),
        ]
        for (index, (words, title)) in cases.enumerated() {
            let file = folder.appendingPathComponent("\(index).svg")
            let run = try await runCLI(words + ["--svg", file.path])
            #expect(run.status == 0, "\(words): \(run.stderr)")
            #expect(run.stderr.contains("wrote \(file.path)"), "\(words): \(run.stderr)")
            let svg = try String(contentsOf: file, encoding: .utf8)
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.contains(title), "\(words): \(svg.prefix(600))")
        }
        let both = try await runCLI(["shape", "B70", "--provider", "mta", "--svg", "x.svg", "--json"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--svg cannot be combined with --json or --geojson"))
        let old = try await runCLI(["map", "shape", "--provider", "mta", "--route", "B70"])
        let new = try await runCLI(["shape", "B70", "--provider", "mta", "--svg", "-"])
        #expect(old.status == 0 && !old.stdout.isEmpty && old.stdout == new.stdout)
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

    /// `map geojson` is a thin caller of `GeoJSON.Document(reading:)`: a broken file is the
    /// library's path and byte under "not GeoJSON:", exit status 2; features the map cannot
    /// draw are counted in a note; JSON Lines draw the newest of each feature.
    @Test func geojsonFilesAreReadByTheLibrary() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("map-geojson-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.geojson")
        try Data(#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":}]}"#.utf8).write(to: broken)
        let run = try await runCLI(["map", "geojson", broken.path, "--output", folder.appendingPathComponent("b.svg").path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("not GeoJSON: features[0].geometry: expected a value, found '}' (byte 69)\n"), "\(run.stderr)")

        let first =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"mta/vehicle/1","properties":{"kind":"vehicle"},"geometry":{"type":"Point","coordinates":[-74.0,40.6]}}]}"#
        let second =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"mta/vehicle/1","properties":{"kind":"vehicle","bearing":90},"geometry":{"type":"Point","coordinates":[-74.01,40.61]}},{"type":"Feature","id":"x","properties":null,"geometry":{"type":"GeometryCollection","geometries":[]}}]}"#
        let watch = folder.appendingPathComponent("watch.geojson")
        try Data((first + "\n" + second + "\n").utf8).write(to: watch)
        let svg = try await map(["geojson", watch.path])
        #expect(svg.contains(">1 feature</text>"))
        #expect(svg.contains("rotate(90)"), "the newest position, with its bearing")
        let noted = try await runCLI(["map", "geojson", watch.path, "--output", folder.appendingPathComponent("w.svg").path])
        #expect(noted.stderr.contains("note: 1 feature of a type the map does not draw left out"), "\(noted.stderr)")
    }

    /// Every kind the library's writers put on the features the tool prints is a case of
    /// `GeoJSON.FeatureKind`, which the map draws by.
    @Test func everyKindTheToolPrintsIsACase() async throws {
        let commands: [[String]] = [
            ["shape", "B70", "--provider", "mta", "--geojson"],
            ["vehicles", "B63", "--provider", "mta", "--geojson"],
            ["trip", "--provider", "cta", "--vehicle", "8164", "--geojson"],
            ["near", "40.68766,-73.96880", "--radius", "40", "--geojson"],
            ["plan", "--from", "London", "--to", "Sydney", "--geojson"],
        ]
        var seen = Set<GeoJSON.FeatureKind>()
        for words in commands {
            let run = try await runCLI(words)
            #expect(run.status == 0, "\(words): \(run.stderr)")
            let collection = try GeoJSON.FeatureCollection(reading: Data(run.stdout.utf8))
            for feature in collection.features {
                #expect(feature.kind != nil, "\(words): kind \(String(describing: feature.properties["kind"]))")
                if let kind = feature.kind { seen.insert(kind) }
            }
        }
        #expect(seen.isSuperset(of: [.path, .stop, .vehicle, .trip, .call, .place, .leg, .city]), "\(seen)")
    }
}
