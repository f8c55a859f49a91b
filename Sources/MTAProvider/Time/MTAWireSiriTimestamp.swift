import Foundation

/// A SIRI instant: `2020-10-20T21:13:26.941-04:00` (JSON: always milliseconds and a numeric
/// offset), `2011-10-25T20:00:00-04:00` (JAXB XML: no fraction), or a `Z` suffix.
///
/// Parsed by hand from the UTF-8 bytes: the whole-city vehicle snapshot holds thousands of
/// them, and the offset in the text is all that is needed — no zone database lookup.
struct MTAWireSiriTimestamp: Sendable, Hashable {
    var date: Date

    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// The same from UTF-8 bytes, so the direct read (`init(reading:)`) parses the bytes in the
    /// input without making a `String` of each of the snapshot's timestamps.
    static func parse(utf8 bytes: UnsafeRawBufferPointer) -> Date? {
        parseJSONLayout(utf8: bytes) ?? parseAnyLayout(utf8: bytes)
    }

    /// The layout of every instant in MTA's JSON (`2020-10-20T21:13:26.941-04:00`, 29 bytes),
    /// read at fixed offsets: the whole-city snapshot holds four thousand of them, and the
    /// general parse took 350 instructions each. Nil for any other text, valid or not, which
    /// ``parseAnyLayout(utf8:)`` then reads; where this answers, it answers what that would
    /// (`DirectReadTests.jsonLayoutAgreesWithTheGeneralParse`, the `mta-siri-timestamp` fuzz target).
    static func parseJSONLayout(utf8 bytes: UnsafeRawBufferPointer) -> Date? {
        guard bytes.count == 29, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "."), bytes[26] == UInt8(ascii: ":"),
            bytes[23] == UInt8(ascii: "+") || bytes[23] == UInt8(ascii: "-")
        else { return nil }
        var allDigits = true
        func number(_ start: Int, _ width: Int) -> Int {
            var value = 0
            for index in start..<(start + width) {
                let digit = bytes[index] &- UInt8(ascii: "0")
                allDigits = allDigits && digit < 10
                value = value &* 10 &+ Int(digit)
            }
            return value
        }
        let year = number(0, 4)
        let month = number(5, 2)
        let day = number(8, 2)
        let hour = number(11, 2)
        let minute = number(14, 2)
        let second = number(17, 2)
        let milliseconds = number(20, 3)
        let offsetHours = number(24, 2)
        let offsetMinutes = number(27, 2)
        guard allDigits, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61,
            offsetHours < 24, offsetMinutes < 60
        else { return nil }
        let offset = (offsetHours * 3600 + offsetMinutes * 60) * (bytes[23] == UInt8(ascii: "-") ? -1 : 1)
        return date(
            year: year, month: month, day: day, seconds: hour * 3600 + minute * 60 + second - offset,
            fraction: Double(milliseconds) / Double(1000))
    }

    /// Any of the layouts above, byte by byte.
    static func parseAnyLayout(utf8 bytes: UnsafeRawBufferPointer) -> Date? {
        var index = 0
        func number(_ width: Int) -> Int? {
            guard bytes.count - index >= width else { return nil }
            var value = 0
            for _ in 0..<width {
                let byte = bytes[index]
                index += 1
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        // A scalar, not a `Character`: `Character.asciiValue` was a tenth of the snapshot's read.
        func literal(_ scalar: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: scalar) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), literal("-"), let month = number(2), literal("-"), let day = number(2),
            literal("T"), let hour = number(2), literal(":"), let minute = number(2), literal(":"),
            let second = number(2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if literal(".") {
            var numerator = 0
            var denominator = 1
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                if denominator < 1_000_000_000 {
                    numerator = numerator * 10 + Int(bytes[index] - 48)
                    denominator *= 10
                }
                index += 1
            }
            guard denominator > 1 else { return nil }
            fraction = Double(numerator) / Double(denominator)
        }
        var offset = 0
        if literal("Z") {
            offset = 0
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign = bytes[index]
            index += 1
            guard let hours = number(2) else { return nil }
            _ = literal(":")
            guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        return date(year: year, month: month, day: day, seconds: hour * 3600 + minute * 60 + second - offset, fraction: fraction)
    }

    /// The instant `seconds` (the time of day less the offset) after midnight UTC of the day.
    /// Days from civil (Howard Hinnant), exact for the proleptic Gregorian calendar.
    @inline(__always)
    private static func date(year: Int, month: Int, day: Int, seconds: Int, fraction: Double) -> Date {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return Date(timeIntervalSince1970: Double(days * 86_400 + seconds) + fraction)
    }
}
