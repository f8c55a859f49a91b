import Foundation
import Testing

@testable import TransitCLI

/// `transit busbud departures` in-process on the bundled demo recordings (ReplayTransport).
@Suite struct BusbudCommandTests {
    @Test func seedSearchShowsLocalTimesStationsAndPrice() async throws {
        let run = try await runCLI(["busbud", "departures", "dr5reg", "f25dvk", "2016-07-29", "--adults", "1", "--currency", "CAD"])
        #expect(run.status == 0, "\(run.stderr)")
        // Progress goes to stderr, so `> out.txt` holds only the result.
        #expect(run.stderr.hasPrefix("busbud: complete 1 departure after 1 request\n"))
        #expect(!run.stdout.contains("busbud: "))
        // init-3: 11:00 in New York → 19:55 in Montréal, Port Authority → Gare d'autocars de Montréal, 7013 CAD.
        #expect(run.stdout.contains("2017-09-10 11:00 UTC−4")) // EDT in New York
        #expect(run.stdout.contains("  19:55 UTC−4")) // arrival column, EDT in Montréal
        #expect(run.stdout.contains("Port Authority Bus Terminal"))
        #expect(run.stdout.contains("Gare d'autocars de Montréal"))
        #expect(run.stdout.contains("70.13 CAD"))
        #expect(run.stdout.contains("Adirondack Trailways"))
        #expect(run.stdout.hasSuffix("\n1 departure, complete\n"))
    }

