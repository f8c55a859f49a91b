import Foundation
import Testing

@testable import TransitCLI

/// `transit mta …` in-process against the bundled recordings (Fixtures/demo/mta/replay.json).
@Suite struct MTACommandTests {
    @Test func agencies() async throws {
        let run = try await runCLI(["mta", "agencies"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("MTA NYCT"))
        #expect(run.stdout.contains("MTA New York City Transit"))
        #expect(run.stdout.contains("40.70768, -73.97670"))
    }

    @Test func timeIsTheServersClockInNewYork() async throws {
        let run = try await runCLI(["mta", "time"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "2010-04-07T04:32:10Z (12:32 am in New York)\n")
    }

    @Test func routesSearchFindsSelectBus() async throws {
        let run = try await runCLI(["mta", "routes", "--search", "m86+"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("M86-SBS"))
        #expect(run.stdout.contains("MTA NYCT_M86+"))
        #expect(!run.stdout.contains("MTA NYCT_Q3"))
    }

    /// `mta schedule`: the timetable in New York time, a trip after midnight marked as on the
    /// next day, the route filter on the answer, and bad input refused before any request.
    @Test func scheduleListsTheTimetableWithTripsPastMidnight() async throws {
        let run = try await runCLI(["mta", "schedule", "--stop", "MTA_308215", "--date", "2024-01-02"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Timetable of MTA_308215 on 2024-01-02: 9 trips"))
        #expect(run.stdout.contains("5:04 am"))
        #expect(run.stdout.contains("11:48 pm "))
        #expect(!run.stdout.contains("11:48 pm (next day)"))
        #expect(run.stdout.contains("12:18 am (next day)"))
        #expect(run.stdout.contains("BAY RIDGE SHORE RD via 5 AV"))
        let json = try await runCLI(["mta", "schedule", "--stop", "308215", "--date", "2024-01-02", "--route", "b63", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let board = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let rows = board?["predictions"] as? [[String: Any]]
        #expect(rows?.count == 9)
        #expect(rows?.allSatisfy { $0["source"] as? String == "scheduled" } == true)
        let other = try await runCLI(["mta", "schedule", "--stop", "MTA_308215", "--date", "2024-01-02", "--route", "B69"])
        #expect(other.status == CLI.emptyStatus, "\(other.stderr)")
        #expect(other.stderr.contains("note: no scheduled departures at MTA_308215 on 2024-01-02"))
        let bad = try await runCLI(["mta", "schedule", "--stop", "MTA_308215", "--date", "2024-13-01"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("is not a day as yyyy-MM-dd"))
        let miss = try await runCLI(["mta", "schedule", "--stop", "MTA_308216", "--date", "2024-01-02"])
        #expect(miss.status == 1)
        #expect(miss.stderr.contains("recorded stops: MTA_308215"), "\(miss.stderr)")
    }

    /// `mta routes --near`: routes-for-location, sorted as riders read them; bad combinations
    /// are usage errors before any request.
    @Test func routesNearAPlace() async throws {
        let run = try await runCLI(["mta", "routes", "--near", "40.68766,-73.96880", "--radius", "300"])
        #expect(run.status == 0, "\(run.stderr)")
        for line in ["B38", "B52", "B69", "Ridgewood - Downtown Brooklyn", "MTA NYCT_B69"] { #expect(run.stdout.contains(line)) }
        #expect(!run.stdout.contains("MTA NYCT_Q3"))
        let json = try await runCLI(["mta", "routes", "--near", "40.68766,-73.96880", "--search", "b69", "--json"])
        let routes = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(routes?.compactMap { $0["id"] as? String } == ["MTA NYCT_B69"])
        for bad in [["--radius", "300"], ["--near", "40.68766,-73.96880", "--agency", "MTABC"], ["--near", "40.7"]] {
            let refused = try await runCLI(["mta", "routes"] + bad)
            #expect(refused.status == 2, "\(bad): \(refused.stderr)")
        }
    }

    @Test func routesAsJSON() async throws {
        let run = try await runCLI(["mta", "routes", "--json"])
        #expect(run.status == 0)
        let routes = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
        #expect(routes?.count == 236)
    }

    @Test func stopsForRoute() async throws {
        let run = try await runCLI(["mta", "stops-for-route", "MTA NYCT_B70", "--direction", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("MTA NYCT_B70: 15 polylines"))
        #expect(run.stdout.contains("Direction 1: to DYKER HEIGHTS VA HOSPITAL via 8 AV — 34 stops"))
        #expect(!run.stdout.contains("Direction 0"))
        #expect(run.stdout.contains("39 ST/1 AV"))
    }

    @Test func vehiclesAsJSON() async throws {
        let run = try await runCLI(["mta", "vehicles", "MTA NYCT_B70", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let buses = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
        #expect(buses?.compactMap { $0["id"] as? String } == ["MTA NYCT_353", "MTA NYCT_349", "MTA NYCT_490"])
    }

    /// `transit mta vehicles B63` finds the B63 buses: the short id is looked up in the
    /// recorded routes (MTA NYCT, and the hand-made MTABC list), then asked as `MTA NYCT_B63`
    /// (4 buses in the 02:57 recording). Before, it sent `LineRef=B63` and printed no bus.
    @Test func vehiclesByShortID() async throws {
        let full = try await runCLI(["mta", "vehicles", "MTA NYCT_B63", "--json"])
        for spelling in ["B63", "b63"] {
            let run = try await runCLI(["mta", "vehicles", spelling, "--json"])
            #expect(run.status == 0, "\(run.stderr)")
            let buses = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
            #expect(buses?.count == 4)
            #expect(buses?.allSatisfy { $0["route"] as? String == "MTA NYCT_B63" } == true)
            #expect(run.stdout == full.stdout)
        }
        let table = try await runCLI(["mta", "vehicles", "B63"])
        #expect(table.stdout.contains("MTA NYCT_"))
        #expect(!table.stdout.contains("No buses"))
    }

    /// A route no configured agency has: one line saying so and which agencies were searched.
    @Test func unknownShortIDSaysWhy() async throws {
        let run = try await runCLI(["mta", "vehicles", "B999"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("transit: MTA Bus Time has no such stop, route or vehicle."))
        #expect(run.stderr.contains("\"B999\" is not a route of MTA NYCT, MTABC"))
    }

    @Test func statusAndStopsForRouteByShortID() async throws {
        let status = try await runCLI(["mta", "status", "M4", "b70"])
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains("M4: red (2 situations)"))
        #expect(status.stdout.contains("b70: green (0 situations)"))
        let stops = try await runCLI(["mta", "stops-for-route", "B70", "--direction", "1"])
        #expect(stops.status == 0, "\(stops.stderr)")
        #expect(stops.stdout.contains("MTA NYCT_B70: 15 polylines"))
    }

    @Test func selectBusVehiclesTable() async throws {
        let run = try await runCLI(["mta", "vehicles", "MTA NYCT_M86+"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("MTA NYCT_6093"))
        #expect(run.stdout.contains("M86-SBS"))
    }

    @Test func arrivalsWithCountdownAndFallback() async throws {
        let now = try #require(try? Date("2024-01-02T16:28:45-05:00", strategy: .iso8601))
        let run = try await runCLI(["mta", "arrivals", "MTA_308215"], now: now)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("4:38 pm (9 min)"))
        #expect(run.stdout.contains("scheduled"))
        // One fact once: the bus's distance in Facts only, not also as MTA's "0.8 miles away".
        #expect(run.stdout.contains("1.2 km, 4 stops away"))
        #expect(!run.stdout.contains("miles away"))
        #expect(!run.stdout.contains("Distance"))
    }

    @Test func unknownStopIsOneLineError() async throws {
        let run = try await runCLI(["mta", "arrivals", "MTA_12345"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("transit: MTA Bus Time has no such stop, route or vehicle. (No such stop: MTA NYCT_12345."))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!run.stderr.contains("TransitError") && !run.stderr.contains("https://"))
        // --verbose adds the developer's line: kind, operation, the URL with the key redacted.
        let verbose = try await runCLI(["--verbose", "mta", "arrivals", "MTA_12345"])
        #expect(verbose.status == 1)
        let lines = verbose.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[0] == run.stderr.dropLast())
        #expect(lines[1].hasPrefix("transit: details: TransitError.notFound (mta stop-monitoring)"))
        #expect(lines[1].contains("key=REDACTED"))
    }

    @Test func statusColours() async throws {
        let run = try await runCLI(["mta", "status", "MTA NYCT_M4", "MTA NYCT_B70", "MTABC_Q35"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("MTA NYCT_M4: red (2 situations)"))
        #expect(run.stdout.contains("MTA NYCT_B70: green (0 situations)"))
        #expect(run.stdout.contains("MTABC_Q35: yellow (2 situations)"))
    }

    @Test func missingKeyWithoutReplay() async throws {
        let run = try await runCLI(["mta", "agencies"], replay: false)
        #expect(run.status == 2)
        #expect(run.stderr.contains("MTA_API_KEY is not set"))
    }

    @Test func keyIsNeverPrinted() async throws {
        let run = try await runCLI(["mta", "arrivals", "MTA_12345"], environment: ["MTA_API_KEY": "SECRET-MTA-KEY-9"])
        #expect(run.status == 1)
        #expect(!(run.stdout + run.stderr).contains("SECRET-MTA-KEY-9"))
    }

    @Test func usageErrors() async throws {
        #expect(try await runCLI(["mta", "vehicles"]).status == 2)
        #expect(try await runCLI(["mta", "vehicles", "A", "B", "--direction", "1"]).status == 2)
        #expect(try await runCLI(["mta", "teleport"]).status == 2)
    }
}
