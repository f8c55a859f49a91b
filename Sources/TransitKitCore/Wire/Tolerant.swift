/// A value a wire model can do without — a Busbud `trip_stops` entry, a tramTRACKER tram
/// class documented only by other clients. It is read when it has the expected shape and
/// otherwise kept as the reason, so schema drift in a rider fact never fails the row it sits
/// in: the mapping leaves the value out and can say why in a ``ProviderNote``. Core fields
/// (times, zones, ids) stay strict.
///
/// ```swift
/// struct WireDeparture: Decodable { let id: String; let tripStops: Tolerant<[WireTripStop]>? }
/// ```
public enum Tolerant<Value: Decodable & Sendable>: Decodable, Sendable {
    /// The value, read.
    case value(Value)
    /// What did not fit: `field` is the path inside the value ("arrival_time"; empty for the
    /// value itself) and `reason` what was wrong there.
    case unreadable(field: String, reason: String)

    /// Decodes a `Value`, or keeps why it could not be; never throws.
    public init(from decoder: any Decoder) {
        do {
            self = .value(try Value(from: decoder))
        } catch {
            self = Self.unreadable(error, below: decoder.codingPath.count)
        }
    }

    /// The value when it was read.
    public var value: Value? {
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

extension Tolerant: Equatable where Value: Equatable {}
extension Tolerant: Hashable where Value: Hashable {}
