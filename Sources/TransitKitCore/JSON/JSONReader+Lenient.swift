import Foundation

/// ``LenientString`` for the one reader (MTA SIRI, whose `DirectionRef` comes as a string or a
/// number, in journeys and in situations); every other payload decodes it with `JSONDecoder`.
extension JSONReader {
    /// Text sent as a string or a number (`16` reads as `"16"`, `16.5` as `"16.5"`) — as
    /// `LenientString`.
    @usableFromInline package mutating func readLenientString() throws(TransitError) -> String {
        switch try peek() {
        case .string:
            return try readString()
        case .number:
            let number = try readNumber()
            if let whole = number.int64 { return String(whole) }
            guard let value = number.double, value.isFinite else { throw error("expected a string or a number") }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case let kind:
            throw error("expected a string or a number, found \(kind)")
        }
    }
}
