import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// The stop index built from tramTRACKER's catalogue (it has no "stops near" call): the walk,
/// its cost in requests, what GetStopInformation adds, partial failures, refresh and coverage.
@Suite struct StopFinderTests {
    /// GetRouteSummaries-hand-2 lists route 59; its (hand-made) stop list leaves stop 2110 at
    /// 0.0, 0.0, which the recorded GetStopInformation-1 places.
    func reducedNetwork(_ mock: MockTransport = MockTransport()) -> MockTransport {
        mock.on(.path(suffix: "/GetRouteSummaries"), .fixture("tramtracker", "GetRouteSummaries-hand-2.json"))
        mock.on(.path(suffix: "/GetRouteStopsByRoute/59"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-2.json"))
        mock.on(.path(suffix: "/GetStopInformation/2110"), .fixture("tramtracker", "GetStopInformation-1.json"))
        return mock
    }

    /// GetStopInformation-1's place of the Royal Melbourne Hospital stop.
    static let hospital = Coordinate(latitude: -37.799511541211, longitude: 144.95492172036)

    /// A cold index is 1 + R + M requests: the route list (GetRouteSummaries-hand-1: routes 1,
    /// 3a, 64, 78 — R = 4), each route's stops (both directions in one answer), and the
    /// information of each stop no list placed (M = 1). Exact URLs; the status counts them.
    @Test func aColdIndexIsTheRouteListEachRoutesStopsAndInformationForUnplacedStops() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/GetRouteSummaries"), .fixture("tramtracker", "GetRouteSummaries-hand-1.json"))
        mock.on(.path(suffix: "/GetRouteStopsByRoute/78"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-1.json"))
        mock.on(.path(containing: "/GetRouteStopsByRoute/"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-2.json"))
        mock.on(.path(suffix: "/GetStopInformation/2110"), .fixture("tramtracker", "GetStopInformation-1.json"))
        let client = try TT.client(mock)
        let status = try await client.refreshStops()
        let paths = [
            "GetRouteSummaries", "GetRouteStopsByRoute/1", "GetRouteStopsByRoute/3a", "GetRouteStopsByRoute/64",
            "GetRouteStopsByRoute/78", "GetStopInformation/2110",
        ]
        #expect(Set(mock.requests.map(\.url.absoluteString)) == Set(paths.map { TT.base + $0 + "/?aid=TTIOSJSON&tkn=\(TT.token)" }))
        #expect(mock.requests.count == 1 + 4 + 1)
        #expect(status.requests == 6)
        #expect(status.stopCount == 8)
        #expect(status.notes.isEmpty)
        // A stop listed by three routes is one stop serving all three.
        let abbotsford = try await client.stop("2109")
        #expect(Set(abbotsford.routeIDs) == ["1", "3a", "64"])
    }

    /// Field by field: the list gives id, name, flag, suburb, direction and route; the
    /// recorded GetStopInformation gives the place of the stop the list left at 0.0, 0.0 and
    /// says it is a platform stop. Listed stops keep their own place.
    @Test func aStopTheListLeftUnplacedIsPlacedByItsInformation() async throws {
        let mock = reducedNetwork()
        let client = try TT.client(mock)
        let hospital = try await client.stop("2110")
        #expect(
            hospital
                == Stop(
                    id: "2110", name: "Royal Melbourne Hospital & Flemington Rd", coordinate: Self.hospital,
                    code: "14", address: "Parkville", routeIDs: ["59"], direction: Direction(id: "down", name: "Down"),
                    timeZone: TT.melbourne, wheelchairBoarding: .accessible))
        let twin = try await client.stop("1110")
        #expect(twin.coordinate == Coordinate(latitude: -37.7993, longitude: 144.9552))
        #expect(twin.wheelchairBoarding == nil && twin.direction?.id == "up")
        #expect(mock.requests.filter { $0.operation == "GetStopInformation" }.count == 1)
    }

    /// Near, by name and by id, from one build: 5 questions, 3 requests.
    @Test func nearNameAndIdAnswerFromOneBuild() async throws {
        let mock = reducedNetwork()
        let client = try TT.client(mock)
        let here = Coordinate(latitude: -37.7990, longitude: 144.9557)
        let near = try await client.stops(near: here, radius: 300, limit: nil)
        #expect(near.map(\.stop.id) == ["1110", "2110"])
        #expect(abs((near.last?.distance ?? 0) - here.distance(to: Self.hospital)) < 0.5)
        #expect(try await client.stops(near: here, radius: 300, limit: 1).map(\.stop.id) == ["1110"])
        #expect(Set(try await client.stops(matching: "royal melb", limit: nil).map(\.id)) == ["1110", "2110"])
        #expect(try await client.stop(" 2111 ").name == "Queensberry St & Elizabeth St")
        let unknown = await transitError { _ = try await client.stop("9999") }
        #expect(unknown?.kind == .notFound)
        #expect(mock.requests.count == 3)
    }

    /// One route whose stops fail is a note; the other routes are indexed.
    @Test func aRouteWhoseStopsFailIsANoteAndTheRestIsIndexed() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/GetRouteSummaries"), .fixture("tramtracker", "GetRouteSummaries-hand-1.json"))
        mock.on(.path(suffix: "/GetRouteStopsByRoute/64"), .status(503, body: "busy"))
        mock.on(.path(containing: "/GetRouteStopsByRoute/"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-1.json"))
        let status = try await TT.client(mock).refreshStops()
        #expect(status.stopCount == 4)
        #expect(status.notes.map(\.subject) == [.route("64")])
        #expect(status.notes.map(\.kind) == [.failed])
    }

    /// A stop whose information fails stays in the index, found by id and name, without a place.
    @Test func aStopWhoseInformationFailsIsFoundByIdAndNameOnly() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetStopInformation/"), .status(503, body: "busy"))
        let client = try TT.client(reducedNetwork(mock))
        let status = try await client.refreshStops()
        #expect(status.notes.map(\.subject) == [.stop("2110")])
        #expect(try await client.stop("2110").coordinate == nil)
        #expect(try await client.stops(matching: "royal", limit: nil).map(\.id).contains("2110"))
        #expect(status.stopCount == 4)
    }

    /// Built once on the first question; `refreshStops()` walks again on the app's schedule.
    @Test func builtOnceAndRebuiltByRefreshStops() async throws {
        let mock = reducedNetwork()
        let client = try TT.client(mock)
        _ = try await client.stop("2109")
        _ = try await client.stops(matching: "flemington", limit: 3)
        #expect(mock.requests.count == 3)
        let copy = client
        _ = try await copy.stop("2111")
        #expect(mock.requests.count == 3)
        try await client.refreshStops()
        #expect(mock.requests.count == 6)
    }

    /// `stopIndexMaximumAge` in the configuration: the first question after the index got
    /// that old rebuilds it first.
    @Test func aMaximumAgeInTheConfigurationRebuildsAStaleIndex() async throws {
        let mock = reducedNetwork()
        let clock = Locked(Date(timeIntervalSince1970: 1_737_699_629))
        let client = TramTrackerClient(
            configuration: .init(
                userAgent: try TT.agent(), transport: mock, now: Now { clock.withLock { $0 } },
                tokenStore: InMemoryTokenStore(token: TT.token), stopIndexMaximumAge: .seconds(86_400)))
        _ = try await client.stop("2109")
        clock.withLock { $0 += 3_600 }
        _ = try await client.stop("2109")
        #expect(mock.requests.count == 3)
        clock.withLock { $0 += 2 * 86_400 }
        _ = try await client.stop("2109")
        #expect(mock.requests.count == 6)
    }

    /// The stated network box holds every stop place in the fixtures — the recorded
    /// GetStopInformation and the hand-made lists — and no other city.
    @Test func coverageHoldsEveryRecordedStop() throws {
        let coverage = try #require(TramTrackerClient.facts.coverage)
        var places = [try TramTrackerPayloads.stopInformation(try TT.body("GetStopInformation-1.json"), stop: "2110").stop.coordinate]
        for (name, route) in [("GetRouteStopsByRoute-hand-1.json", "78"), ("GetRouteStopsByRoute-hand-2.json", "59")] {
            places += try TramTrackerPayloads.stops(try TT.body(name), route: Route.ID(route)).map(\.coordinate)
        }
        places += try TramTrackerPayloads.stops(
            try TT.body("GetListOfStopsByRouteNoAndDirection-hand-1.json"), route: "78",
            direction: "down"
        ).map(\.coordinate)
        let known = places.compactMap { $0 }
        #expect(known.count == 11)
        #expect(known.allSatisfy { coverage.contains($0) })
        for elsewhere in [
            Coordinate(latitude: -33.8688, longitude: 151.2093), Coordinate(latitude: -38.1499, longitude: 144.3617),
            Coordinate(latitude: -37.5622, longitude: 143.8503),
        ] { // Sydney, Geelong, Ballarat
            #expect(!coverage.contains(elsewhere))
        }
    }
}
