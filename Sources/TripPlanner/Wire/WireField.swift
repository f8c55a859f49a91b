/// A field read without failing the whole entry: absent (or null), present but not the
/// expected type, or a value. Lets one bad entry be reported instead of rejecting the file.
enum WireField<Value: Sendable & Hashable>: Sendable, Hashable {
    case missing
    case invalid(String)
    case value(Value)
}

extension KeyedDecodingContainer {
    func field<T: Decodable & Sendable & Hashable>(_ type: T.Type, _ key: Key, expected: String) -> WireField<T> {
        // One lookup: absent and null both come back nil, a wrong type throws.
        do { return try decodeIfPresent(T.self, forKey: key).map { .value($0) } ?? .missing } catch {
            return .invalid("expected \(expected)")
        }
    }
}
