import Foundation
import Testing
import TransitKitCore

@testable import TransitCLI

/// The demo's dead ends of issue 36 (point 5), each answered under `--replay demo` on the
/// bundled recordings: a plain sentence that says what is recorded or what to do.
@Suite struct DemoDeadEndTests {
    /// Stop 1326's predictions were not recorded: `near` used to exit 1; it lists the stops.
    @Test func nearListsTheStopsWhenTheirDeparturesAreMissing() async throws {
        let run = try await runCLI(["near", "41.924682,-87.704842"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1326   Fullerton & Albany"), "\(run.stdout)")
        #expect(run.stderr.contains("could not be fetched: not in the recordings"), "\(run.stderr)")
        #expect(!run.stderr.contains("TransitError"))
    }

    @Test func anMTATripNotRecordedSaysSoNotNotInService() async throws {
        let run = try await runCLI(["trip", "--provider", "mta", "--vehicle", "5594"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("is not in the recordings"), "\(run.stderr)")
        #expect(!run.stderr.contains("not in service"))
    }

    @Test func aScheduleWithoutTheRecordedDateNamesIt() async throws {
        let run = try await runCLI(["schedule", "--stop", "MTA_308215"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("this call was recorded with date=2024-01-02"), "\(run.stderr)")
    }

    /// The MTA stop index is partial under the demo (300 catalogue calls unrecorded): no match
    /// is not "No stop matches" as if the stop did not exist.
    @Test func aPartialIndexDoesNotClaimNoSuchStop() async throws {
        let run = try await runCLI(["stops", "find", "vanderbilt", "--provider", "mta"])
        #expect(run.status == CLI.emptyStatus)
        #expect(!run.stdout.contains("No stop matches"))
        #expect(run.stderr.contains("the routes whose stops are missing may hold it"), "\(run.stderr)")
        #expect(run.stderr.contains("transit near LAT,LON --provider mta"))
    }

    @Test func demoPartFourCutsAtWords() async throws {
        let run = try await runCLI(["demo"], replay: false)
        #expect(!run.stdout.contains("Q32 s\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("NYPD acti\n"))
    }

    @Test func withoutKeysNearNamesTheKeysToSet() async throws {
        let run = try await runCLI(["near", "40.68766,-73.96880"], replay: false)
        #expect(run.status == 2)
        #expect(run.stderr.contains("MTA_API_KEY"), "\(run.stderr)")
        #expect(!run.stderr.contains("That was not found"))
        let box = try await runCLI(["vehicles", "--in", "40.70,-74.02,40.80,-73.93"], replay: false)
        #expect(box.status == 2)
        #expect(box.stderr.contains("MTA_API_KEY are not set") || box.stderr.contains("MTA_API_KEY is not set"), "\(box.stderr)")
    }

    @Test func aMistypedSavedRouteGetsDidYouMean() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("dead-ends-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: store) }
        _ = try await runCLI(["routes", "add", "Home", "--provider", "mta", "--from", "A", "--to", "B", "--line", "B63", "--store", store])
        let run = try await runCLI(["routes", "watch", "Hoem", "--count", "1", "--store", store])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no saved route named \"Hoem\" (did you mean \"Home\"?)"), "\(run.stderr)")
    }

    @Test func fewerAlternativesThanAskedSaySo() async throws {
        let run = try await runCLI(["plan", "--from", "London", "--to", "Sydney", "--alternatives", "3"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("note: only 2 routes of the 3 asked"), "\(run.stderr)")
    }

    @Test func swappedLatitudeAndLongitudeGetAHint() async throws {
        let run = try await runCLI(["near", "-87.652866,41.925051"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("did you mean 41.92505,-87.65287?"), "\(run.stderr)")
    }

    @Test func anMTAMapKeepsItsWholeCredit() async throws {
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("credit-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let run = try await runCLI(["map", "vehicles", "--provider", "mta", "--route", "MTA NYCT_B63", "--output", svg.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("Authority</text>"), "the credit is cut")
    }

    /// Empty drawings and empty GeoJSON answers are a note and status 3, not a silent 0.
    @Test func nothingToDrawIsStatus3WithANote() async throws {
        let run = try await runCLI(["tram", "run", "3001", "--geojson"])
        #expect(run.status == CLI.emptyStatus)
        #expect(run.stderr.contains("note: nothing to draw"))
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let map = try await runCLI(["map", "trip", "--provider", "tram", "--vehicle", "3001", "--output", svg.path])
        #expect(map.status == CLI.emptyStatus)
        #expect(map.stderr.contains("note: nothing to draw"))
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("unplaced-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: store) }
        _ = try await runCLI(["routes", "add", "Home", "--provider", "mta", "--from", "A", "--to", "B", "--line", "B63", "--store", store])
        let list = try await runCLI(["routes", "list", "--geojson", "--store", store])
        #expect(list.status == CLI.emptyStatus)
        #expect(list.stderr.contains("note: nothing to draw: no saved place has a position"), "\(list.stderr)")
    }

    /// Notes and unexpected errors speak plainly; the Swift description only with --verbose.
    @Test func notesAndErrorsCarryNoSwiftTypeNames() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: store) }
        _ = try await runCLI([
            "routes", "add", "Bay", "--provider", "mta", "--from", "A@40.63,-74.02", "--to", "B@40.69,-73.99", "--line",
            "MTA NYCT_B63", "--store", store,
        ])
        let plain = try await runCLI(["routes", "status", "--geojson", "--store", store])
        #expect(plain.stderr.contains("the shape of MTA NYCT_B63 could not be fetched: not in the recordings"), "\(plain.stderr)")
        #expect(!plain.stderr.contains("TransitError"))
        #expect(!plain.stderr.contains("REDACTED"))
        let json = try await runCLI(["routes", "status", "--json", "--store", store])
        #expect(!json.stdout.contains("TransitError"), "\(json.stdout)")
        let verbose = try await runCLI(["--verbose", "routes", "status", "--geojson", "--store", store])
        #expect(verbose.stderr.contains("note: details: "))
    }
}
