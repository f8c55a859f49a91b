import Foundation
import TransitKitCore

#if canImport(Glibc)
    import Glibc
#endif

/// One child process run to its end or its time limit, with the last line it printed: how the
/// parent runs both the stress processes and the limit scenarios. Blocking: call it off the
/// cooperative pool.
struct ChildProcess {
    /// How it ended.
    struct Outcome {
        /// The signal that ended it (a trap), if one did and it was not ours.
        var signal: Int32?
        /// Killed at the time limit.
        var timedOut = false
        var exitCode: Int32 = 0
        /// Its last line of standard output (the report), if any.
        var lastLine: Data?
        /// It could not be started.
        var startError: (any Error)?
    }

    static func run(_ executable: String, _ arguments: [String], timeLimit: Double) -> Outcome {
        var outcome = Outcome()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch {
            outcome.exitCode = -1
            outcome.startError = error
            return outcome
        }
        let collected = Locked(Data())
        let reader = Thread { collected.withLock { $0 = output.fileHandleForReading.readDataToEndOfFile() } }
        reader.start()
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            outcome.timedOut = true
            process.interrupt()
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        if process.terminationReason == .uncaughtSignal, !outcome.timedOut {
            outcome.signal = process.terminationStatus
        } else {
            outcome.exitCode = process.terminationStatus
        }
        // The reader ends once the pipe closes with the child.
        for _ in 0..<200 where collected.withLock({ $0.isEmpty }) { usleep(10_000) }
        outcome.lastLine = collected.withLock { $0 }.split(separator: UInt8(ascii: "\n")).last.map { Data($0) }
        return outcome
    }
}
