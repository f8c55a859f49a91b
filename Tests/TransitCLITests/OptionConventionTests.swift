import Foundation
import Testing

@testable import TransitCLI

/// An unknown option before the command is named, with a suggestion; suggestions count a
/// swap of two letters as one edit (Docs/CLI.md rules 3 and 33).
@Suite struct OptionConventionTests {
    /// `--colour never plan cities` used to read `unknown command "never"`, and `--foo plan
    /// cities` `missing --from`.
    @Test func anUnknownOptionBeforeTheCommandIsNamed() async throws {
        let colour = try await runCLI(["--colour", "never", "plan", "cities"])
        #expect(colour.status == 2)
        #expect(
            colour.stderr.hasPrefix("transit: unknown option \"--colour\" before the command (did you mean --color?)"), "\(colour.stderr)")
        let foo = try await runCLI(["--foo", "plan", "cities"])
        #expect(foo.status == 2)
        #expect(foo.stderr.contains("unknown option \"--foo\""), "\(foo.stderr)")
        #expect(!foo.stderr.contains("missing"))
        // Global options still go anywhere, and the known ones before the command still work.
        #expect(try await runCLI(["--color", "never", "plan", "cities"]).status == 0)
        #expect(try await runCLI(["plan", "cities", "--color", "never"]).status == 0)
    }

    @Test func aTranspositionIsOneEdit() async throws {
        let run = try await runCLI(["tarm", "next"])
        #expect(run.stderr.contains("unknown command \"tarm\" (did you mean tram?)"), "\(run.stderr)")
    }

    /// `mta shape` exists, as the library's `shape(of:)` does (it used to be an unknown
    /// subcommand): the same answer as `mta stops-for-route`.
    @Test func mtaShapeIsTheLibrarysName() async throws {
        let shape = try await runCLI(["mta", "shape", "B70"])
        let stops = try await runCLI(["mta", "stops-for-route", "B70"])
        #expect(shape.status == 0, "\(shape.stderr)")
        #expect(shape.stdout == stops.stdout)
        #expect(shape.stdout.hasPrefix("MTA NYCT_B70: "))
    }
}
