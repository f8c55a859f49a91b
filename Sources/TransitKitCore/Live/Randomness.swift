import Foundation

/// A source of numbers in 0..<1 for jitter, injected so tests are deterministic.
public struct Randomness: Sendable {
    /// Returns a number in 0..<1.
    public let next: @Sendable () -> Double

    /// Wraps any source of numbers in 0..<1; tests pass a constant to make jitter predictable.
    public init(_ next: @escaping @Sendable () -> Double) { self.next = next }

    /// `Double.random(in: 0..<1)` from the system generator.
    public static let system = Randomness { Double.random(in: 0..<1) }

    /// Always `value` (clamped to 0..<1).
    public static func constant(_ value: Double) -> Randomness {
        let clamped = min(max(value, 0), 0.999_999)
        return Randomness { clamped }
    }

    /// A reproducible stream (SplitMix64) from `seed`.
    public static func seeded(_ seed: UInt64) -> Randomness {
        let state = Locked(seed)
        return Randomness {
            let bits = state.withLock { state -> UInt64 in
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
            return Double(bits >> 11) / Double(1 << 53)
        }
    }
}
