import Foundation
import TransitKitCore

/// CTA timestamps: `yyyyMMdd HH:mm`, `yyyyMMdd HH:mm:ss` (`tmres=s`, `gettime`), or epoch
/// milliseconds as a digit string (`unixTime=true`). The wall-clock forms carry no offset and
/// are in the deployment's zone (``BusTimeProfile/timeZone``: America/Chicago for CTA); DST edges follow ``LocalDateTime`` (a repeated hour is the
/// earlier instant, a skipped hour is shifted forward).
enum CTATime {
    /// America/Chicago, the zone every CTA time is in and shown in (``CTABusTrackerClient/facts``).
    static let zone = TimeZone.agency("America/Chicago", standardOffset: -6)

    /// 9999-12-31 23:59:59.999 UTC in epoch milliseconds.
    static let maxEpochMilliseconds: Int64 = 253_402_300_799_999

    /// The instant `text` denotes, read as wall clock in `zone` (the profile's), or `.decoding`
    /// naming `field`. The field's path is built only for an error: interpolating it for every
    /// row cost more than reading the digits.
    static func parse(
        _ text: String, in zone: TimeZone = CTATime.zone, field: @autoclosure () -> String
    ) throws(TransitError) -> Date {
        let trimmed = text.trimmed()
        if isEpochMilliseconds(trimmed) {
            // Bounded like the wall-clock forms (years up to 9999): a damaged digit string
            // must not become an instant calendars and countdowns cannot handle.
            guard let millis = Int64(trimmed), millis <= maxEpochMilliseconds else {
                throw TransitError(.decoding, detail: "\(field()): \"\(text)\" is beyond year 9999 as epoch milliseconds")
            }
            return Date(timeIntervalSince1970: Double(millis) / 1000)
        }
        // A time `wallClock` reads is 14 or 17 ASCII bytes, so 14 or 17 characters: the
        // pattern the length picks below is the one it has just read, without counting them.
        if let local = wallClock(trimmed) {
            do {
                return try local.date(in: zone)
            } catch {
                throw TransitError(.decoding, detail: "\(field()): \(error.detail ?? "\"\(text)\" is not a valid time")")
            }
        }
        let pattern: String
        switch trimmed.count {
        case 14: pattern = "yyyyMMdd HH:mm"
        case 17: pattern = "yyyyMMdd HH:mm:ss"
        default:
            throw TransitError(.decoding, detail: "\(field()): \"\(text)\" is not yyyyMMdd HH:mm[:ss] or epoch milliseconds")
        }
        do {
            return try LocalDateTime(parsing: trimmed, pattern: pattern).date(in: zone)
        } catch {
            throw TransitError(.decoding, detail: "\(field()): \(error.detail ?? "\"\(text)\" is not a valid time")")
        }
    }

    /// True when `text` is at least 12 characters, all ASCII digits: epoch milliseconds.
    /// Checked on the UTF-8 bytes — a string whose bytes are all `0`–`9` is exactly one whose
    /// characters are all ASCII numbers (no other character is both, and digits never join
    /// into one character) — because the `Character` test was a fifth of reading a time.
    static func isEpochMilliseconds(_ text: String) -> Bool {
        let utf8 = text.utf8
        return utf8.count >= 12 && utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// `yyyyMMdd HH:mm[:ss]` read straight from its ASCII digits: the same reading the
    /// general pattern parser makes, without its cost (most of mapping a prediction). Nil for
    /// anything else, or a field out of range, so the general parser decides and words the error.
    static func wallClock(_ text: String) -> LocalDateTime? {
        // In place when the string is contiguous UTF-8, as native strings are: no byte array.
        var text = text
        return text.withUTF8 { bytes in wallClock(bytes) }
    }

    /// ``wallClock(_:)`` on the text's UTF-8 bytes.
    private static func wallClock(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDateTime? {
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
