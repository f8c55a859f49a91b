import Foundation

/// A day on a local calendar (`2016-07-29`), with no instant attached. Searches ask for "the
/// 29th in Montréal"; turning a UTC `Date()` into a day silently picks the wrong one near
/// midnight, so this type is built from parts, a string, or an instant *and* a zone.
public struct CalendarDate: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2016.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31 (always a day the month has).
    public let day: Int

    /// Throws `.invalidArgument` for a day that does not exist (2019-02-29, month 13…).
    public init(year: Int, month: Int, day: Int) throws(TransitError) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else {
            throw TransitError(.invalidArgument, detail: "date \(year)-\(month)-\(day) does not exist")
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `yyyy-MM-dd`.
    public init(_ text: String) throws(TransitError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        // Digits only: `Int("+1")` parses, so "2019-+1-01" would otherwise be January.
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else {
            throw TransitError(.invalidArgument, detail: "date \"\(text)\" is not yyyy-MM-dd")
        }
        try self.init(year: year, month: month, day: day)
    }

    /// The day `instant` falls on in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        self.year = parts.year ?? 1970
        self.month = parts.month ?? 1
        self.day = parts.day ?? 1
    }

    /// `yyyy-MM-dd`.
    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// Orders days chronologically.
    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// Decodes from a `"yyyy-MM-dd"` string, failing with the field's coding path on any other text.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes as a `"yyyy-MM-dd"` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
