import Foundation
import Testing

@testable import TransitKitCore

/// `LocalDateTime.date(in:)` answers the single-offset case itself (`singleOffsetDate`) and
/// leaves the rest to `referenceDate`, the set-based definition. These compare the two on wall
/// times across many years in zones with every kind of offset change — whole hours, half
/// hours (Lord Howe), 45-minute offsets (Chatham), negative DST (Dublin), a skipped day (Apia,
/// 2011), standard-offset changes (Moscow, Caracas), midnight changes (São Paulo) — every
/// minute near each change, every ten minutes out to where the ±14 h probes cross it, and a
/// stride through the rest, with both `repeated` and both `skipped` choices.
@Suite struct LocalDateTimeFastPathTests {
    /// A zone and the years (UTC, start of the first to start of the last) scanned in it.
    struct Span: Sendable, CustomTestStringConvertible {
        let zone: String
        let start: Int
        let end: Int

        init(_ zone: String, _ years: ClosedRange<Int>) {
            self.zone = zone
            // Days from 1970 to 1 January of `year`, proleptic Gregorian.
            func seconds(_ year: Int) -> Int {
                let y = year - 1
                return (365 * (year - 1970) + (y / 4 - 1969 / 4) - (y / 100 - 1969 / 100) + (y / 400 - 1969 / 400)) * 86_400
            }
            self.start = seconds(years.lowerBound)
            self.end = seconds(years.upperBound)
        }

        var testDescription: String { "\(zone) \(Date(timeIntervalSince1970: Double(start)))" }
    }

    /// 2005 to 2027 in zones that change offset in every way, and three changes of local mean
    /// time more than 14 hours from GMT (Manila and Guam crossing the date line in 1844, Sitka
    /// becoming American in 1867): there the candidate instant lies beyond the ±14 h probes,
    /// and only its read-back check keeps the fast path off a wall time that does not occur.
    static let spans =
        [
            "America/Chicago", "Europe/London", "Australia/Melbourne", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns",
            "Australia/Lord_Howe", "Pacific/Apia", "Europe/Moscow", "America/Caracas", "America/Sao_Paulo", "Europe/Dublin",
            "Asia/Kathmandu", "Africa/Casablanca",
        ].map { Span($0, 2005...2027) } + [
            Span("Asia/Manila", 1844...1846), Span("Pacific/Guam", 1844...1846), Span("America/Sitka", 1867...1868),
        ]

    /// What a conversion gave, comparable: the instant, or the error's detail.
    enum Outcome: Equatable, CustomStringConvertible {
        case instant(Double)
        case refused(String)

        init(_ body: () throws(TransitError) -> Date) {
            do {
                self = .instant(try body().timeIntervalSince1970)
            } catch {
                self = .refused(error.detail ?? "")
            }
        }

        var description: String {
            switch self {
            case .instant(let seconds): "\(Date(timeIntervalSince1970: seconds))"
            case .refused(let detail): "refused: \(detail)"
            }
        }
    }

    static let choices: [(LocalDateTime.RepeatedTime, LocalDateTime.SkippedTime)] = [
        (.earlier, .shiftForward), (.later, .shiftForward), (.earlier, .reject), (.later, .reject),
    ]

    /// The wall time `seconds` after 1970-01-01 00:00 on the wall clock (days to civil date,
    /// Howard Hinnant's algorithm, the inverse of the one `LocalDateTime` uses).
    static func wall(_ seconds: Int, nanosecond: Int = 0) throws -> LocalDateTime {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return try LocalDateTime(
            date: CalendarDate(year: year, month: month, day: day), hour: rest / 3600, minute: rest % 3600 / 60,
            second: rest % 60, nanosecond: nanosecond)
    }

