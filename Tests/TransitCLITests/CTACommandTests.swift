import Foundation
import Testing
import TransitKitCore

@testable import TransitCLI

/// `transit cta …` in-process against the bundled route 74 recordings (Fixtures/demo/cta).
@Suite struct CTACommandTests {
    @Test func routesTable() async throws {
        let run = try await runCLI(["cta", "routes"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("74     Fullerton"))
        #expect(run.stdout.split(separator: "\n").count == 126) // header, rule, 124 routes
    }

    @Test func stopsInTravelOrder() async throws {
        let run = try await runCLI(["cta", "stops", "--route", "74", "--direction", "Eastbound"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst(2)
        #expect(rows.first?.contains("668") == true)
        #expect(rows.first?.contains("Grand & Nordica Terminal") == true)
        #expect(rows.count == 68)
    }

    /// A stop a detour takes off the route and the temporary ones it adds say so in a Detour
    /// column, which only a detoured route's table has.
    @Test func stopsADetourChangesAreMarked() async throws {
        let run = try await runCLI(["cta", "stops", "--route", "53", "--direction", "Northbound"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.contains("Detour") == true)
        #expect(lines.contains { $0.contains("4014") && $0.contains("not served (detour)") })
        #expect(lines.filter { $0.contains("temporary (detour)") }.count == 2)
        let plain = try await runCLI(["cta", "stops", "--route", "74", "--direction", "Eastbound"])
        #expect(plain.stdout.contains("Detour") == false)
    }

    @Test func predictionsTableCountsDownFromTheRecordedClock() async throws {
        let run = try await runCLI(["cta", "predictions", "--stop", "6597", "--route", "74"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("11:15 pm (4 min)"))
        #expect(run.stdout.contains("11:37 pm (26 min)"))
    }

    @Test func predictionsJSONAndNotes() async throws {
        let run = try await runCLI(["cta", "predictions", "--stop", "6601", "--json"])
        #expect(run.status == CLI.emptyStatus, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let notes = object?["notes"] as? [[String: Any]]
        #expect(notes?.first?["message"] as? String == "No service scheduled")
        #expect((object?["predictions"] as? [Any])?.isEmpty == true)
    }

    @Test func directionsJSON() async throws {
        let run = try await runCLI(["cta", "directions", "--route", "74", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: String]]
        #expect(rows?.map { $0["id"] ?? "" } == ["Eastbound", "Westbound"])
    }

    /// The recording answers `rt=74` with route 126's reroute too: the command counts and
    /// lists only the 74's three bulletins (it used to say "3 alerts" and list 4).
    @Test func bulletinsShowStatusAndOnlyTheRoutesAlerts() async throws {
        let run = try await runCLI(["cta", "bulletins", "--route", "74"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("74: yellow (3 alerts)"))
        #expect(run.stdout.contains("[low] Bus Stop Elimination — stop moved"))
        #expect(!run.stdout.contains("Reroute at Jackson/Lavergne"))
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("  [") }.count == 3)
    }

    @Test func vehiclesTable() async throws {
        let run = try await runCLI(["cta", "vehicles", "--vehicle", "8146"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("8146"))
        #expect(run.stdout.contains("41.92544"))
        #expect(run.stdout.contains("271°"))
        #expect(run.stdout.contains("11:09 pm"))
    }

    @Test func timeAndJSONOfVehiclesAndBulletins() async throws {
        let time = try await runCLI(["cta", "time"])
        #expect(time.status == 0, "\(time.stderr)")
        #expect(time.stdout.contains("2019-05-15T04:10:26Z (11:10 pm in Chicago)")) // gettime-1.json "20190514 23:10:26"

        let vehicles = try await runCLI(["cta", "vehicles", "--route", "74", "--json"])
        #expect(vehicles.status == 0, "\(vehicles.stderr)")
        let buses = try JSONSerialization.jsonObject(with: Data(vehicles.stdout.utf8)) as? [[String: Any]]
        // getvehicles-1.json: five buses on the 74, sorted by id.
        #expect(buses?.map { $0["id"] as? String ?? "" } == ["8129", "8140", "8146", "8150", "8164"])

        let bulletins = try await runCLI(["cta", "bulletins", "--route", "74", "--json"])
        #expect(bulletins.status == 0, "\(bulletins.stderr)")
        // The library's [RouteStatus]: the colour with the alerts that set it.
        let statuses = try JSONSerialization.jsonObject(with: Data(bulletins.stdout.utf8)) as? [[String: Any]]
        #expect(statuses?.first?["status"] as? Int == ServiceStatus.altered.rawValue)
        let alerts = statuses?.first?["alerts"] as? [[String: Any]]
        #expect(
            Set(alerts?.map { $0["id"] as? String ?? "" } ?? []) == [
                "#74 Bus Stop Elimination", "#74 Fullerton Bus Stop Relocation", "#74 Bus Stop Restoration",
            ])
    }

    @Test func missingKeyWithoutReplayIsStatus2AndNeverTouchesTheNetwork() async throws {
        let run = try await runCLI(["cta", "routes"], replay: false)
        #expect(run.status == 2)
        #expect(run.stderr.contains("CTA_API_KEY is not set"))
    }

    @Test func usageErrors() async throws {
        let noStop = try await runCLI(["cta", "predictions"])
        #expect(noStop.status == 2)
        #expect(noStop.stderr.contains("missing --stop ID"))
        let badAPI = try await runCLI(["cta", "routes", "--api", "v9"])
        #expect(badAPI.status == 2)
        let unknown = try await runCLI(["cta", "teleport"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown subcommand \"teleport\""))
    }

    @Test func keyFromEnvironmentIsNeverPrinted() async throws {
        let key = "Zq7SECRETkey4Bus9Tracker2"
        let run = try await runCLI(["cta", "directions", "--route", "999", "--verbose"], environment: ["CTA_API_KEY": key])
        #expect(run.status == 1) // no recording for route 999
        #expect(run.stderr.contains("key=REDACTED"))
        #expect(!run.stderr.contains(key) && !run.stdout.contains(key))
    }

    @Test func demoSectionRunsOffline() async throws {
        let run = try await runCLI(["demo"], replay: false)
        // The CTA part runs route → stops (68, in travel order) → predictions → alerts.
        #expect(run.stdout.contains("  $ transit stops on 74 --provider cta --direction Eastbound\n"))
        #expect(run.stdout.contains("    1   668    Grand & Nordica Terminal"))
        #expect(run.stdout.contains("    … 64 more lines"))
        #expect(run.stdout.contains("74     Halsted  Fullerton & Sheffield (Red/Brown/Purple Line) [6597]  11:15 pm (4 min)"))
        #expect(run.stdout.contains("note: stop 6601: No service scheduled"))
        #expect(run.stdout.contains("74: yellow (3 alerts)"))
    }

    @Test func detoursListTheRecordedOnesMarkedAndFilteredByRoute() async throws {
        let run = try await runCLI(["cta", "detours"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.first?.hasPrefix("active  Pulaski and Diversey  [53 Northbound, 53 Southbound, 76 Eastbound]  2025-01-06T05:00:00")
                == true)
        #expect(lines.contains { $0.hasPrefix("cancelled  Clark between Diversey and Belmont  [22 Southbound]") })
        let one = try await runCLI(["cta", "detours", "--route", "22"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.split(separator: "\n").map(String.init) == [lines[1]])
        let none = try await runCLI(["cta", "detours", "--route", "74"])
        #expect(none.stdout == "No detours.\n")
    }

    @Test func localesTable() async throws {
        let run = try await runCLI(["cta", "locales"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst(2).map {
            $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
        #expect(rows == [["en", "English"], ["es", "Spanish"], ["pl", "Polish"]])
    }
}
