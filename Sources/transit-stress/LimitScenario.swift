import Foundation
import TransitKitCore

#if canImport(Glibc)
    import Glibc
#endif

/// A child process that puts one machine or server limit in front of the transport and reports
/// whether every call still ended — answered, or with a typed error — by its deadline + 0.5 s,
/// and how many threads and descriptors the process held at its peak.
enum LimitScenario: String, CaseIterable, Codable {
    /// `ulimit -n 1024`, 10,000 calls, 1,000 in flight: every call answered.
    case descriptors
    /// 1,000 calls in flight at once: every call answered, at most 64 threads.
    case threads
    /// A server sending 30,000 header lines: every call ends by its 2 s deadline + 0.5 s.
    case headerFlood
    /// A DNS server that never answers (glibc `timeout:20`): every call ends by its 3 s deadline + 0.5 s.
    case deadResolver
    /// No thread left for the process: every call ends at once with words, none lost.
    case threadLimit

    struct Report: Codable {
        var calls = 0
        var answered = 0
        var outcomes: [String: Int] = [:]
        /// Calls that ended later than their deadline + 0.5 s: "ms past".
        var late: [String] = []
        var peakThreads = 0
        var peakDescriptors = 0
        /// Why the scenario could not be set up here (then it is skipped, not failed).
        var skipped: String?
    }

    /// How late a call may end past its deadline.
    static let slack = Duration.milliseconds(500)

    func run(base: String) async -> Report {
        switch self {
        case .descriptors:
            var limit = rlimit()
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            limit.rlim_cur = 1024
            setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            return await calls(10_000, inFlight: 1_000, path: "/peer", deadline: .seconds(60), base: base)
        case .threads:
            return await calls(1_000, inFlight: 1_000, path: "/peer?ms=2", deadline: .seconds(60), base: base)
        case .headerFlood:
            return await calls(20, inFlight: 10, path: "/headers?n=30000", deadline: .seconds(2), base: base)
        case .deadResolver:
            return await calls(
                20, inFlight: 20, url: "http://dead-resolver.transit-stress.test/stops", deadline: .seconds(3))
        case .threadLimit:
            // The cooperative pool and the loop of a first transport are started first; then the
            // process may start no thread at all, and every fresh transport needs one.
            _ = await calls(8, inFlight: 8, path: "/peer", deadline: .seconds(10), base: base)
            var limit = rlimit(rlim_cur: rlim_t(Self.threadCount()), rlim_max: rlim_t(Self.threadCount()))
            // RLIMIT_NPROC (6 on Linux; the Glibc module does not import the name).
            setrlimit(6, &limit)
            return await calls(100, inFlight: 10, path: "/peer", deadline: .seconds(5), base: base, freshTransports: true)
        }
    }

    private func calls(
        _ count: Int, inFlight: Int, path: String = "", url: String? = nil, deadline: Duration, base: String = "",
        freshTransports: Bool = false
    ) async -> Report {
        guard let target = URL(string: url ?? base + path) else { return Report(skipped: "bad URL") }
        let shared = LiveTransport(timeout: deadline, deadline: deadline)
        let report = Locked(Report())
        let sampling = Locked(true)
        let sampler = Thread {
            while sampling.withLock({ $0 }) {
                let threads = Self.threadCount()
                let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
                report.withLock {
                    $0.peakThreads = max($0.peakThreads, threads)
                    $0.peakDescriptors = max($0.peakDescriptors, descriptors)
                }
                usleep(2_000)
            }
        }
        sampler.start()
        await withTaskGroup(of: Void.self) { group in
            var next = 0
            func add() {
                guard next < count else { return }
                next += 1
                group.addTask {
                    let transport = freshTransports ? LiveTransport(timeout: deadline, deadline: deadline) : shared
                    let clock = ContinuousClock()
                    let started = clock.now
                    let outcome: String
                    do {
                        outcome = "\(try await transport.send(HTTPRequest(url: target)).status)"
                    } catch let error as TransitError {
                        outcome = "\(error.kind): \(error.detail ?? "")"
                    } catch {
                        outcome = "foreign: \(type(of: error))"
                    }
                    let elapsed = clock.now - started
                    report.withLock { report in
                        report.calls += 1
                        if outcome == "200" { report.answered += 1 }
                        report.outcomes[outcome, default: 0] += 1
                        if elapsed > deadline + Self.slack { report.late.append("\((elapsed - deadline).milliseconds) ms past") }
                    }
                }
            }
            for _ in 0..<inFlight { add() }
            while await group.next() != nil { add() }
        }
        sampling.withLock { $0 = false }
        return report.withLock { $0 }
    }

    /// The process's threads now (`Threads:` of /proc/self/status).
    static func threadCount() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("Threads:") {
            return Int(line.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) ?? 0
        }
        return 0
    }

    /// Whether `report` keeps the scenario's promise, and why not.
    func judge(_ report: Report) -> [String] {
        var broken: [String] = []
        let expected = [.descriptors: 10_000, .threads: 1_000, .headerFlood: 20, .deadResolver: 20, .threadLimit: 100][self] ?? 0
        if report.calls != expected { broken.append("\(report.calls) of \(expected) calls ended") }
        if !report.late.isEmpty { broken.append("\(report.late.count) calls past their deadline + 0.5 s: \(report.late.prefix(3))") }
        let foreign = report.outcomes.keys.filter { $0.hasPrefix("foreign") }
        if !foreign.isEmpty { broken.append("untyped errors: \(foreign)") }
        switch self {
        case .descriptors, .threads:
            if report.answered != expected { broken.append("\(report.answered) of \(expected) answered: \(report.outcomes)") }
            if self == .threads, report.peakThreads > 64 { broken.append("\(report.peakThreads) threads at the peak (bound 64)") }
        case .headerFlood:
            if report.outcomes.keys.contains(where: { !$0.hasPrefix("tooLarge") }) { broken.append("\(report.outcomes)") }
        case .deadResolver:
            if report.outcomes.keys.contains(where: { !$0.hasPrefix("transport: no complete answer within the 3 s deadline") }) {
                broken.append("\(report.outcomes)")
            }
        case .threadLimit:
            if report.outcomes.keys.contains(where: { $0 != "200" && !$0.contains("refused a thread") }) {
                broken.append("\(report.outcomes)")
            }
        }
        return broken
    }
}
