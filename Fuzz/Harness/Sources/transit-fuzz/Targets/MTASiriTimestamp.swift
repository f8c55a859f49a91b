import Foundation

@testable import MTAProvider

extension FuzzTarget {
    /// The hand-written SIRI instant parser (internal); its fixed-offset JSON-layout read is
    /// compared with the general parse on the same bytes. A parsed instant in 1600…9999, shown
    /// by Foundation's Gregorian calendar in UTC as `yyyy-MM-ddTHH:mm:ssZ`, must parse back to
    /// the same whole second: the civil-day arithmetic agrees with Foundation's.
    static let mtaSiriTimestamp = FuzzTarget(name: "mta-siri-timestamp", corpus: "siri-timestamp") { data in
        let text = fuzzText(data)
        // The fixed-offset read of the JSON layout answers what the general parse answers.
        let fixed = data.withUnsafeBytes { MTAWireSiriTimestamp.parseJSONLayout(utf8: $0) }
        let general = data.withUnsafeBytes { MTAWireSiriTimestamp.parseAnyLayout(utf8: $0) }
        if let fixed, fixed != general {
            violated("\(text): JSON layout \(fixed.timeIntervalSince1970), general \(String(describing: general?.timeIntervalSince1970))")
        }
        guard let date = MTAWireSiriTimestamp.parse(text) else { return }
        guard date.timeIntervalSince1970.isFinite else { violated("\(text) → non-finite date") }
        let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
        guard let year = c.year, (1600...9999).contains(year), let month = c.month, let day = c.day,
            let hour = c.hour, let minute = c.minute, let second = c.second
        else { return }
        let shown = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", year, month, day, hour, minute, second)
        guard let again = MTAWireSiriTimestamp.parse(shown), again == whole else {
            violated(
                "\(text) → \(date.timeIntervalSince1970); shown as \(shown) it parses to \(String(describing: MTAWireSiriTimestamp.parse(shown)?.timeIntervalSince1970))"
            )
        }
    }
}
