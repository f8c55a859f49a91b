import Foundation
import TransitKitCore

/// A WCF / `DataContractJsonSerializer` date: `/Date(1425407340000+1100)/`.
///
/// The number is milliseconds since 1970-01-01T00:00:00Z — **UTC**, possibly negative, any
/// number of digits, optionally with a fractional part. The `±hhmm` suffix is optional and
/// only a display hint: .NET ignores its value, and client-made strings carry wrong ones, so
/// the instant never depends on it. Both the raw-JSON form `\/Date(…)\/` and the decoded form
/// `/Date(…)/` are accepted.
///
/// ```swift
/// let date = try DotNetDate(parsing: "/Date(1426821588000+1100)/")
/// date.instant                 // 2015-03-20T03:19:48Z
/// date.offsetSeconds           // 39600 (a hint only)
/// ```
public struct DotNetDate: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The instant the milliseconds name.
    public let instant: Date
    /// Milliseconds since the Unix epoch, as sent (fractional part kept).
    public let milliseconds: Double
    /// The `±hhmm` hint in seconds east of UTC; nil when the string had none.
    public let offsetSeconds: Int?

    /// A date from milliseconds since the epoch (UTC) and an optional display-hint offset.
    public init(milliseconds: Double, offsetSeconds: Int? = nil) {
        self.milliseconds = milliseconds
        self.instant = Date(timeIntervalSince1970: milliseconds / 1000)
        self.offsetSeconds = offsetSeconds
    }

    /// Parses the decoded or raw-JSON form; throws `.decoding` quoting the text otherwise.
    public init(parsing text: String) throws(TransitError) {
        guard let parsed = Self.parse(text) else {
            throw TransitError(.decoding, detail: "\"\(text)\" is not a .NET date (expected /Date(ms[±hhmm])/)")
        }
        self = parsed
    }

    /// The parsed date, or nil when `text` is not one. Hand-written over the UTF-8 bytes rather
    /// than a regex or a formatter: it runs for every prediction, and naive slicing
    /// (`substring(6, 19)`, `indexOf("+")`) is exactly what broke other clients on negative or
    /// short numbers.
    public static func parse(_ text: String) -> DotNetDate? {
        if let parsed = text.utf8.withContiguousStorageIfAvailable({ parse(bytes: $0) }) { return parsed }
        return Array(text.utf8).withUnsafeBufferPointer { parse(bytes: $0) }
    }

    private static let rawPrefix = Array("\\/Date(".utf8)
    private static let rawSuffix = Array(")\\/".utf8)
    private static let plainPrefix = Array("/Date(".utf8)
    private static let plainSuffix = Array(")/".utf8)

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> DotNetDate? {
        func has(_ affix: [UInt8], at offset: Int) -> Bool {
            guard offset >= 0, offset + affix.count <= bytes.count else { return false }
            for (index, byte) in affix.enumerated() where bytes[offset + index] != byte { return false }
            return true
        }
        var index: Int
        var end: Int
        if has(rawPrefix, at: 0) {
            guard has(rawSuffix, at: bytes.count - rawSuffix.count) else { return nil }
            index = rawPrefix.count
            end = bytes.count - rawSuffix.count
        } else if has(plainPrefix, at: 0) {
            guard has(plainSuffix, at: bytes.count - plainSuffix.count) else { return nil }
            index = plainPrefix.count
            end = bytes.count - plainSuffix.count
        } else {
            return nil
        }
        guard index < end else { return nil }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var whole: Int64 = 0
        var digits = 0
        while index < end, isDigit(bytes[index]) {
            // 18 digits always fit in Int64; more is not a date anyone sends.
            guard digits < 18 else { return nil }
            whole = whole * 10 + Int64(bytes[index] - 0x30)
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        var milliseconds = Double(whole)
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var fraction: Int64 = 0
            var divisor: Double = 1
            var fractionDigits = 0
            while index < end, isDigit(bytes[index]) {
                // Digits past nanoseconds cannot change a Date; they are read and dropped.
                if fractionDigits < 9 {
                    fraction = fraction * 10 + Int64(bytes[index] - 0x30)
                    divisor *= 10
                }
                fractionDigits += 1
                index += 1
            }
            guard fractionDigits > 0 else { return nil }
            milliseconds += Double(fraction) / divisor
        }
        if negative { milliseconds = -milliseconds }
        var offset: Int?
        if index < end {
            let sign = bytes[index]
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), end - index == 5 else { return nil }
            var value = 0
            for position in index + 1..<end {
                guard isDigit(bytes[position]) else { return nil }
                value = value * 10 + Int(bytes[position] - 0x30)
            }
            // Minutes past 59 are not an offset, and `+9990` (100 h 30 min) could not be
            // written back as ±hhmm (found by the dotnet-date fuzz target, Docs/Fuzzing.md).
            guard value % 100 < 60 else { return nil }
            let seconds = (value / 100) * 3600 + (value % 100) * 60
            offset = sign == UInt8(ascii: "-") ? -seconds : seconds
            index = end
        }
        guard index == end else { return nil }
        return DotNetDate(milliseconds: milliseconds, offsetSeconds: offset)
    }

    /// `/Date(ms±hhmm)/`, the decoded form.
    ///
    /// Total over everything the public initialiser accepts: milliseconds beyond `Int64`, NaN
    /// or infinity and any `offsetSeconds` (even `Int.min`) give text, never a trap.
    public var description: String {
        let whole = milliseconds.rounded(.towardZero)
        var text = "/Date("
        if let exact = Int64(exactly: whole) {
            text += String(exact)
        } else {
            // Out of Int64 range or not finite: Double's own text ("1e+30", "nan").
            text += String(milliseconds)
            return text + offsetText + ")/"
        }
        let fraction = abs(milliseconds - whole)
        if fraction > 0 {
            text += String(String(format: "%.6f", fraction).drop(while: { $0 != "." }))
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + offsetText + ")/"
    }

    /// `±hhmm`, or "" without an offset. `magnitude` (not `abs`) so `Int.min` cannot overflow.
    private var offsetText: String {
        guard let offsetSeconds else { return "" }
        let magnitude = offsetSeconds.magnitude
        func twoDigits(_ value: UInt) -> String { value < 10 ? "0\(value)" : String(value) }
        return (offsetSeconds < 0 ? "-" : "+") + twoDigits(magnitude / 3600) + twoDigits(magnitude % 3600 / 60)
    }

    /// Decodes from a JSON string; a bad string is a `DecodingError` at its coding path, so
    /// the error names the field (`responseObject[2].PredictedArrivalDateTime`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let parsed = Self.parse(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a .NET date (expected /Date(ms[±hhmm])/)")
        }
        self = parsed
    }

    /// Encodes ``description``, the form the server sends.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
