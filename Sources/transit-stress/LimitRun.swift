import Foundation
import TransitKitCore
import TransitKitTesting

#if canImport(Glibc)
    import Glibc
#endif

/// The parent's side of the limit scenarios: each in a process of its own, set up as the limit
/// needs — a private `/etc/resolv.conf` naming a DNS server that never answers (a mount
/// namespace of its own, `unshare -m`), a user the pids limit applies to (`setpriv` to
/// `nobody`: root is exempt from `RLIMIT_NPROC`). Where the machine does not allow the set-up
/// (not root, no `unshare`), the scenario is skipped and says so.
struct LimitRun {
    let server: LoopbackServer
    let timeLimit: Double

    func run() -> Bool {
        var passed = true
        print("transit-stress: limits (each call ends by its deadline + 0.5 s with a typed error, or is answered)")
        for scenario in LimitScenario.allCases {
            let started = ContinuousClock.now
            guard let (report, setupProblem) = runScenario(scenario) else {
                print("  \(scenario.rawValue): FAILED (no report: the process stalled or crashed)")
                passed = false
                continue
            }
            let took = (ContinuousClock.now - started).milliseconds
            if let skipped = report.skipped ?? setupProblem {
                print("  \(scenario.rawValue): skipped (\(skipped))")
                continue
            }
            let broken = scenario.judge(report)
            let outcomes = report.outcomes.sorted { $0.key < $1.key }.map { "\($0.value)× \($0.key)" }.joined(separator: "; ")
            // Under the thread limit the sampler itself gets no thread: nothing was sampled.
            let peak =
                report.peakThreads == 0
                ? "threads not sampled"
                : "peak \(report.peakThreads) threads and \(report.peakDescriptors) descriptors"
            print(
                "  \(scenario.rawValue): \(report.calls) calls, \(report.answered) answered, \(peak), \(took) ms — "
                    + outcomes.prefix(240))
            for line in broken { print("    - \(line)") }
            if !broken.isEmpty { passed = false }
        }
        return passed
    }

    private func runScenario(_ scenario: LimitScenario) -> (LimitScenario.Report, String?)? {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var arguments = [executable, "--scenario", scenario.rawValue, server.baseURL.absoluteString]
        var cleanup: () -> Void = {}
        defer { cleanup() }
        switch scenario {
        case .deadResolver:
            guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
                return (LimitScenario.Report(), "needs root and unshare(1) for a private /etc/resolv.conf")
            }
            guard let silent = SilentDNSServer() else { return (LimitScenario.Report(), "could not bind 127.0.0.77:53") }
            let conf = NSTemporaryDirectory() + "transit-stress-resolv-\(getpid()).conf"
            _ = FileManager.default.createFile(
                atPath: conf, contents: Data("nameserver 127.0.0.77\noptions timeout:20 attempts:1\n".utf8))
            cleanup = {
                silent.close()
                try? FileManager.default.removeItem(atPath: conf)
            }
            arguments =
                ["/usr/bin/unshare", "-m", "/bin/sh", "-c", "mount --bind \"$0\" /etc/resolv.conf && exec \"$@\"", conf]
                + arguments
        case .threadLimit:
            guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                return (LimitScenario.Report(), "needs root and setpriv(1) to run as a user the pids limit applies to")
            }
            arguments = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + arguments
        default: break
        }
        // A scenario reports on its last line of output, as a stress process does.
        let outcome = ChildProcess.run(arguments[0], Array(arguments.dropFirst()), timeLimit: timeLimit)
        if let error = outcome.startError { return (LimitScenario.Report(), "could not start: \(error)") }
        if outcome.timedOut { return nil }
        guard let line = outcome.lastLine, let report = try? JSONDecoder().decode(LimitScenario.Report.self, from: line)
        else {
            // setpriv or unshare refused (a container without the capability): not the transport's doing.
            if outcome.exitCode != 0, scenario == .deadResolver || scenario == .threadLimit {
                return (LimitScenario.Report(), "the set-up command exited \(outcome.exitCode)")
            }
            return nil
        }
        return (report, nil)
    }
}

/// A UDP socket on 127.0.0.77:53 that reads queries and never answers: a dead DNS server.
final class SilentDNSServer: @unchecked Sendable {
    private let socket: Int32

    init?() {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(53).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.77")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            Glibc.close(fd)
            return nil
        }
        socket = fd
    }

    /// Closing it makes the queries sent after fail at once (port unreachable): close only
    /// after the scenario ended.
    func close() { Glibc.close(socket) }
}
