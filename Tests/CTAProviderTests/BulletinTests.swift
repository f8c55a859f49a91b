import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

@Suite struct BulletinTests {
    func alerts(_ fixture: String, routes: [Route.ID]) async throws -> [ServiceAlert] {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getservicebulletins"), .fixture("cta", fixture))
        return try await makeClient(mock).alerts(for: routes)
    }

    @Test func highPriorityFirstCaseInsensitive() async throws {
        let alerts = try await alerts("getservicebulletins-handmade-v3.json", routes: ["22"])
        #expect(
            alerts.map(\.id.rawValue) == [
                "#22 Service Suspended", "Systemwide Holiday Schedule", "#22 Clark & Belmont Stop Relocation",
            ])
        #expect(alerts.map(\.severity) == [.high, .medium, .low]) // "HIGH", "Medium", "low"
    }

    @Test func htmlAndNewlinesAreCleaned() async throws {
        let alerts = try await alerts("getservicebulletins-handmade-v3.json", routes: ["22"])
        let relocation = try #require(alerts.last)
        #expect(relocation.description == "The southbound stop at Clark & Belmont moves\none block south.")
        #expect(relocation.affectedStops == ["1836"])
        let suspended = try #require(alerts.first)
        #expect(suspended.description == "Buses are suspended between Diversey and Belmont.\n\nUse the #36 instead.")
        #expect(suspended.publishedAt == Date(timeIntervalSince1970: 1_736_254_800)) // mod 20250107 07:00:00 CST
    }

    @Test func emptyServiceEntryIgnoredAndSystemWideAppliesToEveryRoute() async throws {
        let alerts = try await alerts("getservicebulletins-handmade-v3.json", routes: ["22"])
        #expect(alerts[0].affectedRoutes == ["22"]) // [{all ""}, {rt: 22}]
        #expect(!alerts[0].isNetworkWide)
        // srvc [] = system-wide: no route, no stop, so it affects the 22 and every other route.
        #expect(alerts[1].id == "Systemwide Holiday Schedule")
        #expect(alerts[1].isNetworkWide)
        #expect(alerts[1].affects("22") && alerts[1].affects("X9"))
        #expect(alerts[1].effect == .other)
    }

    @Test func statusIsDerivedFromEffect() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getservicebulletins"), .fixture("cta", "getservicebulletins-handmade-v3.json"))
        let status = try #require(try await makeClient(mock).status(of: ["22"]).first)
        #expect(status.alerts.first?.effect == .noService)
        #expect(status.status == .disrupted)
        #expect(status.status == .disrupted)
    }

    @Test func recordedV2BulletinsMap() async throws {
        // getservicebulletins-1.json answers rt=74 with route 126's reroute too; asked for the
        // 126 it is the one alert.
        let alerts = try await alerts("getservicebulletins-1.json", routes: ["126"])
        #expect(alerts.count == 1)
        let reroute = try #require(alerts.first { $0.id == "Reroute at Jackson/Lavergne" })
        #expect(reroute.affectedRoutes == ["126"]) // the all-empty srvc entry is dropped
        #expect(reroute.effect == .detour)
        #expect(reroute.description.hasSuffix("due to police activity.\n\nAllow extra travel time."))
        #expect(reroute.publishedAt == nil) // v2 has no `mod`
    }

    /// Rule 7: CTA answers `rt=74` with route 126's reroute as well; `alerts(for: ["74"])`
    /// returns only the 74's three bulletins.
    @Test func bulletinsOfOtherRoutesAreLeftOut() async throws {
        let alerts = try await alerts("getservicebulletins-1.json", routes: ["74"])
        #expect(
            alerts.map(\.id.rawValue) == [
                "#74 Bus Stop Elimination", "#74 Bus Stop Restoration", "#74 Fullerton Bus Stop Relocation",
            ])
        #expect(alerts.allSatisfy { $0.affectedRoutes == ["74"] })
    }

    /// The case: another route's suspension must not colour the route asked for. The
    /// handmade answer holds the 22's suspension (red) and a system-wide notice (yellow).
    @Test func anotherRoutesSuspensionDoesNotColourTheRouteAsked() async throws {
        let alerts = try await alerts("getservicebulletins-handmade-v3.json", routes: ["36"])
        #expect(alerts.map(\.id.rawValue) == ["Systemwide Holiday Schedule"])
        #expect(ServiceStatus(alerts: alerts) == .altered)
    }

    @Test func sameBulletinFromSeveralBatchesIsOneAlert() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getservicebulletins"), .fixture("cta", "getservicebulletins-handmade-v3.json"))
        let routes = (13...24).map { Route.ID(String($0)) }
        let alerts = try await makeClient(mock).alerts(for: routes)
        #expect(mock.requests.count == 2)
        #expect(
            alerts.map(\.id.rawValue) == [
                "#22 Service Suspended", "Systemwide Holiday Schedule", "#22 Clark & Belmont Stop Relocation",
            ])
        let relocation = try #require(alerts.last)
        #expect(relocation.affectedStops == ["1836"]) // once, though both batches sent it
    }

    @Test func bulletinsAtStopsAreMergedNotScoped() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getservicebulletins"), .fixture("cta", "getservicebulletins-1.json"))
        let alerts = try await makeClient(mock).alerts(atStops: (1...11).map { Stop.ID(String($0)) })
        #expect(mock.requests.map { stopIDs($0).count }.sorted(by: >) == [10, 1])
        #expect(alerts.count == 4)
    }

    @Test(arguments: [
        ("High", ServiceAlert.Severity.high), ("high", .high), ("MEDIUM", .medium), ("Low", .low),
        ("low ", .low), ("", .medium), ("urgent", .medium),
    ])
    func priorityWords(_ word: String, _ severity: ServiceAlert.Severity) {
        #expect(CTAMapper.severity(word) == severity)
    }

    @Test func stopNeedsDirection() async throws {
        let mock = MockTransport()
        let error = await transitError { _ = try await makeClient(mock).alerts(route: "22", stop: "1836") }
        #expect(error?.kind == .invalidArgument)
        #expect(mock.requests.isEmpty)
    }
}
