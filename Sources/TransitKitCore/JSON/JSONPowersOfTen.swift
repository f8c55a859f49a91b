/// The 128-bit mantissas of 10^q, q in -348...347, rounded down, as the Eisel–Lemire
/// conversion needs them. Computed once, exactly, with a small big-integer type — rather than
/// pasted in as 1,392 constants nobody could check by reading.
enum JSONPowersOfTen {
    static let smallest = -348
    static let largest = 347

    /// `[hi, lo]` for each q from ``smallest``: hi's top bit is set; the pair is the first 128
    /// bits of 10^q's binary expansion, truncated.
    static let table: [UInt64] = generate()

    @inline(__always)
    static func mantissa(_ q: Int) -> (high: UInt64, low: UInt64) {
        let index = 2 * (q - smallest)
        return (table[index], table[index + 1])
    }

    static func generate() -> [UInt64] {
        var result = [UInt64](repeating: 0, count: 2 * (largest - smallest + 1))
        func store(_ q: Int, _ value: BigNatural) {
            let (high, low) = value.leading128Bits()
            result[2 * (q - smallest)] = high
            result[2 * (q - smallest) + 1] = low
        }
        var power = BigNatural(1)
        for q in 0...largest {
            if q > 0 { power.multiply(by: 10) }
            store(q, power)
        }
        // floor(floor(x / 10) / 10) = floor(x / 100): dividing 2^1408 by ten n times is exactly
        // floor(2^1408 / 10^n), whose leading bits are those of 10^-n. 2^1408 / 10^348 still
        // has over 250 bits, so every entry has its full 128.
        var scaled = BigNatural(powerOfTwo: 1408)
        for n in 1...(-smallest) {
            scaled.divide(by: 10)
            store(-n, scaled)
        }
        return result
    }
}

/// Just enough of a non-negative big integer to build ``JSONPowersOfTen``: little-endian
/// 32-bit limbs.
struct BigNatural {
    var limbs: [UInt32]

    init(_ value: UInt32) { limbs = [value] }

    init(powerOfTwo exponent: Int) {
        limbs = [UInt32](repeating: 0, count: exponent / 32 + 1)
        limbs[exponent / 32] = 1 << UInt32(exponent % 32)
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry > 0 { limbs.append(UInt32(carry)) }
    }

    mutating func divide(by divisor: UInt32) {
        var remainder: UInt64 = 0
        for index in limbs.indices.reversed() {
            let current = remainder << 32 | UInt64(limbs[index])
            limbs[index] = UInt32(current / UInt64(divisor))
            remainder = current % UInt64(divisor)
        }
        while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
    }

    var bitWidth: Int {
        guard let top = limbs.lastIndex(where: { $0 != 0 }) else { return 0 }
        return top * 32 + (32 - limbs[top].leadingZeroBitCount)
    }

    func bit(_ index: Int) -> UInt64 {
        guard index >= 0, index / 32 < limbs.count else { return 0 }
        return UInt64(limbs[index / 32] >> UInt32(index % 32) & 1)
    }

    /// The 128 bits from the highest set bit down (zeros below bit 0), truncated.
    func leading128Bits() -> (high: UInt64, low: UInt64) {
        let first = bitWidth - 128
        var high: UInt64 = 0
        var low: UInt64 = 0
        for offset in 0..<64 {
            low |= bit(first + offset) << UInt64(offset)
            high |= bit(first + 64 + offset) << UInt64(offset)
        }
        return (high, low)
    }
}
