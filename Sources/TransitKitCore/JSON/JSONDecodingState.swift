import Foundation

/// Whether the bytes a decoding state points into are still there.
final class JSONDocumentLifetime {
    var isValid = true
}

/// One step of a coding path while decoding: a member name as the type gave it, or an
/// array position.
enum JSONPathElement {
    case key(any CodingKey)
    case index(Int)

    var codingKey: any CodingKey {
        switch self {
        case .key(let key): return key
        case .index(let index): return JSONCodingKey(index: index)
        }
    }
}

/// A container's coding path: the first `depth` steps of the state's path while the
/// container is in use (the usual case, free), or its own copy (nested containers, which
/// outlive the step that made them).
enum JSONPathPrefix {
    case shared(Int)
    case owned([JSONPathElement])
}

/// The `Decoder` (and single-value container) ``JSONWireDecoder`` hands to `init(from:)`:
/// the index, the bytes, the value being decoded and the coding path as a stack of steps,
/// turned into `[CodingKey]` only when asked for.
final class JSONDecodingState: Decoder, SingleValueDecodingContainer {
    let bytes: UnsafeRawBufferPointer
    let entries: ContiguousArray<JSONIndexEntry>
    let lifetime: JSONDocumentLifetime
    let userInfo: [CodingUserInfoKey: Any]
    /// Index of the entry being decoded.
    var current: Int
    var path: [JSONPathElement]
    /// Member name → value entry, for objects with many members (``JSONKeyedContainer``
    /// builds one on first use, so a `[String: T]` of 10,000 members is not 10,000² compares).
    var memberMaps: [Int: [String: Int]] = [:]
    /// `"\(type)"` costs a runtime name lookup; lenient types fail a decode per field on
    /// purpose (`try?` then another type), so their error messages are built from this cache.
    private var typeNames: [ObjectIdentifier: String] = [:]

    func name(of type: Any.Type) -> String {
        if let known = typeNames[ObjectIdentifier(type)] { return known }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    init(
        bytes: UnsafeRawBufferPointer, entries: ContiguousArray<JSONIndexEntry>, userInfo: [CodingUserInfoKey: Any],
        lifetime: JSONDocumentLifetime = JSONDocumentLifetime(), current: Int = 0, path: [JSONPathElement] = []
    ) {
        self.bytes = bytes
        self.entries = entries
        self.userInfo = userInfo
        self.lifetime = lifetime
        self.current = current
        self.path = path
        self.path.reserveCapacity(16)
    }

    var codingPath: [any CodingKey] { path.map(\.codingKey) }

    func codingPath(_ prefix: JSONPathPrefix) -> [any CodingKey] {
        switch prefix {
        case .shared(let depth): return path.prefix(depth).map(\.codingKey)
        case .owned(let steps): return steps.map(\.codingKey)
        }
    }

    func steps(_ prefix: JSONPathPrefix) -> [JSONPathElement] {
        switch prefix {
        case .shared(let depth): return Array(path.prefix(depth))
        case .owned(let steps): return steps
        }
    }

    /// The entry after the value at `index` (past a whole container).
    @inline(__always)
    func next(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.isContainer ? Int(entry.a) : index + 1
    }

    // MARK: Decoding a value

    /// Decodes the value at `index` as a `T`, one step (`element`) below `prefix`.
    func decodeValue<T: Decodable>(_ type: T.Type, at index: Int, below prefix: JSONPathPrefix, element: JSONPathElement) throws -> T {
        let saved = current
        switch prefix {
        case .shared(let depth):
            if path.count > depth { path.removeSubrange(depth...) }
            path.append(element)
            current = index
            defer {
                current = saved
                if path.count > depth { path.removeSubrange(depth...) }
            }
            return try decodeAny(T.self)
        case .owned(let steps):
            let savedPath = path
            path = steps
            path.append(element)
            current = index
            defer {
                current = saved
                path = savedPath
            }
            return try decodeAny(T.self)
        }
    }

    /// Decodes the current value as a `T`, with `JSONDecoder`'s special cases.
    func decodeAny<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == URL.self || T.self == Decimal.self || T.self == Data.self {
            return try decodeFoundationValue(T.self)
        }
        return try T(from: self)
    }

