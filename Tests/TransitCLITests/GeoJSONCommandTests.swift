import Foundation
import SavedRoutes
import Testing
import TransitKitCore
import TransitKitTesting

/// `--geojson` on every command that prints places, on the `--replay demo` recordings: one
/// FeatureCollection that passes the RFC 7946 check, with the recorded places in it.
@Suite struct GeoJSONCommandTests {
    /// The one document a command wrote, read back; its RFC 7946 problems recorded as issues.
    func collection(_ words: [String]) async throws -> [String: Any] {
        let run = try await runCLI(words)
        #expect(run.status == 0, "\(words): \(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(words): one line of GeoJSON, got \(lines.count)")
        let problems = RFC7946Check.problems(in: Data(run.stdout.utf8))
        #expect(problems.isEmpty, "\(words): \(problems.prefix(5))")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    func features(_ document: [String: Any]) -> [[String: Any]] { document["features"] as? [[String: Any]] ?? [] }

    func kinds(_ document: [String: Any]) -> [String: Int] {
        features(document).reduce(into: [:]) { counts, feature in
            counts[((feature["properties"] as? [String: Any])?["kind"] as? String) ?? "?", default: 0] += 1
        }
    }

    static let commands: [[String]] = [
        ["mta", "stops-for-route", "B70", "--geojson"],
        ["mta", "vehicles", "B63", "--geojson"],
        ["cta", "vehicles", "--route", "74", "--geojson"],
        ["cta", "stops", "--route", "74", "--direction", "Eastbound", "--geojson"],
        ["trip", "--provider", "cta", "--vehicle", "8164", "--geojson"],
        ["tram", "stops", "--route", "78", "--geojson"],
        ["near", "41.925051,-87.652866", "--radius", "40", "--geojson"],
        ["stops", "near", "41.925051,-87.652866", "--provider", "cta", "--geojson"],
        ["stops", "find", "Fullerton", "--provider", "cta", "--geojson"],
        ["plan", "--from", "London", "--to", "Sydney", "--geojson"],
        ["plan", "--from", "London", "--to", "Sydney", "--alternatives", "3", "--geojson"],
    ]

    @Test(arguments: commands)
    func everyPlacePrintingCommandWritesOneValidFeatureCollection(words: [String]) async throws {
        let document = try await collection(words)
        #expect(document["type"] as? String == "FeatureCollection")
        #expect(!features(document).isEmpty, "\(words) drew nothing")
    }

    /// B70's recording has 15 route-wide polylines and 3 in its two direction groups: the map
    /// draws the direction groups' (they say which way they run), never both, and every stop.
    @Test func b70IsItsDirectionsPolylinesAndItsStops() async throws {
        let document = try await collection(["mta", "stops-for-route", "B70", "--geojson"])
        #expect(kinds(document) == ["path": 3, "stop": 73])
        let directions = features(document).compactMap { feature -> String? in
            let properties = feature["properties"] as? [String: Any]
            return properties?["kind"] as? String == "path" ? properties?["direction"] as? String : nil
        }
        #expect(Set(directions) == ["0", "1"] && directions.count == 3)
        let one = try await collection(["mta", "stops-for-route", "B70", "--direction", "1", "--geojson"])
        #expect(kinds(one)["stop"] == 34)
    }

    @Test func mtaBusesArePointsWithTheirBearingAndRoute() async throws {
        let document = try await collection(["mta", "vehicles", "B63", "--geojson"])
        let bus = try #require(features(document).first { $0["id"] as? String == "mta/vehicle/MTA NYCT_375" })
        #expect((bus["geometry"] as? [String: Any])?["coordinates"] as? [Double] == [-74.027745, 40.6197])
        let properties = try #require(bus["properties"] as? [String: Any])
        #expect(abs((properties["bearing"] as? Double ?? 0) - 220.71548) < 1e-9) // MTA Bearing 229.28452, counter-clockwise from east
        #expect(properties["route"] as? String == "MTA NYCT_B63")
        #expect(properties["recordedAt"] as? String == "2020-11-08T07:56:51Z")
    }

    @Test func aTripIsItsLineItsCallsAndItsBus() async throws {
        let document = try await collection(["trip", "--provider", "cta", "--vehicle", "8164", "--geojson"])
        #expect(kinds(document) == ["trip": 1, "call": 2, "vehicle": 1])
        let calls = features(document).filter { ($0["properties"] as? [String: Any])?["kind"] as? String == "call" }
        #expect(calls.allSatisfy { ($0["properties"] as? [String: Any])?["time"] is String })
    }

    @Test func aPlanIsItsLegsAndCities() async throws {
        let document = try await collection(["plan", "--from", "London", "--to", "Sydney", "--geojson"])
        #expect(features(document).compactMap { $0["id"] as? String }.prefix(2) == ["plan/leg/London/Tokyo", "plan/leg/Tokyo/Sydney"])
        #expect(kinds(document) == ["leg": 2, "city": 3])
    }

    @Test func geojsonAndJsonTogetherIsAUsageError() async throws {
        let run = try await runCLI(["mta", "vehicles", "B63", "--json", "--geojson"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--geojson and --json cannot be combined"))
        #expect(run.stdout.isEmpty)
    }

    @Test func savedRoutesStatusAndWatch() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("cli-geojson-\(UUID().uuidString).json").path
        let add = try await runCLI([
            "routes", "add", "Home", "--provider", "mta", "--from", "Bay Ridge@40.6343,-74.0235",
            "--to", "Atlantic Av@40.6840,-73.9770", "--line", "MTA NYCT_B70", "--store", store,
        ])
        #expect(add.status == 0, "\(add.stderr)")
        let listed = try await collection(["routes", "list", "--geojson", "--store", store])
        #expect(kinds(listed) == ["start": 1, "end": 1])

        let status = try await runCLI(["routes", "status", "--geojson", "--store", store])
        #expect(RFC7946Check.problems(in: Data(status.stdout.utf8)).isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect(kinds(document)["path"] == 3 && kinds(document)["start"] == 1 && kinds(document)["end"] == 1)
        #expect(
            features(document).allSatisfy {
                ($0["properties"] as? [String: Any])?["kind"] as? String == "vehicle"
                    || ($0["properties"] as? [String: Any])?["statusColor"] is String
            })

        // One collection per refresh, one per line; the same buses keep their ids.
        let watch = try await runCLI(["routes", "watch", "Home", "--count", "2", "--interval", "1", "--geojson", "--store", store])
        #expect(watch.status == 0, "\(watch.stderr)")
        let lines = watch.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        var fixed: [[String]] = []
        var buses = 0
        for line in lines {
            #expect(RFC7946Check.problems(in: Data(line.utf8)).isEmpty)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let ids = features(document).compactMap { $0["id"] as? String }
            buses += ids.filter { $0.contains("/vehicle/") }.count
            fixed.append(ids.filter { !$0.contains("/vehicle/") })
        }
        // Markers, lines and stops are the same features on every refresh; only buses move.
        #expect(fixed[0] == fixed[1] && fixed[0].contains("mta/saved/home/start"))
        #expect(buses > 0)
    }
}
