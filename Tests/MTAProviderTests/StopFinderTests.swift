import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// Stops by id, near a place and by name; coverage; catalogue answers cached for a day.
/// "Near" is stops-for-location-4.json (recorded, MTA, 14 stops around Vanderbilt Av /
/// Lafayette Av); the stop index comes from the two routes-for-agency lists (301 routes) with
/// the B69 (stops-for-route-6.json) and B70 (stops-for-route-1.json) answered and every other
/// route a 404.
@Suite("MTA stop finding")
struct StopFinderTests {
    /// Between MTA_305809 and MTA_305835 (Vanderbilt Av at Lafayette Av). Distances from here,
    /// computed with python3 (haversine, mean Earth radius): 305809 16.1 m, 305835 17.6 m,
    /// 303021 43.9 m, … 303022 294.2 m, 307550 327.8 m (in the server's square, outside the circle).
    static let corner = Coordinate(latitude: 40.68766, longitude: -73.96880)
    static let within300: [Stop.ID] = [
        "MTA_305809", "MTA_305835", "MTA_303021", "MTA_305836", "MTA_307575", "MTA_305808",
        "MTA_307549", "MTA_305810", "MTA_305834", "MTA_303096", "MTA_307596", "MTA_303094",
        "MTA_303022",
    ]

    /// Registers the catalogue: both agencies' routes, B69 and B70 stops, 404 for other routes.
    static func recordCatalogue(_ mock: MockTransport) {
        recordRoutes(mock)
        mock.on(.path("/api/where/stops-for-route/MTA NYCT_B69.json"), .fixture("mta", "stops-for-route-6.json"))
        mock.on(.path("/api/where/stops-for-route/MTA NYCT_B70.json"), .fixture("mta", "stops-for-route-1.json"))
        mock.on(.path(containing: "/api/where/stops-for-route/"), .fixture("mta", "error-where-404.json", status: 404))
    }

