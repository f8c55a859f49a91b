import Foundation

/// python3 `json.loads` of the same bytes (or another statement: `json.dumps`), timed in rounds
/// that alternate with ours: one call of ours, then one `json.loads` in a python3 process kept
/// running beside us, 21 times over.
///
/// This machine's speed drifts by a factor of two within minutes, and two medians taken one
/// after the other (ours, then python's) gave ratios from 1.4× to 2.3× for one build. Rounds a
/// few milliseconds apart see the same speed, so drift within a run no longer bends the ratio.
/// It still moves between runs (1.5–2.2× for one build): the machine's slow phases slow
/// python's allocation-heavy parse more than ours, so quote a ratio with its runs.
struct PythonJSONLoads {
    /// The median of each side's samples, and every round's python ÷ ours.
    struct Interleaved {
        var ours: Duration
        var python: Duration
        var ratios: [Double]

        /// The median per-round ratio (python time ÷ ours: 2 means we took half python's time).
        var ratio: Double { ratios.sorted()[ratios.count / 2] }

        /// "median 2.10× (middle half 1.98–2.21×, 21 rounds)".
        var summary: String {
            let sorted = ratios.sorted()
            let low = sorted[sorted.count / 4]
            let high = sorted[(sorted.count * 3) / 4]
            return String(format: "per-round ratio: median %.2f× (middle half %.2f–%.2f×, %d rounds)", ratio, low, high, ratios.count)
        }
    }

    /// Runs `ours` and python3 `json.loads(body)` alternately, `rounds` times after `warmup`
    /// unmeasured rounds; nil when python3 cannot be started or stops answering.
    ///
    /// `statement` is what python times: `json.loads(s)` by default (`s` is the body as
    /// bytes); `d` is the body already loaded, so `json.dumps(d)` times writing the same
    /// document (the GeoJSON bench).
    static func interleaved(
        _ body: Data, rounds: Int = 21, warmup: Int = 2, python statement: String = "json.loads(s)", ours: () throws -> Void
    ) rethrows -> Interleaved? {
        // No `Process` on iOS, tvOS, watchOS or visionOS: no python to compare with.
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            return nil
        #else
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("transit-bench-\(UUID().uuidString).json")
            guard (try? body.write(to: file)) != nil else { return nil }
            defer { try? FileManager.default.removeItem(at: file) }
            // One line in, one json.loads, one line out with its seconds.
            let script = """
                import sys, time, json
                s = open(sys.argv[1], "rb").read()
                d = json.loads(s)
                for line in sys.stdin:
                    t = time.perf_counter(); \(statement); e = time.perf_counter() - t
                    sys.stdout.write(repr(e) + "\\n"); sys.stdout.flush()
                """
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, file.path]
            let commands = Pipe()
            let answers = Pipe()
            process.standardInput = commands
            process.standardOutput = answers
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            defer {
                try? commands.fileHandleForWriting.close()
                process.waitUntilExit()
            }
            var lines = LineReader(answers.fileHandleForReading)
            func python() -> Duration? {
                commands.fileHandleForWriting.write(Data("\n".utf8))
                guard let line = lines.next(), let seconds = Double(line) else { return nil }
                return .nanoseconds(Int64(seconds * 1e9))
            }

            let clock = ContinuousClock()
            var oursSamples: [Duration] = []
            var pythonSamples: [Duration] = []
            var ratios: [Double] = []
            for round in 0..<(warmup + max(1, rounds)) {
                let mine = try clock.measure { try ours() }
                guard let theirs = python() else { return nil }
                guard round >= warmup else { continue }
                oursSamples.append(mine)
                pythonSamples.append(theirs)
                ratios.append(theirs.seconds / mine.seconds)
            }
            return Interleaved(ours: Bench.median(of: oursSamples), python: Bench.median(of: pythonSamples), ratios: ratios)
        #endif
    }

    /// Lines from a pipe, as they arrive.
    private struct LineReader {
        let handle: FileHandle
        var buffer = Data()

        init(_ handle: FileHandle) { self.handle = handle }

        mutating func next() -> String? {
            while true {
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    return line
                }
                let more = handle.availableData
                guard !more.isEmpty else { return nil }
                buffer.append(more)
            }
        }
    }
}
