import Foundation
import TransitKitCore
import TransitKitTesting

/// One provider meeting one fault: the call made against the shared server, and what came of it.
struct FaultCase: Sendable {
    let subject: Subject
    let fault: LoopbackServer.Fault
    /// Added to the server's case name, so a case run again counts afresh.
    var attempt = 0

    /// The counters' name on the server.
    var caseName: String { attempt == 0 ? subject.caseName : "\(subject.caseName)-\(attempt)" }

    /// What happened, as the assertions and the report need it.
    struct Observed: Sendable, CustomStringConvertible {
        var value: String?
        var error: TransitError?
        /// Anything thrown that is not a `TransitError` (itself a failure).
        var foreignError: String?
        var counts: LoopbackServer.Counts
        var logLines: [String]
        var leaks: [String]
        /// Peak resident growth during the call, when measured.
        var memoryGrowthKiB: Int?
        /// Wall time of the call. Only ever asserted as a lower bound (a loaded machine makes
        /// calls slower, never faster).
        var elapsed: Duration

        var kind: TransitError.Kind? { error?.kind }

        var description: String {
            let outcome = error.map { "\($0.kind)" } ?? foreignError.map { "foreign error \($0)" } ?? "value \(value ?? "")"
            let memory = memoryGrowthKiB.map { ", +\($0) KiB peak" } ?? ""
            return "\(outcome); server: \(counts); \(logLines.count) log lines\(memory); \(elapsed)"
        }
    }

    /// Runs the call; a watchdog ends the process if it never ends (a hang is the failure this
    /// suite exists to catch, and a stuck pool could not run a test's own time limit).
    func run(measuringMemory: Bool = false) async throws -> Observed {
        let server = try await SharedServer.get()
        let id = caseName
        let harness = Harness.forFault(fault)
        let client = try subject.client(base: server.prefix(fault, case: id), transport: harness.transport)
        let watchdog = Watchdog(after: .seconds(120), "\(subject) × \(fault): the call never ended")
        defer { watchdog.disarm() }

        let memory = measuringMemory ? ResidentMemoryPeak() : nil
        let clock = ContinuousClock()
        let start = clock.now
        var observed = Observed(
            value: nil, error: nil, foreignError: nil,
            counts: .init(requests: 0, hangups: 0, active: 0), logLines: [], leaks: [],
            memoryGrowthKiB: nil, elapsed: .zero)
        var texts: [String] = []
        do {
            observed.value = try await subject.call(client)
        } catch let error as TransitError {
            observed.error = error
            texts += Credential.texts(of: error)
        } catch {
            observed.foreignError = String(describing: type(of: error))
            texts += Credential.texts(of: error)
        }
        observed.memoryGrowthKiB = memory?.stop()
        observed.elapsed = start.duration(to: clock.now)
        // The server sees a hang-up a moment after the client closes.
        observed.counts = try await server.counts(fault, case: id, within: .seconds(15)) { $0.active == 0 }
        observed.logLines = harness.log
        texts += observed.logLines + Credential.texts(of: client)
        observed.leaks = Credential.leaks(in: texts)
        return observed
    }
}
