import Foundation
import TransitKitCore

#if canImport(Glibc)
    import Glibc
#endif

/// One stress process: runs its calls, `concurrency` at a time, and prints one JSON report.
struct Child {
    let base: String
    let other: String
    let process: Int
    let seed: UInt64
    let calls: Int
    let concurrency: Int
    let slack: Duration

    struct Report: Codable {
        var calls = 0
        var outcomes: [String: Int] = [:]
        /// Calls that ended past their bound: "kind: ms past".
        var late: [String] = []
        /// Calls that ended with an outcome their kind does not allow.
        var wrong: [String] = []
        /// Texts where the secret showed.
        var leaks: [String] = []
        /// Refused transfers: id → wall-clock seconds when the call ended with `.tooLarge`.
        var refusals: [String: Double] = [:]
        var peakResidentKiB = 0
    }

    func run() async -> Report {
        let random = Randomness.seeded(seed &* 1_000_003 &+ UInt64(process))
        let plan = (0..<calls).map { StressCall.make(index: $0, process: process, random: random, base: base, other: other) }
        let report = Locked(Report())
        await withTaskGroup(of: Void.self) { group in
            var next = 0
            func add() {
                guard next < plan.count else { return }
                let call = plan[next]
                next += 1
                group.addTask { await Self.perform(call, slack: slack, into: report) }
            }
            for _ in 0..<concurrency { add() }
            while await group.next() != nil { add() }
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return report.withLock { report in
            report.peakResidentKiB = usage.ru_maxrss
            return report
        }
    }

    private static func perform(_ call: StressCall, slack: Duration, into report: Locked<Report>) async {
        let transport = LiveTransport(
            timeout: call.timeout, deadline: call.deadline, maximumResponseSize: call.maximumResponseSize)
        let clock = ContinuousClock()
        let started = clock.now
        let task = Task { try await transport.send(call.request) }
        if let after = call.cancelAfter {
            try? await Task.sleep(for: after)
            task.cancel()
        }
        let result = await task.result
        let elapsed = clock.now - started
        let endedAt = Date().timeIntervalSince1970
        var outcome: String
        var texts: [String] = []
        switch result {
        case .success(let response):
            outcome = "\(response.status)"
            texts.append(String(decoding: response.body.prefix(4096), as: UTF8.self))
        case .failure(let error as TransitError):
            outcome = error.kind.description
            texts += [error.description, String(reflecting: error)]
        case .failure(let error):
            outcome = "foreign: \(type(of: error))"
        }
        report.withLock { report in
            report.calls += 1
            report.outcomes["\(call.kind.rawValue) \(outcome)", default: 0] += 1
            if elapsed > call.bound(slack: slack) {
                report.late.append("\(call.kind.rawValue): \((elapsed - call.bound(slack: .zero)).milliseconds) ms past")
            }
            if !call.allowed.contains(outcome) { report.wrong.append("\(call.kind.rawValue): \(outcome)") }
            for text in texts where text.contains(StressCall.secret) { report.leaks.append("\(call.kind.rawValue): \(outcome)") }
            if let id = call.refusalID, outcome == "tooLarge" { report.refusals[id] = endedAt }
        }
    }
}

extension Duration {
    var milliseconds: Int64 { components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000 }
}
