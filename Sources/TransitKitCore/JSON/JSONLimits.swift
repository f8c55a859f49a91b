/// How much a JSON document may ask of the reader: nesting depth and size. Inputs beyond a
/// limit end in a typed error before any unbounded work or memory is spent on them.
///
/// ```swift
/// let dataset = try JSONReader.read(bytes, limits: JSONLimits(maximumBytes: 256 << 20)) { reader in … }
/// ```
@usableFromInline package struct JSONLimits: Hashable, Sendable {
    /// Containers nested deeper than this are refused. 512, as `JSONDecoder` allows.
    package var maximumDepth: Int
    /// Inputs longer than this are refused before reading (`.tooLarge`). Byte offsets are
    /// 32-bit, so at most ``largestSupportedBytes``.
    @usableFromInline package var maximumBytes: Int

    /// 64 MiB and 512 levels: eight times the transport's default response limit, and the
    /// nesting `JSONDecoder` accepts.
    @usableFromInline package static let `default` = JSONLimits()

    /// The largest input any limit can allow (offsets are stored in 32 bits).
    @usableFromInline package static let largestSupportedBytes = Int(UInt32.max) - 1

    package init(maximumDepth: Int = 512, maximumBytes: Int = 64 << 20) {
        self.maximumDepth = max(1, maximumDepth)
        self.maximumBytes = min(max(0, maximumBytes), Self.largestSupportedBytes)
    }
}

/// Which JSON texts are accepted.
@usableFromInline package enum JSONSyntax: Hashable, Sendable {
    /// RFC 8259 exactly (a leading UTF-8 byte order mark is ignored, as §8.1 permits).
    case rfc8259
    /// RFC 8259 plus the one trailing comma in an array or object that `JSONDecoder` also
    /// accepts. Input is UTF-8 only: the pipeline refuses other bodies before reading
    /// (`HTTPClient.jsonProblem`), so `JSONDecoder`'s UTF-16 and UTF-32 never reach a reader.
    case jsonDecoderCompatible
}
