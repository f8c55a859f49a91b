import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// getdetours / getenhanceddetours (v3), hand-made from the guide (SOURCES.md).
@Suite struct DetourTests {
    /// 2025-01-20 12:00 CST: inside the Pulaski detour, before the March one.
    static let january = Date(timeIntervalSince1970: 1_737_396_000)

    @Test func detoursAreMappedWithStateDatesAndDirections() throws {
        let detours = try CTAPayloads.detours(Fixtures.data("cta", "getdetours-handmade-v3.json"))
        #expect(detours.map(\.state) == [.active, .cancelled, .active])
        let pulaski = try #require(detours.first)
        #expect(pulaski.id == "4B4D8C4F-3E5A-4B0C-9F7A-2C1D8E6F0A11")
        #expect(pulaski.version == 3)
        #expect(pulaski.description == "Pulaski and Diversey")
        #expect(pulaski.routes == ["53", "76"])
        // "NORTHBOUND" is the direction id the other calls use, "Northbound".
        #expect(pulaski.affected.first == Detour.Affected(route: "53", direction: "Northbound"))
        // 20250106 05:00 Chicago (CST) = 11:00 UTC.
        #expect(pulaski.start == Date(timeIntervalSince1970: 1_736_161_200))
        #expect(pulaski.isInEffect(at: Self.january))
        #expect(detours[1].isInEffect(at: Self.january) == false) // cancelled
        #expect(detours[2].isInEffect(at: Self.january) == false) // not started
    }

    @Test func enhancedDetoursReadEpochNumbersAndReroutes() throws {
        let detours = try CTAPayloads.detours(Fixtures.data("cta", "getenhanceddetours-handmade-v3.json"))
        let detour = try #require(detours.first)
        // The same instant as getdetours' "20250106 05:00", sent as epoch ms in a number.
        #expect(detour.start == Date(timeIntervalSince1970: 1_736_161_200))
        #expect(detour.modifiedAt == Date(timeIntervalSince1970: 1_736_150_400))
        let reroute = try #require(detour.reroutes.first)
        #expect(reroute.originalPattern == "1234")
        #expect(reroute.detourPattern == "99123")
        #expect(reroute.firstStop == "4012")
        #expect(reroute.lastStop == "4018")
        #expect(reroute.replacementStops.map(\.id) == ["17701", "17702"])
        #expect(reroute.replacementStops.first?.coordinate == Coordinate(latitude: 41.928, longitude: -87.7267))
        // encpl: the detour pattern's own path (getpatterns-handmade-detour.json), decoded.
        let path = try #require(reroute.path)
        #expect(path.count == 7)
        #expect(path.first == Coordinate(latitude: 41.92452, longitude: -87.72673))
        #expect(path.last == Coordinate(latitude: 41.93898, longitude: -87.7268))
    }

    @Test func anUnreadablePolylineLeavesThePathOutNotTheDetour() throws {
        let body = #"{"bustime-response": {"dtrs": [{"id": "x", "st": 1, "desc": "d", "ptrs": [{"origpid": "1", "encpl": "~"}]}]}}"#
        let detours = try CTAPayloads.detours(Data(body.utf8))
        #expect(detours.count == 1)
        #expect(detours.first?.reroutes.first?.originalPattern == "1")
        #expect(detours.first?.reroutes.first?.path == nil)
    }

    @Test func aStateThatIsNeitherActiveNorCancelledNamesTheField() throws {
        let body = #"{"bustime-response": {"dtrs": [{"id": "x", "st": 7, "desc": "d"}]}}"#
        let error = try #require(payloadError { _ = try CTAPayloads.detours(Data(body.utf8)) })
        #expect(error.kind == .decoding)
        #expect(error.detail?.contains("dtrs[0].st") == true)
    }

    @Test func oneRouteIsAskedByRtSeveralByOneCallFilteredHere() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getdetours"), .fixture("cta", "getdetours-handmade-v3.json"))
        let cta = try makeClient(mock)
        _ = try await cta.detours(for: ["53"])
        #expect(mock.requests.last?.queryValue("rt") == "53")
        let several = try await cta.detours(for: ["76", "22"])
        #expect(mock.requests.count == 2)
        #expect(mock.requests.last?.queryValue("rt") == nil)
        #expect(several.map(\.description) == ["Pulaski and Diversey", "Clark between Diversey and Belmont"])
    }

    @Test func enhancedIsAskedWhenDetailed() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getenhanceddetours"), .fixture("cta", "getenhanceddetours-handmade-v3.json"))
        let detours = try await makeClient(mock).detours(for: ["53"], detailed: true)
        #expect(detours.first?.reroutes.isEmpty == false)
    }

    @Test func detoursNeedV3() async throws {
        let mock = MockTransport()
        await #expect(throws: TransitError.self) { _ = try await makeClient(mock, version: .v2).detours() }
        #expect(mock.requests.isEmpty)
    }

    /// v3 may answer getservicebulletins with "Unsupported function"; through
    /// `alerts(for:includingDetours:)` the route's active detours still arrive as alerts.
    @Test func alertsCarryActiveDetoursWhenBulletinsAreUnsupported() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getservicebulletins"), .fixture("cta", "error-unsupported.json"))
        mock.on(.path(suffix: "/getdetours"), .fixture("cta", "getdetours-handmade-v3.json"))
        let cta = try makeClient(mock, now: Self.january)
        let plain = await #expect(throws: TransitError.self) { _ = try await cta.alerts(for: ["53"]) }
        #expect(plain?.kind == .unsupported)
        let alerts = try await cta.alerts(for: ["53"], includingDetours: true)
        #expect(alerts.count == 1)
        #expect(alerts.first?.effect == .detour)
        #expect(alerts.first?.affectedRoutes == ["53", "76"])
        #expect(alerts.first?.detour?.id == "4B4D8C4F-3E5A-4B0C-9F7A-2C1D8E6F0A11")
    }

    @Test func languagesAreListed() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getlocalelist"), .fixture("cta", "getlocalelist-handmade-v3.json"))
        let languages = try await makeClient(mock).languages(inOwnLanguage: true)
        #expect(languages.map(\.code) == ["en", "es", "pl"])
        #expect(languages[1].name == "Spanish")
        #expect(mock.requests.first?.queryValue("inLocaleLanguage") == "true")
    }
}