    @Test func nearIsTheServersListWithinTheRadiusNearestFirst() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/stops-for-location.json"), .fixture("mta", "stops-for-location-4.json"))
        let mta = try makeClient(mock)
        let near = try await mta.stops(near: Self.corner, radius: 300, limit: nil)
        #expect(near.map(\.stop.id) == Self.within300)
        #expect(near.map(\.distance) == near.map(\.distance).sorted())
        #expect(abs((near.first?.distance ?? 0) - 16.1) < 0.1)
        #expect(near.allSatisfy { $0.distance <= 300 && $0.stop.wheelchairBoarding == .unknown })
        let request = try #require(mock.requests.first)
        #expect(request.queryValue("radius") == "300.0")
        #expect(request.queryValue("maxCount") == "250")
        #expect(request.queryValue("lat") == "40.68766")
        // Through the protocol too: stops-for-location, not the index (which would need routes).
        let finder: any StopFinder = mta
        let nearest = try await finder.stops(near: Self.corner, radius: 300, limit: 3)
        #expect(nearest.map(\.stop.id) == Array(Self.within300.prefix(3)))
        #expect(mock.requests.count == 2)
        #expect(mock.requests.allSatisfy { $0.url.path == "/api/where/stops-for-location.json" })
    }

    /// `limitExceeded`: the server dropped stops, not necessarily the farthest. The answer comes
    /// from the stop index, never from the cut list: here the index knows only the B69 and B70
    /// stops, so the B38 and B52 stops of the cut list are absent.
    @Test func aCutListIsAnsweredFromTheIndex() async throws {
        let mock = MockTransport()
        mock.on(
            .path("/api/where/stops-for-location.json"),
            .response(
                HTTPResponse(
                    body: try rewritten(
                        "stops-for-location-4.json", [("\"limitExceeded\": false", "\"limitExceeded\": true")]))))
        Self.recordCatalogue(mock)
        let mta = try makeClient(mock)
        let near = try await mta.stops(near: Self.corner, radius: 300, limit: nil)
        #expect(near.map(\.stop.id) == ["MTA_305809", "MTA_305835", "MTA_305836", "MTA_305808", "MTA_305810", "MTA_305834"])
        #expect(mock.requests.count == 1 + 2 + 301)
        // The flag itself is on the server's answer.
        #expect(try await mta.stopsForLocation(near: Self.corner, radius: 300).limitExceeded)
    }

    /// `outOfRange` (stops-for-location-2.json): no stops here — the empty list, as any provider
    /// answers for a place it does not serve; no index is built.
    @Test func outOfRangeIsNoStops() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/stops-for-location.json"), .fixture("mta", "stops-for-location-2.json"))
        let mta = try makeClient(mock)
        let near = try await mta.stops(near: Coordinate(latitude: 0, longitude: 0), radius: 500, limit: 5)
        #expect(near.isEmpty)
        #expect(mock.requests.count == 1)
        #expect(try await mta.stopsForLocation(near: Coordinate(latitude: 0, longitude: 0)).outOfRange)
    }

    /// `305809`, `MTA_305809` and `mta_305809` all ask stop/MTA_305809 (stop-4.json); another
    /// agency's id is sent as written; an unknown one is `.notFound`; a blank one is refused.
    @Test func stopByShortOrQualifiedId() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/stop/MTA_305809.json"), .fixture("mta", "stop-4.json"))
        mock.on(.path(containing: "/api/where/stop/"), .fixture("mta", "error-where-404.json", status: 404))
        let mta = try makeClient(mock)
        let finder: any StopFinder = mta // the protocol's stop(_:) is stop/{id}, not the index
        for id: Stop.ID in ["305809", "MTA_305809", " mta_305809 "] {
            let stop = try await finder.stop(id)
            #expect(stop.id == "MTA_305809")
            #expect(stop.name == "VANDERBILT AV/LAFAYETTE AV")
            #expect(stop.code == "305809")
            #expect(stop.routeIDs == ["MTA NYCT_B69"])
            #expect(stop.wheelchairBoarding == .unknown)
        }
        #expect(mock.requests.allSatisfy { $0.url.path == "/api/where/stop/MTA_305809.json" })
        let unknown = await #expect(throws: TransitError.self) { _ = try await mta.stop("999999") }
        #expect(unknown?.kind == .notFound)
        #expect(mock.requests.last?.url.path == "/api/where/stop/MTA_999999.json")
        let other = await #expect(throws: TransitError.self) { _ = try await mta.stop("1_29270") }
        #expect(other?.kind == .notFound)
        #expect(mock.requests.last?.url.path == "/api/where/stop/1_29270.json")
        let count = mock.requests.count
        let blank = await #expect(throws: TransitError.self) { _ = try await mta.stop(" ") }
        #expect(blank?.kind == .invalidArgument)
        #expect(mock.requests.count == count)
    }

    /// Name search: one index build — routes-for-agency per agency (2) and stops-for-route
    /// without polylines per route (236 + 65) = 303 requests — then none. The routes it loaded
    /// also serve short route ids.
    @Test func nameSearchBuildsTheIndexOnce() async throws {
        let mock = MockTransport()
        Self.recordCatalogue(mock)
        mock.on(.path("/api/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-4.json"))
        let mta = try makeClient(mock)
        let found = try await mta.stops(matching: "Vanderbilt Av/Lafayette", limit: nil)
        #expect(found.map(\.id) == ["MTA_305809", "MTA_305835"])
        #expect(found.first?.direction?.name == "DNTWN BKLYN SANDS ST via VANDERBILT")
        #expect(mock.requests.count == 303)
        let routeRequests = mock.requests.filter { $0.url.path.hasPrefix("/api/where/stops-for-route/") }
        #expect(routeRequests.count == 301)
        #expect(routeRequests.allSatisfy { $0.queryValue("includePolylines") == "false" })
        let status = mta.stopIndex.status
        #expect(status.requests == 303)
        #expect(status.stopCount == 73 + 6)
        #expect(status.notes.count == 299 && status.notes.allSatisfy { $0.kind == .notFound })
        let eighth = try await mta.stops(matching: "8 av/40", limit: 1)
        #expect(eighth.map(\.id) == ["MTA_305922"])
        #expect(eighth.first?.direction?.id == "1")
        #expect(mock.requests.count == 303)
        _ = try await mta.vehicles(on: ["B63"])
        #expect(mock.requests.count == 304) // the short id needed no routes-for-agency
        let limited = await #expect(throws: TransitError.self) { _ = try await mta.stops(matching: "8 av", limit: 0) }
        #expect(limited?.kind == .invalidArgument)
    }

    /// Catalogue calls carry a day's cache lifetime: with a ``CacheMiddleware`` in the transport
    /// a repeated call sends nothing, a new client resolves short route ids without
    /// routes-for-agency, stops-for-location (every place a new URL) is not kept, and after a
    /// day the server is asked again.
    @Test func catalogueAnswersAreCachedForADay() async throws {
        let mock = MockTransport()
        recordRoutes(mock)
        mock.on(.path("/api/where/stop/MTA_305809.json"), .fixture("mta", "stop-4.json"))
        mock.on(.path("/api/where/stops-for-location.json"), .fixture("mta", "stops-for-location-4.json"))
        mock.on(.path("/api/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-4.json"))
        let clock = Locked(Date(timeIntervalSince1970: 1_602_207_723))
        let cache = CacheMiddleware(now: Now { clock.withLock { $0 } })
        let transport = MiddlewareTransport(mock, [cache])
        func client() throws -> MTABusTimeClient {
            MTABusTimeClient(
                configuration: .init(
                    apiKey: Secret(testKey), userAgent: try UserAgent(app: "TransitKitTests/1.0 (tests@example.com)"),
                    transport: transport))
        }
        let first = try client()
        _ = try await first.stop("305809")
        _ = try await first.stop("305809")
        #expect(requests(mock, to: "/api/where/stop/MTA_305809.json") == 1)
        _ = try await first.routes()
        #expect(mock.requests.count == 3)
        let second = try client() // a new directory: the short id needs the routes again
        _ = try await second.vehicles(on: ["B63"])
        #expect(mock.requests.count == 4)
        #expect(requests(mock, to: "/api/siri/vehicle-monitoring.json") == 1)
        _ = try await second.stopsForLocation(near: Self.corner, radius: 300)
        _ = try await second.stopsForLocation(near: Self.corner, radius: 300)
        #expect(requests(mock, to: "/api/where/stops-for-location.json") == 2)
        clock.withLock { $0 = $0.addingTimeInterval(86_401) }
        _ = try await second.stop("305809")
        #expect(requests(mock, to: "/api/where/stop/MTA_305809.json") == 2)
        #expect(cache.statistics.hits == 3)
    }

    /// Which "where" methods are catalogue calls (a day) and which are not.
    @Test func cacheLifetimeOfEachMethod() throws {
        let configuration = try makeClient(MockTransport()).configuration
        let catalogue: [MTACall] = [
            .routesForAgency("x"), .stopsForRoute("x", polylines: false), .stop("x"), .route("x"), .agenciesWithCoverage,
            .scheduleForStop("x", date: try CalendarDate("2024-01-02")),
        ]
        for call in catalogue {
            let request = try MTAEndpoint(call, configuration: configuration, as: MTAWireWhereStopList.self).request()
            #expect(request.cacheLifetime == .seconds(86_400), "\(call.operation)")
        }
        let place = MTASearchArea.around(Coordinate(latitude: 40.7, longitude: -74), radius: nil)
        for call: MTACall in [
            .stopsForLocation(place, code: nil, maxCount: nil), .routesForLocation(place, query: nil, maxCount: nil),
        ] {
            let near = try MTAEndpoint(call, configuration: configuration, as: MTAWireWhereStopList.self).request()
            #expect(near.cacheLifetime == nil, "\(call.operation)")
        }
        let stop = try MTAEndpoint(.stopMonitoring(stop: "MTA_308214"), configuration: configuration, as: MTAWireSiriDelivery.self)
        #expect(try stop.request().cacheLifetime == nil)
    }

    /// `facts.coverage` is a fixed New York box: it holds every bus of the 2020 whole-city
    /// snapshot and every recorded MTA stop, and not Chicago or (0, 0).
    @Test func statedCoverageHoldsTheCitysBusesAndStops() throws {
        let coverage = try #require(MTABusTimeClient.facts.coverage)
        #expect(try makeClient(MockTransport()).descriptor.coverage == coverage)
        let buses = try MTAPayloads.vehicles(fromVehicleMonitoring: try fixture("vehicle-monitoring-4.json"))
        #expect(buses.count == 1388)
        #expect(buses.allSatisfy { coverage.contains($0.coordinate) })
        var stops = try MTAPayloads.where(MTAWireWhereStopList.self, try fixture("stops-for-location-4.json"), operation: "s").list
        stops += try MTAPayloads.where(MTAWireWhereStopsForRoute.self, try fixture("stops-for-route-1.json"), operation: "s").stops
        #expect(stops.count == 14 + 73)
        #expect(stops.allSatisfy { coverage.contains(Coordinate(latitude: $0.lat.value, longitude: $0.lon.value)) })
        #expect(!coverage.contains(Coordinate(latitude: 41.8789, longitude: -87.6359)))
        #expect(!coverage.contains(Coordinate(latitude: 0, longitude: 0)))
    }

    /// `coverageArea()`: agencies-with-coverage-1.json gives MTA NYCT and MTABC a box each and the
    /// umbrella `MTA` an all-zero one, which adds nothing; the buses of the snapshot are all
    /// inside. With every box zero it is `.notFound`.
    @Test func coverageFromAgenciesWithCoverage() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/agencies-with-coverage.json"), .fixture("mta", "agencies-with-coverage-1.json"))
        let area = try await makeClient(mock).coverageArea()
        #expect(area.boxes.count == 2)
        let buses = try MTAPayloads.vehicles(fromVehicleMonitoring: try fixture("vehicle-monitoring-4.json"))
        #expect(buses.allSatisfy { area.contains($0.coordinate) })
        #expect(!area.contains(Coordinate(latitude: 0, longitude: 0)))

        let zero = MockTransport()
        zero.on(
            .any,
            .response(
                HTTPResponse(
                    body: try rewritten(
                        "agencies-with-coverage-1.json",
                        [
                            ("\"lat\": 40.7076795", "\"lat\": 0"), ("\"lon\": -73.9766995", "\"lon\": 0"),
                            ("\"lat\": 40.7498925", "\"lat\": 0"), ("\"lon\": -73.8591425", "\"lon\": 0"),
                        ]))))
        let error = await #expect(throws: TransitError.self) { _ = try await makeClient(zero).coverageArea() }
        #expect(error?.kind == .notFound)
    }
}
