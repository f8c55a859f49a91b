/// A document's values in order, 12 bytes each, built in one pass: what ``JSONWireDecoder``
/// decodes from, since `Decodable` types ask for members in any order. Not a tree — no
/// value is copied out of the bytes until a decoder asks for it; a container records where it
/// ends, so skipping one is a single jump.
struct JSONIndex {
    var entries: ContiguousArray<JSONIndexEntry>

    /// Indexes `bytes`, which must hold exactly one value (whitespace around it allowed).
    /// A syntax error comes with the path where it was found.
    static func build(_ bytes: UnsafeRawBufferPointer, limits: JSONLimits, syntax: JSONSyntax) throws(JSONIndexError) -> JSONIndex {
        var scanner = JSONScanner(bytes, checksStrings: syntax == .rfc8259)
        var builder = JSONIndexBuilder(bytes, expectedValues: bytes.count / 16)
        do throws(JSONSyntaxError) {
            try scanner.walkValue(
                &builder, depth: 0, maximumDepth: limits.maximumDepth,
                trailingCommas: syntax == .jsonDecoderCompatible)
            scanner.skipWhitespace()
            guard scanner.isAtEnd else {
                throw JSONSyntaxError("unexpected \(scanner.describeByte(at: scanner.position)) after the JSON value", at: scanner.position)
            }
        } catch {
            throw JSONIndexError(syntax: error, path: builder.openPath())
        }
        return JSONIndex(entries: builder.entries)
    }
}

/// A syntax error and the coding path of the value it was found in.
struct JSONIndexError: Error {
    var syntax: JSONSyntaxError
    var path: [any CodingKey]
}

/// One value of the index.
struct JSONIndexEntry: Sendable {
    enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// A string whose content has escapes.
        static let escaped = Flags(rawValue: 1)
        /// A number written without fraction or exponent.
        static let integer = Flags(rawValue: 2)
        /// A string whose content is not checked yet (``JSONScanner/checksStrings``), or a
        /// number that is not well-formed.
        static let unchecked = Flags(rawValue: 4)
        /// An object with a member name that is not checked yet.
        static let uncheckedNames = Flags(rawValue: 8)
    }

    var kind: Kind
    var flags: Flags
    /// Strings, numbers, literals: start offset. Containers: index of the entry after the
    /// container's last one.
    var a: UInt32
    /// Strings and numbers: end offset. Containers: member or element count.
    var b: UInt32

    var isContainer: Bool { kind == .object || kind == .array }
    var stringToken: JSONStringToken {
        JSONStringToken(start: Int(a), end: Int(b), hasEscapes: flags.contains(.escaped), isChecked: !flags.contains(.unchecked))
    }
    var numberToken: JSONNumberToken {
        JSONNumberToken(start: Int(a), end: Int(b), isInteger: flags.contains(.integer), isWellFormed: !flags.contains(.unchecked))
    }

    init(kind: Kind, flags: Flags = [], a: UInt32, b: UInt32) {
        self.kind = kind
        self.flags = flags
        self.a = a
        self.b = b
    }

    init(_ token: JSONStringToken) {
        var flags: Flags = token.hasEscapes ? .escaped : []
        if !token.isChecked { flags.insert(.unchecked) }
        self.init(kind: .string, flags: flags, a: UInt32(truncatingIfNeeded: token.start), b: UInt32(truncatingIfNeeded: token.end))
    }
}

/// Records the walk of ``JSONScanner/walkValue(_:depth:maximumDepth:trailingCommas:)``. An
/// object's entries are its members' name and value entries, in document order.
struct JSONIndexBuilder: JSONWalkSink {
    let bytes: UnsafeRawBufferPointer
    var entries: ContiguousArray<JSONIndexEntry> = []
    /// Entry indices of the containers open now, and for objects the last member name seen.
    var open: [(container: Int, lastKey: Int)] = []

    init(_ bytes: UnsafeRawBufferPointer, expectedValues: Int) {
        self.bytes = bytes
        entries.reserveCapacity(max(16, expectedValues))
    }

    @inline(__always)
    private mutating func countElement() {
        if let parent = open.last?.container, entries[parent].kind == .array { entries[parent].b &+= 1 }
    }

    mutating func beginContainer(isObject: Bool, at offset: Int) {
        countElement()
        open.append((entries.count, -1))
        entries.append(JSONIndexEntry(kind: isObject ? .object : .array, a: 0, b: 0))
    }

    mutating func endContainer() {
        guard let closed = open.popLast() else { return }
        entries[closed.container].a = UInt32(truncatingIfNeeded: entries.count)
    }

    mutating func key(_ token: JSONStringToken) {
        if let top = open.indices.last {
            let container = open[top].container
            entries[container].b &+= 1
            if !token.isChecked { entries[container].flags.insert(.uncheckedNames) }
            open[top].lastKey = entries.count
        }
        entries.append(JSONIndexEntry(token))
    }

    mutating func string(_ token: JSONStringToken) {
        countElement()
        entries.append(JSONIndexEntry(token))
    }

    mutating func number(_ token: JSONNumberToken) {
        countElement()
        var flags: JSONIndexEntry.Flags = token.isInteger ? .integer : []
        if !token.isWellFormed { flags.insert(.unchecked) }
        entries.append(
            JSONIndexEntry(
                kind: .number, flags: flags, a: UInt32(truncatingIfNeeded: token.start),
                b: UInt32(truncatingIfNeeded: token.end)))
    }

    mutating func literal(_ literal: JSONLiteral, at offset: Int) {
        countElement()
        let kind: JSONIndexEntry.Kind = literal == .true ? .true : literal == .false ? .false : .null
        entries.append(JSONIndexEntry(kind: kind, a: UInt32(truncatingIfNeeded: offset), b: 0))
    }

    /// Where the walk stopped, as a coding path: each open object's last member name, each
    /// open array's last element.
    func openPath() -> [any CodingKey] {
        open.compactMap { frame -> (any CodingKey)? in
            let entry = entries[frame.container]
            if entry.kind == .object {
                guard frame.lastKey >= 0 else { return nil }
                return JSONCodingKey(stringValue: JSONStringContent.string(bytes, entries[frame.lastKey].stringToken))
            }
            return entry.b > 0 ? JSONCodingKey(index: Int(entry.b) - 1) : nil
        }
    }
}
