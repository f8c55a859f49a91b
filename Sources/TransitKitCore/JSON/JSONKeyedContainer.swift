/// A keyed container over one object of the index. Members are found by comparing names
/// byte for byte in document order (first match wins, as in `JSONDecoder`); objects with
/// many members get a name map on first lookup.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: JSONDecodingState
    let object: Int
    let prefix: JSONPathPrefix

    /// Above this many members a lookup builds (once) a map instead of scanning. A map costs a
    /// `String` per member and two hashes per lookup; comparing bytes stays cheaper up to about
    /// 32 members, the size of a SIRI journey (17–20) repeated 1,388 times in a whole-city snapshot.
    static var scanLimit: UInt32 { 32 }

    var codingPath: [any CodingKey] { state.codingPath(prefix) }

    var allKeys: [Key] {
        guard state.lifetime.isValid else { return [] }
        var seen = Set<String>()
        var keys: [Key] = []
        forEachMember { name, _ in
            if seen.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { valueIndex(key) != nil }

    private func forEachMember(_ body: (String, Int) -> Void) {
        var index = object + 1
        let end = Int(state.entries[object].a)
        while index < end {
            body(JSONStringContent.string(state.bytes, state.entries[index].stringToken), index + 1)
            index = state.next(index + 1)
        }
    }

    /// The entry index of `key`'s value, nil when absent.
    func valueIndex(_ key: Key) -> Int? {
        guard state.lifetime.isValid else { return nil }
        let entry = state.entries[object]
        if entry.b > Self.scanLimit { return mapped(key) }
        var name = key.stringValue
        return name.withUTF8 { utf8 -> Int? in
            let target = UnsafeRawBufferPointer(utf8)
            var index = object + 1
            let end = Int(entry.a)
            while index < end {
                if JSONStringContent.equals(state.bytes, state.entries[index].stringToken, target) { return index + 1 }
                index = state.next(index + 1)
            }
            return nil
        }
    }

    private func mapped(_ key: Key) -> Int? {
        if let map = state.memberMaps[object] { return map[key.stringValue] }
        var map: [String: Int] = [:]
        forEachMember { name, value in
            if map[name] == nil { map[name] = value }
        }
        state.memberMaps[object] = map
        return map[key.stringValue]
    }

    private func require(_ key: Key) throws -> Int {
        guard let index = valueIndex(key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return index
    }

    /// The value's index when present and not null.
    private func present(_ key: Key) -> Int? {
        guard let index = valueIndex(key), state.entries[index].kind != .null else { return nil }
        return index
    }

    private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    func decodeNil(forKey key: Key) throws -> Bool { state.entries[try require(key)].kind == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try state.unboxBool(at: try require(key), path: { path(key) }) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try state.unboxString(at: try require(key), as: type, path: { path(key) })
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try state.unboxDouble(at: try require(key), path: { path(key) }) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try state.unboxFloat(at: try require(key), path: { path(key) }) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        try state.unboxInteger(at: try require(key), as: type, path: { path(key) })
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try state.decodeValue(T.self, at: try require(key), below: prefix, element: .key(key))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = present(key) else { return nil }
        return try state.unboxBool(at: index, path: { path(key) })
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = present(key) else { return nil }
        return try state.unboxString(at: index, as: type, path: { path(key) })
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = present(key) else { return nil }
        return try state.unboxDouble(at: index, path: { path(key) })
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let index = present(key) else { return nil }
        return try state.unboxFloat(at: index, path: { path(key) })
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(type, key) }

    private func integerIfPresent<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T? {
        guard let index = present(key) else { return nil }
        return try state.unboxInteger(at: index, as: type, path: { path(key) })
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = present(key) else { return nil }
        return try state.decodeValue(T.self, at: index, below: prefix, element: .key(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try require(key)
        try state.checkContainer(.object, [String: Any].self, what: "keyed", at: index, path: path(key))
        try state.checkMemberNames(of: index, path: path(key))
        return KeyedDecodingContainer(
            JSONKeyedContainer<NestedKey>(state: state, object: index, prefix: .owned(state.steps(prefix) + [.key(key)])))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let index = try require(key)
        try state.checkContainer(.array, [Any].self, what: "unkeyed", at: index, path: path(key))
        return JSONUnkeyedContainer(state: state, array: index, prefix: .owned(state.steps(prefix) + [.key(key)]))
    }

    func superDecoder() throws -> any Decoder {
        state.detached(
            at: valueIndex(forName: JSONCodingKey.superKey.stringValue), steps: state.steps(prefix) + [.key(JSONCodingKey.superKey)])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        state.detached(at: valueIndex(key), steps: state.steps(prefix) + [.key(key)])
    }

    private func valueIndex(forName name: String) -> Int? {
        guard let key = Key(stringValue: name) else { return nil }
        return valueIndex(key)
    }
}
