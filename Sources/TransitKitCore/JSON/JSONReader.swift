import Foundation

/// A one-pass, pull-style JSON reader over UTF-8 bytes: wire models read their fields
/// straight from the bytes, with no `Decoder` machinery and no intermediate tree. Strings
/// become `String`s only when read; skipped values are checked, never copied.
///
/// Every failure is a `TransitError(.decoding)` whose detail names the field path the way
/// ``TransitError/describe(_:)`` names `DecodingError`s, plus the byte offset:
/// `"connections[3].price: expected a number, found a string (byte 1234)"`.
///
/// ```swift
/// let names: [String] = try JSONReader.read(data) { reader in
///     var names: [String] = []
///     let root = try reader.beginObject()
///     while let key = try reader.nextKey(in: root) {
///         guard key == "stops" else { continue }          // unread values are skipped
///         let stops = try reader.beginArray()
///         while try reader.nextElement(in: stops) {
///             let stop = try reader.beginObject()
///             while let field = try reader.nextKey(in: stop) {
///                 if field == "name" { names.append(try reader.readString()) }
///             }
///         }
///     }
///     return names
/// }
/// ```
///
/// The reader exists only inside ``read(_:limits:syntax:_:)`` (it points into the bytes, so it
/// cannot be copied out). After the closure returns, whatever it left unread is still checked:
/// a document that is not JSON fails even when the fields you read were fine.
@usableFromInline package struct JSONReader: ~Copyable {
    @usableFromInline var scanner: JSONScanner
    /// The open containers, innermost last: `depth` of them in storage for `capacity`. Owned
    /// by the reader (freed in `deinit`), so no array bookkeeping on every member.
    @usableFromInline var frames: UnsafeMutablePointer<Frame>
    @usableFromInline var capacity: Int
    @usableFromInline var depth = 0
    private var rootStarted = false
    /// The limits and syntax this reader enforces.
    @usableFromInline package let limits: JSONLimits
    package let syntax: JSONSyntax

    @usableFromInline
    struct Frame {
        @inlinable
        init(isObject: Bool, start: Int) {
            self.isObject = isObject
            self.start = start
        }

        @usableFromInline var isObject: Bool
        /// Offset of the opening bracket: tells this container from a later one at the same depth.
        @usableFromInline var start: Int
        @usableFromInline var count = 0
        @usableFromInline var key = JSONStringToken(start: 0, end: 0, hasEscapes: false)
        /// A member or element was announced and its value not read yet.
        @usableFromInline var pending = false
    }

    /// An object being read; from ``beginObject()``, for ``nextKey(in:)``.
    @usableFromInline package struct OpenObject: Sendable {
        @usableFromInline let level: Int
        @usableFromInline let start: Int

        @inlinable
        init(level: Int, start: Int) {
            self.level = level
            self.start = start
        }
    }

    /// An array being read; from ``beginArray()``, for ``nextElement(in:)``.
    @usableFromInline package struct OpenArray: Sendable {
        let level: Int
        let start: Int
    }

    init(_ bytes: UnsafeRawBufferPointer, limits: JSONLimits, syntax: JSONSyntax) {
        scanner = JSONScanner(bytes, checksStrings: syntax == .rfc8259)
        self.limits = limits
        self.syntax = syntax
        capacity = min(32, limits.maximumDepth)
        frames = UnsafeMutablePointer<Frame>.allocate(capacity: capacity)
    }

    deinit { frames.deallocate() }

    @inline(__always)
    private mutating func push(_ frame: Frame) {
        if depth == capacity { grow() }
        (frames + depth).initialize(to: frame)
        depth += 1
    }

    /// Room for more open containers (past 32 levels: rare), out of the inlined `push`.
    @inline(never)
    private mutating func grow() {
        let larger = min(capacity * 2, limits.maximumDepth)
        let moved = UnsafeMutablePointer<Frame>.allocate(capacity: larger)
        moved.moveInitialize(from: frames, count: depth)
        frames.deallocate()
        frames = moved
        capacity = larger
    }

    // MARK: Reading a document

    /// Reads `data` with `body`, which reads the one top-level value. Inputs over
    /// `limits.maximumBytes` fail with `.tooLarge` before anything is read.
    @usableFromInline package static func read<T>(
        _ data: Data, limits: JSONLimits = .default, syntax: JSONSyntax = .rfc8259,
        _ body: (inout JSONReader) throws(TransitError) -> T
    ) throws(TransitError) -> T {
        guard data.count <= limits.maximumBytes else {
            throw TransitError(.tooLarge, detail: "JSON input of \(data.count) bytes is over the \(limits.maximumBytes)-byte limit")
        }
        let result: Result<T, TransitError> = data.withUnsafeBytes { raw in
            var reader = JSONReader(raw, limits: limits, syntax: syntax)
            do throws(TransitError) {
                let value = try body(&reader)
                try reader.finish()
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Checks what `body` left unread, then that nothing but whitespace follows the value.
    private mutating func finish() throws(TransitError) {
        if !rootStarted { try skipValue() }
        while depth > 0 { try finishContainer(depth - 1) }
        scanner.skipWhitespace()
        guard scanner.isAtEnd else {
            throw syntaxError(
                JSONSyntaxError("unexpected \(scanner.describeByte(at: scanner.position)) after the JSON value", at: scanner.position))
        }
    }

    // MARK: Where the reader is

    /// The path of the value being read, as ``TransitError/path(_:)`` prints it:
    /// `"connections[3].price"`, `"(root)"` at the top.
    @usableFromInline package var codingPath: String { TransitError.path(pathKeys) }

    var pathKeys: [any CodingKey] {
        (0..<depth).compactMap { level -> (any CodingKey)? in
            let frame = frames[level]
            guard frame.count > 0 else { return nil }
            return frame.isObject
                ? JSONCodingKey(stringValue: JSONStringContent.string(scanner.bytes, frame.key))
                : JSONCodingKey(index: frame.count - 1)
        }
    }

    /// Byte offset of the next unread byte.
    @usableFromInline package var offset: Int { scanner.position }

    /// Bytes not read yet: with ``offset``, what a reader needs to size an array from the
    /// bytes its first elements took (`MTAWireSiriVehicleMonitoringDelivery` does).
    package var remainingBytes: Int { scanner.end - scanner.position }

    /// A `.decoding` error about the value being read: `"path: reason (byte N)"`. For wire
    /// models that find a value well-formed but wrong ("expected yyyyMMdd HH:mm").
    @usableFromInline package func error(_ reason: String) -> TransitError {
        error(reason, at: scanner.position)
    }

    func error(_ reason: String, at offset: Int) -> TransitError {
        TransitError(.decoding, detail: "\(codingPath): \(reason) (byte \(offset))")
    }

    func syntaxError(_ error: JSONSyntaxError) -> TransitError {
        TransitError(.decoding, detail: "\(codingPath): \(error.description)", underlying: error)
    }

    func mismatch(expected: String, found byte: UInt8) -> TransitError {
        let found = JSONScanner.kind(startingWith: byte).map(\.description) ?? scanner.describeByte(at: scanner.position)
        return error("expected \(expected), found \(found)")
    }

    // MARK: Values

    /// The first byte of the value to read next, after checking one may be read now.
    @inline(__always)
    mutating func valueStart() throws(TransitError) -> UInt8 {
        if depth > 0 {
            guard frames[depth - 1].pending else {
                throw error("no value to read here: call nextKey(in:) or nextElement(in:) first")
            }
        } else if rootStarted {
            throw error("the document's one value has been read already")
        }
        guard let byte = scanner.peekByte() else { throw syntaxError(scanner.unexpected("a value")) }
        return byte
    }

    /// The first byte of the value a `nextKey`/`nextElement` announced, after at most one
    /// space: what the inlined common cases of ``readNull()`` and ``beginObject()`` look at.
    /// Nil when no value is pending or other whitespace comes first, for the general paths
    /// (``valueStart()``) to read.
    @inlinable @inline(__always)
    mutating func pendingValueByte() -> UInt8? {
        guard depth > 0, frames[depth &- 1].pending else { return nil }
        scanner.skipOneSpace()
        guard scanner.position < scanner.end else { return nil }
        let byte = scanner.bytes[scanner.position]
        return byte > 0x20 ? byte : nil
    }

    /// Marks the value announced by ``valueStart()`` as taken.
    @inline(__always)
    mutating func markRead() {
        if depth > 0 { frames[depth - 1].pending = false } else { rootStarted = true }
    }

    /// The kind of the next value, without reading it.
    @usableFromInline package mutating func peek() throws(TransitError) -> JSONKind {
        let byte = try valueStart()
        guard let kind = JSONScanner.kind(startingWith: byte) else { throw syntaxError(scanner.unexpected("a value")) }
        return kind
    }

    /// Checks and moves past the next value, whatever it is.
    @usableFromInline package mutating func skipValue() throws(TransitError) {
        let byte = try valueStart()
        markRead()
        // A string, number or literal (most skipped members) is scanned as the walk below
        // scans it, without the walk's container machinery; the error path is the reader's
        // own then, as the walk's would be for a value with nothing inside it.
        do throws(JSONSyntaxError) {
            switch JSONScanner.kind(startingWith: byte) {
            case .string?:
                _ = try scanner.scanString()
                return
            case .number?:
                _ = try scanner.scanNumber()
                return
            case .bool?, .null?:
                _ = try scanner.scanLiteral()
                return
            case .object?, .array?, nil: break
            }
        } catch {
            throw syntaxError(error)
        }
        var sink = JSONSkipSink()
        let start = scanner.position
        let trailingCommas = syntax == .jsonDecoderCompatible
        do {
            try scanner.walkValue(&sink, depth: depth, maximumDepth: limits.maximumDepth, trailingCommas: trailingCommas)
        } catch {
            let inner = scanner.pathOfError(
                inValueAt: start, depth: depth, maximumDepth: limits.maximumDepth,
                trailingCommas: trailingCommas)
            throw TransitError(.decoding, detail: "\(TransitError.path(pathKeys + inner)): \(error.description)", underlying: error)
        }
    }

    // MARK: Containers

    /// Starts reading an object; read its members with ``nextKey(in:)``.
    ///
    /// Inlined for the common case, an object that is a member's or element's value (after at
    /// most one space) with room for its frame: opened there as `beginObjectInGeneral()`
    /// opens it, which takes every other case. As a call, 1.4% of reading the MTA whole-city
    /// snapshot (five objects a bus).
    @inlinable @inline(__always)
    package mutating func beginObject() throws(TransitError) -> OpenObject {
        // `capacity` never exceeds `limits.maximumDepth` (`init` and `grow` cap it), so a
        // frame that fits is within the depth limit.
        if depth < capacity, pendingValueByte() == UInt8(ascii: "{") {
            frames[depth &- 1].pending = false
            let start = scanner.position
            scanner.position &+= 1
            (frames + depth).initialize(to: Frame(isObject: true, start: start))
            depth &+= 1
            return OpenObject(level: depth &- 1, start: start)
        }
        return try beginObjectInGeneral()
    }

    /// ``beginObject()`` in every case.
    @usableFromInline
    mutating func beginObjectInGeneral() throws(TransitError) -> OpenObject {
        let (level, start) = try open(isObject: true)
        return OpenObject(level: level, start: start)
    }

    /// Starts reading an array; read its elements with ``nextElement(in:)``.
    @usableFromInline package mutating func beginArray() throws(TransitError) -> OpenArray {
        let (level, start) = try open(isObject: false)
        return OpenArray(level: level, start: start)
    }

    @inline(__always)
    private mutating func open(isObject: Bool) throws(TransitError) -> (Int, Int) {
        let byte = try valueStart()
        guard byte == (isObject ? UInt8(ascii: "{") : UInt8(ascii: "[")) else {
            throw mismatch(expected: isObject ? "an object" : "an array", found: byte)
        }
        guard depth < limits.maximumDepth else {
            throw syntaxError(JSONSyntaxError("nesting deeper than \(limits.maximumDepth) levels", at: scanner.position))
        }
        markRead()
        let start = scanner.position
        scanner.position += 1
        push(Frame(isObject: isObject, start: start))
        return (depth - 1, start)
    }

    /// The next member's name, positioned on its value; nil after the last member. A value
    /// you did not read is skipped (and checked) first, and so is the rest of any container
    /// inside it you left unfinished.
    ///
    /// Inlined into every reader, for the common case (`nextPlainKey(in:)`): called, each
    /// member paid a call, a frame and the key's return through memory, 10% of reading the MTA
    /// whole-city snapshot. Every other case is `nextKeyInGeneral(in:)`, which is not inlined.
    /// Transparent, not `@inline(__always)`: the optimiser stops inlining into a function as
    /// large as the MTA journey's reader (twenty members), which then still called it for
    /// each one (1.948 G instructions for the whole city, 1.836 G transparent).
    @_transparent
    @usableFromInline package mutating func nextKey(in object: OpenObject) throws(TransitError) -> JSONKey? {
        switch try nextPlainKey(in: object) {
        case .key(let key): return key
        case .end: return nil
        case .other: return try nextKeyInGeneral(in: object)
        }
    }

    /// What ``nextPlainKey(in:)`` found.
    @usableFromInline
    enum PlainKeyStep {
        case key(JSONKey)
        /// The object closed.
        case end
        /// Something for ``nextKeyInGeneral(in:)`` to read; nothing was changed.
        case other
    }

    /// ``nextKey(in:)`` when `object` is the innermost open container (its last value, if
    /// unread, skipped as the general path skips it) and what follows is its `}`, or a `,`
    /// (after its first member) and a name of plain ASCII of up to 23 bytes
    /// (``JSONScanner/scanPlainKey()``) and `:`, with at most one space between any two of
    /// them: what nearly every member of every answer looks like. It makes exactly the
    /// changes ``nextKeyInGeneral(in:)`` makes then; anything else is `.other`, with nothing
    /// changed after the skip. `NextKeyTests` compares the two paths on every member of the
    /// recorded payloads and of mutated ones.
    @inlinable @inline(__always)
    mutating func nextPlainKey(in object: OpenObject) throws(TransitError) -> PlainKeyStep {
        let level = object.level
        guard level == depth &- 1 else { return .other }
        let frame = frames + level
        guard frame.pointee.start == object.start, frame.pointee.isObject else { return .other }
        if frame.pointee.pending { try skipValue() }
        // Read on a copy of the scanner, kept only when the member is the common case.
        var scan = scanner
        scan.skipOneSpace()
        guard scan.position < scan.end else { return .other }
        if scan.bytes[scan.position] == UInt8(ascii: "}") {
            scanner.position = scan.position &+ 1
            depth &-= 1
            return .end
        }
        if frame.pointee.count > 0 {
            guard scan.bytes[scan.position] == UInt8(ascii: ",") else { return .other }
            scan.position &+= 1
            scan.skipOneSpace()
        }
        guard scan.position < scan.end, scan.bytes[scan.position] == UInt8(ascii: "\""), let (token, key) = scan.scanPlainKey() else {
            return .other
        }
        scan.skipOneSpace()
        guard scan.position < scan.end, scan.bytes[scan.position] == UInt8(ascii: ":") else { return .other }
        scanner.position = scan.position &+ 1
        frame.pointee.key = token
        frame.pointee.count &+= 1
        frame.pointee.pending = true
        return .key(key)
    }

    /// ``nextKey(in:)`` in every case.
    @usableFromInline
    mutating func nextKeyInGeneral(in object: OpenObject) throws(TransitError) -> JSONKey? {
        guard try settle(object.level, start: object.start, isObject: true) else { return nil }
        guard try advance(object.level, closer: UInt8(ascii: "}")) else { return nil }
        guard scanner.position < scanner.end, scanner.bytes[scanner.position] == UInt8(ascii: "\"") else {
            throw syntaxError(scanner.unexpected("a member name in quotes"))
        }
        let token: JSONStringToken
        let key: JSONKey
        do throws(JSONSyntaxError) {
            if let plain = scanner.scanPlainKey() {
                (token, key) = plain
            } else {
                token = try scanner.scanString()
                try scanner.check(token)
                key = JSONKey(scanner.bytes, token)
            }
            scanner.skipWhitespace()
            guard scanner.position < scanner.end, scanner.bytes[scanner.position] == UInt8(ascii: ":") else {
                throw scanner.unexpected("':' after the member name")
            }
            scanner.position += 1
        } catch {
            throw syntaxError(error)
        }
        frames[object.level].key = token
        frames[object.level].count += 1
        frames[object.level].pending = true
        return key
    }

    /// Moves to the next element and returns true; false after the last one. An element you
    /// did not read is skipped (and checked) first.
    @usableFromInline package mutating func nextElement(in array: OpenArray) throws(TransitError) -> Bool {
        guard try settle(array.level, start: array.start, isObject: false) else { return false }
        guard try advance(array.level, closer: UInt8(ascii: "]")) else { return false }
        frames[array.level].count += 1
        frames[array.level].pending = true
        return true
    }

    /// Makes `level` the innermost open container with nothing pending; false when that
    /// container has been closed already.
    private mutating func settle(_ level: Int, start: Int, isObject: Bool) throws(TransitError) -> Bool {
        guard level < depth, frames[level].start == start, frames[level].isObject == isObject else { return false }
        while depth - 1 > level { try finishContainer(depth - 1) }
        if frames[level].pending { try skipValue() }
        return true
    }

    /// Past the separator before the next member or element: true when there is one, false
    /// (container closed) at its end.
    @inline(__always)
    private mutating func advance(_ level: Int, closer: UInt8) throws(TransitError) -> Bool {
        scanner.skipWhitespace()
        if frames[level].count > 0 {
            guard scanner.position < scanner.end else {
                throw syntaxError(scanner.unexpected("',' or '\(Character(Unicode.Scalar(closer)))'"))
            }
            let byte = scanner.bytes[scanner.position]
            if byte == closer { return close(level) }
            guard byte == UInt8(ascii: ",") else { throw syntaxError(scanner.unexpected("',' or '\(Character(Unicode.Scalar(closer)))'")) }
            scanner.position += 1
            scanner.skipWhitespace()
            if syntax == .jsonDecoderCompatible, scanner.position < scanner.end, scanner.bytes[scanner.position] == closer {
                return close(level)
            }
        } else if scanner.position < scanner.end, scanner.bytes[scanner.position] == closer {
            return close(level)
        }
        return true
    }

    private mutating func close(_ level: Int) -> Bool {
        scanner.position += 1
        depth -= 1
        return false
    }

    /// Reads (skipping) whatever is left of the container at `level`, the innermost one.
    private mutating func finishContainer(_ level: Int) throws(TransitError) {
        let start = frames[level].start
        if frames[level].isObject {
            let object = OpenObject(level: level, start: start)
            while try nextKey(in: object) != nil {}
        } else {
            let array = OpenArray(level: level, start: start)
            while try nextElement(in: array) {}
        }
    }

    /// Reads an array whose elements `element` reads, one call per element.
    ///
    /// ```swift
    /// let stops = try reader.readArray { reader in try WireStop(reading: &reader) }
    /// ```
    @inlinable
    package mutating func readArray<T>(_ element: (inout JSONReader) throws(TransitError) -> T) throws(TransitError) -> [T] {
        let array = try beginArray()
        var elements: [T] = []
        while try nextElement(in: array) { elements.append(try element(&self)) }
        return elements
    }
}

extension JSONReader {
    /// Reads an object and hands `body` the value of its member `name`, skipping the others;
    /// returns whether there was one. `null` reads as an object without members. Of duplicate
    /// names the first is read, as `JSONDecoder` does.
    ///
    /// ```swift
    /// try reader.member("bustime-response") { reader in
    ///     try reader.member("prd") { reader in predictions = try reader.readArray(WirePrediction.init) }
    /// }
    /// ```
    @discardableResult
    @usableFromInline package mutating func member(
        _ name: StaticString, _ body: (inout JSONReader) throws(TransitError) -> Void
    ) throws(TransitError) -> Bool {
        if try readNull() { return false }
        let object = try beginObject()
        var found = false
        while let key = try nextKey(in: object) {
            guard !found, key.matches(name) else { continue }
            found = true
            try body(&self)
        }
        return found
    }
}
