import Foundation
import TransitKitCore

/// The process's resident set, sampled every 5 ms from `/proc/self/statm` on a Dispatch queue
/// while some work runs, so a short spike (a body inflated and dropped) is seen too.
final class ResidentMemoryPeak: Sendable {
    private let state: Locked<(running: Bool, peak: Int)>
    private let queue = DispatchQueue(label: "ReliabilityTests.ResidentMemoryPeak")
    /// Resident KiB when sampling started.
    let baseline: Int

    init() {
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
    func stop() -> Int {
        let now = Self.current()
        return state.withLock { state in
            state.running = false
            state.peak = max(state.peak, now)
            return state.peak - baseline
        }
    }

    /// Resident KiB now (0 where there is no /proc).
    static func current() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
