import Foundation
import TransitKitCore

/// How city names are compared: surrounding whitespace removed, inner runs of whitespace
/// folded to one space, case, diacritics and width ignored ("  los angeles" = "Los Angeles",
/// "montreal" = "Montréal"). Display always uses the data set's own spelling.
enum CityName {
    /// The data set's spelling, trimmed; used as the canonical display name.
    static func canonical(_ name: String) -> String { SearchKey.collapsingWhitespace(name) }

    /// True when the name has nothing to show: only whitespace, control characters or
    /// invisible format characters (zero-width space, BOM…). Such a "city" would print as an
    /// empty cell and could never be typed, so loading treats it like a blank name.
    static func isBlank(_ name: String) -> Bool { SearchKey.isBlank(name) }

    /// True when `name` holds a visible ASCII character (`!`…`~`): such a name is neither
    /// blank nor folded away to an empty key, so loading needs no Unicode checks for it.
    static func hasVisibleASCII(_ name: String) -> Bool {
        let isVisible = { (byte: UInt8) in byte > 0x20 && byte < 0x7F }
        return name.utf8.withContiguousStorageIfAvailable { $0.contains(where: isVisible) } ?? name.utf8.contains(where: isVisible)
    }

    /// `name` quoted for a report, invisible characters spelled out (`"\u{200B}"`), so a
    /// blank name reads as what it is and never writes control bytes to a terminal.
    static func quoted(_ name: String) -> String {
        var text = "\""
        for scalar in name.unicodeScalars {
            if scalar == " " || !(scalar.properties.isWhitespace || [.control, .format].contains(scalar.properties.generalCategory)) {
                text.unicodeScalars.append(scalar)
            } else {
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return text + "\""
    }

    /// The lookup key.
    static func key(_ name: String) -> String {
        // Plain ASCII needs only lower-casing; folding is slow and only matters beyond ASCII.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return canonical(name).lowercased() }
        return canonical(name).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
