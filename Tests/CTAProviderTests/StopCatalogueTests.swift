import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// Stops near a place, by name and by id, from the stop index CTA's catalogue calls build:
/// getroutes → getdirections per route → getstops per route and direction.
@Suite struct StopCatalogueTests {
    /// Fullerton & Sheffield (Red/Brown/Purple Line), Eastbound stop 6597 of getstops-3.json.
    static let sheffield = Coordinate(latitude: 41.925293000000835, longitude: -87.6531369999982)

    /// Route 74's catalogue over recordings: the route's row (cut from getroutes-1.json), its
    /// recorded getdirections, its recorded Eastbound getstops, and Westbound as getstops would
    /// list pattern 8420's stops (getstops-handmade-74-westbound.json).
    static func route74(westbound: MockTransport.Reply = .fixture("cta", "getstops-handmade-74-westbound.json")) -> MockTransport {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), .fixture("cta", "getroutes-handmade-74.json"))
        mock.on(.path(suffix: "/getdirections").and(.query("rt", "74")), .fixture("cta", "getdirections-1.json"))
        mock.on(.path(suffix: "/getstops").and(.query("rt", "74")).and(.query("dir", "Eastbound")), .fixture("cta", "getstops-3.json"))
        mock.on(.path(suffix: "/getstops").and(.query("rt", "74")).and(.query("dir", "Westbound")), westbound)
        return mock
    }

    @Test func theIndexIsBuiltOnceFromRoutesDirectionsAndStops() async throws {
        let mock = Self.route74()
        let cta = try makeClient(mock)
        let near = try await cta.stops(near: Self.sheffield, radius: 250, limit: nil)
        #expect(near.first?.stop.id == "6597")
        #expect(near.first?.distance == 0)
        #expect(near.map(\.distance) == near.map(\.distance).sorted())
        // Westbound's Fullerton Red/Brown/Purple Line Station (1225) is across the street.
        #expect(near.contains { $0.stop.id == "1225" && $0.stop.direction?.id == "Westbound" })
        #expect(mock.requests.map { $0.operation ?? "" } == ["getroutes", "getdirections", "getstops", "getstops"])

        let named = try await cta.stops(matching: "fullerton & SHEFFIELD", limit: 5)
        #expect(named.first?.id == "6597")
        let stop = try await cta.stop(" 6597 ")
        #expect(stop.name == "Fullerton & Sheffield (Red/Brown/Purple Line)")
        #expect(stop.routeIDs == ["74"])
        #expect(stop.direction?.id == "Eastbound")
        #expect(stop.timeZone?.identifier == "America/Chicago")
        #expect(try await cta.stop("CTA_6597").id == "6597")
        // 1224 (Fullerton & Halsted) ends Eastbound and starts Westbound: one stop, no one direction.
        let halsted = try await cta.stop("1224")
        #expect(halsted.direction == nil)
        #expect(halsted.routeIDs == ["74"])
        // Answered from the index: no more requests.
        #expect(mock.requests.count == 4)
        #expect(cta.stopIndex.status.stopCount == 68 + 60 - 2)
        #expect(cta.stopIndex.status.requests == 4)
        #expect(cta.stopIndex.status.notes.isEmpty)
    }

    @Test func anUnknownStopIsNotFoundAndCopiesShareTheIndex() async throws {
        let mock = Self.route74()
        let cta = try makeClient(mock)
        let error = await transitError { _ = try await cta.stop("999999") }
        #expect(error?.kind == .notFound)
        let copy = cta
        _ = try await copy.stops(near: Self.sheffield, radius: 100, limit: 1)
        #expect(mock.requests.count == 4)
    }

    @Test func aDirectionThatFailsIsANoteAndTheRestIsIndexed() async throws {
        let mock = Self.route74(westbound: .status(503))
        let cta = try makeClient(mock)
        let near = try await cta.stops(near: Self.sheffield, radius: 250, limit: nil)
        #expect(near.first?.stop.id == "6597")
        #expect(!near.contains { $0.stop.id == "1225" })
        let status = cta.stopIndex.status
        #expect(status.stopCount == 68)
        #expect(status.notes.map(\.subject) == [.route("74")])
        #expect(status.notes.map(\.kind) == [.failed])
    }

    @Test func everyRouteFailingFailsTheBuildNamingTheCall() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), .fixture("cta", "getroutes-handmade-74.json"))
        mock.on(.path(suffix: "/getdirections"), .status(503))
        let error = await transitError { _ = try await makeClient(mock).stops(matching: "fullerton", limit: nil) }
        #expect(error?.status == 503)
        #expect(error?.operation == "getdirections")
        #expect(error?.detail?.contains("stop index build failed") == true)
    }

    @Test func aColdIndexCostsOnePlusRoutesPlusDirections() async throws {
        // The recorded getroutes (124 routes); every route answered with route 74's two
        // recorded directions and its stops: what is measured is the walk's request count.
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), .fixture("cta", "getroutes-1.json"))
        mock.on(.path(suffix: "/getdirections"), .fixture("cta", "getdirections-1.json"))
        mock.on(.path(suffix: "/getstops").and(.query("dir", "Eastbound")), .fixture("cta", "getstops-3.json"))
        mock.on(.path(suffix: "/getstops"), .fixture("cta", "getstops-handmade-74-westbound.json"))
        let cta = try makeClient(mock)
        let status = try await cta.refreshStops()
        #expect(status.requests == 1 + 124 + 248)
        #expect(mock.requests.count == 373)
        #expect(Set(mock.requests.compactMap { $0.queryValue("rt") }).count == 124)
    }

    @Test func maximumAgeRebuildsAndRefreshStopsIsTheAppsToCall() async throws {
        let mock = Self.route74()
        let clock = Locked(recordedNow)
        let cta = CTABusTrackerClient(
            configuration: .init(
                apiKey: Secret(secretKey, name: "API key"), userAgent: try agent(), transport: mock,
                now: Now { clock.withLock { $0 } }, stopIndexMaximumAge: .seconds(86_400)))
        _ = try await cta.stop("6597")
        #expect(mock.requests.count == 4)
        clock.withLock { $0 = $0.addingTimeInterval(3_600) }
        _ = try await cta.stop("6597")
        #expect(mock.requests.count == 4) // an hour old: answered as is
        clock.withLock { $0 = $0.addingTimeInterval(86_400) }
        _ = try await cta.stop("6597")
        #expect(mock.requests.count == 8) // older than a day: rebuilt first
        let status = try await cta.refreshStops()
        #expect(mock.requests.count == 12)
        #expect(status.builtAt == recordedNow.addingTimeInterval(90_000))
        #expect(status.age(at: recordedNow.addingTimeInterval(90_060)) == .seconds(60))
    }

    @Test func withoutAMaximumAgeOnlyRefreshStopsRebuilds() async throws {
        let mock = Self.route74()
        let clock = Locked(recordedNow)
        let cta = CTABusTrackerClient(
            configuration: .init(
                apiKey: Secret(secretKey, name: "API key"), userAgent: try agent(), transport: mock,
                now: Now { clock.withLock { $0 } }))
        _ = try await cta.stop("6597")
        clock.withLock { $0 = $0.addingTimeInterval(30 * 86_400) }
        _ = try await cta.stop("6597")
        #expect(mock.requests.count == 4)
        #expect(cta.stopIndex.maximumAge == nil)
    }

    @Test func badQuestionsAreRefusedBeforeAnyRequest() async throws {
        let mock = Self.route74()
        let cta = try makeClient(mock)
        #expect(await transitError { _ = try await cta.stops(near: Self.sheffield, radius: 0, limit: nil) }?.kind == .invalidArgument)
        #expect(await transitError { _ = try await cta.stops(matching: " ", limit: nil) }?.kind == .invalidArgument)
        #expect(await transitError { _ = try await cta.stop("") }?.kind == .invalidArgument)
        #expect(mock.requests.isEmpty)
    }
}
