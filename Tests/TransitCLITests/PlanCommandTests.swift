import Foundation
import Testing
import TransitKitTesting

@testable import TransitCLI

@Suite struct PlanCommandTests {
    @Test func cheapestTripOnTheBundledDataSet() async throws {
        let run = try await runCLI(["plan", "--from", "london", "--to", "  Sydney"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("London → Tokyo → Sydney: 320.00 EUR (2 legs)\n"))
        #expect(run.stdout.contains("Tokyo   Sydney  100.00 EUR"))
        #expect(run.stdout.contains("polyline: odoyHnen@hv{_Bgr~uYhvhgLcxkdA"))
    }

    @Test func alternativesAreNumberedCheapestFirst() async throws {
        let run = try await runCLI(["plan", "--from", "London", "--to", "Cape Town", "--alternatives", "3"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("1. London → Tokyo → Sydney → Cape Town: 520.00 EUR (3 legs)"))
        #expect(run.stdout.contains("2. London → New York → Los Angeles → Tokyo → Sydney → Cape Town: 970.00 EUR (5 legs)"))
        #expect(!run.stdout.contains("3. "))
    }

    @Test func jsonCarriesLegsTotalsAndPolyline() async throws {
        let run = try await runCLI(["plan", "--from", "Tokyo", "--to", "Porto", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let routes = try #require(object["routes"] as? [[String: Any]])
        #expect((routes.first?["cities"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Tokyo", "London", "Porto"])
        #expect((routes.first?["total"] as? [String: Any])?["minorUnits"] as? Int == 25000)
        #expect(routes.first?["polyline"] as? String == "emrxEwkotYiv{_Bfr~uYlcj~@dsar@")
    }

    @Test func noRouteIsSaidPlainlyWithStatus1() async throws {
        let run = try await runCLI(["plan", "--from", "Porto", "--to", "Tokyo"])
        #expect(run.status == 1)
        #expect(run.stdout == "no route from Porto to Tokyo\n")
    }

    @Test func fewestLegsOption() async throws {
        let run = try await runCLI(["plan", "--from", "Cape Town", "--to", "Tokyo", "--fewest-legs"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Cape Town → London → Tokyo: 1020.00 EUR (2 legs)"))
    }

    @Test func unknownCityAndMissingOptionFail() async throws {
        let unknown = try await runCLI(["plan", "--from", "London", "--to", "Guimarães"])
        #expect(unknown.status == 2) // an unknown city is bad input
        #expect(unknown.stderr.contains("to: unknown city \"Guimarães\""))
        let missing = try await runCLI(["plan", "--from", "London"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("transit: missing --to"))
    }

    @Test func dataFileWithBogusCoordinatesWarnsOnStderr() async throws {
        let file = try Fixtures.url("connections", "connections-1.json").path
        let run = try await runCLI(["plan", "--from", "London", "--to", "Sydney", "--data", file])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("London → Tokyo → Sydney: 850.00 EUR"))
        #expect(
            run.stderr
                == "warning: data: connections[6].coordinates.to: latitude 123 is outside -90...90, longitude 321 is outside -180...180 (coordinate ignored)\n"
        )
    }

    @Test func dataURLGoesThroughTheReplayTransport() async throws {
        let run = try await runCLI(["plan", "--from", "Sydney", "--to", "Tokyo", "--data", DemoCommand.connectionsURL])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Sydney → Cape Town → London → Tokyo: 1220.00 EUR (3 legs)"))
    }

    /// A `--data` file that does not exist is an input error (2), like an unknown city, not a
    /// failure (1); the line names the option and the file.
    @Test func aMissingDataFileIsAnInputError() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).json").path
        for words in [["plan", "--from", "London", "--to", "Tokyo", "--data", path], ["plan", "cities", "--data", path]] {
            let run = try await runCLI(words)
            #expect(run.status == 2, "\(words): \(run.stderr)")
            #expect(run.stderr == "transit: --data \(path): no such file\n")
            #expect(run.stdout.isEmpty)
        }
    }

    /// City names come from the data file: the trip's head line and its table show them escaped.
    @Test func cityNamesFromTheDataFileAreEscaped() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("evil-\(UUID().uuidString).json")
        try Data(#"{"connections": [{"from": "Lon\u001b[31mdon", "to": "Par\nis", "price": 10}]}"#.utf8).write(to: file)
        let run = try await runCLI(["plan", "--from", "Lon\u{1B}[31mdon", "--to", "Par\nis", "--data", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("\u{1B}"), "\(run.stdout)")
        #expect(run.stdout.hasPrefix("Lon\\u{1B}[31mdon → Par is"), "\(run.stdout)") // the data set folds the line break
    }

    /// A signed data URL's secret query items never reach stderr, whatever fails.
    @Test(arguments: ["token", "key", "api_key", "sig", "signature", "access_token", "X-Amz-Signature"])
    func dataURLSecretsAreRedactedInErrors(item: String) async throws {
        let url = "https://data.example.com/private/connections.json?\(item)=s3cr3t-v4lue&v=2"
        let run = try await runCLI(["--verbose", "plan", "--from", "London", "--to", "Tokyo", "--data", url])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("transit: "), "\(run.stderr)")
        #expect(run.stderr.contains("\(item)=REDACTED"), "\(run.stderr)")
        #expect(!run.stderr.contains("s3cr3t") && !run.stdout.contains("s3cr3t"), "\(run.stderr)")
    }

    @Test func citiesRanksPrefixMatches() async throws {
        let run = try await runCLI(["plan", "cities", "to"])
        #expect(run.status == 0)
        let names = run.stdout.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["Tokyo", "Cape", "Porto"])
        let json = try await runCLI(["plan", "cities", "--json", "--limit", "2"])
        let cities = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(cities.map { $0["name"] as? String } == ["Cape Town", "London"])
        let none = try await runCLI(["plan", "cities", "zzz"])
        #expect(none.status == 1)
    }

    @Test func demoSectionShowsTheCheapestTrip() async throws {
        let run = try await runCLI(["demo"], replay: false)
        #expect(run.stdout.contains("  $ transit plan --data \(DemoCommand.connectionsURL) --from London --to \"Cape Town\""))
        #expect(run.stdout.contains("1. London → Tokyo → Sydney → Cape Town: 520.00 EUR (3 legs)"))
        #expect(run.stdout.contains("2. London → New York → Los Angeles → Tokyo → Sydney → Cape Town: 970.00 EUR"))
    }
}
