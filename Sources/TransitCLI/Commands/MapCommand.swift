import Foundation
import TransitKitCore
import TransitMaps

/// `transit map geojson FILE…`: any GeoJSON drawn as a self-contained SVG (``SVGMap``). Every
/// verb whose answer has places draws its own map with `--svg FILE`; the old `map route`,
/// `shape`, `vehicles`, `trip` and `plan` are hidden spellings of those for one release.
enum MapCommand {
    static let note = """
        Every map is one SVG file with nothing to fetch (no tiles, no fonts, no network): open it
        in any browser. Lines, stops, buses (arrows along their bearing, coloured by service
        status on a saved route), A/B markers, a legend and a scale bar; the projection is true
        to scale at the map's middle latitude. Docs/Maps.md says how it is drawn. Any verb that
        prints places draws them too: `transit shape B70 --provider mta --svg b70.svg`.
        """

    static let command = Subcommands(
        group: "map",
        [
            geojson, alias("route", of: RoutesCommand.status, as: "routes status NAME"),
            alias("shape", of: ShapeCommand.command, as: "shape --provider P --route R"),
            alias("vehicles", of: VehiclesCommand.command, as: "vehicles --provider P --route R"),
            alias("trip", of: TripCommand.command, as: "trip --provider P --vehicle V"),
            alias("plan", of: PlanCommand.command, as: "plan --from A --to B"),
        ]
    ).command(summary: "draw any GeoJSON file as an SVG map (every place verb draws with --svg FILE)", note: note)

    static let output = Option(name: "--output", value: .one("FILE"), help: "the SVG file (also -o; default stdout when not a terminal)")
    static let shortOutput = Option(name: "-o", value: .one("FILE"), help: "the same as --output")
    static let title = Option(name: "--title", value: .one("TEXT"), help: "the map's title (default: the file names)")

    static let geojson = Command(
        name: "geojson", in: "map", summary: "any GeoJSON file (what --geojson writes; - for stdin)", words: "FILE…",
        options: [title, output, shortOutput.hidden],
        about: """
            Draws the features of every FILE (a FeatureCollection, a Feature, or one
            FeatureCollection per line as `routes watch --geojson` writes, the newest winning).
            FILE - reads stdin: transit vehicles B63 --provider mta --geojson | transit map geojson - -o b63.svg

            """ + note
    ) { parsed, context in
        let files = parsed.words
        guard !files.isEmpty else { throw CLIError.usage("transit map geojson needs a FILE (or - for stdin)") }
        var collection = GeoJSON.FeatureCollection([])
        var skipped = 0
        for file in files {
            let data: Data
            do {
                data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw CLIError.usage("cannot read \(file): \(PlainText.oneLine(error.localizedDescription, limit: 200))")
            }
            let document: GeoJSON.Document
            do throws(TransitError) {
                document = try GeoJSON.Document(reading: data)
            } catch {
                throw CLIError.input("not GeoJSON: \(PlainText.oneLine(error.detail ?? error.description, limit: 200))")
            }
            collection = collection.merging(document.collection)
            skipped += document.skipped
        }
        if skipped > 0 { context.output.note("note: \(Wording.count(skipped, "feature")) of a type the map does not draw left out") }
        let places = Places(
            collection,
            title: parsed.value(title)
                ?? files.map { $0 == "-" ? "stdin" : URL(fileURLWithPath: $0).lastPathComponent }
                .joined(separator: ", "), subtitle: Wording.count(collection.features.count, "feature"))
        return try context.places(
            places, svg: parsed.value(output) ?? parsed.value(shortOutput) ?? "-", emptyBecause: "no feature has a place")
    }

    /// `map NAME … --output FILE` as it was: `verb … --svg FILE` (stdout without `--output`).
    static func alias(_ name: String, of verb: Command, as spelled: String) -> Command {
        Command(
            name: name, summary: "old spelling of `transit \(spelled) --svg FILE`",
            help: "`transit map \(name)` is now `transit \(spelled) --svg FILE`.\n\n" + verb.help, options: verb.options, isHidden: true
        ) { arguments, context in
            var tokens: [String] = []
            var svg = "-"
            var rest = arguments.tokens[...]
            while let token = rest.popFirst() {
                if token == "--output" || token == "-o", let file = rest.popFirst() {
                    svg = file
                } else if token.hasPrefix("--output=") {
                    svg = String(token.dropFirst("--output=".count))
                } else {
                    tokens.append(token)
                }
            }
            var forwarded = Arguments(tokens + ["--svg", svg])
            return try await verb.run(&forwarded, context)
        }
    }
}
