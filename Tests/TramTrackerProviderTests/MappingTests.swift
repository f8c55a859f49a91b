import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

@Suite struct MappingTests {
    struct ConnectionLost: Error {}

    func board(
        _ fixture: String, routes: [Route.ID]? = nil, now: Date = Date(timeIntervalSince1970: 1_737_699_629)
    )
        async throws -> PredictionBoard
    {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", fixture))
        return try await TT.client(mock, now: now).nextTrams(at: ["1234"], routes: routes)
    }

    /// Route 0 answers come grouped by route; the board is sorted by time.
    @Test func routeZeroResultsAreSortedByTime() async throws {
        let trams = try await board("GetNextPredictedRoutesCollection-3.json")
        let times = trams.predictions.compactMap(\.time)
        #expect(times.count == 24)
        #expect(times == times.sorted())
        #expect(trams.predictions.first?.route == "72")
        #expect(trams.predictions.first?.time == TT.date(1_737_699_639_039))
        #expect(trams.predictions.last?.route == "67")
        #expect(trams.predictions.last?.time == TT.date(1_737_701_220_000))
    }

    /// "16d" is a headboard with letters on main route "16" (InternalRouteNo 14). Every
    /// prediction carries the name riders read — the headboard, which is the route number on
    /// the others — so a board's route column is never empty.
    @Test func alphanumericHeadboardBecomesTheRouteName() async throws {
        let trams = try await board("GetNextPredictedRoutesCollection-3.json")
        let sixteenD = try #require(trams.predictions.first { $0.routeName == "16d" })
        #expect(sixteenD.route == "16")
        #expect(sixteenD.destination == "Malvern Depot")
        #expect(sixteenD.vehicleID == "193")
        #expect(trams.predictions.filter { $0.routeName != $0.route.rawValue }.count == 1)
        #expect(trams.predictions.allSatisfy { $0.routeName?.isEmpty == false })
    }

    /// A headboard that is missing or blank falls back to the route number.
    @Test func routeNameFallsBackToTheRouteNumber() throws {
        let body = Data(
            #"{"hasError":false,"responseObject":[{"RouteNo":"86","PredictedArrivalDateTime":"/Date(0)/"},{"RouteNo":"11","HeadBoardRouteNo":" ","PredictedArrivalDateTime":"/Date(1000)/"}]}"#
                .utf8)
        let board = try TramTrackerPayloads.predictions(body, stop: "1234")
        #expect(board.predictions.map(\.routeName) == ["86", "11"])
    }

