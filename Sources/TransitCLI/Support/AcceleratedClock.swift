import TransitKitCore

/// Real time sped up by `speed`: a 20-second refresh passes in one second. The demo runs
/// recorded flows with their real waits (Busbud's poll interval, 20 s vehicle refreshes)
/// without making anyone sit through them.
struct AcceleratedClock: Clock, Sendable {
    typealias Instant = AnyClock.Instant

    let speed: Double
    private let base = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(speed: Double) {
        self.speed = max(speed, 1)
        self.start = base.now
    }

    var now: Instant { Instant(offset: start.duration(to: base.now) * speed) }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let wait = now.duration(to: deadline)
        if wait > .zero { try await base.sleep(for: wait / speed) } else { try Task.checkCancellation() }
    }
}
