import Foundation
import Testing
import TransitKitCore

@testable import TransitCLI

/// One verb per capability across providers (issue 36, point 1): `predictions`, `vehicles`,
/// `alerts`, `shape`, `stops on` and `schedule` take `--provider` (or infer it from the ids);
/// the provider groups keep only provider-only calls, and the old spellings still run,
/// hidden, with the same answer.
@Suite struct CapabilityVerbTests {
    @Test func predictionsIsOneVerbForEveryProvider() async throws {
        let cases: [[String]] = [
            ["predictions", "--stop", "6597", "--provider", "cta"],
            ["predictions", "--stop", "MTA_308215"], // MTA inferred from the id
            ["predictions", "--stop", "1234", "--provider", "tram"],
        ]
        for words in cases {
            let run = try await runCLI(words)
            #expect(run.status == 0, "\(words): \(run.stderr)")
            #expect(run.stdout.hasPrefix("Route  To "), "\(words): \(run.stdout)")
            #expect(run.stdout.split(separator: "\n").first?.contains("When") == true)
        }
    }

    @Test func oldSpellingsAnswerAsTheVerb() async throws {
        let pairs: [([String], [String])] = [
            (["cta", "predictions", "--stop", "6597"], ["predictions", "--stop", "6597", "--provider", "cta"]),
            (["mta", "arrivals", "--stop", "MTA_308215"], ["predictions", "--stop", "MTA_308215", "--provider", "mta"]),
            (["tram", "next", "--stop", "1234"], ["predictions", "--stop", "1234", "--provider", "tram"]),
            (["mta", "vehicles", "B63"], ["vehicles", "B63", "--provider", "mta"]),
            (["cta", "routes", "--api", "v2"], ["routes", "catalog", "--provider", "cta", "--api", "v2"]),
            (["mta", "status", "M4"], ["alerts", "M4", "--provider", "mta"]),
            (["mta", "stops-for-route", "B70"], ["shape", "B70", "--provider", "mta"]),
            (
                ["cta", "stops", "--route", "74", "--direction", "Eastbound"],
                ["stops", "on", "74", "--provider", "cta", "--direction", "Eastbound"]
            ),
            (["tram", "stops", "--route", "78"], ["stops", "on", "78", "--provider", "tram"]),
            (
                ["mta", "schedule", "--stop", "MTA_308215", "--date", "2024-01-02"],
                ["schedule", "--stop", "MTA_308215", "--date", "2024-01-02"]
            ),
            (["tram", "run", "3001"], ["trip", "3001", "--provider", "tram"]),
            (["busbud", "departures", "dr5reg", "f25dvk", "2016-07-29"], ["departures", "dr5reg", "f25dvk", "2016-07-29"]),
        ]
        for (old, new) in pairs {
            let before = try await runCLI(old)
            let after = try await runCLI(new)
            #expect(before.status == 0, "\(old): \(before.stderr)")
            #expect(before.stdout == after.stdout, "\(old) ≠ \(new)")
            #expect(!after.stdout.isEmpty, "\(new)")
        }
    }

    @Test func groupsListOnlyProviderOnlyCalls() async throws {
        let top = try await runCLI(["--help"])
        for verb in ["predictions", "vehicles", "alerts", "shape", "stops", "schedule", "trip", "near", "plan"] {
            #expect(top.stdout.contains("\n  \(verb) "), "transit --help lacks \(verb)")
        }
        let listed = { (group: String) async throws -> [String] in
            let help = try await runCLI([group, "--help"]).stdout
            let list = help.components(separatedBy: "subcommands:\n").dropFirst().first ?? ""
            return list.split(separator: "\n").prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
        }
        #expect(try await listed("cta") == ["directions", "detours", "locales", "time"])
        #expect(try await listed("mta") == ["agencies", "routes", "time"])
        #expect(try await listed("tram") == ["routes", "changes"])
    }

