import Testing
import TransitKitCore

@Suite struct ConcurrentMapTests {
    final class Gauge: Sendable {
        let state = Locked((now: 0, peak: 0))
        func enter() {
            state.withLock {
                $0.now += 1
                $0.peak = max($0.peak, $0.now)
            }
        }
        func leave() { state.withLock { $0.now -= 1 } }
        var peak: Int { state.withLock { $0.peak } }
    }

    @Test func keepsInputOrderAndRespectsTheLimit() async throws {
        let gauge = Gauge()
        let results = try await Array(0..<25).concurrentMap(limit: 4) { (n: Int) throws(TransitError) -> Int in
            gauge.enter()
            await Task.yield()
            gauge.leave()
            return n * n
        }
        #expect(results == (0..<25).map { $0 * $0 })
        #expect(gauge.peak <= 4)
        #expect(gauge.peak >= 1)
    }

    @Test func firstFailureIsRethrownAsIs() async {
        await #expect {
            _ = try await Array(0..<10).concurrentMap(limit: 3, provider: "cta") { (n: Int) throws(TransitError) -> Int in
                if n == 6 { throw TransitError(.rateLimited, provider: "cta", detail: "batch \(n)") }
                return n
            }
        } throws: { ($0 as? TransitError)?.kind == .rateLimited && ($0 as? TransitError)?.detail == "batch 6" }
    }
}
