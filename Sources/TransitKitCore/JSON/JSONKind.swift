/// The kind of a JSON value, as the reader sees it before reading it.
@usableFromInline package enum JSONKind: Hashable, Sendable, CustomStringConvertible {
    case object, array, string, number, bool, null

    /// "an object", "a string"… for messages.
    @usableFromInline package var description: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}
