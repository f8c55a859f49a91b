import Foundation
import Testing
import TramTrackerProvider
import TransitKitCore
import TransitKitTesting

@testable import GTFSRealtime

/// tramTRACKER recordings through the client and the translator. Its route and stop numbers
/// are its own — PTV's GTFS uses other ids — so they are written only when GTFS ids are not
/// required (Docs/GTFSRealtime.md, "tramTRACKER").
@Suite struct TramTrackerTranslationTests {
    let translator = GTFSRealtimeTranslator(provider: "tramtracker")

    /// GetNextPredictedRoutesCollection-1 (route 12, 2016-05-31): .NET dates are UTC
    /// milliseconds, so 1464673773408 ms is 1464673773 s (rounded to the nearest second).
    @Test func predictionsKeepTramTrackersOwnIDs() async throws {
        let now = Date(timeIntervalSince1970: 1_464_673_763.431)
        let tram = try Recorded.tramTRACKER("GetNextPredictedRoutesCollection-1.json", now: now)
        let board = try await tram.predictions(at: ["1234"], routes: nil)
        let result = translator.tripUpdates(board, now: now)
        #expect(result.feed.entity.map(\.id) == ["tramtracker:trip:12:-:262", "tramtracker:trip:12:-:252", "tramtracker:trip:12:-:291"])
        let first = try #require(try result.feed.entity("tramtracker:trip:12:-:262").tripUpdate)
        #expect(first.trip == GTFSRT.TripDescriptor(routeID: "12"))
        // IsLowFloorTram false: a high-floor tram, which has steps (PTV).
        #expect(first.vehicle == GTFSRT.VehicleDescriptor(id: "262", label: "262", wheelchairAccessible: .wheelchairInaccessible))
        // TripID 0 is neither written nor a key.
        #expect(board.predictions.allSatisfy { $0.tripID == nil || $0.tripID == "0" })
        #expect(first.stopTimeUpdate == [.init(arrival: .init(time: 1_464_673_773), stopID: "1234")])
        #expect(try result.feed.entity("tramtracker:trip:12:-:252").tripUpdate?.stopTimeUpdate.first?.arrival?.time == 1_464_674_226)
        #expect(!TranslationRules.tramTRACKER.route.isGTFS && !TranslationRules.tramTRACKER.stop.isGTFS)
    }

    /// Required GTFS ids: tramTRACKER has none, so nothing is written and every prediction is
    /// reported — an empty feed that says why, never ids that look like PTV's.
    @Test func requiringGTFSIDsLeavesTramTrackerOut() async throws {
        let now = Date(timeIntervalSince1970: 1_464_673_763)
        let tram = try Recorded.tramTRACKER("GetNextPredictedRoutesCollection-1.json", now: now)
        let board = try await tram.predictions(at: ["1234"], routes: nil)
        let strict = GTFSRealtimeTranslator(provider: "tramtracker", requireGTFSIdentifiers: true)
        let result = strict.tripUpdates(board, now: now)
        #expect(result.feed.entity.isEmpty)
        #expect(result.report.count(.noGTFSIdentifier) == 3)
        #expect(result.report.summary == ["3 predictions left out: no GTFS id"])
        #expect(result.report.omitted.first?.detail == "stop id 1234 is tramtracker's own")
    }

    /// The hand-made scheduled board: VehicleNo −1 and 0 mean no tram is assigned, so those two
    /// are timetable times — NO_DATA, keyed by stop and scheduled instant.
    @Test func scheduledTramsAreNoData() async throws {
        let now = Date(timeIntervalSince1970: 1_393_934_737.712)
        let tram = try Recorded.tramTRACKER("GetNextPredictedRoutesCollection-hand-scheduled.json", now: now)
        let board = try await tram.predictions(at: ["2234"], routes: nil)
        let feed = translator.tripUpdates(board, now: now).feed
        #expect(feed.entity.count == 4)
        let scheduled = try #require(try feed.entity("tramtracker:trip:64:-:2234:1393958220").tripUpdate)
        #expect(scheduled.stopTimeUpdate == [.init(stopID: "2234", scheduleRelationship: .noData)])
        #expect(scheduled.vehicle == nil)
        #expect(try feed.entity("tramtracker:trip:64:-:2234:1393959120").tripUpdate?.stopTimeUpdate.first?.scheduleRelationship == .noData)
        #expect(try feed.entity("tramtracker:trip:64:-:78").tripUpdate?.stopTimeUpdate.first?.arrival?.time == 1_393_935_009)
    }

