/// `responseObject` as it arrived: null, an array, or one object.
enum TramTrackerWireResponseObject<Element: Decodable & Sendable>: Sendable {
    case null
    case array([Element])
    case object(Element)

    /// "null", "[]", "an array of 2", "a single object": what error details quote.
    var shapeName: String {
        switch self {
        case .null: return "null"
        case .array(let items): return items.isEmpty ? "[]" : "an array of \(items.count)"
        case .object: return "a single object"
        }
    }
}

extension TramTrackerWireResponseObject: Equatable where Element: Equatable {}
