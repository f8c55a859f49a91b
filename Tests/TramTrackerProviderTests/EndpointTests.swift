import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// One test per REST method, over MockTransport, asserting the exact URL sent.
@Suite struct EndpointTests {
    let tkn = "tkn=\(TT.token)"

    @Test func getDeviceToken() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetDeviceToken"), .fixture("tramtracker", "GetDeviceToken-3.json"))
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock, token: nil)
        _ = try await client.predictions(at: ["1234"], routes: nil)
        #expect(mock.requests.first?.url.absoluteString == TT.base + "GetDeviceToken/?aid=TTIOSJSON&devInfo=TransitKit")
        #expect(mock.requests.last?.queryValue("tkn") == "7faf1ace-793f-4139-8082-dda9aee3ab1f")
        #expect(mock.requests.first?.headers["User-Agent"] == "TramTrackerTests/1.0 (tests@example.com) TransitKit/0.1")
    }

    @Test func getNextPredictedRoutesCollectionWithRouteAndLowFloor() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock)
        let trams = try await client.nextTrams(at: ["1234"], routes: ["78"], lowFloorOnly: true)
        #expect(
            mock.requests.map(\.url.absoluteString)
                == [TT.base + "GetNextPredictedRoutesCollection/1234/78/true/?aid=TTIOSJSON&cid=2&\(tkn)"])
        #expect(trams.predictions.map(\.vehicleID) == ["288", "271", "269"])
    }

    @Test func getNextPredictedRoutesCollectionForAnyNumberOfStops() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/1234/"), .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        mock.on(.path(containing: "/2234/"), .fixture("tramtracker", "GetNextPredictedRoutesCollection-1.json"))
        mock.on(.path(containing: "/3505/"), .fixture("tramtracker", "GetNextPredictedRoutesCollection-hand-empty.json"))
        let client = try TT.client(mock)
        let board = try await client.predictions(at: ["1234", "2234", "3505", "1234"], routes: nil)
        #expect(
            Set(mock.requests.map(\.url.absoluteString))
                == Set(
                    ["1234", "2234", "3505"].map {
                        TT.base + "GetNextPredictedRoutesCollection/\($0)/0/false/?aid=TTIOSJSON&cid=2&\(tkn)"
                    }))
        #expect(mock.requests.count == 3)
        #expect(board.predictions.count == 6)
        #expect(board.predictions.map(\.stopID) == ["2234", "2234", "2234", "1234", "1234", "1234"])
        #expect(board.notes == [ProviderNote(subject: .stop("3505"), kind: .noData, message: "No trams predicted")])
    }

    /// Six stops, each answer taking 2 s: four requests are in flight at once (the limit), the
    /// other two start as those finish, and the whole board takes 4 s, not 12.
    @Test func stopsAreAskedConcurrentlyAtMostFourAtATime() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(.any, .delayed(.seconds(2), on: clock, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json")))
        let client = try TT.client(mock)
        let stops: [Stop.ID] = ["1001", "1002", "1003", "1004", "1005", "1006"]
        let task = Task { try await client.predictions(at: stops, routes: nil) }
        #expect(await clock.waitForSleepers(4))
        for _ in 0..<1000 { await Task.yield() }
        #expect(mock.requests.count == 4)
        clock.advance(by: .seconds(2))
        #expect(await clock.waitForSleepers(2))
        #expect(mock.requests.count == 6)
        clock.advance(by: .seconds(2))
        let board = try await task.value
        #expect(board.predictions.count == 18)
        #expect(Set(board.predictions.map(\.stopID)) == Set(stops))
    }

    @Test func getNextPredictedArrivalTimeAtStopsForTramNo() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedArrivalTimeAtStopsForTramNo-1.json"))
        let client = try TT.client(mock)
        let run = try await client.tramRun("3001")
        #expect(
            mock.requests.map(\.url.absoluteString)
                == [TT.base + "GetNextPredictedArrivalTimeAtStopsForTramNo/3001/?aid=TTIOSJSON&\(tkn)"])
        #expect(run.trip.vehicle == "3001")
        #expect(run.trip.route == "109")
        #expect(run.trip.direction?.id == "down")
        #expect(run.isAvailable == true)
        // The recorded key is "    AtLayover" (leading spaces): unknown, so nil, not a failure.
        #expect(run.isAtLayover == nil)
        #expect(run.trip.calls.map(\.stopID) == ["1707", "3357", "3356"])
        #expect(run.trip.calls.map(\.time) == [TT.date(1_406_371_302_000), TT.date(1_406_371_422_000), TT.date(1_406_371_482_000)])
        #expect(run.trip.calls.allSatisfy { $0.source == .realtime && $0.vehicleID == "3001" })
        #expect(run.trip.serverTime == TT.date(1_406_371_302_351))
        #expect(run.trip.alerts.isEmpty)
    }

    @Test func getStopInformation() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetStopInformation-1.json"))
        let client = try TT.client(mock)
        let info = try await client.stopInformation("1234")
        #expect(mock.requests.map(\.url.absoluteString) == [TT.base + "GetStopInformation/1234/?aid=TTIOSJSON&\(tkn)"])
        #expect(info.stop.id == "1234")
        #expect(info.stop.code == "14")
        #expect(info.stop.name == "Royal Melbourne Hospital & Flemington Rd")
        #expect(info.stop.coordinate == Coordinate(latitude: -37.799511541211, longitude: 144.95492172036))
        #expect(info.cityDirection == "towards City")
        #expect(info.suburb == "Parkville")
        #expect(info.zones == ["0", "1"])
        #expect(info.hasConnectingBuses == true && info.isPlatformStop == true && info.stopLength == 31)
    }

    @Test func getRouteSummaries() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetRouteSummaries-hand-1.json"))
        let client = try TT.client(mock)
        let routes = try await client.routes()
        #expect(mock.requests.map(\.url.absoluteString) == [TT.base + "GetRouteSummaries/?aid=TTIOSJSON&\(tkn)"])
        #expect(routes.map(\.id) == ["1", "3a", "64", "78"])
        #expect(routes.map(\.shortName) == ["1", "3a", "64", "78"])
        #expect(routes[3].longName == "North Richmond - Balaclava via Prahran")
        #expect(routes.allSatisfy { $0.mode == .tram && $0.color == nil })
    }

    @Test func getRouteStopsByRoute() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetRouteStopsByRoute-hand-1.json"))
        let client = try TT.client(mock)
        let stops = try await client.stops(on: "78")
        #expect(mock.requests.map(\.url.absoluteString) == [TT.base + "GetRouteStopsByRoute/78/?aid=TTIOSJSON&\(tkn)"])
        #expect(stops.map(\.id) == ["2406", "2407", "3405", "1406"])
        #expect(stops.map(\.direction?.id) == ["down", "down", "down", "up"])
        #expect(stops[0].code == "14" && stops[0].name == "Prahran Market & Commercial Rd")
    }

    @Test func getListOfStopsByRouteNoAndDirection() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetListOfStopsByRouteNoAndDirection-hand-1.json"))
        let client = try TT.client(mock)
        let stops = try await client.stops(on: "78", direction: "down")
        #expect(
            mock.requests.map(\.url.absoluteString)
                == [TT.base + "GetListOfStopsByRouteNoAndDirection/78/false/?aid=TTIOSJSON&\(tkn)"])
        // This endpoint says `Name`, not `StopName`.
        #expect(stops.map(\.name) == ["Prahran Market & Commercial Rd", "Greville St & Chapel St", "Balaclava Station & Carlisle St"])
        #expect(stops[2].coordinate == Coordinate(latitude: -37.8696, longitude: 144.9935))
        #expect(stops.allSatisfy { $0.timeZone == TT.melbourne && $0.routeIDs == ["78"] })
    }

    @Test func getDestinationsForRoute() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetDestinationsForRoute-hand-1.json"))
        let client = try TT.client(mock)
        let directions = try await client.directions(of: "78")
        #expect(mock.requests.map(\.url.absoluteString) == [TT.base + "GetDestinationsForRoute/78/?aid=TTIOSJSON&\(tkn)"])
        #expect(directions == [Direction(id: "up", name: "To North Richmond"), Direction(id: "down", name: "To Balaclava")])
    }

    /// The calls added for issue 30: no-argument and one-argument paths, and `dateSince` as
    /// the public SOAP clients send it (ISO 8601, Melbourne local time, no fraction).
    @Test func destinationsMainRoutesAndUpdatesSinceBuildTheirPaths() throws {
        let configuration = TramTrackerClient.Configuration(userAgent: try TT.agent())
        func url(_ call: TramTrackerCall) throws -> String {
            try TramTrackerEndpoint<TramTrackerWirePrediction>(call, configuration: configuration)
                .authorized(by: "t").request().url.absoluteString
        }
        #expect(try url(.destinationsForAllRoutes) == TT.base + "GetDestinationsForAllRoutes/?aid=TTIOSJSON&tkn=t")
        #expect(try url(.mainRoutesForStop(stop: "1234")) == TT.base + "GetMainRoutesForStop/1234/?aid=TTIOSJSON&tkn=t")
        // 22:45 UTC on 10 May 2014 is 08:45 on the 11th in Melbourne (AEST, +10).
        let since = Date(timeIntervalSince1970: 1_399_761_900)
        let sent = try url(.stopsAndRoutesUpdatesSince(since))
        // The core's URLBuilder escapes the colons of a path segment; the server unescapes them.
        #expect(sent == TT.base + "GetStopsAndRoutesUpdatesSince/2014-05-11T08%3A45%3A00/?aid=TTIOSJSON&tkn=t", "\(sent)")
        #expect(TramTrackerCall.stopsAndRoutesUpdatesSince(since).cacheLifetime == nil)
    }

    @Test func baseURLIsConfigurableAndKeepsTheTrailingSlashShape() throws {
        var configuration = TramTrackerClient.Configuration(userAgent: try TT.agent())
        configuration.baseURL = try #require(URL(string: "http://ws2.tramtracker.com.au/TramTracker/RestService"))
        configuration.cid = nil
        let request = try TramTrackerEndpoint<TramTrackerWirePrediction>(
            .nextPredictedRoutes(stop: "4055", route: "16d", lowFloor: false), configuration: configuration
        )
        .authorized(by: "t").request()
        #expect(
            request.url.absoluteString
                == "http://ws2.tramtracker.com.au/TramTracker/RestService/GetNextPredictedRoutesCollection/4055/16d/false/?aid=TTIOSJSON&tkn=t"
        )
    }

    @Test(
        "bad arguments are refused before any request",
        arguments: [
            "no stops", "stop with slash", "route with space", "tram with letters", "sideways direction",
        ])
    func invalidArguments(_ which: String) async throws {
        let mock = MockTransport()
        let client = try TT.client(mock)
        let error = await transitError {
            switch which {
            case "no stops": _ = try await client.predictions(at: [], routes: nil)
            case "stop with slash": _ = try await client.predictions(at: ["12/34"], routes: nil)
            case "route with space": _ = try await client.predictions(at: ["1234"], routes: ["7 8"])
            case "tram with letters": _ = try await client.tramRun("30a1")
            default: _ = try await client.stops(on: "78", direction: "sideways")
            }
        }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.provider == "tramtracker")
        #expect(mock.requests.isEmpty)
    }

    @Test func descriptorDeclaresMelbourneAndCapabilities() throws {
        let client = try TT.client(MockTransport())
        #expect(client.descriptor.id == "tramtracker")
        #expect(client.descriptor.timeZone.identifier == "Australia/Melbourne")
        #expect(client.descriptor.capabilities == [.predictions, .routeCatalog, .alerts, .stopFinder, .trips])
        #expect(client.descriptor.coverage == TramTrackerClient.network)
        #expect(throws: TransitError.self) { try client.require((any VehicleSource).self, for: "vehicles") }
    }
}
