import Foundation
import TransitKitCore

/// Seeded damaged copies of a recorded payload, for differential tests: two decoding paths
/// must read each copy alike (or both refuse it). The same seed gives the same copies on every
/// machine and run.
///
/// ```swift
/// for (variant, damaged) in FixtureDamage.copies(of: data, seed: name).enumerated() {
///     #expect(fastPath(damaged) == referencePath(damaged), "\(name) variant \(variant)")
/// }
/// ```
public enum FixtureDamage {
    /// `count` copies of `data`, four kinds in turn: cut short at a random length; 1–3 random
    /// bytes replaced (mostly breaking the JSON); 1–3 digits replaced by a digit, `.`, `-`, `e`,
    /// a quote, a letter or a space (JSON that often stays valid but puts odd numbers and wrong
    /// types into fields); 1–3 letters replaced by letters (misspelt member names, `true` turned
    /// into a name). A kind that finds nothing to change leaves that copy whole.
    public static func copies(of data: Data, seed: String, count: Int = 30) -> [Data] {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a: stable across runs, unlike hashValue
        for byte in seed.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let randomness = Randomness.seeded(hash)
        func roll(_ n: Int) -> Int { min(n - 1, Int(randomness.next() * Double(n))) }
        let original = [UInt8](data)
        let digits = original.indices.filter { (0x30...0x39).contains(original[$0]) }
        let letters = original.indices.filter { (0x41...0x5A).contains(original[$0] & 0xDF) }
        let numberBytes = Array("0123456789.-e\"xZ ".utf8)
        let letterBytes = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        return (0..<count).map { variant in
            var bytes = original
            guard !bytes.isEmpty else { return data }
            switch variant % 4 {
            case 0:
                bytes = Array(bytes.prefix(roll(bytes.count + 1)))
            case 1:
                for _ in 0...roll(3) { bytes[roll(bytes.count)] = UInt8(roll(256)) }
            case 2:
                guard !digits.isEmpty else { break }
                for _ in 0...roll(3) { bytes[digits[roll(digits.count)]] = numberBytes[roll(numberBytes.count)] }
            default:
                guard !letters.isEmpty else { break }
                for _ in 0...roll(3) { bytes[letters[roll(letters.count)]] = letterBytes[roll(letterBytes.count)] }
            }
            return Data(bytes)
        }
    }
}
