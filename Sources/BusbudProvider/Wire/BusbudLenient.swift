import TransitKitCore

/// A value a departure can do without — a `trip_stops` entry, a transfer count, a ticket
/// type. It is read when it has the documented shape and otherwise kept as the reason, so schema
/// drift in a rider fact never fails its departure (the mapping leaves it out and says so in a
/// ``TransitKitCore/ProviderNote``). Core fields (times, zones, ids) stay strict.
enum BusbudLenient<Value: Decodable & Sendable>: Decodable, Sendable {
    case value(Value)
    /// `field` is the path inside the value ("arrival_time"; empty for the value itself).
    case unreadable(field: String, reason: String)

    init(from decoder: any Decoder) {
        do {
            self = .value(try Value(from: decoder))
        } catch {
            self = Self.unreadable(error, below: decoder.codingPath.count)
        }
    }

    var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// The failure, with its coding path made relative to the value.
    private static func unreadable(_ error: any Error, below depth: Int) -> Self {
        guard let error = error as? DecodingError else { return .unreadable(field: "", reason: String(describing: error)) }
        func field(_ path: [any CodingKey]) -> String {
            let inner = Array(path.dropFirst(depth))
            return inner.isEmpty ? "" : TransitError.path(inner)
        }
        switch error {
        case .typeMismatch(_, let context), .dataCorrupted(let context):
            return .unreadable(field: field(context.codingPath), reason: context.debugDescription)
        case .valueNotFound(_, let context):
            return .unreadable(field: field(context.codingPath), reason: "null")
        case .keyNotFound(let key, let context):
            return .unreadable(field: field(context.codingPath + [key]), reason: "missing")
        @unknown default:
            return .unreadable(field: "", reason: String(describing: error))
        }
    }
}

extension BusbudLenient: Equatable where Value: Equatable {}
