import TransitKitCore

/// Busbud's times: floating local times, `yyyy-MM-ddTHH:mm:ss` with no offset, which the mapper
/// places in each end's own IANA zone (Docs/Busbud.md).
enum BusbudTime {
    static let pattern = "yyyy-MM-dd'T'HH:mm:ss"

    /// The wall-clock time `text` names; a `TransitError` whose `detail` is the reason when it
    /// is not one.
    static func wallTime(_ text: String) throws(TransitError) -> LocalDateTime {
        if let wall = fixed(text) { return wall }
        return try LocalDateTime(parsing: text, pattern: pattern)
    }

    /// The usual `yyyy-MM-ddTHH:mm:ss` (19 ASCII bytes) read straight from the UTF-8: the
    /// pattern parser costs more than reading the departure itself, twice per stop. Anything
    /// else — fractional seconds, another shape, a date that does not exist — is nil and left
    /// to the pattern parser, which gives the same value or the error.
    static func fixed(_ text: String) -> LocalDateTime? {
        var text = text
        return text.withUTF8 { bytes -> LocalDateTime? in
            guard bytes.count == 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
            else { return nil }
            func number(_ start: Int, _ width: Int) -> Int? {
                var value = 0
                for index in start..<start + width {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int(digit)
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
                let minute = number(14, 2), let second = number(17, 2),
                let date = try? CalendarDate(year: year, month: month, day: day)
            else { return nil }
            return try? LocalDateTime(date: date, hour: hour, minute: minute, second: second)
        }
    }
}
