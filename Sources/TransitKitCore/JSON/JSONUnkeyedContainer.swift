/// An unkeyed container over one array of the index: a cursor that jumps over whole
/// elements. A failed decode does not advance (as in `JSONDecoder`), so a type may try
/// another way.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let state: JSONDecodingState
    let prefix: JSONPathPrefix
    let count: Int?
    private(set) var currentIndex = 0
    /// Entry index of the current element.
    private var cursor: Int

    init(state: JSONDecodingState, array: Int, prefix: JSONPathPrefix) {
        self.state = state
        self.prefix = prefix
        count = Int(state.entries[array].b)
        cursor = array + 1
    }

    var codingPath: [any CodingKey] { state.codingPath(prefix) }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private func elementPath() -> [any CodingKey] { codingPath + [JSONCodingKey(index: currentIndex)] }

    private func element(_ type: Any.Type, _ message: String = "Unkeyed container is at end.") throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: elementPath(), debugDescription: message))
        }
        return cursor
    }

    private mutating func advance() {
        cursor = state.next(cursor)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        let index = try element(Any?.self)
        guard state.entries[index].kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let value = try state.unboxBool(at: try element(type), path: { elementPath() })
        advance()
        return value
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let value = try state.unboxString(at: try element(type), as: type, path: { elementPath() })
        advance()
        return value
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let value = try state.unboxDouble(at: try element(type), path: { elementPath() })
        advance()
        return value
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let value = try state.unboxFloat(at: try element(type), path: { elementPath() })
        advance()
        return value
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let value = try state.unboxInteger(at: try element(type), as: type, path: { elementPath() })
        advance()
        return value
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try state.decodeValue(T.self, at: try element(type), below: prefix, element: .index(currentIndex))
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try element(KeyedDecodingContainer<NestedKey>.self, "Cannot get nested keyed container -- unkeyed container is at end.")
        try state.checkContainer(.object, [String: Any].self, what: "keyed", at: index, path: elementPath())
        try state.checkMemberNames(of: index, path: elementPath())
        let container = JSONKeyedContainer<NestedKey>(
            state: state, object: index, prefix: .owned(state.steps(prefix) + [.index(currentIndex)]))
        advance()
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try element((any UnkeyedDecodingContainer).self, "Cannot get nested unkeyed container -- unkeyed container is at end.")
        try state.checkContainer(.array, [Any].self, what: "unkeyed", at: index, path: elementPath())
        let container = JSONUnkeyedContainer(state: state, array: index, prefix: .owned(state.steps(prefix) + [.index(currentIndex)]))
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try element((any Decoder).self, "Cannot get superDecoder() -- unkeyed container is at end.")
        let decoder = state.detached(at: index, steps: state.steps(prefix) + [.index(currentIndex)])
        advance()
        return decoder
    }
}
