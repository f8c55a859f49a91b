import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

@Suite("MTA client: requests, errors, secrets")
struct ClientTests {
    // MARK: Ids and URLs

    @Test func idsSplitAtTheFirstUnderscore() {
        #expect(MTAIdentifier.split("MTA NYCT_M86+").map { [$0.agency, $0.local] } == ["MTA NYCT", "M86+"])
        #expect(MTAIdentifier.split("MTABC_Q10").map { [$0.agency, $0.local] } == ["MTABC", "Q10"])
        #expect(
            MTAIdentifier.split("Hillsborough Area Regional Transit_5").map { [$0.agency, $0.local] } == [
                "Hillsborough Area Regional Transit", "5",
            ])
        #expect(MTAIdentifier.split("MTA NYCT_JG_D3-Weekday").map { [$0.agency, $0.local] } == ["MTA NYCT", "JG_D3-Weekday"])
        #expect(MTAIdentifier.split("B63") == nil)
        #expect(MTAIdentifier.split("_B63") == nil)
    }

    /// Space → %20 in paths, + → %2B in query values (a raw + would be read as a space).
    @Test func selectBusServiceIdsAreEncoded() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/stops-for-route/MTA NYCT_M86+.json"), .fixture("mta", "stops-for-route-1.json"))
        mock.on(.path("/api/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-3.json"))
        mock.on(.path("/api/where/routes-for-agency/MTA NYCT.json"), .fixture("mta", "routes-for-agency-1.json"))
        let mta = try makeClient(mock)
        _ = try await mta.shape(of: "MTA NYCT_M86+")
        let buses = try await mta.vehicles(on: ["MTA NYCT_M86+"])
        _ = try await mta.routes(of: "MTA NYCT")
        let urls = mock.requests.map(\.url.absoluteString)
        #expect(urls[0].hasPrefix("https://bustime.mta.info/api/where/stops-for-route/MTA%20NYCT_M86%2B.json?"))
        #expect(urls[0].contains("version=2"))
        #expect(urls[0].contains("includePolylines=true"))
        #expect(urls[1].contains("LineRef=MTA%20NYCT_M86%2B"))
        #expect(mock.requests[1].queryValue("LineRef") == "MTA NYCT_M86+")
        #expect(urls[2].hasPrefix("https://bustime.mta.info/api/where/routes-for-agency/MTA%20NYCT.json?"))
        #expect(buses.map(\.id) == ["MTA NYCT_6094"]) // only the M86+ bus of the 293
        #expect(mock.requests.allSatisfy { $0.headers["User-Agent"] == "TransitKitTests/1.0 (tests@example.com) TransitKit/0.1" })
    }

    /// vehicle-monitoring-4.json: three B6 buses run `_B36_` trips (the next trip of their
    /// block). A bus belongs to the line its `LineRef` names, whatever its trip id says — so
    /// the B36 shows its own 4 buses (counted with python3), not those B6s.
    @Test func vehiclesAreKeyedByLineRefNotByTrip() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-4.json"))
        let mta = try makeClient(mock)
        let b36 = try await mta.vehicles(on: ["MTA NYCT_B36"])
        #expect(b36.map(\.id.rawValue) == ["MTA NYCT_7555", "MTA NYCT_4879", "MTA NYCT_4863", "MTA NYCT_7841"])
        let b6 = try await mta.vehicles(on: ["MTA NYCT_B6"])
        #expect(b6.count == 33)
        let onB36Trips = b6.filter { $0.tripID?.contains("_B36_") == true }
        #expect(onB36Trips.map(\.id.rawValue) == ["MTA NYCT_7347", "MTA NYCT_7537", "MTA NYCT_7544"])
        #expect(onB36Trips.allSatisfy { $0.route == "MTA NYCT_B6" && $0.routeName == "B6" })
    }

    /// SIRI 2.0 at `VehicleMonitoringDetailLevel=minimum` sends no `LineRef` (it starts at
    /// `basic`). vehicle-monitoring-1.json's Q10 bus cut down to the minimum fields (reference
    /// §1.4: PublishedLineName, DestinationName, VehicleLocation, Bearing, VehicleRef) is still
    /// the asked line's bus; before, the line filter dropped every such bus.
    @Test func minimumDetailVehiclesWithoutLineRefBelongToTheAskedLine() async throws {
        let data = try fixture("vehicle-monitoring-1.json")
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var siri = try #require(json["Siri"] as? [String: Any])
        var delivery = try #require(siri["ServiceDelivery"] as? [String: Any])
        var monitoring = try #require(delivery["VehicleMonitoringDelivery"] as? [[String: Any]])
        var activities = try #require(monitoring[0]["VehicleActivity"] as? [[String: Any]])
        let journey = try #require(activities[0]["MonitoredVehicleJourney"] as? [String: Any])
        let minimum = ["PublishedLineName", "DestinationName", "VehicleLocation", "Bearing", "VehicleRef", "Monitored"]
        var cut = journey.filter { minimum.contains($0.key) }
        for name in ["PublishedLineName", "DestinationName"] { // v2: names as lists
            cut[name] = [try #require(journey[name] as? String)]
        }
        activities[0]["MonitoredVehicleJourney"] = cut
        monitoring[0]["VehicleActivity"] = activities
        delivery["VehicleMonitoringDelivery"] = monitoring
        siri["ServiceDelivery"] = delivery
        json["Siri"] = siri
        let body = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)

        let mock = MockTransport()
        mock.on(.query("VehicleMonitoringDetailLevel", "minimum"), .json(body))
        let mta = try makeClient(mock)
        let buses = try await mta.vehicles(on: "MTABC_Q10", detail: .minimum)
        #expect(buses.map(\.id) == ["MTABC_6242"])
        #expect(buses.first?.route == "MTABC_Q10")
        #expect(buses.first?.routeName == "Q10")
        #expect(buses.first?.heading == MTAMapper.compassHeading(253.58595))
    }

    @Test func whereSingleEntriesAndNearbyStops() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/route/Hillsborough Area Regional Transit_5.json"), .fixture("mta", "route-2.json"))
        mock.on(.path("/api/where/stop/1_29270.json"), .fixture("mta", "stop-2.json"))
        mock.on(.path("/api/where/stops-for-location.json").and(.query("query", "26")), .fixture("mta", "stops-for-location-1.json"))
        mock.on(.path("/api/where/stops-for-location.json"), .fixture("mta", "stops-for-location-2.json"))
        let mta = try makeClient(mock)
        let route = try await mta.route("Hillsborough Area Regional Transit_5")
        #expect(route.agencyID == "Hillsborough Area Regional Transit")
        #expect(mock.requests[0].url.absoluteString.contains("/route/Hillsborough%20Area%20Regional%20Transit_5.json?"))
        let stop = try await mta.stop("1_29270")
        #expect(stop.name == "E John St & Broadway  E") // the double space is the server's
        // A Seattle stop (King County Metro's agency, `timezone` America/Los_Angeles in the
        // answer's references): shown in the server's zone, not New York's.
        #expect(stop.timeZone?.identifier == "America/Los_Angeles")
        let byCode = try await mta.stopsForLocation(
            near: Coordinate(latitude: 47.6, longitude: -122.3), radius: 250, code: "26", maxCount: 10)
        #expect(byCode.stops.map(\.id) == ["3_26"])
        #expect(mock.requests[2].queryValue("radius") == "250.0")
        #expect(mock.requests[2].queryValue("maxCount") == "10")
        let outside = try await mta.stopsForLocation(near: Coordinate(latitude: 0, longitude: 0))
        #expect(outside.outOfRange && outside.stops.isEmpty && !outside.limitExceeded)
        let error = await #expect(throws: TransitError.self) {
            _ = try await mta.stopsForLocation(near: Coordinate(latitude: 91, longitude: 0))
        }
        #expect(error?.kind == .invalidArgument)
        for (radius, maxCount) in [(Double.nan, nil), (-5, nil), (0, nil), (Double.infinity, nil), (nil, 0), (nil, -1)] as [(Double?, Int?)]
        {
            let bad = await #expect(throws: TransitError.self) {
                _ = try await mta.stopsForLocation(near: Coordinate(latitude: 40.7, longitude: -74), radius: radius, maxCount: maxCount)
            }
            #expect(bad?.kind == .invalidArgument)
        }
        #expect(mock.requests.count == 4) // none of the bad arguments reached the server
    }

    @Test func vehicleMonitoringQuery() throws {
        let configuration = try makeClient(MockTransport()).configuration
        let request = try MTAEndpoint(
            .vehicleMonitoring(line: "MTA NYCT_B63", direction: "1", detail: .calls), configuration: configuration,
            as: MTAWireSiriDelivery.self
        ).request()
        #expect(request.url.path == "/api/siri/vehicle-monitoring.json")
        #expect(request.queryValue("version") == "2")
        #expect(request.queryValue("DirectionRef") == "1")
        #expect(request.queryValue("VehicleMonitoringDetailLevel") == "calls")
        #expect(request.redactedURL.contains("key=REDACTED"))
        #expect(!request.description.contains(testKey))
        let stop = try MTAEndpoint(
            .stopMonitoring(stop: "MTA_308209", maximumStopVisits: 3), configuration: configuration, as: MTAWireSiriDelivery.self
        ).request()
        #expect(stop.queryValue("MonitoringRef") == "MTA_308209")
        #expect(stop.queryValue("MaximumStopVisits") == "3")
        #expect(stop.queryValue("MinimumStopVisitsPerLine") == nil) // not sent unless asked
        let perLine = try MTAEndpoint(
            .stopMonitoring(stop: "MTA_308209", maximumStopVisits: 3, minimumStopVisitsPerLine: 1), configuration: configuration,
            as: MTAWireSiriDelivery.self
        ).request()
        #expect(perLine.queryValue("MinimumStopVisitsPerLine") == "1")
        #expect(throws: TransitError.self) {
            try MTAEndpoint(
                .stopMonitoring(stop: "MTA_1", minimumStopVisitsPerLine: 0), configuration: configuration, as: MTAWireSiriDelivery.self
            ).request()
        }
        #expect(throws: TransitError.self) {
            try MTAEndpoint(
                .stopMonitoring(stop: "MTA_1", maximumStopVisits: 0), configuration: configuration, as: MTAWireSiriDelivery.self
            ).request()
        }
        #expect(throws: TransitError.self) {
            try MTAEndpoint(.stopMonitoring(stop: " "), configuration: configuration, as: MTAWireSiriDelivery.self).request()
        }
    }

    @Test func clientAndConfigurationNeverShowTheKey() throws {
        let mta = try makeClient(MockTransport())
        var dumped = ""
        dump(mta, to: &dumped)
        let shown = [
            String(describing: mta), String(reflecting: mta), String(describing: mta.configuration),
            String(reflecting: mta.configuration), dumped, "\(Mirror(reflecting: mta.configuration).children.map(\.value))",
        ]
        for text in shown {
            #expect(!text.contains(testKey), "leaked: \(text)")
        }
        #expect(shown[0].contains("apiKey: REDACTED"))
    }

    /// Building a client never throws (Docs/Behaviour.md rule 4); an empty or blank key fails
    /// every call with `.unauthorized` before a request is sent — the same answer a key the
    /// server refuses gets. (Before, only MTA's initialiser threw, `.invalidArgument`.)
    @Test(arguments: ["", "  ", "\n"])
    func emptyKeyIsUnauthorizedAtCallTime(_ key: String) async throws {
        let mock = MockTransport()
        recordRoutes(mock)
        let mta = MTABusTimeClient(apiKey: key, userAgent: try UserAgent(app: "T/1"), transport: mock)
        let calls: [(String, @Sendable () async throws -> Void)] = [
            ("predictions", { _ = try await mta.predictions(at: ["MTA_308215"], routes: nil) }),
            ("vehicles", { _ = try await mta.vehicles(on: ["MTA NYCT_B63"]) }),
            ("vehicles, short id", { _ = try await mta.vehicles(on: ["B63"]) }),
            ("alerts", { _ = try await mta.alerts(for: ["B63"]) }),
            ("routes", { _ = try await mta.routes() }),
            ("agencies", { _ = try await mta.agenciesWithCoverage() }),
            ("shape", { _ = try await mta.shape(of: "MTA NYCT_B63") }),
        ]
        for (name, call) in calls {
            let error = await #expect(throws: TransitError.self, "\(name)") { try await call() }
            #expect(error?.kind == .unauthorized, "\(name): \(String(describing: error))")
            #expect(error?.detail?.contains("API key is empty") == true, "\(name): \(String(describing: error))")
        }
        #expect(mock.requests.isEmpty)
    }

    @Test func descriptorDeclaresCapabilities() throws {
        let mta = try makeClient(MockTransport())
        #expect(mta.descriptor.id == "mta")
        #expect(mta.descriptor.timeZone.identifier == "America/New_York")
        #expect(
            mta.descriptor.capabilities == [
                .routeCatalog, .routeShapes, .predictions, .vehicles, .vehiclesInArea, .alerts, .stopFinder, .trips, .schedules,
            ])
        #expect(mta.descriptor.coverage == MTABusTimeClient.newYorkCity)
        #expect(throws: TransitError.self) { try mta.require((any DepartureSearch).self, for: "departures") }
    }

    // MARK: Errors, with the key kept out of every one

    /// Key errors are SIRI 1.3 vehicle-monitoring bodies whatever the endpoint; 417 is the
    /// rate limit. The "where" API's own envelopes are mapped by `code`.
    @Test(arguments: [
        ("error-siri-401.json", 401, TransitError.Kind.unauthorized, "API key required."),
        ("error-siri-403.json", 403, .unauthorized, "API key is not authorized."),
        ("error-siri-403.json", 200, .unauthorized, "API key is not authorized."),
        ("error-siri-417.json", 417, .rateLimited, "API key request rate has been exceeded."),
        ("error-siri-no-such-route.json", 200, .notFound, "No such route: MTA NYCT_XYZ."),
        ("stop-monitoring-4.json", 200, .notFound, "No such stop: MTA NYCT_12345. No such stop: MTA_12345. No such stop: MTABC_12345."),
    ])
    func siriErrorBodies(_ file: String, _ status: Int, _ kind: TransitError.Kind, _ message: String) async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("mta", file, status: status))
        let lines = Locked<[String]>([])
        let logging = LoggingMiddleware { line in lines.withLock { $0.append(line) } }
        var configuration = try makeClient(mock).configuration
        configuration.transport = MiddlewareTransport(mock, [logging])
        let mta = MTABusTimeClient(configuration: configuration)
        let error = await #expect(throws: TransitError.self) { _ = try await mta.arrivals(at: "MTA_308209") }
        #expect(error?.kind == kind)
        #expect(error?.status == status)
        #expect(error?.providerMessage == message)
        #expect(error?.operation == "stop-monitoring")
        #expect(error?.redactedURL?.contains("key=REDACTED") == true)
        for text in (error.map(texts) ?? []) + lines.withLock({ $0 }) {
            #expect(!text.contains(testKey) && !text.contains("SECRET-KEY"), "leaked: \(text)")
        }
        #expect(lines.withLock { $0.count } == 1)
    }

    /// The server's error texts (reference §1.6) and statuses → kinds.
    @Test(arguments: [
        ("You must provide a MonitoringRef.", 200, TransitError.Kind.invalidArgument),
        ("No such route: MTA NYCT_XYZ.", 200, .notFound),
        ("No such stop: MTA NYCT_12345.", 200, .notFound),
        ("API key required.", 401, .unauthorized),
        ("API key is not authorized.", 200, .unauthorized),
        ("API key request rate has been exceeded.", 417, .rateLimited),
        ("A server error occurred.", 500, .httpStatus),
        ("Something new.", 200, .apiError),
    ])
    func siriErrorTexts(_ text: String, _ status: Int, _ kind: TransitError.Kind) {
        #expect(MTAErrors.kind(forSiriText: text, status: status) == kind)
    }

    @Test(arguments: [
        ("error-where-404.json", 404, TransitError.Kind.notFound),
        ("error-where-401.json", 401, .unauthorized),
        ("where-error-1.json", 500, .invalidArgument),
        ("error-where-404.json", 200, .notFound),
        ("error-siri-403.json", 200, .unauthorized), // the key interceptor's SIRI body on a "where" call
        ("error-siri-401.json", 401, .unauthorized),
    ])
    func whereErrorBodies(_ file: String, _ status: Int, _ kind: TransitError.Kind) async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("mta", file, status: status))
        let mta = try makeClient(mock)
        let error = await #expect(throws: TransitError.self) { _ = try await mta.stop("MTA_999999") }
        #expect(error?.kind == kind)
        #expect(error.map(texts)?.allSatisfy { !$0.contains(testKey) } == true)
    }

    /// An XML "where" call gets its error envelope in XML: read like the JSON one, whatever
    /// the HTTP status, so the kind comes from `code`/`text` and the message is `text`
    /// (before, a non-2xx XML body fell through to the status alone: `.httpStatus`).
    @Test(arguments: [500, 200])
    func whereXMLErrorEnvelope(_ status: Int) async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/stop/MTA_999999.xml"), .fixture("mta", "error-where-500.xml", status: status))
        let mta = try makeClient(mock, whereFormat: .xml)
        let error = await #expect(throws: TransitError.self) { _ = try await mta.stop("MTA_999999") }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.status == 500) // the HTTP status, or the envelope's code when HTTP said 200
        #expect(error?.providerMessage == "invalidArgument: field=entityId error=badEntityId")
        #expect(error.map(texts)?.allSatisfy { !$0.contains(testKey) } == true)
    }

    /// A 417 without a SIRI body (a proxy's page) is still the key's rate limit.
    @Test func status417WithoutBodyIsRateLimited() async throws {
        let mock = MockTransport()
        mock.on(.any, .status(417, body: "Expectation Failed"))
        let mta = try makeClient(mock)
        let error = await #expect(throws: TransitError.self) { _ = try await mta.vehicles(on: ["MTA NYCT_B63"]) }
        #expect(error?.kind == .rateLimited)
        #expect(error?.isRetryable == true)
    }

    /// A body echoing the key, an HTML error page and a transport failure carrying the URL:
    /// none of them lets the key through.
    @Test func keyNeverLeaks() async throws {
        let mock = MockTransport()
        mock.on(
            .path(suffix: "stop-monitoring.json"), times: 1,
            .status(
                403,
                body:
                    #"{"Siri":{"ServiceDelivery":{"VehicleMonitoringDelivery":[{"ErrorCondition":{"Description":"API key is not authorized: \#(testKey)"}}]}}}"#
            ))
        mock.on(
            .path(suffix: "stop-monitoring.json"), times: 1,
            .status(502, body: "<html><body>Bad gateway for /api/siri?key=\(testKey)</body></html>"))
        mock.on(
            .path(suffix: "stop-monitoring.json"), times: 1,
            .failure(
                URLError(
                    .notConnectedToInternet,
                    userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "https://bustime.mta.info/?key=\(testKey)") as Any])))
        mock.on(.path(suffix: "stop-monitoring.json"), times: 1, .json("<not json", status: 200))
        let mta = try makeClient(mock)
        var kinds: [TransitError.Kind] = []
        for _ in 0..<4 {
            let error = await #expect(throws: TransitError.self) { _ = try await mta.arrivals(at: "MTA_308209") }
            kinds += error.map { [$0.kind] } ?? []
            for text in error.map(texts) ?? [] {
                #expect(!text.contains(testKey), "leaked: \(text)")
            }
        }
        #expect(kinds == [.unauthorized, .httpStatus, .transport, .decoding])
    }

    // MARK: Predictions

    /// One stop-monitoring call per stop; an unknown stop is a `.notFound` note (it was `.other`
    /// before the core's `gather`), a stop with no bus a `.noData` note; the call throws only
    /// when every stop failed. The route filter is applied to the answers — never sent as
    /// `LineRef` — so `MTA NYCT_B63`, `mta nyct_b63`, `B63` and `b63` find the same 7 buses
    /// without looking anything up.
    @Test func predictionsAcrossStopsWithNotes() async throws {
        let mock = MockTransport()
        mock.on(.query("MonitoringRef", "MTA_308215"), .fixture("mta", "stop-monitoring-7.json"))
        mock.on(.query("MonitoringRef", "MTA_12345"), .fixture("mta", "stop-monitoring-4.json"))
        // stop-monitoring-2.json's envelope with no visit: a stop with no bus on the way.
        mock.on(
            .query("MonitoringRef", "MTA_553220"),
            .json(
                """
                {"Siri":{"ServiceDelivery":{"ResponseTimestamp":"2019-05-18T14:48:25.312-04:00","StopMonitoringDelivery":\
                [{"MonitoredStopVisit":[],"ResponseTimestamp":"2019-05-18T14:48:25.312-04:00",\
                "ValidUntil":"2019-05-18T14:49:25.312-04:00"}],"SituationExchangeDelivery":[]}}}
                """))
        let mta = try makeClient(mock)
        let board = try await mta.predictions(at: ["MTA_308215", "MTA_12345", "MTA_553220"], routes: nil)
        #expect(board.predictions.count == 7)
        #expect(
            board.predictions.map(\.vehicleID?.rawValue) == [
                "MTA NYCT_438", "MTA NYCT_764", "MTA NYCT_393", "MTA NYCT_254",
                "MTA NYCT_437", "MTA NYCT_770", "MTA NYCT_663",
            ])
        #expect(
            board.notes == [
                ProviderNote(
                    subject: .stop("MTA_12345"), kind: .notFound,
                    message: "No such stop: MTA NYCT_12345. No such stop: MTA_12345. No such stop: MTABC_12345."),
                ProviderNote(subject: .stop("MTA_553220"), kind: .noData, message: "No buses are on the way"),
            ])
        #expect(mock.requests.first?.queryValue("LineRef") == nil)

        let twice = try await mta.predictions(at: ["MTA_308215", "MTA_308215"], routes: nil)
        #expect(twice.predictions.count == 7) // a stop asked twice is fetched and listed once

        for spelling in ["MTA NYCT_B63", "mta nyct_b63", "B63", "b63"] {
            let only = try await mta.predictions(at: ["MTA_308215"], routes: [Route.ID(spelling)])
            #expect(only.predictions.count == 7, "\(spelling)")
            #expect(only.predictions.allSatisfy { $0.route == "MTA NYCT_B63" }) // the server's id, verbatim
        }
        let typed = try await mta.predictions(at: ["MTA_308215"], routes: ["MTA NYCT_b63", "MTA NYCT_B1"])
        #expect(typed.predictions.count == 7) // ids compared without case, like vehicles(on:)
        let other = try await mta.predictions(at: ["MTA_308215"], routes: ["MTA NYCT_B1", "MTA NYCT_B70"])
        #expect(other.predictions.isEmpty)
        #expect(other.notes == [ProviderNote(subject: .stop("MTA_308215"), kind: .noData, message: "No buses are on the way")])
        #expect(mock.requests.allSatisfy { $0.queryValue("LineRef") == nil && $0.url.path.hasSuffix("stop-monitoring.json") })

        let error = await #expect(throws: TransitError.self) { _ = try await mta.predictions(at: ["MTA_12345"], routes: nil) }
        #expect(error?.kind == .notFound)
    }

    /// The board carries what SIRI says about the answer: its situations (stop-monitoring-7.json's
    /// B63 planned work), the server's `ResponseTimestamp`, the device's now and `ValidUntil`.
    @Test func boardCarriesSituationsAndServerTimes() async throws {
        let mock = MockTransport()
        mock.on(.query("MonitoringRef", "MTA_308215"), .fixture("mta", "stop-monitoring-7.json"))
        mock.on(.query("MonitoringRef", "MTA_401844"), .fixture("mta", "stop-monitoring-6.json"))
        let mta = try makeClient(mock)
        let board = try await mta.predictions(at: ["MTA_308215", "MTA_401844"], routes: nil)
        #expect(
            Set(board.alerts.map(\.id.rawValue)) == ["MTA NYCT_lmm:planned_work:9418", "MTA NYCT_d5d401a9-5078-48ae-b33d-ea6c7c933619"])
        #expect(board.receivedAt == Date(timeIntervalSince1970: 1_602_207_723))
        #expect(same(board.serverTime, iso("2024-01-02T16:28:45.691-05:00"))) // the later of the two answers
        #expect(same(board.validUntil, iso("2021-05-07T09:41:41.310-04:00"))) // the earlier ValidUntil
        let filtered = try await mta.predictions(at: ["MTA_308215", "MTA_401844"], routes: ["b63"])
        #expect(filtered.alerts.map(\.id) == ["MTA NYCT_lmm:planned_work:9418"]) // Q20A's situation is not the B63's
    }

    /// `arrivals(at:)` keeps what the reply carries beside the visits (before, it returned the
    /// visits alone and dropped the situations, `ResponseTimestamp` and `ValidUntil`).
    @Test func arrivalsCarrySituationsAndServerTimes() async throws {
        let mock = MockTransport()
        mock.on(.query("MonitoringRef", "MTA_401844"), .fixture("mta", "stop-monitoring-6.json"))
        recordRoutes(mock)
        let mta = try makeClient(mock)
        let board = try await mta.arrivals(at: "MTA_401844", maximumStopVisits: 3)
        #expect(board.predictions.map(\.route) == ["MTABC_QM2"])
        #expect(board.alerts.map(\.id) == ["MTA NYCT_d5d401a9-5078-48ae-b33d-ea6c7c933619"])
        #expect(board.receivedAt == Date(timeIntervalSince1970: 1_602_207_723))
        #expect(same(board.validUntil, iso("2021-05-07T09:41:41.310-04:00")))
        #expect(board.serverTime != nil)
        #expect(mock.requests.first?.queryValue("MaximumStopVisits") == "3")
        _ = try await mta.arrivals(at: "MTA_401844", maximumStopVisits: 3, minimumStopVisitsPerLine: 2)
        #expect(mock.requests.last?.queryValue("MinimumStopVisitsPerLine") == "2")
        // With a line, the server filters by it and the alerts are scoped to it.
        let scoped = try await mta.arrivals(at: "MTA_401844", line: "QM2")
        #expect(mock.requests.last?.queryValue("LineRef") == "MTABC_QM2")
        #expect(scoped.predictions.count == 1)
        #expect(scoped.alerts.isEmpty) // the reply's one situation is for another line
    }

    // MARK: Bus search

    @Test func busSearch() throws {
        let wire = try MTAPayloads.where(MTAWireWhereRouteList.self, try fixture("routes-for-agency-1.json"), operation: "routes")
        let routes = wire.list.map(MTAMapper.route)
        #expect(MTARouteSearch.filter(routes, matching: "bx12").map(\.id).prefix(2) == ["MTA NYCT_BX12", "MTA NYCT_BX12+"])
        #expect(MTARouteSearch.filter(routes, matching: "M86+").map(\.id) == ["MTA NYCT_M86+"])
        #expect(MTARouteSearch.filter(routes, matching: "m86-sbs").map(\.id) == ["MTA NYCT_M86+"])
        #expect(MTARouteSearch.filter(routes, matching: " YORKVÍLLE ").map(\.id).contains("MTA NYCT_M86+"))
        #expect(MTARouteSearch.filter(routes, matching: "").count == 236)
        #expect(MTARouteSearch.filter(routes, matching: "zzz").isEmpty)
        let b7 = MTARouteSearch.filter(routes, matching: "B7").map(\.shortName)
        #expect(b7.first == "B7")
        #expect(b7.contains("B70"))
    }
}
