import Foundation

/// A wall-clock reading with no zone ("20191103 01:30" from CTA, "2016-07-29T08:00:00" from
/// Busbud), and its conversion to an instant in an IANA zone.
///
/// Daylight-saving edges are resolved the same way every time, and documented in
/// Docs/Architecture.md:
/// - **Repeated hour** (fall back, e.g. 01:30 on 2019-11-03 in Chicago): the *earlier* instant,
///   the first time the clock shows it (CDT, 06:30 UTC). `.later` picks the second (CST).
/// - **Skipped hour** (spring forward, e.g. 02:30 on 2019-03-10 in Chicago): shifted forward
///   by the gap, to 03:30 CDT (08:30 UTC) — what the agency's clock shows when the bus comes.
///   `.reject` throws instead.
///
/// ```swift
/// let wall = try LocalDateTime(parsing: "20191103 01:30", pattern: "yyyyMMdd HH:mm")
/// let instant = try wall.date(in: TimeZone(identifier: "America/Chicago")!)
/// ```
public struct LocalDateTime: Hashable, Sendable, CustomStringConvertible {
    /// Which instant a wall time that occurs twice (the hour repeated when clocks fall back) means.
    public enum RepeatedTime: Sendable {
        /// The first occurrence (still on daylight time): what the clock showed first.
        case earlier
        /// The second occurrence (already on standard time).
        case later
    }
    /// What to do with a wall time that does not occur (the hour skipped when clocks spring forward).
    public enum SkippedTime: Sendable {
        /// Move forward by the gap (02:30 becomes 03:30): when the agency's clock shows the time.
        case shiftForward
        /// Throw \`.invalidArgument\`: the wall time never happened.
        case reject
    }

    /// The calendar day.
    public let date: CalendarDate
    /// The hour, 0–23.
    public let hour: Int
    /// The minute, 0–59.
    public let minute: Int
    /// The second, 0–59.
    public let second: Int
    /// Fractions of a second, in nanoseconds.
    public let nanosecond: Int

