import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// `OneBusAwayClient` on Puget Sound's recordings (Fixtures/onebusaway/SOURCES.md): a server
/// that is not MTA's, whose agencies keep Los Angeles time.
@Suite struct OneBusAwayClientTests {
    static let now = Date(timeIntervalSince1970: 1_539_266_462)

    static func client(_ mock: MockTransport, region: OneBusAwayRegion = .pugetSound) throws -> OneBusAwayClient {
        OneBusAwayClient(
            configuration: .init(
                region: region, apiKey: Secret(testKey), userAgent: try UserAgent(app: "TransitKitTests/1.0 (tests@example.com)"),
                transport: mock, now: .fixed(now)))
    }

    static func oba(_ name: String) throws -> Data { try Fixtures.data("onebusaway", name) }

    /// The recorded Seattle stop: the bus of route 75, 116 s late, in Los Angeles time, asked
    /// of the region's server with the key redacted and `version=2`.
    @Test func arrivalsOfASeattleStopAreInLosAngelesTime() async throws {
        let mock = MockTransport()
        mock.on(
            .path("/api/where/arrivals-and-departures-for-stop/1_75414.json"),
            .fixture("onebusaway", "arrivals-and-departures-for-stop-1.json"))
        let seattle = try Self.client(mock)
        let board = try await seattle.predictions(at: ["1_75414"], routes: nil)
        let row = try #require(board.predictions.first)
        #expect(board.predictions.count == 1)
        #expect(row.timeZone.identifier == "America/Los_Angeles")
        #expect(row.route == "1_100269" && row.routeName == "75" && row.destination == "Northgate Lake City")
        #expect(row.source == .realtime && row.vehicleID == "1_3686" && row.tripID == "1_39683959")
        #expect(row.time == Date(timeIntervalSince1970: 1_539_266_756))
        #expect(row.scheduledTime == Date(timeIntervalSince1970: 1_539_266_640))
        #expect(row.stopsAway == 4 && row.stopName == "Stevens Way & Benton Ln")
        #expect(board.serverTime == Date(timeIntervalSince1970: 1_539_266_462.779))
        let url = try #require(mock.requests.first?.url.absoluteString)
        #expect(url.hasPrefix("https://api.pugetsound.onebusaway.org/api/where/arrivals-and-departures-for-stop/1_75414.json?"))
        #expect(mock.requests.first?.queryValue("version") == "2")
        #expect(seattle.descriptor.id == "oba-pugetsound" && seattle.descriptor.timeZone.identifier == "America/Los_Angeles")
    }

