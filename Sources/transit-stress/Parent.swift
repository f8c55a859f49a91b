import Foundation
import TransitKitCore
import TransitKitTesting

/// Starts the loopback server and the child processes, waits for them within the time limit,
/// and judges their reports.
struct Parent {
    let options: Options

    func run() async -> Bool {
        let server: LoopbackServer
        do {
            server = try await LoopbackServer.start()
        } catch {
            print("transit-stress: the loopback server did not start: \(error)")
            return false
        }
        defer { server.stop() }
        let base = server.baseURL.absoluteString
        let other = base.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        let started = ContinuousClock.now
        let children = await withTaskGroup(of: ChildResult.self) { group in
            for index in 0..<options.processes {
                group.addTask { await runChild(index, base: base, other: other) }
            }
            var results: [ChildResult] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.index < $1.index }
        }
        let elapsed = ContinuousClock.now - started
        let serverRefusals = await refusals(server)
        let passed = judge(children, serverRefusals: serverRefusals, elapsed: elapsed)
        guard options.limits else { return passed }
        let limitsPassed = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: LimitRun(server: server, timeLimit: options.timeLimit).run()) }.start()
        }
        print(passed && limitsPassed ? "transit-stress: passed" : "transit-stress: FAILED")
        return passed && limitsPassed
    }

    struct ChildResult {
        let index: Int
        /// The signal that ended it (a trap), if one did.
        var signal: Int32?
        var timedOut = false
        var exitCode: Int32 = 0
        var report: Child.Report?
    }

    private func runChild(_ index: Int, base: String, other: String) async -> ChildResult {
        await withCheckedContinuation { continuation in
            // A blocking wait, off the cooperative pool.
            Thread {
                continuation.resume(returning: runChildBlocking(index, base: base, other: other))
            }.start()
        }
    }

    private func runChildBlocking(_ index: Int, base: String, other: String) -> ChildResult {
        let executable = Bundle.main.executablePath ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let outcome = ChildProcess.run(
            executable,
            [
                "--child", base, other, String(index), "--seed", String(options.seed), "--calls", String(options.calls),
                "--concurrency", String(options.concurrency), "--slack", String(options.slack.milliseconds),
            ], timeLimit: options.timeLimit)
        var result = ChildResult(index: index)
        result.signal = outcome.signal
        result.timedOut = outcome.timedOut
        result.exitCode = outcome.exitCode
        result.report = outcome.lastLine.flatMap { try? JSONDecoder().decode(Child.Report.self, from: $0) }
        return result
    }

    private struct Refusal: Decodable {
        var sent: Int
        var hungUpAt: Double?
    }

    private func refusals(_ server: LoopbackServer) async -> [String: Refusal] {
        let transport = LiveTransport(timeout: .seconds(10), deadline: .seconds(20))
        guard let response = try? await transport.send(HTTPRequest(url: server.url("/refusals"))) else { return [:] }
        return (try? JSONDecoder().decode([String: Refusal].self, from: response.body)) ?? [:]
    }

    private func judge(_ children: [ChildResult], serverRefusals: [String: Refusal], elapsed: Duration) -> Bool {
        var traps = 0
        var stalledProcesses = 0
        var failedProcesses = 0
        var calls = 0
        var late: [String] = []
        var wrong: [String] = []
        var leaks: [String] = []
        var lateRefusals: [String] = []
        var refusalsChecked = 0
        var peak = 0
        var outcomes: [String: Int] = [:]
        for child in children {
            if let signal = child.signal {
                traps += 1
                print("process \(child.index): killed by signal \(signal)")
            }
            if child.timedOut {
                stalledProcesses += 1
                print("process \(child.index): did not finish within \(Int(options.timeLimit)) s")
            }
            guard let report = child.report else {
                if child.signal == nil, !child.timedOut {
                    failedProcesses += 1
                    print("process \(child.index): no report (exit \(child.exitCode))")
                }
                continue
            }
            calls += report.calls
            late += report.late.map { "process \(child.index) \($0)" }
            wrong += report.wrong.map { "process \(child.index) \($0)" }
            leaks += report.leaks.map { "process \(child.index) \($0)" }
            peak = max(peak, report.peakResidentKiB)
            for (key, count) in report.outcomes { outcomes[key, default: 0] += count }
            for (id, endedAt) in report.refusals {
                refusalsChecked += 1
                guard let seen = serverRefusals[id], let hungUpAt = seen.hungUpAt else {
                    lateRefusals.append("\(id): the server never saw the client hang up")
                    continue
                }
                let after = hungUpAt - endedAt
                if after > 0.1 { lateRefusals.append("\(id): the connection closed \(Int(after * 1000)) ms after the refusal") }
            }
        }
        let expected = options.processes * options.calls
        print("transit-stress: \(options.processes) processes × \(options.calls) calls (seed \(options.seed)), \(elapsed.milliseconds) ms")
        for (key, count) in outcomes.sorted(by: { $0.key < $1.key }) { print("  \(key): \(count)") }
        print("  calls ended: \(calls) of \(expected)")
        print("  traps (processes killed by a signal): \(traps)")
        print("  stalls: \(stalledProcesses) processes, \(late.count) calls past their bound (+\(options.slack.milliseconds) ms)")
        print("  refused transfers still open after 100 ms: \(lateRefusals.count) of \(refusalsChecked)")
        print("  wrong outcomes: \(wrong.count); keys leaked: \(leaks.count)")
        print("  peak resident set of a process: \(peak / 1024) MiB (bound \(options.effectiveMemoryBoundMiB) MiB)")
        for line in (late + wrong + leaks + lateRefusals).prefix(20) { print("  - \(line)") }
        let passed =
            traps == 0 && stalledProcesses == 0 && failedProcesses == 0 && calls == expected && late.isEmpty
            && wrong.isEmpty && leaks.isEmpty && lateRefusals.isEmpty && peak / 1024 <= options.effectiveMemoryBoundMiB
        if !passed || !options.limits { print(passed ? "transit-stress: passed" : "transit-stress: FAILED") }
        return passed
    }
}
