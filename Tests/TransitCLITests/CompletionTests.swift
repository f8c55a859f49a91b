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
            for sub in command.shownSubcommands {
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

    /// The zsh script, sourced by a real zsh with `compadd` stubbed to print its candidates,
    /// offers the subcommands after a command and a subcommand's options after it.
    @Test(.enabled(if: Self.shellExists("zsh"), "zsh is not installed (.ci/run installs it)"))
    func zshScriptCompletes() async throws {
        let script = try await Self.scriptFile("zsh")
        defer { try? FileManager.default.removeItem(at: script) }
        #expect(try Self.run("zsh", ["-n", script.path]).status == 0)
        let stub = #"source "$0"; compadd() { print -l -- "${cands[@]}"; }; "#
        let subcommands = try Self.run("zsh", ["-c", stub + #"words=(transit cta ""); CURRENT=3; _transit"#, script.path])
        #expect(subcommands.output.split(separator: "\n").contains("detours"), "\(subcommands.output)")
        #expect(!subcommands.output.split(separator: "\n").contains("predictions"), "an old spelling is offered")
        let options = try Self.run("zsh", ["-c", stub + #"words=(transit predictions --); CURRENT=3; _transit"#, script.path])
        #expect(options.output.split(separator: "\n").contains("--low-floor"), "\(options.output)")
        #expect(!options.output.contains("--api"), "predictions offers its hidden option: \(options.output)")
    }

    /// The fish script, sourced by a real fish, answers `complete -C` as a user's Tab would.
    @Test(.enabled(if: Self.shellExists("fish"), "fish is not installed (.ci/run installs it)"))
    func fishScriptCompletes() async throws {
        let script = try await Self.scriptFile("fish")
        defer { try? FileManager.default.removeItem(at: script) }
        #expect(try Self.run("fish", ["-n", script.path]).status == 0)
        let subcommands = try Self.run("fish", ["-c", "source \(script.path); complete -C 'transit cta '"])
        #expect(subcommands.output.split(separator: "\n").contains { $0.hasPrefix("detours") }, "\(subcommands.output)")
        let options = try Self.run("fish", ["-c", "source \(script.path); complete -C 'transit predictions --'"])
        #expect(options.output.split(separator: "\n").contains { $0.hasPrefix("--low-floor") }, "\(options.output)")
    }

    static func shellExists(_ name: String) -> Bool {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + name) }
    }

    static func scriptFile(_ shell: String) async throws -> URL {
        let run = try await runCLI(["completions", shell])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("transit-completion-\(UUID().uuidString).\(shell)")
        try Data(run.stdout.utf8).write(to: file)
        return file
    }

    static func run(_ shell: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        let path = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + shell }.first { FileManager.default.isExecutableFile(atPath: $0) }
        process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/" + shell)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Completion goes on after a global option's value (`--replay demo` used to be taken for
    /// the command) and offers the values of `--provider`, `--replay` and `--color`.
    @Test func valuesAndWordsAfterAGlobalOptionComplete() async throws {
        let bash = try await Self.scriptFile("bash")
        defer { try? FileManager.default.removeItem(at: bash) }
        func complete(_ words: String, _ index: Int) throws -> [String] {
            let call = "source \(bash.path); COMP_WORDS=(\(words)); COMP_CWORD=\(index); _transit; printf '%s\\n' \"${COMPREPLY[@]}\""
            return try Self.run("bash", ["-c", call]).output.split(separator: "\n").map(String.init)
        }
        #expect(try complete(#"transit --replay demo """#, 3).contains("cta"))
        #expect(try complete(#"transit --replay demo cta """#, 4).contains("detours"))
        #expect(try complete(#"transit --color never tram """#, 4).contains("changes"))
        // Old spellings still run but are not offered.
        #expect(try !complete(#"transit --color never tram """#, 4).contains("next"))
        #expect(
            try complete(#"transit near 1,2 --provider """#, 4) == [
                "busbud", "cta", "tramtracker", "mta", "oba-pugetsound", "oba-tampa", "oba-sandiego", "oba-spokane", "oba-wmata",
                "oba-york", "prt", "pittsburgh", "tram",
            ])
        #expect(try complete(#"transit --replay """#, 2) == ["demo"])
        if Self.shellExists("zsh") {
            let zsh = try await Self.scriptFile("zsh")
            defer { try? FileManager.default.removeItem(at: zsh) }
            let stub = #"source "$0"; compadd() { print -l -- "${cands[@]}"; }; "#
            let after = try Self.run("zsh", ["-c", stub + #"words=(transit --replay demo ""); CURRENT=4; _transit"#, zsh.path])
            #expect(after.output.split(separator: "\n").contains("cta"), "\(after.output)")
            let provider = try Self.run("zsh", ["-c", stub + #"words=(transit near 1,2 --provider ""); CURRENT=5; _transit"#, zsh.path])
            #expect(provider.output.split(separator: "\n").contains("tramtracker"), "\(provider.output)")
        }
        if Self.shellExists("fish") {
            let fish = try await Self.scriptFile("fish")
            defer { try? FileManager.default.removeItem(at: fish) }
            let provider = try Self.run("fish", ["-c", "source \(fish.path); complete -C 'transit near 1,2 --provider '"])
            #expect(provider.output.split(separator: "\n").contains("tramtracker"), "\(provider.output)")
            let after = try Self.run("fish", ["-c", "source \(fish.path); complete -C 'transit --replay demo '"])
            #expect(after.output.split(separator: "\n").contains { $0.hasPrefix("cta") }, "\(after.output)")
        }
    }

    @Test func needsAKnownShell() async throws {
        #expect(try await runCLI(["completions"]).status == 2)
        #expect(try await runCLI(["completions", "powershell"]).status == 2)
    }
}
