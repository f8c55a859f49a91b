import Foundation

/// How a trip's scheduled start (an instant) becomes GTFS-Realtime `start_date` and
/// `start_time`: the service day, and the time counted from it.
///
/// GTFS counts a service day's times from "noon minus 12 h" in the agency's zone (local
/// midnight except on daylight-saving days), and a trip that runs past midnight keeps its
/// service day with times of 24:00:00 and later (`start_date` 20240105, `start_time` 25:10:00 is
/// 01:10 on the 6th). An instant alone does not say which service day a start shortly after
/// midnight belongs to — 00:40 on the 6th may be the 6th's first trip or the 5th's 24:40 — so
/// the rule says what is known about the agency:
///
/// ```swift
/// var rules = TranslationRules.forProvider("mta")
/// rules.serviceDay = .previousDayBefore(hours: 3)   // the agency's night trips belong to the evening before
/// ```
public enum ServiceDayRule: Hashable, Sendable {
    /// Starts from `hours` after the service day begins belong to that day. Earlier starts
    /// could belong to either day, so `start_date` and `start_time` are left out for them and
    /// the report says so. The default for every provider: no schedule TransitKit holds says
    /// how the agency files its night trips.
    case ambiguousBefore(hours: Int)
    /// Starts earlier than `hours` after the service day begins belong to the previous service
    /// day and are written as 24:00:00 and later (`hours: 0` only moves the hour a
    /// daylight-saving change puts before "noon minus 12 h").
    case previousDayBefore(hours: Int)

    /// The rule for providers whose agencies' GTFS TransitKit has not seen: a start before
    /// 04:00 (service time) is not placed on a day.
    public static let `default` = ServiceDayRule.ambiguousBefore(hours: 4)

    /// What ``serviceDay(of:in:)`` found.
    enum Placement: Equatable {
        /// `start_date` "YYYYMMDD" and `start_time` "HH:MM:SS" (HH may pass 23).
        case placed(date: String, time: String)
        /// Within the hours where either service day may be meant.
        case ambiguous(localTime: String)
        /// The instant is not finite or not within 1970…9999.
        case outOfRange
    }

    /// The service day and service time of `start` in `zone`. Plain arithmetic on the zone's
    /// offsets (no `Calendar`): a feed may place a start for every one of a city's vehicles.
    func serviceDay(of start: Date, in zone: TimeZone) -> Placement {
        guard let seconds = POSIXTime.seconds(start) else { return .outOfRange }
        let offset = Self.offset(zone, at: seconds)
        let local = seconds + offset
        let day = Self.floorDivide(local, 86_400)
        let sinceOrigin = seconds - Self.origin(ofDay: day, zone, near: offset)
        let threshold: Int64
        switch self {
        case .ambiguousBefore(let hours), .previousDayBefore(let hours): threshold = Int64(max(0, min(hours, 24))) * 3600
        }
        if sinceOrigin >= threshold { return Self.placement(day, sinceOrigin) }
        switch self {
        case .ambiguousBefore: return .ambiguous(localTime: Self.clock(local - day * 86_400))
        case .previousDayBefore: return Self.placement(day - 1, seconds - Self.origin(ofDay: day - 1, zone, near: offset))
        }
    }

    /// "Noon minus 12 h" of local calendar day `day` (days since 1970-01-01), in POSIX seconds.
    /// `nearOffset` (the zone's offset within a day of it) finds noon to within an hour or two,
    /// and the offset there is noon's: zones change offset at night, not around noon.
    private static func origin(ofDay day: Int64, _ zone: TimeZone, near nearOffset: Int64) -> Int64 {
        let noonAsUTC = day * 86_400 + 43_200
        return noonAsUTC - offset(zone, at: noonAsUTC - nearOffset) - 43_200
    }

    private static func offset(_ zone: TimeZone, at seconds: Int64) -> Int64 {
        Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    private static func placement(_ day: Int64, _ sinceOrigin: Int64) -> Placement {
        let (year, month, dayOfMonth) = civil(day)
        guard (1970...9999).contains(year), sinceOrigin >= 0, sinceOrigin < 48 * 3600 else { return .outOfRange }
        let date = digits([(year, 4), (month, 2), (dayOfMonth, 2)], separator: nil)
        return .placed(date: date, time: clock(sinceOrigin))
    }

    /// Year, month and day of `day` days after 1970-01-01 (proleptic Gregorian; Howard
    /// Hinnant's `civil_from_days`).
    private static func civil(_ day: Int64) -> (Int64, Int64, Int64) {
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth)
    }

    /// "HH:MM:SS" for `seconds` (0 ≤ seconds < 48 h) past the origin; HH passes 23 after midnight.
    private static func clock(_ seconds: Int64) -> String {
        digits([(seconds / 3600, 2), (seconds / 60 % 60, 2), (seconds % 60, 2)], separator: UInt8(ascii: ":"))
    }

    /// Zero-padded non-negative numbers written straight into one small string: formatting
    /// through `String(format:)` or concatenation cost more than the rest of placing a start.
    private static func digits(_ fields: [(value: Int64, width: Int)], separator: UInt8?) -> String {
        let count = fields.reduce(0) { $0 + $1.width } + (separator == nil ? 0 : fields.count - 1)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            for (index, field) in fields.enumerated() {
                if index > 0, let separator {
                    buffer[end] = separator
                    end += 1
                }
                var value = max(0, field.value)
                for position in stride(from: end + field.width - 1, through: end, by: -1) {
                    buffer[position] = UInt8(truncatingIfNeeded: 48 + value % 10)
                    value /= 10
                }
                end += field.width
            }
            return end
        }
    }
}
