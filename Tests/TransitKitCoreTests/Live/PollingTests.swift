import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@Suite struct PollingTests {
    /// A fetch that counts calls and fails on the calls listed in `failing` (1-based).
    final class Source: Sendable {
        let calls = Locked(0)
        let failing: Set<Int>
        init(failing: Set<Int> = []) { self.failing = failing }
        func fetch() throws(TransitError) -> Int {
            let n = calls.withLock {
                $0 += 1
                return $0
            }
            if failing.contains(n) { throw TransitError(.transport, detail: "call \(n) failed") }
            return n
        }
        var count: Int { calls.withLock { $0 } }
    }

    @Test func firstValueAtOnceThenOnePerInterval() async throws {
        let clock = ManualClock()
        let source = Source()
        var iterator = Polling(every: .seconds(20), clock: clock) { try source.fetch() }.makeAsyncIterator()
        #expect(try await iterator.next() == 1)
        #expect(clock.sleepHistory.isEmpty)
        let second = Task { [iterator] in
            var copy = iterator
            return try await copy.next()
        }
        #expect(await clock.waitForSleepers(1))
        #expect(source.count == 1) // nothing fetched before the interval passes
        clock.advance(by: .seconds(20))
        #expect(try await second.value == 2)
        #expect(clock.sleepHistory == [.seconds(20)])
    }

    @Test func failuresBackOffWithoutEndingTheSequence() async throws {
        let clock = ImmediateClock()
        let source = Source(failing: [2, 3])
        var values: [Int] = []
        for try await value in Polling(
            every: .seconds(20), clock: clock,
            backoff: Backoff(initial: .seconds(2), maximum: .seconds(60), jitter: 0),
            randomness: .constant(0), { try source.fetch() })
        {
            values.append(value)
            if values.count == 2 { break }
        }
        #expect(values == [1, 4])
        #expect(clock.sleepHistory == [.seconds(20), .seconds(2), .seconds(4)])
    }

    @Test func givesUpAfterConsecutiveFailures() async throws {
        let clock = ImmediateClock()
        let source = Source(failing: Set(1...10))
        let polling = Polling(every: .seconds(20), clock: clock, maxConsecutiveFailures: 3) { try source.fetch() }
        await #expect(throws: TransitError.self) {
            for try await _ in polling {}
        }
        #expect(source.count == 3)
    }

    @Test func stopsFetchingWhenTheConsumerStops() async throws {
        let clock = ImmediateClock()
        let source = Source()
        for try await value in Polling(every: .seconds(20), clock: clock, { try source.fetch() }) where value == 3 {
            break
        }
        #expect(source.count == 3)
    }

    @Test func cancellationEndsTheSequenceQuietly() async throws {
        let clock = ManualClock()
        let source = Source()
        let task = Task {
            var seen = 0
            for try await _ in Polling(every: .seconds(20), clock: clock, { try source.fetch() }) { seen += 1 }
            return seen
        }
        #expect(await clock.waitForSleepers(1))
        task.cancel()
        #expect(try await task.value == 1)
        #expect(source.count == 1)
    }

    @Test func liveVehiclesRefreshOnTheInjectedClock() async throws {
        struct Fleet: VehicleSource {
            let source: Source
            let clock: AnyClock
            var descriptor: ProviderDescriptor {
                ProviderDescriptor(
                    id: "fleet", name: "Fleet", timeZone: TimeZone(identifier: "UTC")!, attribution: "", capabilities: [.vehicles])
            }
            func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] {
                let n = try source.fetch()
                return [VehiclePosition(id: "bus", route: routes[0], coordinate: Coordinate(latitude: Double(n), longitude: 0))]
            }
        }
        let clock = ImmediateClock()
        var latitudes: [Double] = []
        for try await vehicles in Fleet(source: Source(), clock: AnyClock(clock)).liveVehicles(on: ["B63"]) {
            latitudes.append(vehicles[0].coordinate.latitude)
            if latitudes.count == 3 { break }
        }
        #expect(latitudes == [1, 2, 3])
        #expect(clock.sleepHistory == [.seconds(20), .seconds(20)])
    }
}