    /// `vehicles --in --json` is the registry's own answer: an app decodes `VehiclesInArea`.
    @Test func vehiclesInAnAreaAsJSONIsTheLibrarysModel() async throws {
        let run = try await runCLI(["vehicles", "--in", "40.70,-74.02,40.80,-73.93", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let answer = try decoder.decode(VehiclesInArea.self, from: Data(run.stdout.utf8))
        #expect(answer.providers.contains("mta"))
        #expect(!answer.rows.isEmpty && answer.rows.allSatisfy { $0.provider == "mta" })
    }

    @Test func aBareIdAsksWhichProvider() async throws {
        let run = try await runCLI(["predictions", "--stop", "1234"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("transit: which provider? add --provider cta, mta or tram"), "\(run.stderr)")
        #expect(run.stderr.contains("Run `transit predictions --help` for usage."))
    }

    @Test func everyCapabilityAnswersUnderReplay() async throws {
        let cases: [[String]] = [
            ["vehicles", "--route", "74", "--provider", "cta"],
            ["vehicles", "--vehicle", "8146", "--provider", "cta"],
            ["alerts", "--route", "74", "--provider", "cta"],
            ["alerts", "--route", "78", "--provider", "tram"],
            ["shape", "B70", "--provider", "mta"],
            ["stops", "on", "B70", "--provider", "mta"],
        ]
        for words in cases {
            let run = try await runCLI(words)
            #expect(run.status == 0, "\(words): \(run.stderr)")
            #expect(!run.stdout.isEmpty, "\(words)")
        }
    }

    /// An answer with nothing in it is a note on stderr and status 3 (Docs/CLI.md), so a
    /// script tells it from success; `tram next` used to print "No trams predicted." with 0.
    @Test func anEmptyAnswerIsStatus3WithANote() async throws {
        let run = try await runCLI(["predictions", "--stop", "3505", "--provider", "tram"])
        #expect(run.status == CLI.emptyStatus)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("note: "))
        let json = try await runCLI(["predictions", "--stop", "3505", "--provider", "tram", "--json"])
        #expect(json.status == CLI.emptyStatus)
    }
}

/// A printed model reads as words (issue 36, point 2): `print(routeStatus)` used to dump
/// `RouteStatus(route: …, alerts: [TransitKitCore.ServiceAlert(…`.
@Suite struct ReadableModelTests {
    @Test func aRouteStatusPrintsAsARiderReadsIt() async throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let run = try await runCLI(["alerts", "--route", "74", "--provider", "cta", "--json"])
        let statuses = try decoder.decode([RouteStatus].self, from: Data(run.stdout.utf8))
        let status = try #require(statuses.first)
        #expect("\(status)".hasPrefix("74: yellow (3 alerts: "), "\(status)")
        #expect(!"\(status)".contains("TransitKitCore"))
        #expect("\(RouteStatus.unknown("B63"))" == "B63: unknown (0 alerts)")
    }
}

/// `routes catalog --provider P`: the routes verb across providers (issue 36, point 1).
@Suite struct RouteCatalogTests {
    @Test func everyProvidersRoutesInOneTable() async throws {
        for (provider, route) in [("cta", "74"), ("mta", "MTA NYCT_B1"), ("tram", "78")] {
            let run = try await runCLI(["routes", "catalog", "--provider", provider])
            #expect(run.status == 0, "\(provider): \(run.stderr)")
            #expect(run.stdout.hasPrefix("Route  "), "\(provider)")
            #expect(run.stdout.contains(route), "\(provider)")
        }
        let search = try await runCLI(["routes", "catalog", "--provider", "cta", "--search", "FÜLLERTON"])
        #expect(search.stdout.split(separator: "\n").count == 3, "\(search.stdout)")
        let none = try await runCLI(["routes", "catalog", "--provider", "cta", "--search", "nowhere"])
        #expect(none.status == CLI.emptyStatus)
        #expect(none.stderr.hasPrefix("note: no route matches"))
    }
}
