import Foundation
import Testing

@testable import TransitCLI

/// `transit completions bash|zsh|fish`: generated from the command table.
@Suite struct CompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func scriptNamesEveryCommandAndSubcommand(shell: String) async throws {
        let run = try await runCLI(["completions", shell])
        #expect(run.status == 0, "\(run.stderr)")
        for command in CLI.commands {
            #expect(run.stdout.contains(command.name), "\(shell) lacks \(command.name)")
            for sub in command.subcommands {
                #expect(run.stdout.contains(sub.name), "\(shell) lacks \(command.name) \(sub.name)")
            }
        }
        let option = shell == "fish" ? "-l " : "--" // fish names long options without dashes
        #expect(run.stdout.contains(option + "stop"))
        #expect(run.stdout.contains(option + "json"))
    }

    @Test func bashScriptParses() async throws {
        let run = try await runCLI(["completions", "bash"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("transit-completion-\(UUID().uuidString).bash")
        try Data(run.stdout.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-n", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func needsAKnownShell() async throws {
        #expect(try await runCLI(["completions"]).status == 2)
        #expect(try await runCLI(["completions", "powershell"]).status == 2)
    }
}
