import Foundation

/// How city names are compared: surrounding whitespace removed, inner runs of whitespace
/// folded to one space, case, diacritics and width ignored ("  los angeles" = "Los Angeles",
/// "montreal" = "Montréal"). Display always uses the data set's own spelling.
enum CityName {
    /// The data set's spelling, trimmed; used as the canonical display name.
    static func canonical(_ name: String) -> String {
        name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The lookup key.
    static func key(_ name: String) -> String {
        canonical(name).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