    /// GetNextPredictedRoutesCollection-3 (all routes, 2025-01-24): the E-class trams of route 5
    /// (3501, 3537, 3534) and 3523, 3510 are low floor — WHEELCHAIR_ACCESSIBLE; the A/B/Z-class
    /// ones (2080, 189, …) are not — WHEELCHAIR_INACCESSIBLE. MTA's rules would write neither.
    @Test func lowFloorTramsAreWheelchairAccessible() async throws {
        let now = Date(timeIntervalSince1970: 1_737_699_629.070)
        let tram = try Recorded.tramTRACKER("GetNextPredictedRoutesCollection-3.json", now: now)
        let board = try await tram.predictions(at: ["1234"], routes: nil)
        let feed = translator.tripUpdates(board, now: now).feed
        #expect(feed.entity.count == 24)
        let access = Dictionary(
            uniqueKeysWithValues: feed.entity.compactMap { entity in
                entity.tripUpdate?.vehicle.map { ($0.id ?? "", $0.wheelchairAccessible) }
            })
        let lowFloor: Set<String> = ["3501", "3537", "3534", "3523", "3510"]
        #expect(access.count == 24)
        #expect(access.filter { $0.value == .wheelchairAccessible }.keys.sorted() == lowFloor.sorted())
        #expect(access.filter { $0.value == .wheelchairInaccessible }.count == 19)
        let elsewhere = GTFSRealtimeTranslator(
            provider: "tramtracker",
            rules: TranslationRules(
                route: .providerOwn, stop: .providerOwn, trip: .omitted,
                direction: .omitted))
        #expect(elsewhere.tripUpdates(board, now: now).feed.entity.allSatisfy { $0.tripUpdate?.vehicle?.wheelchairAccessible == nil })
    }

    /// GetNextPredictedArrivalTimeAtStopsForTramNo-1 (tram 3001 on route 109, 2014-07-26) through
    /// `TripSource.trip(of:)`: one TripUpdate for the tram, its three next stops in travel order
    /// with the .NET instants (1406371302000 ms → 1406371302 s).
    @Test func aTramsRunBecomesItsTripUpdate() async throws {
        let now = Date(timeIntervalSince1970: 1_406_371_200)
        let mock = MockTransport()
        mock.on(
            .path(containing: "GetNextPredictedArrivalTimeAtStopsForTramNo"),
            .fixture("tramtracker", "GetNextPredictedArrivalTimeAtStopsForTramNo-1.json"))
        let client = TramTrackerClient(
            userAgent: try Recorded.agent(), transport: mock,
            tokenStore: InMemoryTokenStore(token: "0f1e2d3c-aaaa-4bbb-8ccc-123456789abc"), now: .fixed(now))
        let run = try await client.trip(of: "3001")
        let result = translator.tripUpdates(run, now: now)
        #expect(result.feed.entity.count == 1)
        let entity = try #require(result.feed.entity.first)
        #expect(entity.id.hasPrefix("tramtracker:trip:109:") && entity.id.hasSuffix(":3001"))
        let update = try #require(entity.tripUpdate)
        #expect(update.trip.routeID == "109")
        #expect(update.trip.tripID == nil)
        #expect(update.vehicle?.id == "3001")
        #expect(update.stopTimeUpdate.map(\.stopID) == ["1707", "3357", "3356"])
        #expect(update.stopTimeUpdate.map(\.arrival?.time) == [1_406_371_302, 1_406_371_422, 1_406_371_482])
        #expect(result.report.omitted.isEmpty)
    }

    /// The hand-made disruption board: the disruption (TransitKit's significant delays) and the
    /// special event (other) become alerts naming routes and the stop; severity is left out,
    /// as tramTRACKER states none (TransitKit's own ranking is not the agency's word).
    @Test func disruptionsBecomeAlerts() async throws {
        let now = Date(timeIntervalSince1970: 1_737_699_629)
        let tram = try Recorded.tramTRACKER("GetNextPredictedRoutesCollection-hand-disruption.json", now: now)
        let alerts = try await tram.alerts(at: ["1234"])
        let feed = translator.alerts(alerts, timestamp: now).feed
        #expect(feed.entity.count == 2)
        let disruption = try #require(feed.entity.first { $0.id.hasPrefix("tramtracker:alert:disruption-") }?.alert)
        #expect(disruption.effect == .significantDelays)
        #expect(disruption.severityLevel == nil)
        #expect(disruption.informedEntity == [.init(routeID: "96"), .init(stopID: "1234")])
        #expect(
            disruption.descriptionText?.translation.first?.text
                == "Trams are diverting via Spencer St & Flinders St due to a collision.")
        let event = try #require(feed.entity.first { $0.id.hasPrefix("tramtracker:alert:special-event-") }?.alert)
        #expect(event.effect == .otherEffect)
        #expect(Set(event.informedEntity.compactMap(\.routeID)) == ["96", "58"])
    }
}