/// `tmres` and `unixTime`, sent as configured and parsed.
@Suite struct TimeOptionTests {
    func client(_ mock: MockTransport, resolution: CTABusTrackerClient.TimeResolution, epoch: Bool) throws -> CTABusTrackerClient {
        CTABusTrackerClient(
            configuration: .init(
                apiKey: Secret(secretKey, name: "API key"), userAgent: try agent(), transport: mock, now: .fixed(recordedNow),
                timeResolution: resolution, epochTimes: epoch))
    }

    @Test func defaultSendsNeither() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-1.json"))
        _ = try await makeClient(mock).vehicles(on: ["74"])
        #expect(mock.requests.first?.queryValue("tmres") == nil)
        #expect(mock.requests.first?.queryValue("unixTime") == nil)
    }

    @Test func secondsAreAskedAndParsed() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-handmade-v3.json"))
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-1.json"))
        let cta = try client(mock, resolution: .seconds, epoch: false)
        let board = try await cta.predictions(at: ["1836"], routes: nil)
        _ = try await cta.vehicles(on: ["74"])
        #expect(mock.requests.map { $0.queryValue("tmres") } == ["s", "s"])
        // The fixture's prdtm carry seconds ("…:SS"); they survive to the Date.
        #expect(board.predictions.contains { ($0.time?.timeIntervalSince1970 ?? 0).truncatingRemainder(dividingBy: 60) != 0 })
    }

    @Test func epochTimesAreAskedAndParsed() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/gettime"), .json(#"{"bustime-response": {"tm": "1557893426000"}}"#))
        let cta = try client(mock, resolution: .minutes, epoch: true)
        #expect(try await cta.serverTime() == recordedNow)
        #expect(mock.requests.first?.queryValue("unixTime") == "true")
    }
}

/// Quirks that had no test that fails without their handling.
@Suite struct QuirkProofTests {
    /// v3 directions are `{id, name}`: the id is what is sent back (`dir=0`), never the name.
    @Test func directionIdNotNameIsSentBack() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getdirections"), .fixture("cta", "getdirections-handmade-idname.json"))
        mock.on(.path(suffix: "/getstops"), .fixture("cta", "getstops-1.json"))
        let cta = try makeClient(mock)
        let directions = try await cta.directions(of: "X1")
        #expect(directions.map(\.id) == ["0", "1"])
        #expect(directions.map(\.name) == ["Northbound", "Southbound"])
        _ = try await cta.stops(on: "X1", direction: directions[0].id)
        #expect(mock.requests.first { $0.url.path.hasSuffix("/getstops") }?.queryValue("dir") == "0")
    }

    /// getroutes is listed in CTA's order (1, 2, 3, X4…), not sorted.
    @Test func routesKeepCTAsOrder() throws {
        let data = try Fixtures.data("cta", "getroutes-1.json")
        let raw = try #require(
            ((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["bustime-response"] as? [String: Any])?["routes"]
                as? [[String: Any]])
        let sent = raw.compactMap { $0["rt"] as? String }
        let ids = try CTAPayloads.routes(data).map(\.id.rawValue)
        #expect(ids == sent)
        #expect(ids != ids.sorted()) // the fixture's order is not the sorted one, so sorting would fail the line above
    }

    /// The public `routes()` keeps the server's order too, not only `CTAPayloads.routes`: the
    /// recorded getroutes through the client over a mock, and the same rows in an order no sort
    /// gives (every third route first, the rest after, none of them sorted by id, name, number or
    /// designator), must come back exactly as sent.
    @Test func theClientsRoutesKeepTheServersOrder() async throws {
        let data = try Fixtures.data("cta", "getroutes-1.json")
        let sent = try CTAPayloads.routes(data).map(\.id.rawValue)
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), .fixture("cta", "getroutes-1.json"))
        #expect(try await makeClient(mock).routes().map(\.id.rawValue) == sent)

        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let body = try #require(object["bustime-response"] as? [String: Any])
        let rows = try #require(body["routes"] as? [[String: Any]])
        let shuffled =
            stride(from: 0, to: rows.count, by: 3).map { rows[$0] }
            + rows.indices.filter { $0 % 3 != 0 }.reversed().map { rows[$0] }
        let ids = shuffled.compactMap { $0["rt"] as? String }
        let names = shuffled.compactMap { $0["rtnm"] as? String }
        #expect(ids != ids.sorted() && ids != ids.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
        #expect(names != names.sorted())
        let reordered = try JSONSerialization.data(withJSONObject: ["bustime-response": ["routes": shuffled]])
        let other = MockTransport()
        other.on(
            .path(suffix: "/getroutes"),
            .response(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: reordered)))
        #expect(try await makeClient(other).routes().map(\.id.rawValue) == ids)
    }
}
