import Foundation
import SavedRoutes
import Testing

@testable import TransitCLI

/// The same flag names and list syntax for the same concept on every provider.
@Suite struct FlagConventionTests {
    @Test func listsAreRepeatableAndCommaSeparated() throws {
        var arguments = Arguments(["--stop", "1, 2", "--stop", "3", "--stop=4,", "--json"])
        let stops = try arguments.list("--stop")
        #expect(stops == ["1", "2", "3", "4"])
        let json = arguments.flag("--json")
        #expect(json)
        try arguments.finish()
    }

    @Test func tramStopsTakeCommaLists() async throws {
        let repeated = try await runCLI(["tram", "next", "--stop", "1234", "--stop", "2234"])
        let commas = try await runCLI(["tram", "next", "--stop", "1234,2234"])
        #expect(commas.status == 0, "\(commas.stderr)")
        #expect(commas.stdout == repeated.stdout)
    }

    @Test func mtaTakesStopAndRouteOptionsLikeCTA() async throws {
        let positional = try await runCLI(["mta", "arrivals", "MTA_308215"])
        let option = try await runCLI(["mta", "arrivals", "--stop", "MTA_308215"])
        #expect(option.status == 0, "\(option.stderr)")
        #expect(option.stdout == positional.stdout)
        let vehicles = try await runCLI(["mta", "vehicles", "--route", "MTA NYCT_B70", "--json"])
        #expect(vehicles.status == 0, "\(vehicles.stderr)")
        #expect(vehicles.stdout == (try await runCLI(["mta", "vehicles", "MTA NYCT_B70", "--json"])).stdout)
        let status = try await runCLI(["mta", "status", "--route", "M4"])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.hasPrefix("M4: red"))
    }

    @Test func tramRunTakesVehicleAndKeepsTram() async throws {
        let vehicle = try await runCLI(["tram", "run", "--vehicle", "3001"])
        #expect(vehicle.status == 0, "\(vehicle.stderr)")
        #expect(vehicle.stdout == (try await runCLI(["tram", "run", "--tram", "3001"])).stdout)
        #expect(!vehicle.stdout.isEmpty)
    }

    @Test func providerAliasesAreAccepted() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("cli-alias-\(UUID().uuidString).json").path
        for (name, provider) in [("tram", "tramtracker"), ("TramTracker", "tramtracker"), ("mta", "mta")] {
            let run = try await runCLI([
                "routes", "add", "Trip \(name)", "--provider", name, "--from", "A", "--to", "B",
                "--line", "96", "--store", store, "--json",
            ])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            let saved = try JSONDecoder().decode(SavedRoute.self, from: Data(run.stdout.utf8))
            #expect(saved.provider.rawValue == provider)
        }
        let typo = try await runCLI([
            "routes", "add", "X", "--provider", "trams", "--from", "A", "--to", "B", "--line", "1", "--store", store,
        ])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown provider \"trams\" (did you mean tram?)"))
    }
}
