import Foundation
import Testing

@testable import TransitCLI

/// `-h`, `--help` and `help <command…>` answer at every level with that level's text (exit 0,
/// stdout), and `--version` prints the version.
@Suite struct HelpConventionTests {
    @Test func topLevelHelpSpellings() async throws {
        for words in [["--help"], ["-h"], ["help"]] {
            let run = try await runCLI(words)
            #expect(run.status == 0, "\(words): \(run.stderr)")
            #expect(run.stdout == CLI.help + "\n", "\(words)")
            #expect(run.stderr.isEmpty)
        }
    }

    @Test func helpCommandWalksToTheCommandAndSubcommand() async throws {
        let cta = try await runCLI(["help", "cta"])
        #expect(cta.status == 0)
        #expect(cta.stdout == CTACommand.command.help + "\n")
        #expect(cta.stdout != CLI.help + "\n")
        let predictions = try await runCLI(["help", "cta", "predictions"])
        #expect(predictions.status == 0)
        #expect(predictions.stdout == CTACommand.predictions.help + "\n")
        let plan = try await runCLI(["help", "plan"])
        #expect(plan.stdout == PlanCommand.help + "\n")
    }

    @Test func helpCommandSuggestsAnUnknownName() async throws {
        let run = try await runCLI(["help", "cta", "predictons"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown subcommand \"predictons\" (did you mean predictions?)"))
        #expect(run.stderr.contains("Run `transit cta --help` for usage."))
    }

    /// `plan cities --help` used to be an error ("unexpected"); `-h` is the same as `--help`
    /// at the command and subcommand levels.
    @Test func dashHAndDashDashHelpAtEveryLevel() async throws {
        let cases: [([String], String)] = [
            (["plan", "cities", "--help"], PlanCommand.help),
            (["plan", "-h"], PlanCommand.help),
            (["cta", "-h"], CTACommand.command.help),
            (["cta", "predictions", "-h"], CTACommand.predictions.help),
            (["mta", "arrivals", "--help"], MTACommand.arrivals.help),
            (["-h", "tram"], TramCommand.command.help),
        ]
        for (words, help) in cases {
            let run = try await runCLI(words)
            #expect(run.status == 0, "\(words): \(run.stderr)")
            #expect(run.stdout == help + "\n", "\(words)")
        }
    }

    @Test func versionPrintsTheVersionAndExitsZero() async throws {
        let run = try await runCLI(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "transit \(CLI.version)\n")
        #expect(run.stderr.isEmpty)
    }
}
