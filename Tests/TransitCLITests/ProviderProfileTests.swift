import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TransitCLI

/// OneBusAway regions and BusTime deployments as `--provider` values: parsed, keyed by their
/// own variable, refused plainly without it or under the demo recordings, and sent to their
/// own server (a MockTransport stands in for the network).
@Suite struct ProviderProfileTests {
    @Test func profilesResolveByIdAndFamilySpelling() throws {
        #expect(try Providers.resolve("oba:pugetsound") == "oba-pugetsound")
        #expect(try Providers.resolve("OBA-PugetSound") == "oba-pugetsound")
        #expect(try Providers.resolve("bustime:prt") == "prt")
        #expect(try Providers.resolve("pittsburgh") == "prt")
        #expect(throws: CLIError.self) { try Providers.resolve("oba:mta") }
        #expect(try Providers.entry("oba-pugetsound").keyVariable == "OBA_PUGETSOUND_API_KEY")
        #expect(try Providers.entry("prt").keyVariable == "PRT_API_KEY")
        #expect(try Providers.entry("cta").keyVariable == "CTA_API_KEY")
    }

    @Test func withoutItsKeyAProfileNamesItsVariableAndSendsNothing() async throws {
        let network = MockTransport()
        let run = try await runCLI(
            ["predictions", "--provider", "oba:pugetsound", "--stop", "1_75414"], replay: false, network: network)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("transit: OBA_PUGETSOUND_API_KEY is not set"), "\(run.stderr)")
        #expect(network.requests.isEmpty)
    }

    @Test func theDemoRecordingsRefuseAProfilePlainly() async throws {
        let run = try await runCLI(["vehicles", "--route", "13", "--provider", "bustime:prt"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix("transit: the recordings hold no answers from PRT TrueTime")
                && run.stderr.contains("set PRT_API_KEY"), "\(run.stderr)")
    }

    @Test func aOneBusAwayRegionAsksItsOwnServer() async throws {
        let network = MockTransport()
        network.on(.path(containing: "arrivals-and-departures-for-stop"), .fixture("onebusaway", "arrivals-and-departures-for-stop-1.json"))
        let run = try await runCLI(
            ["predictions", "--provider", "oba-pugetsound", "--stop", "1_75414", "--json"],
            environment: ["OBA_PUGETSOUND_API_KEY": "obakey"], replay: false, network: network)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(network.requests.map(\.url.host) == ["api.pugetsound.onebusaway.org"])
        #expect(run.stdout.contains("\"stopID\" : \"1_75414\""), "\(run.stdout.prefix(400))")
    }

    @Test func aBusTimeProfileAsksItsOwnServerAndFeed() async throws {
        let network = MockTransport()
        network.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-2.json"))
        let run = try await runCLI(
            ["predictions", "--provider", "prt", "--stop", "4727"], environment: ["PRT_API_KEY": "prtkey"], replay: false,
            network: network)
        #expect(run.status == 0, "\(run.stderr)")
        let url = try #require(network.requests.first?.url)
        #expect(url.host == "truetime.portauthority.org")
        #expect(url.query?.contains("rtpidatafeed=Port%20Authority%20Bus") == true, "\(url)")
        #expect(run.stdout.contains("Michigan"))
    }

    @Test func providersListsEachProfilesZoneServerAndKey() async throws {
        let run = try await runCLI(["providers"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let seattle = try #require(lines.first { $0.hasPrefix("oba-pugetsound ") })
        #expect(
            seattle.contains("America/Los_Angeles") && seattle.contains("https://api.pugetsound.onebusaway.org/")
                && seattle.contains("OBA_PUGETSOUND_API_KEY"), "\(seattle)")
        let prt = try #require(lines.first { $0.hasPrefix("prt ") })
        #expect(prt.contains("America/New_York") && prt.contains("PRT_API_KEY"), "\(prt)")
        #expect(lines.contains { $0.hasPrefix("tramtracker ") && $0.hasSuffix("TRAMTRACKER_TOKEN (optional)") })
        // --json is the library's catalog, entry by entry.
        let json = try await runCLI(["providers", "--json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let pittsburgh = try #require(entries.first { $0["id"] as? String == "prt" })
        #expect(
            pittsburgh["keyVariable"] as? String == "PRT_API_KEY" && pittsburgh["family"] as? String == "busTime"
                && pittsburgh["isProfile"] as? Bool == true)
        #expect(entries.first { $0["id"] as? String == "tramtracker" }?["needsKey"] as? Bool == false)
        let help = try await runCLI(["predictions", "--help"])
        #expect(help.stdout.contains("`transit providers`"))
    }
}
