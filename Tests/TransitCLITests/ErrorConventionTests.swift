import Foundation
import Testing

@testable import TransitCLI

/// Errors: "did you mean", unknown options named as unknown, one "transit: " prefix, a pointer
/// to the help of the (sub)command in use, exit 2 for usage or input errors and 1 for failures.
@Suite struct ErrorConventionTests {
    @Test func didYouMeanForCommandsSubcommandsOptionsAndCities() async throws {
        let cases: [([String], String)] = [
            (["ctaa", "routes"], "unknown command \"ctaa\" (did you mean cta?)"),
            (["cta", "predictionz", "--stop", "1836"], "unknown subcommand \"predictionz\" for cta (did you mean predictions?)"),
            (["cta", "routes", "--jsn"], "unknown option \"--jsn\" (did you mean --json?)"),
            (["tram", "routes", "--jsn"], "unknown option \"--jsn\" (did you mean --json?)"),
            (["plan", "--from", "Londn", "--to", "Tokyo"], "from: unknown city \"Londn\" (did you mean London?)"),
            (["completions", "bsh"], "unknown shell \"bsh\" (did you mean bash?)"),
        ]
        for (words, message) in cases {
            let run = try await runCLI(words)
            #expect(run.status == 2, "\(words)")
            #expect(run.stderr.hasPrefix("transit: " + message), "\(words): \(run.stderr)")
        }
    }

    /// A mistyped option is reported as unknown, not as the required option it was meant to be.
    @Test func unknownOptionIsNotReportedAsAMissingOne() async throws {
        let cases: [([String], String)] = [
            (["plan", "--frm", "London", "--to", "Tokyo"], "unknown option \"--frm\" (did you mean --from?)"),
            (["cta", "predictions", "--stp", "1836"], "unknown option \"--stp\" (did you mean --stop?)"),
            (["mta", "arrivals", "--stpo", "MTA_308215"], "unknown option \"--stpo\" (did you mean --stop?)"),
        ]
        for (words, message) in cases {
            let run = try await runCLI(words)
            #expect(run.status == 2, "\(words)")
            #expect(run.stderr.hasPrefix("transit: " + message), "\(words): \(run.stderr)")
            #expect(!run.stderr.contains("missing"), "\(words): \(run.stderr)")
        }
    }

    @Test func usageErrorsPointAtTheHelpOfTheCommandInUse() async throws {
        let cases: [([String], String)] = [
            (["cta", "predictions"], "transit cta predictions --help"),
            (["cta", "teleport"], "transit cta --help"),
            (["cta"], "transit cta --help"),
            (["plan", "--from", "London"], "transit plan --help"),
            (["tram", "run"], "transit tram run --help"),
            (["teleport"], "transit --help"),
        ]
        for (words, help) in cases {
            let run = try await runCLI(words)
            #expect(run.status == 2, "\(words)")
            #expect(run.stderr.hasSuffix("Run `\(help)` for usage.\n"), "\(words): \(run.stderr)")
        }
    }

    @Test func errorLinesCarryOnePrefix() async throws {
        for words in [["cta", "predictions"], ["tram", "next"], ["mta", "arrivals"], ["routes", "watch"], ["cta", "bulletins"]] {
            let run = try await runCLI(words)
            #expect(run.stderr.hasPrefix("transit: "), "\(words): \(run.stderr)")
            #expect(!run.stderr.contains("transit: transit"), "\(words): \(run.stderr)")
        }
    }

    /// Exit 2 for usage and input errors (a bad value, an unknown city, a direction the route
    /// lacks, TransitError.invalidArgument from a provider); 1 for failures at run time.
    @Test func exitStatusTwoForBadInputOneForFailures() async throws {
        let input: [[String]] = [
            ["cta", "predictions", "--stop", "1836", "--top", "0"],
            ["cta", "routes", "--api", "v9"],
            ["plan", "--from", "Atlantis", "--to", "Tokyo"],
            ["mta", "stops-for-route", "MTA NYCT_B70", "--direction", "7"],
            ["busbud", "departures", "dr5reg", "f25dv!", "2016-07-29"],
            ["--color", "sometimes", "plan", "cities"],
            ["routes", "add", "X", "--provider", "trams"],
        ]
        for words in input {
            let run = try await runCLI(words)
            #expect(run.status == 2, "\(words): \(run.stderr)")
        }
        let failure = try await runCLI(["mta", "arrivals", "MTA_12345"]) // the server knows no such stop
        #expect(failure.status == 1, "\(failure.stderr)")
    }
}

@Suite struct ErrorPrefixTests {
    /// A message that already names the tool ("transit cta …", as other command files may
    /// write) still gets the prefix once.
    @Test func prefixIsNeverDoubled() {
        #expect(CLI.prefixed("transit cta predictions needs --stop ID") == "transit: cta predictions needs --stop ID")
        #expect(CLI.prefixed("missing --to") == "transit: missing --to")
    }
}