    /// The zone is the server's, not the profile's: a profile that states New York (as every
    /// "where" answer was labelled before) still shows the Seattle rows in Los Angeles time.
    /// Fails if the mapper takes the region's zone instead of `references.agencies[].timezone`.
    @Test func theZoneIsTheServersNotTheProfiles() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/1_75414.json"), .fixture("onebusaway", "arrivals-and-departures-for-stop-1.json"))
        mock.on(.path(suffix: "/1_3686.json"), .fixture("onebusaway", "trip-for-vehicle-hand-1.json"))
        var stated = OneBusAwayRegion.pugetSound
        stated.timeZone = MTABusTimeClient.newYork
        let client = try Self.client(mock, region: stated)
        let board = try await client.predictions(at: ["1_75414"], routes: nil)
        #expect(board.predictions.map(\.timeZone.identifier) == ["America/Los_Angeles"])
        let trip = try await client.trip(of: "1_3686")
        #expect(Set(trip.calls.map(\.timeZone.identifier)) == ["America/Los_Angeles"])
        let offline = try OneBusAwayPayloads.predictions(
            fromArrivalsAndDepartures: try Self.oba("arrivals-and-departures-for-stop-1.json"), region: stated)
        #expect(offline.predictions.map(\.timeZone.identifier) == ["America/Los_Angeles"])
    }

    /// MTA's "where" serves no real time (the profile says `.siri` only): the same row is the
    /// schedule's, at its scheduled time.
    @Test func aRegionWithoutWhereRealTimeAnswersTheSchedule() throws {
        let board = try OneBusAwayPayloads.predictions(
            fromArrivalsAndDepartures: try Self.oba("arrivals-and-departures-for-stop-1.json"), region: .mtaNewYork)
        let row = try #require(board.predictions.first)
        #expect(row.source == .scheduled)
        #expect(row.time == Date(timeIntervalSince1970: 1_539_266_640))
    }

    /// A window is asked of the server: `time` its start, `minutesBefore` 0, `minutesAfter`
    /// its length; a window counted from now sends no `time`.
    @Test func aWindowIsSentAsMinutesAroundATime() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/1_75414.json"), .fixture("onebusaway", "arrivals-and-departures-for-stop-1.json"))
        let seattle = try Self.client(mock)
        let start = Date(timeIntervalSince1970: 1_539_266_400)
        let board = try await seattle.predictions(at: ["1_75414"], within: TimeWindow(from: start, for: .seconds(90 * 60)))
        #expect(board.predictions.count == 1)
        let first = try #require(mock.requests.first)
        #expect(first.queryValue("minutesBefore") == "0")
        #expect(first.queryValue("minutesAfter") == "90")
        #expect(first.queryValue("time") == "1539266400000")
        _ = try await seattle.predictions(at: ["1_75414"], within: .next(.seconds(20 * 60)))
        let second = try #require(mock.requests.last)
        #expect(second.queryValue("minutesAfter") == "20")
        #expect(second.queryValue("time") == nil)
        await #expect(throws: TransitError.self) {
            _ = try await seattle.arrivals(at: ["1_75414"], minutesBefore: -1, minutesAfter: nil)
        }
        #expect(mock.requests.count == 2)
    }

    /// A stop the server does not know is a `.notFound` note; a stop with no arrival of the
    /// asked routes a `.noData` note; an arrival without a prediction keeps its scheduled time.
    @Test func notesPerStop() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/1_75414.json"), .fixture("onebusaway", "arrivals-and-departures-for-stop-1.json"))
        mock.on(.path(suffix: "/1_75403.json"), .fixture("onebusaway", "arrivals-and-departures-for-stop-hand-75403.json"))
        mock.on(.path(suffix: "/1_99999.json"), .fixture("mta", "error-where-404.json", status: 404))
        let seattle = try Self.client(mock)
        let board = try await seattle.predictions(at: ["1_75414", "1_75403", "1_99999"], routes: ["1_100184"])
        #expect(board.predictions.map(\.routeName) == ["31"])
        #expect(board.notes.first { $0.kind == .notFound }?.subject == .stop("1_99999"))
        #expect(board.notes.first { $0.kind == .noData }?.subject == .stop("1_75414"))
        let byNumber = try await seattle.predictions(at: ["1_75414", "1_75403"], routes: ["31"])
        #expect(byNumber.predictions.map(\.route) == ["1_100184"])
        let all = try await seattle.predictions(at: ["1_75414", "1_75403"], routes: nil)
        let unpredicted = try #require(all.predictions.first { $0.tripID == "1_39683961" })
        #expect(unpredicted.source == .scheduled && unpredicted.vehicleID == nil)
        #expect(unpredicted.time == Date(timeIntervalSince1970: 1_539_267_000))
    }

    /// trip-for-vehicle: the stops from the status's next stop on (1_26368 is behind the bus),
    /// each at its scheduled time plus the 116 s deviation, in the schedule's zone.
    @Test func aVehiclesRunStartsAtItsNextStop() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/trip-for-vehicle/1_3686.json"), .fixture("onebusaway", "trip-for-vehicle-hand-1.json"))
        let seattle = try Self.client(mock)
        let trip = try await seattle.trip(of: "1_3686")
        #expect(trip.calls.map(\.stopID) == ["1_9575", "1_75414"])
        #expect(trip.calls.last?.scheduledTime == Date(timeIntervalSince1970: 1_539_266_640))
        #expect(trip.calls.last?.time == Date(timeIntervalSince1970: 1_539_266_756))
        #expect(trip.calls.allSatisfy { $0.source == .realtime })
        #expect(trip.route == "1_100269" && trip.routeName == "75" && trip.vehicle == "1_3686")
        #expect(mock.requests.first?.queryValue("includeStatus") == "true")
        #expect(mock.requests.first?.queryValue("includeSchedule") == "true")
    }

    /// trips-for-location: one call with the box's centre and spans; the core keeps the bus
    /// inside. OneBusAway's orientation (counter-clockwise from east) becomes a compass heading.
    @Test func vehiclesInABoxFromOneTripsForLocationCall() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/trips-for-location.json"), .fixture("onebusaway", "trips-for-location-hand-1.json"))
        let seattle = try Self.client(mock)
        let campus = CoverageArea.Box(south: 47.64, west: -122.33, north: 47.67, east: -122.29)
        let inside = try await seattle.vehicles(in: campus).vehicles
        #expect(inside.map(\.id) == ["1_3686"])
        let bus = try #require(inside.first)
        #expect(abs((bus.heading ?? 0) - 92.224) < 0.01)
        #expect(bus.route == "1_100269" && bus.routeName == "75" && bus.isRealtime)
        #expect(bus.recordedAt == Date(timeIntervalSince1970: 1_539_266_398))
        #expect(mock.requests.count == 1)
        let request = try #require(mock.requests.first)
        #expect(request.queryValue("latSpan") != nil && request.queryValue("lonSpan") != nil)
        #expect(request.queryValue("includeStatus") == "true")
    }

    /// trips-for-route: the vehicles of the route's active trips, one call per route.
    @Test func vehiclesOnARoute() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/trips-for-route/1_100269.json"), .fixture("onebusaway", "trips-for-location-hand-1.json"))
        let seattle = try Self.client(mock)
        let buses = try await seattle.vehicles(on: ["1_100269", "1_100269 "])
        #expect(buses.map(\.id) == ["1_3686", "1_3687"])
        #expect(mock.requests.count == 1)
        await #expect(throws: TransitError.self) { _ = try await seattle.vehicles(on: []) }
    }

    /// MTA Bus Time is one profile: the same "where" request an `MTABusTimeClient` builds.
    @Test func mtaIsOneProfile() throws {
        let configuration = OneBusAwayClient.Configuration(
            region: .mtaNewYork, apiKey: Secret(testKey), userAgent: try UserAgent(app: "TransitKitTests/1.0 (tests@example.com)"))
        let oba = try OneBusAwayEndpoint(.stop("MTA_308209"), configuration: configuration, as: MTAWireWhereEntry<MTAWireWhereStop>.self)
            .request()
        let mta = try MTAEndpoint(
            .stop("MTA_308209"),
            configuration: .init(apiKey: Secret(testKey), userAgent: try UserAgent(app: "TransitKitTests/1.0 (tests@example.com)")),
            as: MTAWireWhereEntry<MTAWireWhereStop>.self
        ).request()
        #expect(oba.url == mta.url)
        #expect(OneBusAwayRegion.all.map(\.id).count == Set(OneBusAwayRegion.all.map(\.id)).count)
    }

    /// `MTABusTimeClient.oneBusAway`: the same key, transport and host; MTA's "where" has no
    /// real time, so even a predicted row is the schedule's.
    @Test func theMTAClientsWhereHalf() async throws {
        let mock = MockTransport()
        mock.on(
            .path("/api/where/arrivals-and-departures-for-stop/MTA_308209.json"),
            .fixture("onebusaway", "arrivals-and-departures-for-stop-1.json"))
        let mta = try makeClient(mock)
        let whereHalf = mta.oneBusAway
        #expect(whereHalf.descriptor.id == "mta")
        let board = try await whereHalf.arrivals(at: ["MTA_308209"], minutesBefore: 0, minutesAfter: 60)
        #expect(board.predictions.map(\.source) == [.scheduled])
        let request = try #require(mock.requests.first)
        #expect(request.url.host == "bustime.mta.info")
        #expect(request.queryValue("key") == testKey)
        #expect(request.redactedURL.contains("key=REDACTED"))
    }
}

