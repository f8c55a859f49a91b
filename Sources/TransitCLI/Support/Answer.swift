import Foundation
import TransitKitCore

extension Context {
    /// One answer in the format asked, the same way for every verb: `--geojson` (for a command
    /// that draws one), `--json` (the library's model), else `table`; an empty answer is a
    /// `note:` on stderr in the table's place and exits with status 3 in every format, so a
    /// script can tell "nothing" from an answer whatever it reads.
    func answer<Value: Encodable & Sendable>(
        _ value: Value, isEmpty: Bool, _ parsed: Parsed, geojson: (() -> GeoJSON.FeatureCollection)? = nil,
        emptyNote: @autoclosure () -> String, table: () -> Void
    ) throws -> Int32 {
        keep(value)
        if parsed.flag(.geojson), let geojson {
            try output.geoJSON(geojson())
        } else if parsed.flag(.json) {
            try output.json(value)
        } else if isEmpty {
            output.note("note: " + emptyNote())
        } else {
            table()
        }
        return isEmpty ? CLI.emptyStatus : 0
    }

    /// `--json` (the model) or `table`, for answers that are never empty: a list of what a
    /// provider has (routes, directions), status 0.
    func answer<Value: Encodable & Sendable>(_ value: Value, _ parsed: Parsed, table: () -> Void) throws -> Int32 {
        try answer(value, isEmpty: false, parsed, emptyNote: "", table: table)
    }
}
