import Foundation
import TransitKitCore

// The SIRI wire types are read only, straight from the bytes (a whole-city snapshot is 1.6 MB;
// Docs/JSON.md): unknown members skipped, `null` for an optional is nil, a missing
// non-optional fails naming its path. Of duplicate member names the last is kept: no recorded
// answer has any, so `JSONDecoder`'s first-wins rule is not copied here.

extension JSONReader {
    /// The error for a non-optional member the object just read did not have; the reader is
    /// back at the object's own path, so the detail reads `"….VehicleActivity[3]: missing
    /// member MonitoredVehicleJourney"`.
    func missing(_ member: String) -> TransitError {
        error("missing member \(member)")
    }
}

extension MTAWireSiriText: JSONReadable {
    /// A string, or an array of strings; anything else fails.
    init(reading reader: inout JSONReader) throws(TransitError) {
        if try reader.peek() == .string {
            self.init(try reader.readString())
        } else {
            self.init(try reader.readArray { reader throws(TransitError) in try reader.readString() })
        }
    }
}

extension MTAWireSiriTimestamp: JSONReadable {
    /// Parsed from the string's bytes in the input: no `String` per timestamp.
    init(reading reader: inout JSONReader) throws(TransitError) {
        let date = try reader.withUTF8 { bytes throws(TransitError) in Self.parse(utf8: bytes) }
        guard let date else { throw reader.error("not a SIRI time (yyyy-MM-dd'T'HH:mm:ss[.SSS]±HH:MM)") }
        self.init(date: date)
    }
}