/// A Seattle stop and timetable, read by the MTA doors and the OneBusAway ones: both take the
/// zone from the answer's agencies (before, MTA's mapper labelled every "where" stop and
/// schedule row New York time, whatever server answered).
@Suite struct WhereZoneTests {
    @Test func seattleStopsAndTimetablesAreInLosAngelesTime() throws {
        let schedule = try fixture("schedule-for-stop-3.json") // King County Metro, recorded
        let stop = try Fixtures.data("onebusaway", "stop-1.json")
        let viaMTA = try MTAPayloads.schedule(fromScheduleForStop: schedule)
        #expect(Set(viaMTA.predictions.map(\.timeZone.identifier)) == ["America/Los_Angeles"])
        #expect(try MTAPayloads.stop(fromStop: stop).timeZone?.identifier == "America/Los_Angeles")
        let board = try OneBusAwayPayloads.schedule(fromScheduleForStop: schedule, region: .pugetSound)
        #expect(board.predictions.count == 193)
        #expect(Set(board.predictions.map(\.timeZone.identifier)) == ["America/Los_Angeles"])
        let westlake = try OneBusAwayPayloads.stop(fromStop: stop, region: .mtaNewYork)
        #expect(westlake.timeZone?.identifier == "America/Los_Angeles" && westlake.name == "Westlake Station - Bay A")
        // MTA's own answers name MTA's agencies: still New York.
        #expect(try MTAPayloads.stop(fromStop: try fixture("stop-4.json")).timeZone?.identifier == "America/New_York")
    }
}

