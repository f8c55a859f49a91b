import Foundation
import TransitKitCore

extension Context {
    /// One answer in the format asked, the same way for every verb: `--geojson` or `--svg` (for
    /// a command whose answer has places, ``places(_:svg:emptyBecause:)``), `--json` (the
    /// library's model), else `table`; an empty answer is a
    /// `note:` on stderr in the table's place and exits with status 3 in every format, so a
    /// script can tell "nothing" from an answer whatever it reads.
    func answer<Value: Encodable & Sendable>(
        _ value: Value, isEmpty: Bool, _ parsed: Parsed, places: (() -> Places)? = nil,
        emptyNote: @autoclosure () -> String, table: () -> Void
    ) throws -> Int32 {
        keep(value)
        if let places, wantsPlaces(parsed) {
            let status = try self.places(places(), svg: parsed.value(.svg), emptyBecause: emptyNote())
            return isEmpty ? CLI.emptyStatus : status
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
