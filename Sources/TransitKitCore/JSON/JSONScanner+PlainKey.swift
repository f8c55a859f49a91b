extension JSONScanner {
    /// A member name of plain printable ASCII (no escape) of at most 23 bytes, at `position`
    /// (its opening quote), found and packed the way ``JSONKey`` holds it with whole-word
    /// loads; nil (position unchanged) for anything else — an escape, a control or non-ASCII
    /// byte, a longer name, or one too near the end of the input for whole words — which
    /// ``scanString()`` then reads as before.
    ///
    /// Member names are most of the tokens of every answer (ten per OpenFlights entry), and
    /// scanning each and packing it again were a sixth of reading one. `PlainKeyTests` checks
    /// the token and the key against `scanString()` and `JSONKey(_:_:)` on random names.
    @inlinable @inline(__always)
    mutating func scanPlainKey() -> (token: JSONStringToken, key: JSONKey)? {
        let start = position &+ 1
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        for index in 0..<3 {
            let offset = start &+ 8 &* index
            guard offset &+ 8 <= end else { return nil }
            let loaded = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let flagged = Self.attention(loaded)
            let word = UInt64(littleEndian: loaded)
            guard flagged != 0 else {
                // After a third word with no quote in it (a name of 24 bytes or more) the loop
                // ends and the name is left to scanString().
                withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: word, toByteOffset: 8 &* index, as: UInt64.self) }
                continue
            }
            let count = flagged.trailingZeroBitCount >> 3
            guard bytes[offset &+ count] == UInt8(ascii: "\"") else { return nil }
            let kept = count == 0 ? 0 : word & (UInt64.max >> UInt64(64 &- 8 &* count))
            withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: kept, toByteOffset: 8 &* index, as: UInt64.self) }
            let length = 8 &* index &+ count
            words.2 |= UInt64(truncatingIfNeeded: length) << 56
            position = start &+ length &+ 1
            return (JSONStringToken(start: start, end: start &+ length, hasEscapes: false), JSONKey(words: words))
        }
        return nil
    }
}