/// trip-details on the recorded Seattle trip without a vehicle (`status: null`): every stop of
/// the schedule, scheduled, in the schedule's zone, counted from the service date.
@Suite struct OneBusAwayTripDetailsTests {
    @Test func aTripWithoutAVehicleIsItsWholeSchedule() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/trip-details/1_18196913.json"), .fixture("onebusaway", "trip-details-1.json"))
        let seattle = try OneBusAwayClientTests.client(mock)
        let trip = try await seattle.tripDetails("1_18196913")
        #expect(trip.calls.count == 53)
        #expect(trip.position == nil && trip.vehicle.rawValue.isEmpty)
        #expect(trip.route == "1_65" && trip.routeName == "65" && trip.destination == "LAKE CITY WEDGWOOD")
        #expect(trip.direction?.id == "0")
        #expect(trip.calls.allSatisfy { $0.source == .scheduled && $0.timeZone.identifier == "America/Los_Angeles" })
        // serviceDate 1343631600000 (2012-07-30 00:00 PDT) + 58862 s = 16:21:02 PDT.
        #expect(trip.calls.first?.time == Date(timeIntervalSince1970: 1_343_631_600 + 58_862))
        #expect(trip.calls.first?.stopName == "ROOSEVELT WAY NE & NE 42ND ST")
        #expect(trip.calls.last?.stopID == "1_76680")
        let times = trip.calls.compactMap(\.time)
        #expect(times == times.sorted())
        #expect(mock.requests.first?.queryValue("serviceDate") == nil)
        _ = try await seattle.tripDetails("1_18196913", serviceDate: Date(timeIntervalSince1970: 1_343_631_600))
        #expect(mock.requests.last?.queryValue("serviceDate") == "1343631600000")
    }
}

/// HART's recorded cancelled trip (Tampa): `status: CANCELED` with a predicted time still sent.
@Suite struct OneBusAwayCancelledTripTests {
    @Test func aCancelledTripKeepsItsScheduledTime() throws {
        let body = try Fixtures.data("onebusaway", "arrivals-and-departures-for-stop-2.json")
        let board = try OneBusAwayPayloads.predictions(fromArrivalsAndDepartures: body, region: .tampaBay)
        let row = try #require(board.predictions.first)
        #expect(row.isCancelled)
        #expect(row.time == Date(timeIntervalSince1970: 1_381_247_025)) // scheduled, not the predicted 1_381_247_385
        #expect(row.scheduledTime == row.time && row.source == .scheduled && !row.isDelayed)
        #expect(row.route == "Hillsborough Area Regional Transit_5" && row.routeName == "5")
        // The zone is HART's, whatever profile reads it.
        let viaSeattle = try OneBusAwayPayloads.predictions(fromArrivalsAndDepartures: body, region: .pugetSound)
        #expect(viaSeattle.predictions.map(\.timeZone.identifier) == ["America/New_York"])
    }
}

