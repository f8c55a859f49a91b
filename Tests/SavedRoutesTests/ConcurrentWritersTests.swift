import Foundation
import Testing
import TransitKitCore

@testable import SavedRoutes

/// Several `transit` processes changing one routes file at once, and writers killed with
/// SIGKILL at random moments. Measured before the writer lock: 2 processes adding at once,
/// 100 reported "Saved", 62 kept (38 % lost); SIGKILL left orphan temporary files for ever.
@Suite(.serialized) struct ConcurrentWritersTests {
    /// The `transit` tool built beside this test bundle (`swift build --build-tests` and
    /// `swift test` build it).
    ///
    /// On Linux the test process is the bundle itself, in the build directory. On macOS it is
    /// the toolchain's test helper, which loads the bundle, so the package's `.build/debug`
    /// (found from this file) is tried too.
    static func transit() throws -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let build = package.appendingPathComponent(".build/debug", isDirectory: true)
        for candidate in [directory, directory.deletingLastPathComponent(), build] {
            let url = candidate.appendingPathComponent("transit")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw TransitError(.storage, detail: "the transit executable is not built next to \(directory.path)")
    }

    static func storeFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString)/routes.json")
    }

    struct Run: Sendable {
        var status: Int32
        var stdout: String
        var killed: Bool
    }

    /// Runs `transit routes add NAME … --store FILE`; with `killAfter`, sends SIGKILL then.
    /// Awaits the exit without blocking a thread of the cooperative pool.
    static func add(_ name: String, store: URL, killAfter: Duration? = nil) async throws -> Run {
        let process = Process()
        process.executableURL = try transit()
        process.arguments = [
            "routes", "add", name, "--provider", "mta", "--from", "Bay Ridge", "--to", "Downtown",
            "--line", "MTA NYCT_B63", "--store", store.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exited = AsyncStream<Int32>.makeStream()
        process.terminationHandler = {
            exited.continuation.yield($0.terminationStatus)
            exited.continuation.finish()
        }
        try process.run()
        var killed = false
        if let killAfter {
            try await Task.sleep(for: killAfter)
            killed = kill(process.processIdentifier, SIGKILL) == 0
        }
        var status: Int32 = -1
        for await code in exited.stream { status = code }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Run(status: status, stdout: text, killed: killed && process.terminationReason == .uncaughtSignal)
    }

    @Test func fourProcessesAddingAtOnceLoseNothing() async throws {
        let store = Self.storeFile()
        let writers = 4
        let each = 25
        let runs = try await withThrowingTaskGroup(of: [Run].self) { group in
            for writer in 0..<writers {
                group.addTask {
                    var runs: [Run] = []
                    for index in 0..<each { runs.append(try await Self.add("W\(writer) R\(index)", store: store)) }
                    return runs
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let saved = runs.filter { $0.status == 0 && $0.stdout.hasPrefix("Saved") }
        #expect(saved.count == writers * each, "\(runs.filter { $0.status != 0 }.count) adds failed")
        let kept = try await RouteStore(fileURL: store).all()
        #expect(kept.count == writers * each, "\(saved.count) reported saved, \(kept.count) kept")
        #expect(Set(kept.map(\.name)) == Set((0..<writers).flatMap { w in (0..<each).map { "W\(w) R\($0)" } }))
    }

    /// Writers killed at seeded random moments: every route reported saved is kept, the file
    /// always loads, and the next writer clears the temporary files the killed ones left.
    @Test func sigkillMidWriteLosesNoSavedRouteAndLeavesNoOrphans() async throws {
        let store = Self.storeFile()
        let random = Randomness.seeded(2024)
        var reportedSaved: [String] = []
        var killed = 0
        for round in 0..<24 {
            let name = "K\(round)"
            let run = try await Self.add(name, store: store, killAfter: .microseconds(Int(random.next() * 60_000)))
            if run.killed { killed += 1 }
            if run.stdout.hasPrefix("Saved") { reportedSaved.append(name) }
            let names = try await RouteStore(fileURL: store).all().map(\.name) // never corrupt
            for saved in reportedSaved { #expect(names.contains(saved), "\(saved) was reported saved and is gone") }
        }
        #expect(killed > 0, "no writer was killed; the delays are too long for this machine")
        // A killed writer's leftover, made certain: the next change removes it.
        let orphan = store.deletingLastPathComponent().appendingPathComponent(".routes.json.\(UUID().uuidString).tmp")
        try Data("half a list".utf8).write(to: orphan)
        #expect(try await Self.add("After", store: store).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.deletingLastPathComponent().path)
            .filter { LocalFileSystem.isTemporary($0, of: "routes.json") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// In one process too: many tasks through two stores on the same file.
    @Test func twoStoresInOneProcessShareTheLock() async throws {
        let url = Self.storeFile()
        let first = RouteStore(fileURL: url)
        let second = RouteStore(fileURL: url)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                let store = index.isMultiple(of: 2) ? first : second
                group.addTask {
                    try await store.add(
                        SavedRoute(
                            id: .init("r\(index)"), name: "R\(index)", provider: "mta",
                            start: .init(label: "A"), end: .init(label: "B"),
                            lines: [.init(route: "MTA NYCT_B63")]))
                }
            }
            try await group.waitForAll()
        }
        #expect(try await first.all().count == 40)
    }
}
