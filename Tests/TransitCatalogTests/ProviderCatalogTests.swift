import Foundation
import Testing
import TransitCatalog
import TransitKitCore
import TransitKitTesting

/// The catalog of every server: each entry builds a client that is what the entry says (id,
/// name, server), asks its own server with its own key, refuses to be built without a key it
/// needs, and is found by every spelling a person types.
@Suite struct ProviderCatalogTests {
    let catalog = ProviderCatalog.standard

    static func agent() throws -> UserAgent { try UserAgent(app: "TransitCatalogTests/1.0") }

    @Test func theFourProvidersComeFirstThenEveryProfileOnce() {
        let ids = catalog.entries.map(\.id.rawValue)
        #expect(Array(ids.prefix(4)) == ["busbud", "cta", "tramtracker", "mta"])
        #expect(catalog.entries.prefix(4).allSatisfy { !$0.isProfile })
        #expect(catalog.entries.dropFirst(4).allSatisfy { $0.isProfile })
        #expect(Set(ids).count == ids.count)
        // MTA's OneBusAway region and CTA's BusTime profile are the providers themselves.
        #expect(ids.contains("oba-pugetsound") && ids.contains("prt"))
        #expect(ids.filter { $0 == "mta" || $0 == "cta" }.count == 2)
    }

    @Test func everyEntryBuildsTheClientItDescribes() throws {
        for entry in catalog.entries {
            let client = try entry.client(.init(apiKey: "k", userAgent: try Self.agent(), transport: MockTransport()))
            #expect(client.descriptor.id == entry.id)
            #expect(client.descriptor.name == entry.facts.name)
            #expect(client.descriptor.timeZone == entry.facts.timeZone)
        }
    }

    @Test func spellingsPeopleTypeFindTheEntry() {
        #expect(catalog.entry(named: "tram")?.id == "tramtracker")
        #expect(catalog.entry(named: "OBA:PugetSound")?.id == "oba-pugetsound")
        #expect(catalog.entry(named: "bustime:prt")?.id == "prt")
        #expect(catalog.entry(named: "pittsburgh")?.id == "prt")
        #expect(catalog.entry(named: " CTA ")?.id == "cta")
        #expect(catalog.entry(named: "oba:mta") == nil)
        #expect(catalog.entry(named: "") == nil)
        #expect(catalog.spellings.contains("tram"))
    }

    @Test func eachDeploymentHasItsOwnKeyVariable() throws {
        #expect(catalog.entry(named: "oba-pugetsound")?.keyVariable == "OBA_PUGETSOUND_API_KEY")
        #expect(catalog.entry(named: "prt")?.keyVariable == "PRT_API_KEY")
        #expect(catalog.entry(named: "cta")?.keyVariable == "CTA_API_KEY")
        #expect(catalog.entry(named: "tramtracker")?.needsKey == false)
        let variables = catalog.entries.map(\.keyVariable)
        #expect(Set(variables).count == variables.count)
    }

    @Test func aServerThatNeedsAKeyIsNotBuiltWithoutOne() throws {
        let entry = try #require(catalog.entry(named: "oba-pugetsound"))
        for key in [nil, "", "  \n"] {
            let error = #expect(throws: TransitError.self) {
                try entry.client(.init(apiKey: key, userAgent: try Self.agent(), transport: MockTransport()))
            }
            #expect(error?.kind == .invalidArgument)
            #expect(error?.detail?.contains("OBA_PUGETSOUND_API_KEY") == true)
        }
        let tram = try #require(catalog.entry(named: "tram"))
        #expect(throws: Never.self) { try tram.client(.init(apiKey: nil, userAgent: try Self.agent(), transport: MockTransport())) }
    }

    /// A deployment's client asks its own server with its own key: PRT's BusTime host, the
    /// Puget Sound OneBusAway host.
    @Test func aProfileAsksItsOwnServerWithItsKey() async throws {
        let network = MockTransport()
        network.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-2.json"))
        network.on(.path(containing: "arrivals-and-departures-for-stop"), .fixture("onebusaway", "arrivals-and-departures-for-stop-1.json"))
        for (name, stop) in [("prt", "4727"), ("oba-pugetsound", "1_75414")] {
            let entry = try #require(catalog.entry(named: name))
            let client = try entry.client(.init(apiKey: "secret-\(name)", userAgent: try Self.agent(), transport: network))
            let source = try #require(client as? any PredictionSource)
            _ = try await source.predictions(at: [Stop.ID(stop)], routes: nil)
            let url = try #require(network.requests.last?.url)
            #expect(url.host == entry.baseURL.host)
            #expect(url.query?.contains("secret-\(name)") == true)
        }
    }
}
