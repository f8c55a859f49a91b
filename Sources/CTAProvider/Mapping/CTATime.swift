import Foundation
import TransitKitCore

/// CTA timestamps: `yyyyMMdd HH:mm`, `yyyyMMdd HH:mm:ss` (`tmres=s`, `gettime`), or epoch
/// milliseconds as a digit string (`unixTime=true`). The wall-clock forms carry no offset and
/// are always America/Chicago; DST edges follow ``LocalDateTime`` (a repeated hour is the
/// earlier instant, a skipped hour is shifted forward).
enum CTATime {
    /// America/Chicago, the zone every CTA time is in and shown in (``CTABusTrackerClient/facts``).
    static let zone = TimeZone.agency("America/Chicago", standardOffset: -6)

    /// 9999-12-31 23:59:59.999 UTC in epoch milliseconds.
    static let maxEpochMilliseconds: Int64 = 253_402_300_799_999

    /// The instant `text` denotes, or `.decoding` naming `field`.
    static func parse(_ text: String, field: String) throws(TransitError) -> Date {
        let trimmed = CTAMapper.isTrimmed(text) ? text : text.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 12, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // Bounded like the wall-clock forms (years up to 9999): a damaged digit string
            // must not become an instant calendars and countdowns cannot handle.
            guard let millis = Int64(trimmed), millis <= maxEpochMilliseconds else {
                throw TransitError(.decoding, detail: "\(field): \"\(text)\" is beyond year 9999 as epoch milliseconds")
            }
            return Date(timeIntervalSince1970: Double(millis) / 1000)
        }
        let pattern: String
        switch trimmed.count {
        case 14: pattern = "yyyyMMdd HH:mm"
        case 17: pattern = "yyyyMMdd HH:mm:ss"
        default:
            throw TransitError(.decoding, detail: "\(field): \"\(text)\" is not yyyyMMdd HH:mm[:ss] or epoch milliseconds")
        }
        do {
            if let local = wallClock(trimmed) { return try local.date(in: zone) }
            return try LocalDateTime(parsing: trimmed, pattern: pattern).date(in: zone)
        } catch {
            throw TransitError(.decoding, detail: "\(field): \(error.detail ?? "\"\(text)\" is not a valid time")")
        }
    }

    /// `yyyyMMdd HH:mm[:ss]` read straight from its ASCII digits: the same reading the
    /// general pattern parser makes, without its cost (most of mapping a prediction). Nil for
    /// anything else, or a field out of range, so the general parser decides and words the error.
    static func wallClock(_ text: String) -> LocalDateTime? {
        let bytes = Array(text.utf8)
        guard bytes.count == 14 || bytes.count == 17, bytes[8] == UInt8(ascii: " "), bytes[11] == UInt8(ascii: ":"),
            bytes.count == 14 || bytes[14] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(bytes[index]) - 0x30
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8), let hour = number(9..<11),
            let minute = number(12..<14), let second = bytes.count == 17 ? number(15..<17) : 0,
            let date = try? CalendarDate(year: year, month: month, day: day)
        else { return nil }
        return try? LocalDateTime(date: date, hour: hour, minute: minute, second: second)
    }
}
