extension JSONScanner {
    /// A plain number — `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, at most 19 digits, no exponent, not
    /// followed by another number character — scanned and its digits taken in one pass; nil
    /// (position unchanged) for anything else, which ``scanNumber()`` and
    /// ``JSONNumberDigits/init(_:_:)`` then read in two passes as before.
    ///
    /// Nearly every number in transit data is plain (coordinates, ids, prices, bearings), and
    /// the second pass was a tenth of loading OpenFlights. With 19 digits at most nothing is
    /// dropped, so the digits are simply all of them and the exponent minus the fraction's
    /// length: what the two-pass read gives, which `PlainNumberTests` checks on random numbers.
    @inline(__always)
    mutating func scanPlainNumber() -> (JSONNumberToken, JSONNumberDigits)? {
        let start = position
        var index = position
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative { index &+= 1 }
        guard index < end else { return nil }
        let first = bytes[index]
        guard Self.isDigit(first) else { return nil }
        var mantissa: UInt64 = 0
        var digitCount = 0
        if first == UInt8(ascii: "0") {
            index &+= 1
            digitCount = 1
        } else {
            digitCount = takeDigits(&index, into: &mantissa)
        }
        var fractionCount = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index &+= 1
            fractionCount = takeDigits(&index, into: &mantissa)
            guard fractionCount > 0 else { return nil }
        }
        // A leading zero followed by digits, an exponent, a second point or sign: not plain.
        guard digitCount + fractionCount <= 19, index >= end || !Self.isNumberCharacter(bytes[index]) else { return nil }
        position = index
        let token = JSONNumberToken(start: start, end: index, isInteger: fractionCount == 0)
        return (token, JSONNumberDigits(negative: negative, mantissa: mantissa, exponent: -fractionCount))
    }

    /// Appends the digits from `index` to `mantissa` (wrapping: the caller refuses more than
    /// 19) and moves past them; how many there were.
    @inline(__always)
    private func takeDigits(_ index: inout Int, into mantissa: inout UInt64) -> Int {
        let start = index
        while index < end {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index &+= 1
        }
        return index &- start
    }
}
