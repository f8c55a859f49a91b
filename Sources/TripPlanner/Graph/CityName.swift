import Foundation

/// How city names are compared: surrounding whitespace removed, inner runs of whitespace
/// folded to one space, case, diacritics and width ignored ("  los angeles" = "Los Angeles",
/// "montreal" = "Montréal"). Display always uses the data set's own spelling.
enum CityName {
    /// The data set's spelling, trimmed; used as the canonical display name.
    static func canonical(_ name: String) -> String {
        // Fast path: almost every name is plain ASCII with single inner spaces, and needs no
        // change; anything else (control characters, non-ASCII spaces…) takes the slow path.
        var previousWasSpace = true
        var clean = true
        for byte in name.utf8 {
            let isSpace = byte == 0x20
            if byte < 0x20 || byte >= 0x80 || (isSpace && previousWasSpace) {
                clean = false
                break
            }
            previousWasSpace = isSpace
        }
        if clean && !previousWasSpace { return name }
        return name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The lookup key.
    static func key(_ name: String) -> String {
        // Plain ASCII needs only lower-casing; folding is slow and only matters beyond ASCII.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return canonical(name).lowercased() }
        return canonical(name).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
