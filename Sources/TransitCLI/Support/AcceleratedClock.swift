import TransitKitCore

/// Real time sped up by `speed`: a 20-second refresh passes in one second. The demo runs
/// recorded flows with their real waits (Busbud's poll interval, 20 s vehicle refreshes)
/// without making anyone sit through them.
public struct AcceleratedClock: Clock, Sendable {
    public typealias Instant = AnyClock.Instant

    public let speed: Double
    private let base = ContinuousClock()
    private let start: ContinuousClock.Instant

    public init(speed: Double) {
        self.speed = max(speed, 1)
        self.start = base.now
    }

    public var now: Instant { Instant(offset: start.duration(to: base.now) * speed) }
    public var minimumResolution: Duration { base.minimumResolution }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let wait = now.duration(to: deadline)
        if wait > .zero { try await base.sleep(for: wait / speed) } else { try Task.checkCancellation() }
    }
}
