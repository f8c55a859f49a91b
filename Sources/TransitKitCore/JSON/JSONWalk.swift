/// Receives the structure of one value as ``JSONScanner/walkValue(_:depth:maximumDepth:trailingCommas:)``
/// checks it: skipping uses a sink that keeps nothing, ``JSONIndex`` one that records it.
protocol JSONWalkSink {
    mutating func beginContainer(isObject: Bool, at offset: Int)
    mutating func endContainer()
    mutating func key(_ token: JSONStringToken)
    mutating func string(_ token: JSONStringToken)
    mutating func number(_ token: JSONNumberToken)
    mutating func literal(_ literal: JSONLiteral, at offset: Int)
}

/// Keeps nothing: the walk only checks the value and moves past it.
struct JSONSkipSink: JSONWalkSink {
    @inline(__always) mutating func beginContainer(isObject: Bool, at offset: Int) {}
    @inline(__always) mutating func endContainer() {}
    @inline(__always) mutating func key(_ token: JSONStringToken) {}
    @inline(__always) mutating func string(_ token: JSONStringToken) {}
    @inline(__always) mutating func number(_ token: JSONNumberToken) {}
    @inline(__always) mutating func literal(_ literal: JSONLiteral, at offset: Int) {}
}

/// Keeps only where the walk is — each open container's kind, element count and last member
/// name — so an error found while skipping can name its path. Memory grows with depth only.
struct JSONPathSink: JSONWalkSink {
    let bytes: UnsafeRawBufferPointer
    var open: [(isObject: Bool, count: Int, key: JSONStringToken?)] = []

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    private mutating func countElement() {
        if let top = open.indices.last, !open[top].isObject { open[top].count += 1 }
    }

    mutating func beginContainer(isObject: Bool, at offset: Int) {
        countElement()
        open.append((isObject, 0, nil))
    }

    mutating func endContainer() { open.removeLast() }

    mutating func key(_ token: JSONStringToken) {
        if let top = open.indices.last { open[top].key = token }
    }

    mutating func string(_ token: JSONStringToken) { countElement() }
    mutating func number(_ token: JSONNumberToken) { countElement() }
    mutating func literal(_ literal: JSONLiteral, at offset: Int) { countElement() }

    var path: [any CodingKey] {
        open.compactMap { frame -> (any CodingKey)? in
            if frame.isObject { return frame.key.map { JSONCodingKey(stringValue: JSONStringContent.string(bytes, $0)) } }
            return frame.count > 0 ? JSONCodingKey(index: frame.count - 1) : nil
        }
    }
}

extension JSONScanner {
    /// The path inside the value at `start` where walking it fails (empty if it does not),
    /// for messages: walks it again, keeping only the open containers.
    func pathOfError(inValueAt start: Int, depth: Int, maximumDepth: Int, trailingCommas: Bool) -> [any CodingKey] {
        var scanner = self
        scanner.position = start
        var sink = JSONPathSink(bytes)
        do {
            try scanner.walkValue(&sink, depth: depth, maximumDepth: maximumDepth, trailingCommas: trailingCommas)
        } catch {
            return sink.path
        }
        return []
    }

    /// Scans one whole value at `position` — containers to any depth, iteratively, so deep
    /// nesting costs no stack — and reports it to `sink`. `depth` is how many containers
    /// are already open around it; more than `maximumDepth` in all is an error.
    mutating func walkValue<Sink: JSONWalkSink>(
        _ sink: inout Sink, depth: Int, maximumDepth: Int,
        trailingCommas: Bool
    ) throws(JSONSyntaxError) {
        var open = JSONBitStack()
        value: while true {
            skipWhitespace()
            guard position < end else { throw unexpected("a value") }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                guard depth + open.count < maximumDepth else {
                    throw JSONSyntaxError("nesting deeper than \(maximumDepth) levels", at: position)
                }
                sink.beginContainer(isObject: isObject, at: position)
                position += 1
                skipWhitespace()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if position < end, bytes[position] == closer {
                    position += 1
                    sink.endContainer()
                } else {
                    open.push(isObject)
                    if isObject { try scanMemberName(&sink) }
                    continue value
                }
            case UInt8(ascii: "\""):
                sink.string(try scanString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                sink.number(try scanNumber())
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                let offset = position
                sink.literal(try scanLiteral(), at: offset)
            default:
                throw unexpected("a value")
            }
            // After a value: a comma, or the end of the innermost open container.
            while let isObject = open.top {
                skipWhitespace()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard position < end else { throw unexpected(isObject ? "',' or '}'" : "',' or ']'") }
                let next = bytes[position]
                if next == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    if trailingCommas, position < end, bytes[position] == closer {
                        position += 1
                        open.pop()
                        sink.endContainer()
                        continue
                    }
                    if isObject { try scanMemberName(&sink) }
                    continue value
                } else if next == closer {
                    position += 1
                    open.pop()
                    sink.endContainer()
                } else {
                    throw unexpected(isObject ? "',' or '}'" : "',' or ']'")
                }
            }
            return
        }
    }

    /// `"name" :` inside an object.
    mutating func scanMemberName<Sink: JSONWalkSink>(_ sink: inout Sink) throws(JSONSyntaxError) {
        skipWhitespace()
        guard position < end, bytes[position] == UInt8(ascii: "\"") else { throw unexpected("a member name in quotes") }
        sink.key(try scanString())
        skipWhitespace()
        guard position < end, bytes[position] == UInt8(ascii: ":") else { throw unexpected("':' after the member name") }
        position += 1
    }
}

/// Which open containers are objects: a stack of bits, 512 of them inline (no allocation
/// for any depth `JSONDecoder` accepts), more spilled into an array.
struct JSONBitStack {
    private var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var spill: [UInt64] = []
    private(set) var count = 0

    var top: Bool? { count == 0 ? nil : bit(count - 1) }

    mutating func push(_ value: Bool) {
        let word = count >> 6
        let mask = UInt64(1) << UInt64(count & 63)
        if word < 8 {
            withUnsafeMutableBytes(of: &inline) { raw in
                var current = raw.load(fromByteOffset: word * 8, as: UInt64.self)
                current = value ? current | mask : current & ~mask
                raw.storeBytes(of: current, toByteOffset: word * 8, as: UInt64.self)
            }
        } else {
            while spill.count <= word - 8 { spill.append(0) }
            spill[word - 8] = value ? spill[word - 8] | mask : spill[word - 8] & ~mask
        }
        count += 1
    }

    @discardableResult
    mutating func pop() -> Bool? {
        guard let value = top else { return nil }
        count -= 1
        return value
    }

    private func bit(_ index: Int) -> Bool {
        let word = index >> 6
        let mask = UInt64(1) << UInt64(index & 63)
        if word < 8 {
            return withUnsafeBytes(of: inline) { $0.load(fromByteOffset: word * 8, as: UInt64.self) } & mask != 0
        }
        return spill[word - 8] & mask != 0
    }
}
