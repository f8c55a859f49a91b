import Foundation
import TransitKitCore

extension FuzzTarget {
    /// Core wall-clock parsing. Input: pattern, NUL, text. `LocalDateTime(parsing:pattern:)`
    /// under that pattern and under the providers' fixed ones; a parsed time's description parses back to it and converts in a DST
    /// zone under every policy. `CalendarDate(text)`: a parsed date's description parses back
    /// to the same date.
    static let localDateTime = FuzzTarget(name: "local-date-time", corpus: "local-date-time") { data in
        let parts = fuzzParts(data, 2)
        let zone = TimeZone.agency("America/Chicago", standardOffset: -6)
        let patterns = [parts[0], "yyyyMMdd HH:mm", "yyyyMMdd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss"]
        for pattern in patterns {
            do {
                let wall = try LocalDateTime(parsing: parts[1], pattern: pattern)
                guard let shown = try? LocalDateTime(parsing: wall.description, pattern: "yyyy-MM-dd HH:mm:ss"),
                    shown.date == wall.date, shown.hour == wall.hour, shown.minute == wall.minute, shown.second == wall.second
                else { violated("\(parts[1]) as \(pattern) = \(wall), whose description does not parse back") }
                for repeated in [LocalDateTime.RepeatedTime.earlier, .later] {
                    do {
                        let date = try wall.date(in: zone, repeated: repeated, skipped: .reject)
                        guard date.timeIntervalSince1970.isFinite else { violated("\(wall) → non-finite") }
                    } catch {
                        checkError(error, allowed: [.decoding, .invalidArgument], "date(in:) \(wall)")
                    }
                    _ = try? wall.date(in: zone, repeated: repeated, skipped: .shiftForward)
                }
            } catch {
                checkError(error, allowed: [.decoding, .invalidArgument], "LocalDateTime \(pattern)")
            }
        }
        for text in [parts[0], parts[1]] {
            do {
                let day = try CalendarDate(text)
                guard let again = try? CalendarDate(day.description), again == day else {
                    violated("CalendarDate(\(text)) = \(day), whose description does not parse back")
                }
            } catch {
                checkError(error, allowed: [.invalidArgument], "CalendarDate \(text)")
            }
        }
    }
}
