/// Which members of one object a direct reader has met, by a number the reader gives each
/// member it knows (0..<64). `JSONDecoder` keeps the first of duplicate member names, so a
/// ``JSONReadable`` reader reads a member only the first time and skips later copies:
///
/// ```swift
/// var seen = JSONSeenMembers()
/// while let key = try reader.nextKey(in: object) {
///     switch key {
///     case "from" where seen.first(0): from = try reader.readString()
///     case "to" where seen.first(1): to = try reader.readString()
///     default: try reader.skipValue()
///     }
/// }
/// ```
@frozen
@usableFromInline package struct JSONSeenMembers: Sendable {
    @usableFromInline var bits: UInt64 = 0

    @inlinable
    package init() {}

    /// True the first time member number `index` (0..<64) is met in this object.
    @inlinable
    package mutating func first(_ index: Int) -> Bool {
        let mask: UInt64 = 1 << UInt64(index & 63)
        defer { bits |= mask }
        return bits & mask == 0
    }
}
