import Foundation

/// One benchmark case: runs, and returns rows to print (ours vs a baseline, side by side).
struct BenchCase: Sendable {
    let name: String
    let run: @Sendable () async throws -> [BenchRow]
}

/// One measured comparison. `ratio` is baseline ÷ ours: above 1 means we are faster.
struct BenchRow: Sendable {
    let label: String
    let ours: Duration
    let baselineLabel: String?
    let baseline: Duration?
    /// Extra figures (requests made, peak memory…), printed under the row.
    let notes: [String]

    init(_ label: String, ours: Duration, baseline: (String, Duration)? = nil, notes: [String] = []) {
        self.label = label
        self.ours = ours
        self.baselineLabel = baseline?.0
        self.baseline = baseline?.1
        self.notes = notes
    }

    var ratio: Double? {
        guard let baseline, ours > .zero else { return nil }
        return baseline.seconds / ours.seconds
    }
}

enum Bench {
    /// Median wall time of `iterations` runs of `body` after `warmup` unmeasured runs.
    static func median(iterations: Int = 15, warmup: Int = 2, _ body: () async throws -> Void) async rethrows -> Duration {
        for _ in 0..<warmup { try await body() }
        var samples: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<max(1, iterations) {
            samples.append(try await clock.measure { try await body() })
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Median of pre-measured samples.
    static func median(of samples: [Duration]) -> Duration {
        guard !samples.isEmpty else { return .zero }
        return samples.sorted()[samples.count / 2]
    }

    /// Peak resident set size of this process so far, in KiB (`getrusage` `ru_maxrss`).
    static func peakResidentKiB() -> Int {
        var usage = rusage()
        // Glibc imports RUSAGE_SELF as an enum case and counts ru_maxrss in KiB; Darwin has a
        // plain Int32 constant and counts bytes.
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss) / 1024
        #endif
    }

    /// Runs a shell command and returns its standard output (for python3 baselines); nil if it
    /// cannot run or exits non-zero.
    static func shell(_ command: String, input: Data? = nil) -> String? {
        // No `Process` on iOS, tvOS, watchOS or visionOS: no shell, so no python baseline.
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            return nil
        #else
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command]
            let out = Pipe()
            let inPipe = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            process.standardInput = inPipe
            do { try process.run() } catch { return nil }
            if let input { inPipe.fileHandleForWriting.write(input) }
            try? inPipe.fileHandleForWriting.close()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            return String(decoding: data, as: UTF8.self)
        #endif
    }

    /// The package root, found from this source file, for data under Benchmarks/.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}

extension Duration {
    var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) / 1e18
    }

    /// "812 µs", "3.41 ms", "1.20 s".
    var pretty: String {
        let value = seconds
        if value < 1e-3 { return String(format: "%.1f µs", value * 1e6) }
        if value < 1 { return String(format: "%.2f ms", value * 1e3) }
        return String(format: "%.2f s", value)
    }
}