/// A rider's route ("75", "100269") becomes the server's id (`1_100269`) by one lookup per
/// client: agencies-with-coverage (Puget Sound's 11 agencies, recorded) and routes-for-agency of
/// each; agencies whose list fails are left out.
@Suite struct OneBusAwayRouteLookupTests {
    static func mock() -> MockTransport {
        let mock = MockTransport()
        mock.on(.path("/api/where/agencies-with-coverage.json"), .fixture("mta", "agencies-with-coverage-2.json"))
        mock.on(.path("/api/where/routes-for-agency/1.json"), .fixture("onebusaway", "routes-for-agency-hand-1.json"))
        mock.on(.path(containing: "/api/where/routes-for-agency/"), .fixture("mta", "error-where-404.json", status: 404))
        mock.on(.path("/api/where/trips-for-route/1_100269.json"), .fixture("onebusaway", "trips-for-location-hand-1.json"))
        return mock
    }

    @Test func theNumberOnTheBusFindsTheServersRoute() async throws {
        let mock = Self.mock()
        let seattle = try OneBusAwayClientTests.client(mock)
        let byNumber = try await seattle.vehicles(on: ["75"])
        #expect(byNumber.map(\.id) == ["1_3686", "1_3687"])
        #expect(byNumber.allSatisfy { $0.route == "1_100269" })
        let lookups = mock.requests.count
        #expect(lookups == 1 + 11 + 1) // coverage, 11 agencies' routes, one trips-for-route
        let byLocalID = try await seattle.vehicles(on: ["100269", "1_100269"])
        #expect(byLocalID.map(\.id) == ["1_3686", "1_3687"])
        #expect(mock.requests.count == lookups + 1) // the catalogue is kept; both name one route
        do {
            _ = try await seattle.vehicles(on: ["999"])
            Issue.record("route 999 was found")
        } catch {
            #expect(error.kind == .notFound)
        }
    }
}

/// HART's recorded trip status as the one trip of a trips-for-location list (the element shape
/// is the same): `lastLocationUpdateTime` 0 falls back to `lastUpdateTime`, and the right
/// `position` wins over the swapped `lastKnownLocation`.
@Suite struct OneBusAwayTripStatusTests {
    @Test func hartsStatusGivesItsBusWhereItIs() throws {
        let data = try Fixtures.data("onebusaway", "arrivals-and-departures-for-stop-2.json")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let body = try #require(json["data"] as? [String: Any])
        let entry = try #require(body["entry"] as? [String: Any])
        let rows = try #require(entry["arrivalsAndDepartures"] as? [[String: Any]])
        let status = try #require(rows.first?["tripStatus"])
        let list: [String: Any] = [
            "code": 200, "currentTime": 1_381_245_996_464, "text": "OK", "version": 2,
            "data": [
                "list": [["tripId": "Hillsborough Area Regional Transit_909841", "status": status]],
                "references": body["references"] ?? [:],
            ],
        ]
        let buses = try OneBusAwayPayloads.vehicles(
            fromTrips: try JSONSerialization.data(withJSONObject: list), region: .tampaBay)
        let bus = try #require(buses.first)
        #expect(bus.id == "Hillsborough Area Regional Transit_2106")
        #expect(bus.recordedAt == Date(timeIntervalSince1970: 1_381_245_991.901))
        #expect(abs(bus.coordinate.latitude - 27.982215585882088) < 1e-9)
        #expect(bus.heading == 0) // orientation 90: due north
        #expect(bus.route == "Hillsborough Area Regional Transit_5" && bus.routeName == "5")
    }
}

/// A trips-for-route answer whose references name no trips (older servers): its buses still
/// belong to the route asked, not to an empty route.
@Suite struct OneBusAwayTripsWithoutReferencesTests {
    @Test func busesBelongToTheAskedRoute() async throws {
        let data = try Fixtures.data("onebusaway", "trips-for-location-hand-1.json")
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var body = try #require(json["data"] as? [String: Any])
        var references = try #require(body["references"] as? [String: Any])
        references["trips"] = [[String: Any]]()
        body["references"] = references
        json["data"] = body
        let mock = MockTransport()
        mock.on(
            .path("/api/where/trips-for-route/1_100269.json"),
            .response(
                HTTPResponse(status: 200, body: try JSONSerialization.data(withJSONObject: json))))
        let buses = try await OneBusAwayClientTests.client(mock).vehicles(on: ["1_100269"])
        #expect(buses.map(\.id) == ["1_3686", "1_3687"])
        #expect(buses.allSatisfy { $0.route == "1_100269" && $0.routeName == "75" })
    }
}
