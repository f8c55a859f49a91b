import Foundation
import Testing

@testable import TransitCLI

/// Options declared once (issue 36, point 3): a declared command's help, usage errors,
/// suggestions and completions all come from its `[Option]`.
@Suite struct DeclaredOptionTests {
    @Test func helpListsEveryDeclaredOptionWithItsHelpLine() async throws {
        let command = PredictionsCommand.command
        #expect(!command.options.isEmpty)
        for option in command.options where !option.isHidden {
            #expect(command.help.contains(option.spelled), "\(option.name)")
            #expect(command.help.contains(option.help), "\(option.name)")
        }
        #expect(command.optionNames == command.options.filter { !$0.isHidden }.map(\.name))
        #expect(!command.help.contains("--api"), "a hidden option is not shown")
    }

    @Test func usageErrorsAndSuggestionsComeFromTheDeclarations() async throws {
        let typo = try await runCLI(["predictions", "--stp", "6597", "--provider", "cta"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown option \"--stp\" (did you mean --stop?)"), "\(typo.stderr)")
        let range = try await runCLI(["predictions", "--stop", "6597", "--provider", "cta", "--top", "0"])
        #expect(range.status == 2)
        #expect(range.stderr.contains("--top must be a whole number in 1...99"))
        let twice = try await runCLI(["shape", "B70", "--provider", "mta", "--json", "--geojson"])
        #expect(twice.status == 2)
    }

    @Test func completionOffersDeclaredOptionsAndValues() async throws {
        let bash = try await runCLI(["completions", "bash"]).stdout
        #expect(bash.contains("predictions) words=\"--stop --provider --route --top --low-floor --json\""), "\(bash)")
        #expect(
            bash.contains(
                "--provider) COMPREPLY=($(compgen -W \"busbud cta tramtracker mta oba-pugetsound oba-tampa oba-sandiego oba-spokane oba-wmata oba-york prt pittsburgh tram\""
            ))
        #expect(bash.contains("--api) COMPREPLY=($(compgen -W \"v2 v3\""))
        let fish = try await runCLI(["completions", "fish"]).stdout
        #expect(fish.contains("__fish_seen_subcommand_from stops; and __fish_seen_subcommand_from on\" -l direction"))
    }
}
