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

    /// The parsed date, or nil when `text` is not one. Hand-written rather than a regex or a
    /// formatter: it runs for every prediction, and naive slicing (`substring(6, 19)`,
    /// `indexOf("+")`) is exactly what broke other clients on negative or short numbers.
    public static func parse(_ text: String) -> DotNetDate? {
        var bytes = Substring(text).utf8[...]
        if bytes.starts(with: "\\/Date(".utf8) {
            guard bytes.reversed().starts(with: "/\\)".utf8) else { return nil }
            bytes = bytes.dropFirst(7).dropLast(3)
        } else if bytes.starts(with: "/Date(".utf8) {
            guard bytes.last == UInt8(ascii: "/"), bytes.dropLast().last == UInt8(ascii: ")") else { return nil }
            bytes = bytes.dropFirst(6).dropLast(2)
        } else {
            return nil
        }
        var index = bytes.startIndex
        func digits() -> Substring.UTF8View.SubSequence {
            let start = index
            while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index = bytes.index(after: index)
            }
            return bytes[start..<index]
        }
        var negative = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index = bytes.index(after: index)
        }
        let whole = digits()
        guard !whole.isEmpty, whole.count <= 18, let wholeValue = Int64(String(decoding: whole, as: UTF8.self)) else {
            return nil
        }
        var milliseconds = Double(wholeValue)
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            let fraction = digits()
            guard !fraction.isEmpty, let value = Double("0." + String(decoding: fraction, as: UTF8.self)) else {
                return nil
            }
            milliseconds += value
        }
        if negative { milliseconds = -milliseconds }
        var offset: Int?
        if index < bytes.endIndex {
            let sign = bytes[index]
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
            index = bytes.index(after: index)
            let zone = digits()
            guard zone.count == 4, let value = Int(String(decoding: zone, as: UTF8.self)) else { return nil }
            let seconds = (value / 100) * 3600 + (value % 100) * 60
            offset = sign == UInt8(ascii: "-") ? -seconds : seconds
        }
        guard index == bytes.endIndex else { return nil }
        return DotNetDate(milliseconds: milliseconds, offsetSeconds: offset)
    }

    /// `/Date(ms±hhmm)/`, the decoded form.
    public var description: String {
        let whole = milliseconds.rounded(.towardZero)
        var text = "/Date(\(Int64(whole))"
        let fraction = abs(milliseconds - whole)
        if fraction > 0 {
            text += String(String(format: "%.6f", fraction).drop(while: { $0 != "." }))
            while text.hasSuffix("0") { text.removeLast() }
        }
        if let offsetSeconds {
            let magnitude = abs(offsetSeconds)
            text += (offsetSeconds < 0 ? "-" : "+") + String(format: "%02d%02d", magnitude / 3600, magnitude % 3600 / 60)
        }
        return text + ")/"
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

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
