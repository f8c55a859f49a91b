/// A field read without failing the whole entry: absent (or null), present but not the
/// expected type, or a value. Lets one bad entry be reported instead of rejecting the file.
enum WireField<Value: Sendable & Hashable>: Sendable, Hashable {
    case missing
    case invalid(String)
    case value(Value)
}

extension KeyedDecodingContainer {
    func field<T: Decodable & Sendable & Hashable>(_ type: T.Type, _ key: Key, expected: String) -> WireField<T> {
        guard contains(key), (try? decodeNil(forKey: key)) != true else { return .missing }
        do { return .value(try decode(T.self, forKey: key)) } catch { return .invalid("expected \(expected)") }
    }
}
