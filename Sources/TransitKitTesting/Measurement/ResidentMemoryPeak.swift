import Foundation
import TransitKitCore

/// The process's resident set, sampled every 5 ms from `/proc/self/statm` on a Dispatch queue
/// while some work runs, so a short spike (a body inflated and dropped) is seen too.
///
/// Resident memory belongs to the whole process, and other tests run at the same time. Unlike
/// the process's peak (`getrusage`'s `ru_maxrss`), which only ever rises, the resident set falls
/// again when they free what they held; so measuring a few times and keeping the least growth
/// filters them out, while work that really holds memory grows on every measurement.
///
/// ```swift
/// let growth = ResidentMemoryPeak.leastGrowthKiB(over: 3, below: 64 << 10) {
///     _ = try? JSONReader.read(hundredMegabytes) { reader throws(TransitError) in try reader.skipValue() }
/// }
/// #expect(growth < 64 << 10)
/// ```
///
/// Where there is no `/proc` (macOS), every reading is 0: check ``isAvailable`` before asserting.
public final class ResidentMemoryPeak: Sendable {
    private let state: Locked<(running: Bool, peak: Int)>
    private let queue = DispatchQueue(label: "TransitKitTesting.ResidentMemoryPeak")
    /// Resident KiB when sampling started.
    public let baseline: Int

    /// Starts sampling.
    public init() {
        baseline = Self.current()
        state = Locked((true, baseline))
        sample()
    }

    private func sample() {
        queue.asyncAfter(deadline: .now() + 0.005) { [self] in
            let now = Self.current()
            let running = state.withLock { state -> Bool in
                state.peak = max(state.peak, now)
                return state.running
            }
            if running { sample() }
        }
    }

    /// Stops sampling; the growth above the baseline at the highest sample, in KiB.
    public func stop() -> Int {
        let now = Self.current()
        return state.withLock { state in
            state.running = false
            state.peak = max(state.peak, now)
            return state.peak - baseline
        }
    }

    /// Whether this platform reports a resident set (Linux's `/proc/self/statm`).
    public static var isAvailable: Bool { current() > 0 }

    /// Resident KiB now (0 where there is no /proc).
    public static func current() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// Runs `work` up to `attempts` times while sampling, stopping as soon as one run grows
    /// less than `bound`; returns the least growth seen, in KiB.
    public static func leastGrowthKiB<E: Error>(
        over attempts: Int, below bound: Int, _ work: () throws(E) -> Void
    ) throws(E) -> Int {
        var least = Int.max
        for _ in 0..<max(1, attempts) where least >= bound {
            let peak = ResidentMemoryPeak()
            do { try work() } catch {
                _ = peak.stop()
                throw error
            }
            least = min(least, peak.stop())
        }
        return least
    }
}
