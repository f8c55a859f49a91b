import Testing

@testable import TransitCLI

@Suite struct CLITests {
    @Test func helpListsEveryCommandAndExitsZero() async throws {
        let run = try await runCLI(["--help"])
        #expect(run.status == 0)
        for name in ["demo", "departures", "cta", "tram", "mta", "plan", "routes"] {
            #expect(run.stdout.contains("  \(name)"), "help lacks \(name)")
        }
        // `busbud` held only departures, now a verb: an old spelling, run but not listed.
        #expect(!run.stdout.contains("  busbud "))
        #expect(try await runCLI(["busbud", "--help"]).status == 0)
    }

    @Test func noCommandPrintsUsageAndFails() async throws {
        let run = try await runCLI([])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty) // a usage error: the help goes to stderr
        #expect(run.stderr.contains("usage: transit"))
    }

    @Test func unknownCommandIsOneLineOnStderrWithStatus2() async throws {
        let run = try await runCLI(["teleport"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("transit: unknown command \"teleport\""))
    }

    @Test func replayDirectoryMustExist() async throws {
        let run = try await runCLI(["--replay", "/nonexistent/recordings", "demo"], replay: false)
        #expect(run.status == 2)
        #expect(run.stderr.contains("no such directory"))
    }

    @Test func everyCommandAnswersHelp() async throws {
        for command in CLI.commands {
            let run = try await runCLI([command.name, "--help"])
            #expect(run.status == 0, "\(command.name) --help failed: \(run.stderr)")
            #expect(run.stdout.contains("usage: transit"), "\(command.name) --help: \(run.stdout)")
        }
    }

    /// Every subcommand listed in a group's help answers `--help` with its usage, status 0.
    @Test func everySubcommandAnswersHelp() async throws {
        var checked = 0
        for command in CLI.commands {
            let help = try await runCLI([command.name, "--help"]).stdout
            guard let list = help.components(separatedBy: "subcommands:\n").dropFirst().first else { continue }
            let names = list.split(separator: "\n").prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first }
            for name in names {
                let run = try await runCLI([command.name, String(name), "--help"])
                #expect(run.status == 0, "transit \(command.name) \(name) --help: \(run.stderr)")
                #expect(run.stdout.contains("usage: transit \(command.name)"), "transit \(command.name) \(name) --help: \(run.stdout)")
                checked += 1
            }
        }
        #expect(checked >= 20)
    }

    @Test func demoRunsEveryPartOffline() async throws {
        let run = try await runCLI(["demo"], replay: false)
        #expect(run.stderr.isEmpty, "demo wrote errors: \(run.stderr)")
        #expect(run.status == 0)
        for section in DemoCommand.sections {
            #expect(run.stdout.contains(section.title))
        }
    }
}

@Suite struct OutputTests {
    @Test func indentedPrefixesEveryLineOfATable() {
        let (output, captured) = Output.capture()
        output.indented("  ").line(Table(["A", "B"], [["1", "2"]]).render())
        output.line("next")
        #expect(captured.stdout == "  A  B\n  ─  ─\n  1  2\nnext\n")
    }

    /// Cells come from disk and servers: escapes and line breaks are shown, not obeyed, and a
    /// huge cell is cut, so one row stays one bounded line.
    @Test func tableCellsAreOneBoundedLineWithControlsEscaped() {
        let table = Table(["Name"], [["Evil\u{1B}[31mRed\nLine2"], [String(repeating: "x", count: 5000)]]).render()
        let lines = table.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[2] == "Evil\\u{1B}[31mRed\\nLine2")
        #expect(!table.contains("\u{1B}"))
        #expect(lines[3].count == Table.cellLimit + 1 && lines[3].hasSuffix("…"))
    }
}
