import Foundation
import TransitKitCore
import TransitMaps

extension Option {
    /// `--svg FILE`: the places of an answer drawn as one self-contained SVG map (TransitMaps'
    /// `SVGMap`), offered by every verb that offers `--geojson`.
    static let svg = Option(
        name: "--svg", value: .one("FILE"), help: "the places as a self-contained SVG map in FILE (- for stdout, not a terminal)",
        conflicts: [Option.json.name, Option.geojson.name])
}

/// The places of an answer, with what a map of them is called.
struct Places {
    var collection: GeoJSON.FeatureCollection
    var title: String
    var subtitle: String
    /// The zone call times are shown in and the data credit, from the provider that answered.
    var timeZone: TimeZone = .gmt
    var attribution = ""

    init(_ collection: GeoJSON.FeatureCollection, title: String, subtitle: String, provider: ProviderDescriptor? = nil) {
        self.collection = collection
        self.title = title
        self.subtitle = subtitle
        timeZone = provider?.timeZone ?? .gmt
        attribution = provider?.attribution ?? ""
    }

    var map: SVGMap {
        SVGMap(title: title, subtitle: subtitle, collection: collection, timeZone: timeZone, attribution: attribution)
    }
}

extension Context {
    /// True when the command line asks for places rather than a table or the model (the parse
    /// has refused `--svg` beside `--json` or `--geojson`: ``Option/svg``'s conflicts).
    func wantsPlaces(_ parsed: Parsed) -> Bool { parsed.value(.svg) != nil || parsed.flag(.geojson) }

    /// Places as asked: an SVG map in `svg` (a file, or `-` for stdout; a one-line summary on
    /// stderr), else GeoJSON on stdout. Nothing placed is still written, with a note saying `reason`, and
    /// returns ``CLI/emptyStatus`` so a script tells "nothing to draw" from a drawing.
    func places(_ places: Places, svg path: String?, emptyBecause reason: String) throws -> Int32 {
        if let path {
            let svg = places.map.render()
            if path == "-" {
                guard !output.isTerminal else {
                    throw CLIError.usage("a map is an SVG file: give --svg FILE (map geojson: --output FILE) or redirect stdout")
                }
                output.line(svg)
            } else {
                guard !path.isEmpty else { throw CLIError.usage("--svg needs a file name") }
                do {
                    try Data(svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    throw CLIError.usage("cannot write \(path): \(PlainText.oneLine(error.localizedDescription, limit: 200))")
                }
                output.note("wrote \(path) (\(svg.utf8.count / 1024) KB, \(Wording.count(places.collection.features.count, "feature")))")
            }
        } else {
            try output.geoJSON(places.collection)
        }
        guard !places.collection.features.contains(where: { $0.geometry != nil }) else { return 0 }
        output.note("note: nothing to draw: \(reason)")
        return CLI.emptyStatus
    }
}