    @Test func pollingSearchShowsProgressPerRoundTrip() async throws {
        let run = try await runCLI(["busbud", "departures", "f2m673", "f25dvk", "2021-08-28", "--currency", "EUR"])
        #expect(run.status == 0, "\(run.stderr)")
        let progress = run.stderr.split(separator: "\n").filter { $0.hasPrefix("busbud: ") }
        #expect(
            progress == [
                "busbud: searching… 3 departures after 1 request",
                "busbud: searching… 5 departures after 2 requests",
                "busbud: complete 6 departures after 3 requests",
            ])
        #expect(!run.stdout.contains("busbud: "))
        #expect(run.stdout.contains("Quebec City → Montreal"))
        #expect(run.stdout.contains("2021-08-28 15:31 UTC−4"))
        #expect(run.stdout.hasSuffix("\n6 departures, complete\n"))
    }

    /// `--json` streams JSON Lines: one compact snapshot per poll (3 round trips → 3 lines),
    /// the last one the final result; nothing else on stdout or stderr.
    @Test func jsonIsOneSnapshotLinePerPollEndingWithTheFinalOne() async throws {
        let run = try await runCLI(["busbud", "departures", "f2m673", "f25dvk", "2021-08-28", "--currency", "EUR", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        let objects = try lines.map { line in try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] }
        #expect(objects.map { ($0?["departures"] as? [Any])?.count } == [3, 5, 6])
        let object = try #require(objects.last ?? nil)
        #expect(object["isComplete"] as? Bool == true)
        #expect(object["requestCount"] as? Int == 3)
        let departures = try #require(object["departures"] as? [[String: Any]])
        #expect(departures.count == 6)
        #expect(departures.first?["id"] as? String == "YmU4MjE5NDU6MzM5M2M5MDM")
        #expect(departures.first?["departureTime"] as? String == "2021-08-28T13:30:00Z")
        #expect((departures.first?["price"] as? [String: Any])?["minorUnits"] as? Int == 4673)
    }

    /// `--from`/`--until` (issue 30): the day's departures kept by the core's window rule.
    @Test func fromUntilKeepOnlyTheDeparturesInsideTheWindow() async throws {
        let run = try await runCLI([
            "busbud", "departures", "f2m673", "f25dvk", "2021-08-28", "--currency", "EUR",
            "--from", "2021-08-28T13:00:00-04:00", "--until", "2021-08-28T15:30:00-04:00",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2021-08-28 13:30 UTC−4"))
        #expect(run.stdout.contains("2021-08-28 15:30 UTC−4"))
        #expect(!run.stdout.contains("15:31"))
        #expect(!run.stdout.contains("09:30"))
        #expect(run.stdout.hasSuffix("\n2 departures, complete\n"))
    }

    @Test func reversedWindowIsAUsageErrorBeforeAnyRequest() async throws {
        let run = try await runCLI([
            "busbud", "departures", "f2m673", "f25dvk", "2021-08-28",
            "--from", "2021-08-28T15:00:00-04:00", "--until", "2021-08-28T13:00:00-04:00",
        ])
        #expect(run.status != 0)
        #expect(run.stderr.contains("before it starts"))
        #expect(!run.stderr.contains("busbud: "))
    }

    @Test func missingTokenExits2WithoutReplay() async throws {
        let run = try await runCLI(["busbud", "departures", "dr5reg", "f25dvk", "2016-07-29"], replay: false)
        #expect(run.status == 2)
        #expect(run.stderr.contains("BUSBUD_TOKEN is not set"))
    }

    @Test func badArgumentsAreUsageErrorsOrInvalidArguments() async throws {
        let missing = try await runCLI(["busbud", "departures", "dr5reg", "f25dvk"])
        #expect(missing.status == 2 && missing.stderr.contains("ORIGIN DESTINATION DATE"))
        let date = try await runCLI(["busbud", "departures", "dr5reg", "f25dvk", "29/07/2016"])
        #expect(date.status == 2 && date.stderr.contains("yyyy-MM-dd"))
        let geohash = try await runCLI(["busbud", "departures", "dr5rea", "f25dvk", "2016-07-29"])
        #expect(geohash.status == 2 && geohash.stderr.hasPrefix("transit: That request can't be made as entered.")) // bad input: 2
        #expect(geohash.stderr.contains("outside the base-32 alphabet"))
    }

    @Test func tokenIsNeverPrinted() async throws {
        let token = "PARTNER_CliSecretToken1234567890"
        let run = try await runCLI(["busbud", "departures", "dr5reg", "f25dvk", "2016-07-30"], environment: ["BUSBUD_TOKEN": token])
        #expect(run.status == 1) // nothing recorded for that day
        #expect(!run.stdout.contains(token) && !run.stderr.contains(token))
        #expect(run.stderr.contains("not in the demo recordings; recorded searches: dr5reg f25dvk 2016-07-29"), "\(run.stderr)")
        let verbose = try await runCLI(
            ["--verbose", "busbud", "departures", "dr5reg", "f25dvk", "2016-07-30"], environment: ["BUSBUD_TOKEN": token])
        #expect(!verbose.stdout.contains(token) && !verbose.stderr.contains(token))
        #expect(verbose.stderr.contains("/x-departures/dr5reg/f25dvk/2016-07-30"))
    }

    /// `is_valid_route: false` reads "not served", never "no departures that day" (hand-made
    /// replay entries: no such answer was ever recorded).
    @Test func routeNotServedIsToldApartFromNoDepartures() async throws {
        let notServed = try await runCLI(["busbud", "departures", "dr5reg", "9mvrg6", "2016-07-29"])
        #expect(notServed.status == 0, "\(notServed.stderr)")
        #expect(notServed.stdout.contains("Busbud does not serve this city pair."))
        #expect(!notServed.stdout.contains("No departures"))
        let json = try await runCLI(["busbud", "departures", "dr5reg", "9mvrg6", "2016-07-29", "--json"])
        let last = try #require(json.stdout.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(object["isRouteServed"] as? Bool == false)

        let empty = try await runCLI(["busbud", "departures", "dr5reg", "f25dvk", "2016-07-31"])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stdout.contains("No departures found for that day."))
        #expect(!empty.stdout.contains("does not serve"))
        #expect(empty.stdout.hasSuffix("\n0 departures, complete\n"))
    }
}
