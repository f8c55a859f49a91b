import Foundation

/// "9:23 am (3 min)", or "Due" when the vehicle is less than a minute away, computed from an
/// injected now and shown in the agency's zone (not the device's).
///
/// ```swift
/// Countdown(target: arrival, now: now.date(), timeZone: melbourne).text   // "9:23 am (3 min)"
/// ```
public struct Countdown: Hashable, Sendable, CustomStringConvertible {
    /// Whole minutes from now to the target, rounded down; negative once it has passed.
    public let minutes: Int
    /// "9:23 am" in the zone.
    public let clockText: String

    /// The countdown from `now` to `target`, with the clock time shown in `timeZone`.
    public init(target: Date, now: Date, timeZone: TimeZone) {
        let seconds = target.timeIntervalSince(now)
        minutes = Int((seconds / 60).rounded(.down))
        clockText = Self.clock(target, in: timeZone)
    }

    /// Under a minute away (or just gone).
    public var isDue: Bool { minutes < 1 && minutes > -2 }

    /// "Due", "9:23 am (3 min)", "1:05 am (2 h 12 min)", "9:20 am (departed)".
    public var text: String {
        if isDue { return "Due" }
        if minutes < 0 { return "\(clockText) (departed)" }
        if minutes < 60 { return "\(clockText) (\(minutes) min)" }
        let rest = minutes % 60
        return rest == 0 ? "\(clockText) (\(minutes / 60) h)" : "\(clockText) (\(minutes / 60) h \(rest) min)"
    }

    /// The same as `text`.
    public var description: String { text }

    /// "9:23 am": 12-hour clock, lower-case suffix, no locale involved.
    public static func clock(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return String(format: "%d:%02d %@", twelve, minute, hour < 12 ? "am" : "pm")
    }
}