    @Test func severalRoutesAreAskedAsRouteZeroAndFilteredHere() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-3.json"))
        let trams = try await TT.client(mock).nextTrams(at: ["1234"], routes: ["1", "72"])
        #expect(mock.requests.first?.url.path.contains("/1234/0/false") == true)
        #expect(trams.predictions.count == 6)
        #expect(Set(trams.predictions.map(\.route)) == ["1", "72"])
    }

    @Test func aRepeatedRouteIsStillFilteredByTheServer() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let trams = try await TT.client(mock).nextTrams(at: ["1234"], routes: ["78", "78"])
        #expect(
            mock.requests.map(\.url.absoluteString) == [
                TT.base + "GetNextPredictedRoutesCollection/1234/78/false/?aid=TTIOSJSON&cid=2&tkn=\(TT.token)"
            ])
        #expect(trams.predictions.count == 3)
        // The same route in two cases is one route (the core's matching rule), still sent.
        let cased = MockTransport()
        cased.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-3.json"))
        let sixteenD = try await TT.client(cased).nextTrams(at: ["1234"], routes: ["16D", "16d"])
        #expect(cased.requests.map(\.url.path) == ["/TramTracker/RestService/GetNextPredictedRoutesCollection/1234/16D/false"])
        #expect(sixteenD.predictions.map(\.routeName) == ["16d"])
    }

    @Test func aHeadboardNameAlsoSelectsItsTrams() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-3.json"))
        let trams = try await TT.client(mock).nextTrams(at: ["1234"], routes: ["16D", "5"])
        #expect(trams.predictions.map(\.routeName) == ["5", "16d", "5", "5"])
    }

    /// VehicleNo −1 and 0 mean no tram assigned yet, although IsTTAvailable stays true.
    @Test func vehicleZeroOrMinusOneIsScheduledNotRealtime() async throws {
        let trams = try await board("GetNextPredictedRoutesCollection-hand-scheduled.json")
        #expect(trams.predictions.map(\.source) == [.realtime, .realtime, .scheduled, .scheduled])
        #expect(trams.predictions.map(\.vehicleID) == ["78", "180", nil, nil])
        #expect(trams.predictions.allSatisfy { $0.timeZone.identifier == "Australia/Melbourne" })
    }

    /// DanielHeath/tramtracker (vectors 3–5): now = Unix 1407550175.
    @Test func countdownFromTheInjectedNow() async throws {
        let now = Date(timeIntervalSince1970: 1_407_550_175)
        let trams = try await board("GetNextPredictedRoutesCollection-4.json", now: now)
        #expect(
            trams.predictions.compactMap { $0.countdown(now: now)?.text }
                == ["12:14 pm (5 min)", "12:25 pm (15 min)", "12:33 pm (24 min)"])
    }

    /// stevenocchipinti/tramtracker (vectors 6–8): minutes from `timeResponded` are 4, 25 and
    /// 391 — a late-night query hours ahead — whatever the device clock says. The board
    /// carries `timeResponded` as `serverTime` and the injected now as `receivedAt`, so the one
    /// countdown (`p.countdown(now:)`) counts from the server's clock via `serverNow(at:)`.
    @Test func countdownFromServerTimeIgnoresAWrongDeviceClock() async throws {
        let deviceNow = Date(timeIntervalSince1970: 1_700_000_000)
        let trams = try await board("GetNextPredictedRoutesCollection-hand-scheduled.json", now: deviceNow)
        #expect(trams.serverTime == TT.date(1_393_934_737_712))
        #expect(trams.receivedAt == deviceNow)
        let countdowns = trams.predictions.compactMap { $0.countdown(now: trams.serverNow(at: deviceNow)) }
        #expect(countdowns.map(\.minutes).prefix(3) == [4, 25, 391])
        #expect(countdowns.map(\.text).prefix(3) == ["11:10 pm (4 min)", "11:31 pm (25 min)", "5:37 am (6 h 31 min)"])
        // A minute later on the device, the server-based countdown has moved on by a minute.
        let later = deviceNow.addingTimeInterval(60)
        #expect(trams.predictions[0].countdown(now: trams.serverNow(at: later))?.minutes == 3)
        // Measured from the (wrong) device clock instead, everything has departed.
        #expect(trams.predictions[0].countdown(now: deviceNow)?.text == "11:10 pm (departed)")
    }

    /// Several stops: the latest `timeResponded` is the board's server time.
    @Test func severalStopsKeepTheLatestServerTime() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/1234/"), .fixture("tramtracker", "GetNextPredictedRoutesCollection-4.json"))
        mock.on(.path(containing: "/2234/"), .fixture("tramtracker", "GetNextPredictedRoutesCollection-3.json"))
        let trams = try await TT.client(mock).nextTrams(at: ["1234", "2234"])
        #expect(trams.serverTime == TT.date(1_737_699_629_070))
    }

    /// chadliou/REA-HomeTimes (vector 10): "(19m)" with now = 1620209808000.
    @Test func countdownVectorTen() throws {
        let arrival = try DotNetDate(parsing: "/Date(1620210960000+1000)/").instant
        let countdown = Countdown(target: arrival, now: TT.date(1_620_209_808_000), timeZone: TT.melbourne)
        #expect(countdown.text == "8:36 pm (19 min)")
    }

    /// An imminent tram (timeResponded + 10 s, vector 3's payload) is "Due".
    @Test func imminentTramIsDue() async throws {
        let now = TT.date(1_407_550_465_481)
        let trams = try await board("GetNextPredictedRoutesCollection-4.json", now: now)
        #expect(trams.predictions[0].countdown(now: trams.serverNow(at: now))?.text == "Due")
    }

    @Test func disruptionAndSpecialEventBecomeAlertsAndStatus() async throws {
        let trams = try await board("GetNextPredictedRoutesCollection-hand-disruption.json")
        #expect(trams.alerts.count == 2)
        let disruption = try #require(trams.alerts.first)
        #expect(disruption.severity == .high)
        #expect(disruption.description == "Trams are diverting via Spencer St & Flinders St due to a collision.")
        #expect(disruption.affectedRoutes == ["96"])
        #expect(disruption.affectedStops == ["1234"])
        let special = try #require(trams.alerts.last)
        #expect(special.title == "Special event")
        #expect(special.description == "Extreme weather forecast Monday.")
        #expect(special.affectedRoutes == ["58", "96"])
        let statuses = ["96", "58", "1"].map { RouteStatus(route: Route.ID($0), alerts: trams.alerts).status }
        #expect(statuses == [.disrupted, .altered, .normal])
    }

    /// The network-wide notice repeated on all 24 entries becomes one alert naming 8 routes.
    @Test func repeatedSpecialEventMessageIsOneAlert() async throws {
        let trams = try await board("GetNextPredictedRoutesCollection-3.json")
        #expect(trams.alerts.count == 1)
        #expect(trams.alerts[0].affectedRoutes == ["1", "3", "5", "6", "16", "64", "67", "72"])
        #expect(trams.alerts[0].description.hasPrefix("Extreme weather forecast Monday."))
        let again = try await board("GetNextPredictedRoutesCollection-3.json")
        #expect(again.alerts[0].id == trams.alerts[0].id)
    }

    @Test func noFlagsNoAlerts() async throws {
        #expect(try await board("GetNextPredictedRoutesCollection-1.json").alerts.isEmpty)
    }

    /// AlertSource: route → its stops → predictions at the first stop → that route's alerts.
    @Test func alertsForRoutesWalkStopsThenPredictions() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetRouteStopsByRoute/96"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-1.json"))
        mock.on(
            .path(containing: "/GetNextPredictedRoutesCollection/2406/96/"),
            .fixture("tramtracker", "GetNextPredictedRoutesCollection-hand-disruption.json"))
        let client = try TT.client(mock)
        let statuses = try await client.status(of: ["96"])
        #expect(statuses.map(\.status) == [.disrupted])
        #expect(statuses[0].alerts.map(\.title) == ["Disruption", "Special event"])
        #expect(statuses[0].alerts.allSatisfy { $0.affectedRoutes == ["96"] })
        #expect(mock.requests.count == 2)
    }

    /// A stop the server does not know ("Stop not found.", hand-made body) is a `.notFound`
    /// note beside the others' trams.
    @Test func aStopTheServerDoesNotKnowIsANotFoundNote() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/1234/"), .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        mock.on(.path(containing: "/9999/"), .fixture("tramtracker", "Error-hand-unknown-stop.json"))
        let board = try await TT.client(mock).predictions(at: ["1234", "9999"], routes: nil)
        #expect(board.predictions.count == 3)
        #expect(board.notes == [ProviderNote(subject: .stop("9999"), kind: .notFound, message: "Stop not found.")])
    }

    /// Any other failure of one stop — an error text that does not say "unknown", an HTTP
    /// error, a dropped connection — is a `.failed` note; the other stops are answered.
    @Test func anyOtherFailureOfOneStopIsAFailedNote() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/1234/"), .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        mock.on(.path(containing: "/2001/"), .json(#"{"errorMessage":"Prediction service busy.","hasError":true,"responseObject":null}"#))
        mock.on(.path(containing: "/2002/"), .status(503, body: "busy"))
        mock.on(.path(containing: "/2003/"), .failure(ConnectionLost()))
        let board = try await TT.client(mock).predictions(at: ["1234", "2001", "2002", "2003"], routes: nil)
        #expect(board.predictions.count == 3)
        #expect(board.notes.map(\.subject) == [.stop("2001"), .stop("2002"), .stop("2003")])
        #expect(board.notes.allSatisfy { $0.kind == .failed })
        #expect(board.notes.first?.message == "Prediction service busy.")
    }

    /// Alone, an unknown stop is `.notFound`; when every stop fails the first one's error is thrown.
    @Test func everyStopRejectedThrows() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "Error-hand-unknown-stop.json"))
        let error = await transitError { _ = try await TT.client(mock).predictions(at: ["9999"], routes: nil) }
        #expect(error?.kind == .notFound)
        #expect(error?.providerMessage == "Stop not found.")
        let busy = MockTransport()
        busy.on(.any, .json(#"{"errorMessage":"Prediction service busy.","hasError":true,"responseObject":null}"#))
        let other = await transitError { _ = try await TT.client(busy).predictions(at: ["9999", "9998"], routes: nil) }
        #expect(other?.kind == .apiError)
        #expect(other?.providerMessage == "Prediction service busy.")
    }
}

@Suite struct StopMappingTests {
    /// The website now sends 0.0 for unknown coordinates; out-of-range values are dropped too.
    @Test func zeroOrInvalidCoordinatesBecomeNil() {
        #expect(TramTrackerMapper.coordinate(0, 0) == nil)
        #expect(TramTrackerMapper.coordinate(nil, 144.9) == nil)
        #expect(TramTrackerMapper.coordinate(-137.8, 144.9) == nil)
        #expect(TramTrackerMapper.coordinate(-37.8, 144.9) == Coordinate(latitude: -37.8, longitude: 144.9))
    }
}