    /// Creates a wall-clock reading; throws `.invalidArgument` for a field out of range (hour 24, minute 60).
    public init(date: CalendarDate, hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0) throws(TransitError) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
            (0..<1_000_000_000).contains(nanosecond)
        else {
            throw TransitError(.invalidArgument, detail: "time \(hour):\(minute):\(second) does not exist")
        }
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
    }

    /// Parses `text` against a fixed-width `pattern` of `yyyy MM dd HH mm ss` fields, optional
    /// `.SSS…` fractional seconds (any number of digits, when the pattern ends in `ss`), and
    /// literal characters (quote letters with `'`: `yyyy-MM-dd'T'HH:mm:ss`).
    public init(parsing text: String, pattern: String) throws(TransitError) {
        var fields: [Character: Int] = [:]
        let chars = Array(text)
        var index = 0
        let tokens = Array(pattern)
        var p = 0
        func fail(_ why: String) -> TransitError {
            TransitError(.decoding, detail: "\"\(text)\" does not match \(pattern): \(why)")
        }
        while p < tokens.count {
            let token = tokens[p]
            if token == "'" {
                p += 1
                while p < tokens.count, tokens[p] != "'" {
                    guard index < chars.count, chars[index] == tokens[p] else { throw fail("expected \"\(tokens[p])\"") }
                    index += 1
                    p += 1
                }
                p += 1
                continue
            }
            if "yMdHms".contains(token) {
                var width = 0
                while p < tokens.count, tokens[p] == token {
                    width += 1
                    p += 1
                }
                guard index + width <= chars.count else { throw fail("too short") }
                let digits = String(chars[index..<index + width])
                guard digits.allSatisfy(\.isASCIIDigit), let value = Int(digits) else {
                    throw fail("\"\(digits)\" is not a number")
                }
                fields[token] = value
                index += width
                continue
            }
            guard index < chars.count, chars[index] == token else { throw fail("expected \"\(token)\"") }
            index += 1
            p += 1
        }
        var nanos = 0
        if index < chars.count, chars[index] == ".", tokens.last == "s" {
            index += 1
            var digits = ""
            while index < chars.count, chars[index].isASCIIDigit {
                digits.append(chars[index])
                index += 1
            }
            guard !digits.isEmpty else { throw fail("no digits after \".\"") }
            let nine = String((digits + "000000000").prefix(9))
            nanos = Int(nine) ?? 0
        }
        guard index == chars.count else { throw fail("unexpected \"\(String(chars[index...]))\"") }
        guard let year = fields["y"], let month = fields["M"], let day = fields["d"] else {
            throw fail("pattern has no year, month and day")
        }
        do {
            try self.init(
                date: CalendarDate(year: year, month: month, day: day), hour: fields["H"] ?? 0,
                minute: fields["m"] ?? 0, second: fields["s"] ?? 0, nanosecond: nanos)
        } catch {
            throw TransitError(.decoding, detail: "\"\(text)\": \(error.detail ?? "invalid")")
        }
    }

    /// `yyyy-MM-dd HH:mm:ss`.
    public var description: String {
        String(format: "%@ %02d:%02d:%02d", date.description, hour, minute, second)
    }

    /// The instant this wall-clock reading denotes in `timeZone`; DST edges as documented above.
    public func date(
        in timeZone: TimeZone, repeated: RepeatedTime = .earlier,
        skipped: SkippedTime = .shiftForward
    ) throws(TransitError) -> Date {
        if let date = singleOffsetDate(in: timeZone) { return date }
        return try referenceDate(in: timeZone, repeated: repeated, skipped: skipped)
    }

    /// The instant when one offset is in force 14 hours either side of the wall time (read as
    /// UTC) and the wall time occurs once under it — nearly every time an agency sends — else
    /// nil. There `referenceDate` builds a one-element set and returns its candidate whatever
    /// `repeated` and `skipped` say; this returns that candidate without the set, map, filter
    /// and sort, which were most of converting a time. The candidate must still read back as
    /// the wall time: with an offset over 14 hours (local mean time in Manila until 1844) it
    /// lies beyond the probes, where another offset may be in force. `referenceDate` stays the
    /// definition (LocalDateTimeFastPathTests compares the two).
    func singleOffsetDate(in timeZone: TimeZone) -> Date? {
        let wall = Double(floatingSeconds) + Double(nanosecond) / 1e9
        let asUTC = Date(timeIntervalSince1970: wall)
        let offset = timeZone.secondsFromGMT(for: asUTC)
        guard timeZone.secondsFromGMT(for: asUTC.addingTimeInterval(-14 * 3600)) == offset,
            timeZone.secondsFromGMT(for: asUTC.addingTimeInterval(14 * 3600)) == offset
        else { return nil }
        let candidate = asUTC.addingTimeInterval(-Double(offset))
        guard Double(timeZone.secondsFromGMT(for: candidate)) == wall - candidate.timeIntervalSince1970 else { return nil }
        return candidate
    }

    /// ``date(in:repeated:skipped:)`` by its definition: each offset in force 14 hours before,
    /// at, or 14 hours after the wall time read as UTC gives a candidate instant; those that
    /// read back as the wall time are its occurrences. `date(in:)` answers the common
    /// single-offset case itself and must agree with this everywhere.
    func referenceDate(
        in timeZone: TimeZone, repeated: RepeatedTime = .earlier,
        skipped: SkippedTime = .shiftForward
    ) throws(TransitError) -> Date {
        let wall = Double(floatingSeconds) + Double(nanosecond) / 1e9
        let asUTC = Date(timeIntervalSince1970: wall)
        let offsets = Set([
            timeZone.secondsFromGMT(for: asUTC.addingTimeInterval(-14 * 3600)),
            timeZone.secondsFromGMT(for: asUTC),
            timeZone.secondsFromGMT(for: asUTC.addingTimeInterval(14 * 3600)),
        ])
        let matches = offsets.map { asUTC.addingTimeInterval(-Double($0)) }
            .filter { Double(timeZone.secondsFromGMT(for: $0)) == wall - $0.timeIntervalSince1970 }
            .sorted()
        if let first = matches.first, let last = matches.last {
            return repeated == .earlier ? first : last
        }
        guard skipped == .shiftForward else {
            throw TransitError(.invalidArgument, detail: "\(self) does not exist in \(timeZone.identifier) (skipped by a DST change)")
        }
        // In a gap: read the wall time with the offset in force just before it.
        let before = timeZone.secondsFromGMT(for: asUTC.addingTimeInterval(-14 * 3600))
        return asUTC.addingTimeInterval(-Double(before))
    }

    /// Seconds since 1970-01-01 00:00 as if the wall time were UTC.
    private var floatingSeconds: Int64 {
        // Days from civil (Howard Hinnant's algorithm), exact for the proleptic Gregorian calendar.
        let y = Int64(date.month <= 2 ? date.year - 1 : date.year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(date.month)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(date.day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return days * 86_400 + Int64(hour) * 3600 + Int64(minute) * 60 + Int64(second)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
