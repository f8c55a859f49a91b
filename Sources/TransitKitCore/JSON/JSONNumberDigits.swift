import Foundation

/// A scanned JSON number as sign, up to 19 significant digits and a power of ten:
/// `-12.5e3` is negative, 125 × 10^2.
struct JSONNumberDigits: Hashable, Sendable {
    var negative = false
    var mantissa: UInt64 = 0
    var exponent = 0
    /// Non-zero digits beyond the 19th were dropped: the mantissa is not the whole number.
    var truncated = false

    init(negative: Bool, mantissa: UInt64, exponent: Int) {
        self.negative = negative
        self.mantissa = mantissa
        self.exponent = exponent
    }

    /// The digits of a token the scanner accepted (the grammar is not checked again).
    init(_ bytes: UnsafeRawBufferPointer, _ token: JSONNumberToken) {
        var index = token.start
        let end = token.end
        if index < end, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var taken = 0
        while index < end, JSONScanner.isDigit(bytes[index]) {
            take(bytes[index] &- UInt8(ascii: "0"), &taken, fraction: false)
            index += 1
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, JSONScanner.isDigit(bytes[index]) {
                take(bytes[index] &- UInt8(ascii: "0"), &taken, fraction: true)
                index += 1
            }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var sign = 1
            if index < end, bytes[index] == UInt8(ascii: "-") {
                sign = -1
                index += 1
            } else if index < end, bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            // Saturated: 10^1,000,000 is as out of range as any larger exponent.
            var written = 0
            while index < end, JSONScanner.isDigit(bytes[index]) {
                written = min(written * 10 + Int(bytes[index] &- UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            exponent += sign * written
        }
    }

    @inline(__always)
    private mutating func take(_ digit: UInt8, _ taken: inout Int, fraction: Bool) {
        if mantissa == 0 && digit == 0 {
            if fraction { exponent -= 1 }
        } else if taken < 19 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            taken += 1
            if fraction { exponent -= 1 }
        } else {
            if !fraction { exponent += 1 }
            if digit != 0 { truncated = true }
        }
    }

    var isZero: Bool { mantissa == 0 }

    /// Correctly rounded: exact fast paths (Clinger; Eisel–Lemire), else the C library's
    /// `strtod` through `Double(_:)` on the text. Nil when the number is beyond `Double`'s
    /// range, or so small that a non-zero number would read as zero (as `JSONDecoder` refuses).
    func double(_ bytes: UnsafeRawBufferPointer, _ token: JSONNumberToken) -> Double? {
        let value = nearestDouble(bytes, token)
        guard value.isFinite, value != 0 || mantissa == 0 else { return nil }
        return value
    }

    /// The correctly rounded double, ±infinity beyond the range and ±0 below it (what
    /// `strtod` returns).
    func nearestDouble(_ bytes: UnsafeRawBufferPointer, _ token: JSONNumberToken) -> Double {
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        if !truncated {
            if mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
                // Both operands exact, one rounding: correctly rounded.
                let value = exponent < 0 ? Double(mantissa) / Self.exactPowers[-exponent] : Double(mantissa) * Self.exactPowers[exponent]
                return negative ? -value : value
            }
            if let value = Self.eiselLemire(mantissa, exponent) { return negative ? -value : value }
        }
        return Double(Self.text(bytes, token)) ?? .nan
    }

    /// Like ``double(_:_:)`` for `Float`, rounding once from the text (never through `Double`).
    func float(_ bytes: UnsafeRawBufferPointer, _ token: JSONNumberToken) -> Float? {
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        if !truncated, mantissa <= 1 << 24, exponent >= -10, exponent <= 10 {
            let value =
                exponent < 0 ? Float(mantissa) / Self.exactFloatPowers[-exponent] : Float(mantissa) * Self.exactFloatPowers[exponent]
            return negative ? -value : value
        }
        guard let value = Float(Self.text(bytes, token)), value.isFinite, value != 0 else { return nil }
        return value
    }

    /// The number as a `T`, by `JSONDecoder`'s rule (swift-foundation's
    /// `_slowpath_unwrapFixedWidthInteger`), so both decoders agree on every input: digits
    /// alone are read exactly; anything else is read as the nearest `Double`, which must be a
    /// whole `T` (`1.0`, `1e2`, `1e-400` → 0; `1.5` → nil); from 2^53 up, where doubles skip
    /// integers, the text is read again as a `Decimal` and its fraction dropped.
    func integer<T: FixedWidthInteger>(_ type: T.Type, _ bytes: UnsafeRawBufferPointer, _ token: JSONNumberToken) -> T? {
        if token.isInteger, let exact = Self.exactInteger(T.self, bytes, token) { return exact }
        let double = nearestDouble(bytes, token)
        guard let value = T(exactly: double) else { return nil }
        if double.magnitude < 9_007_199_254_740_992 { return value }
        guard let decimal = JSONNumber.decimal(Self.text(bytes, token)) else { return nil }
        return Self.integer(decimal, as: T.self)
    }

    /// Plain digits (and sign) as a `T`, nil when they do not fit.
    static func exactInteger<T: FixedWidthInteger>(_ type: T.Type, _ bytes: UnsafeRawBufferPointer, _ token: JSONNumberToken) -> T? {
        var index = token.start
        let negative = index < token.end && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < token.end else { return nil }
        var value: T = 0
        while index < token.end {
            let digit = T(bytes[index] &- UInt8(ascii: "0"))
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// `JSONDecoder`'s `FixedWidthInteger.init?(_: Decimal)`: the mantissa as a `UInt64`,
    /// scaled by the exponent with truncating division, then signed.
    static func integer<T: FixedWidthInteger>(_ decimal: Decimal, as type: T.Type) -> T? {
        guard !decimal.isNaN else { return nil }
        let negative = decimal.sign == .minus
        if negative && !T.isSigned { return nil }
        // The significand is the stored mantissa as a whole number: its digits are exact.
        guard var magnitude = UInt64(decimal.significand.description) else { return nil }
        let exponent = decimal.exponent
        if exponent < 0 {
            for _ in 0..<(-exponent) { magnitude /= 10 }
        } else {
            for _ in 0..<exponent {
                let (scaled, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = scaled
            }
        }
        guard let value = T(exactly: magnitude) else { return nil }
        return negative ? 0 - value : value
    }

    static func text(_ bytes: UnsafeRawBufferPointer, _ token: JSONNumberToken) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    static let exactPowers: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    static let exactFloatPowers: [Float] = (0...10).map { exponent in
        var value: Float = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Eisel–Lemire: the correctly rounded double of mantissa × 10^exponent from one (rarely
    /// two) 64×128-bit products, or nil when the product cannot decide the rounding (the
    /// caller then takes the exact slow path) or the result is subnormal or infinite.
    static func eiselLemire(_ mantissa: UInt64, _ exponent: Int) -> Double? {
        guard mantissa != 0, exponent >= JSONPowersOfTen.smallest, exponent <= JSONPowersOfTen.largest else { return nil }
        let shift = mantissa.leadingZeroBitCount
        let normalized = mantissa << UInt64(shift)
        // floor(exponent × log2(10)) + 64 + bias − shift.
        var binaryExponent = ((217_706 * exponent) >> 16) + 64 + 1023 - shift
        let power = JSONPowersOfTen.mantissa(exponent)
        var (high, low) = normalized.multipliedFullWidth(by: power.high)
        if high & 0x1FF == 0x1FF && low &+ normalized < normalized {
            // The truncated table value may have cost a carry: widen with its low half.
            let (carryHigh, carryLow) = normalized.multipliedFullWidth(by: power.low)
            var mergedHigh = high
            let mergedLow = low &+ carryHigh
            if mergedLow < low { mergedHigh &+= 1 }
            if mergedHigh & 0x1FF == 0x1FF && mergedLow &+ 1 == 0 && carryLow &+ normalized < normalized { return nil }
            high = mergedHigh
            low = mergedLow
        }
        let top = high >> 63
        var bits = high >> (top + 9)
        binaryExponent -= Int(1 ^ top)
        // Exactly halfway between two doubles as far as the product can tell: undecided.
        if low == 0 && high & 0x1FF == 0 && bits & 3 == 1 { return nil }
        bits += bits & 1
        bits >>= 1
        if bits >> 53 > 0 {
            bits >>= 1
            binaryExponent += 1
        }
        guard binaryExponent > 0, binaryExponent < 0x7FF else { return nil }
        return Double(bitPattern: UInt64(binaryExponent) << 52 | bits & 0x000F_FFFF_FFFF_FFFF)
    }
}