    /// Every instant (to the second) at which `zone`'s offset changes within `span`.
    static func changes(in zone: TimeZone, _ span: Span) -> [(at: Int, from: Int, to: Int)] {
        var found: [(at: Int, from: Int, to: Int)] = []
        var t = span.start
        var offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
        while t < span.end {
            let next = t + 3600
            let nextOffset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(next)))
            if nextOffset != offset {
                // Narrow to the first second of the new offset.
                var low = t
                var high = next
                while high - low > 1 {
                    let mid = (low + high) / 2
                    if zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(mid))) == offset { low = mid } else { high = mid }
                }
                found.append((high, offset, nextOffset))
                offset = nextOffset
            }
            t = next
        }
        return found
    }

    /// Compares the paths on one wall time: where the fast path answers, the reference gives
    /// that instant for every choice (and `date(in:)` returns it); where it does not,
    /// `date(in:)` is the reference for every choice. Returns whether the fast path answered.
    static func check(_ wall: LocalDateTime, in zone: TimeZone) -> Bool {
        func reference(_ repeated: LocalDateTime.RepeatedTime, _ skipped: LocalDateTime.SkippedTime) -> Outcome {
            Outcome { () throws(TransitError) in try wall.referenceDate(in: zone, repeated: repeated, skipped: skipped) }
        }
        if let fast = wall.singleOffsetDate(in: zone) {
            for (repeated, skipped) in choices {
                #expect(
                    Outcome.instant(fast.timeIntervalSince1970) == reference(repeated, skipped),
                    "\(zone.identifier) \(wall) \(repeated) \(skipped)")
            }
            #expect(Outcome { () throws(TransitError) in try wall.date(in: zone) } == Outcome.instant(fast.timeIntervalSince1970))
            return true
        }
        for (repeated, skipped) in choices {
            let public_ = Outcome { () throws(TransitError) in try wall.date(in: zone, repeated: repeated, skipped: skipped) }
            #expect(public_ == reference(repeated, skipped), "\(zone.identifier) \(wall) \(repeated) \(skipped)")
        }
        return false
    }

    @Test(arguments: spans)
    func fastPathEqualsTheReferenceAroundEveryOffsetChange(_ span: Span) throws {
        let identifier = span.zone
        let zone = try #require(TimeZone(identifier: identifier))
        let changes = Self.changes(in: zone, span)
        // Each zone but Kolkata and Kathmandu changes offset in the span; Kolkata and
        // Kathmandu are checked by the stride alone.
        if !["Asia/Kolkata", "Asia/Kathmandu"].contains(identifier) { #expect(!changes.isEmpty, "\(identifier)") }
        var fast = 0
        var general = 0
        func visit(_ seconds: Int, nanosecond: Int = 0) throws {
            if Self.check(try Self.wall(seconds, nanosecond: nanosecond), in: zone) { fast += 1 } else { general += 1 }
        }
        for change in changes {
            let walls = [change.at + change.from, change.at + change.to]
            let low = walls.min() ?? 0
            let high = walls.max() ?? 0
            // Every minute from 90 minutes before the change on the wall clock to 90 after.
            for seconds in stride(from: low - 90 * 60, through: high + 90 * 60, by: 60) { try visit(seconds) }
            // Every ten minutes (at an odd second) out to where the ±14 h probes meet it.
            for seconds in stride(from: low - 16 * 3600 + 7, through: high + 16 * 3600, by: 600) { try visit(seconds) }
            // The edges themselves, to the second and just inside it.
            for edge in walls {
                for delta in [-1, 0, 1] { try visit(edge + delta) }
                try visit(edge - 1, nanosecond: 999_999_999)
            }
        }
        // A stride of about three days through the span, landing on every hour of the day.
        var t = span.start
        var step = 0
        while t < span.end {
            try visit(t, nanosecond: step % 5 == 0 ? 250_000_000 : 0)
            t += 73 * 3600 + 13 * 60 + 17
            step += 1
        }
        // Both branches ran, so the comparison covers the fast path and the fallback.
        #expect(fast > 100, "\(identifier): \(fast) fast")
        if !changes.isEmpty { #expect(general > 100, "\(identifier): \(general) general") }
    }

    /// The documented DST vectors, through both paths.
    @Test func documentedEdgesAgree() throws {
        let cases: [(String, String)] = [
            ("America/Chicago", "20191103 01:30"), ("America/Chicago", "20190310 02:30"),
            ("Australia/Melbourne", "20190407 02:30"), ("Australia/Melbourne", "20191006 02:30"),
            ("Pacific/Apia", "20111230 12:00"), ("Australia/Lord_Howe", "20190407 01:45"),
            ("Australia/Lord_Howe", "20191006 02:15"),
        ]
        for (identifier, text) in cases {
            let zone = try #require(TimeZone(identifier: identifier))
            let wall = try LocalDateTime(parsing: text, pattern: "yyyyMMdd HH:mm")
            #expect(!Self.check(wall, in: zone), "\(identifier) \(text) is an edge: the general path decides")
        }
    }
}