    private func decodeFoundationValue<T: Decodable>(_ type: T.Type) throws -> T {
        let value: Any
        if T.self == Decimal.self {
            value = try unboxDecimal(at: current, path: { self.codingPath })
        } else {
            let text = try unboxString(at: current, as: String.self, path: { self.codingPath })
            if T.self == URL.self {
                guard let url = URL(string: text) else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(codingPath: codingPath, debugDescription: "Invalid URL string."))
                }
                value = url
            } else {
                guard let data = Data(base64Encoded: text) else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64."))
                }
                value = data
            }
        }
        guard let typed = value as? T else { throw typeMismatch(T.self, at: current, path: codingPath) }
        return typed
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try checkContainer(.object, [String: Any].self, what: "keyed", at: current, path: codingPath)
        try checkMemberNames(of: current, path: codingPath)
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(state: self, object: current, prefix: .shared(path.count)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try checkContainer(.array, [Any].self, what: "unkeyed", at: current, path: codingPath)
        return JSONUnkeyedContainer(state: self, array: current, prefix: .shared(path.count))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// A decoder of its own for the value at `index` (or for null when nil) with the path
    /// `steps`, for `superDecoder()`: it outlives the call that makes it.
    func detached(at index: Int?, steps: [JSONPathElement]) -> JSONDecodingState {
        guard let index else {
            let null = JSONIndexEntry(kind: .null, a: 0, b: 0)
            return JSONDecodingState(bytes: bytes, entries: [null], userInfo: userInfo, lifetime: lifetime, current: 0, path: steps)
        }
        return JSONDecodingState(bytes: bytes, entries: entries, userInfo: userInfo, lifetime: lifetime, current: index, path: steps)
    }

    /// Throws unless the entry at `index` is a container of `kind`.
    func checkContainer(
        _ kind: JSONIndexEntry.Kind, _ type: Any.Type, what: String, at index: Int,
        path: @autoclosure () -> [any CodingKey]
    ) throws {
        let entry = entries[index]
        guard entry.kind != kind else { return }
        if entry.kind == .null {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path(), debugDescription: "Cannot get \(what) decoding container -- found null value instead"))
        }
        throw typeMismatch(type, at: index, path: path())
    }

    /// Checks the member names of the object at `index` that were not checked while indexing
    /// (``JSONSyntax/jsonDecoderCompatible``): `JSONDecoder` fails a keyed container whose
    /// names are not valid JSON strings, even when the name asked for is fine.
    func checkMemberNames(of index: Int, path: @autoclosure () -> [any CodingKey]) throws {
        guard entries[index].flags.contains(.uncheckedNames) else { return }
        try requireBytes(path)
        var member = index + 1
        let end = Int(entries[index].a)
        while member < end {
            try checkString(at: member, path: path())
            member = next(member + 1)
        }
    }

    /// Checks a string's content if indexing did not; an invalid one is `dataCorrupted`.
    func checkString(at index: Int, path: @autoclosure () -> [any CodingKey]) throws {
        let entry = entries[index]
        guard entry.flags.contains(.unchecked) else { return }
        do {
            try JSONScanner(bytes).check(entry.stringToken)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(), debugDescription: "Not valid JSON: \(error.description).", underlyingError: error))
        }
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { entries[current].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try unboxBool(at: current, path: { self.codingPath }) }
    func decode(_ type: String.Type) throws -> String { try unboxString(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: Double.Type) throws -> Double { try unboxDouble(at: current, path: { self.codingPath }) }
    func decode(_ type: Float.Type) throws -> Float { try unboxFloat(at: current, path: { self.codingPath }) }
    func decode(_ type: Int.Type) throws -> Int { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: Int8.Type) throws -> Int8 { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: Int16.Type) throws -> Int16 { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: Int32.Type) throws -> Int32 { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: Int64.Type) throws -> Int64 { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: UInt.Type) throws -> UInt { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try unboxInteger(at: current, as: type, path: { self.codingPath }) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeAny(T.self) }
}
