import Foundation
import Testing
import TransitKitCore

@testable import GTFSRealtime

/// What cannot be written correctly is left out and counted, never written malformed
/// (Docs/GTFSRealtime.md, "What is left out").
@Suite struct BadInputTests {
    let translator = GTFSRealtimeTranslator(provider: "mta")
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func prediction(
        stop: Stop.ID = "MTA_308215", vehicle: VehiclePosition.ID? = "MTA NYCT_438", time: Date?,
        source: Prediction.Source = .realtime, cancelled: Bool = false, distance: String? = nil
    ) -> Prediction {
        Prediction(
            stopID: stop, route: "MTA NYCT_B63", direction: Direction(id: "1", name: "Bay Ridge"), vehicleID: vehicle,
            time: time, scheduledTime: cancelled ? time : nil, source: source, isCancelled: cancelled,
            distanceText: distance, timeZone: .gmt)
    }

    func vehicle(
        _ id: VehiclePosition.ID = "MTA NYCT_438", latitude: Double = 40.6, longitude: Double = -74.0,
        recordedAt: Date? = nil
    ) -> TransitKitCore.VehiclePosition {
        VehiclePosition(
            id: id, route: "MTA NYCT_B63", coordinate: Coordinate(latitude: latitude, longitude: longitude),
            recordedAt: recordedAt)
    }

    @Test func predictionsWithoutAUsableTimeAreLeftOut() {
        let result = translator.tripUpdates(
            [
                prediction(vehicle: "MTA NYCT_1", time: nil, source: .distanceOnly, distance: "approaching"),
                prediction(vehicle: "MTA NYCT_2", time: Date(timeIntervalSince1970: -10)),
                prediction(vehicle: "MTA NYCT_3", time: Date(timeIntervalSince1970: 1e12)),
                prediction(vehicle: "MTA NYCT_4", time: now.addingTimeInterval(60)),
            ], timestamp: now)
        #expect(result.feed.entity.map(\.id) == ["mta:trip:MTA NYCT_B63:1:MTA NYCT_4"])
        #expect(result.report.count(.noUsableTime) == 3)
        #expect(result.report.omitted.first?.detail == "approaching")
        #expect(result.report.summary == ["3 predictions left out: no usable time"])
        #expect(result.report.entitiesWritten == 1)
    }

    @Test func vehiclesWithoutAPositionAreLeftOut() {
        let result = translator.vehiclePositions(
            [
                vehicle("MTA NYCT_1", latitude: .nan), vehicle("MTA NYCT_2", latitude: 0, longitude: 0),
                vehicle("MTA NYCT_3", latitude: 91), vehicle("MTA NYCT_4", longitude: .infinity), vehicle(""),
                vehicle("MTA NYCT_5"),
            ], timestamp: now)
        #expect(result.feed.entity.map(\.id) == ["mta:vehicle:MTA NYCT_5"])
        #expect(result.report.count(.noPosition) == 4)
        #expect(result.report.count(.noStableID) == 1)
        #expect(
            result.report.summary == ["4 vehicles left out: no usable position", "1 vehicle left out: no id to key a stable entity on"])
    }

    /// A network-wide alert has no route or stop to inform; with GTFS ids required, an alert
    /// naming only ids that are not GTFS ids has none either.
    @Test func alertsWithoutAnInformedEntityAreLeftOut() {
        let alerts = [
            ServiceAlert(id: "everywhere", title: "Holiday service"),
            ServiceAlert(id: "b63", title: "Detour", affectedRoutes: ["MTA NYCT_B63"]),
        ]
        let result = translator.alerts(alerts, timestamp: now)
        #expect(result.feed.entity.map(\.id) == ["mta:alert:b63"])
        #expect(
            result.report.omitted == [
                .init(kind: .alert, subject: "everywhere", reason: .noInformedEntity, detail: "names no route or stop")
            ])

        let strict = GTFSRealtimeTranslator(provider: "tramtracker", requireGTFSIdentifiers: true)
        let tram = strict.alerts(
            [ServiceAlert(id: "d", title: "Disruption", affectedRoutes: ["96"], affectedStops: ["1234"])], timestamp: now)
        #expect(tram.feed.entity.isEmpty)
        #expect(tram.report.omitted.first?.detail == "none of its routes or stops has a GTFS id")
    }

    /// The same bus twice keeps its newest report; the same stop twice in one trip keeps the
    /// earliest call. Either way one entity id appears once.
    @Test func repeatsAreFoldedAndCounted() {
        let old = vehicle(latitude: 40.1, recordedAt: now)
        let new = vehicle(latitude: 40.2, recordedAt: now.addingTimeInterval(30))
        let vehicles = translator.vehiclePositions([old, new, old], timestamp: now)
        #expect(vehicles.feed.entity.count == 1)
        #expect(vehicles.feed.entity.first?.vehicle?.position?.latitude == Float(40.2))
        #expect(vehicles.report.count(.repeated) == 2)
        // A field left out of a report that was dropped is not reported: 01:10 EST is an
        // ambiguous start, 21:50 EDT is not, and the newer report (with the evening start) is kept.
        var night = old
        var evening = new
        night.tripStart = Date(timeIntervalSince1970: 1_704_521_400)
        evening.tripStart = Date(timeIntervalSince1970: 1_602_208_200)
        let starts = translator.vehiclePositions([night, evening], timestamp: now)
        #expect(starts.feed.entity.first?.vehicle?.trip?.startTime == "21:50:00")
        #expect(starts.report.fieldsLeftOut.isEmpty)
        #expect(translator.vehiclePositions([evening, night], timestamp: now).report.fieldsLeftOut.isEmpty)
        #expect(translator.vehiclePositions([night], timestamp: now).report.fieldsLeftOut.count == 1)

        let trips = translator.tripUpdates(
            [prediction(time: now.addingTimeInterval(600)), prediction(time: now.addingTimeInterval(60))],
            timestamp: now)
        #expect(trips.feed.entity.first?.tripUpdate?.stopTimeUpdate.map(\.arrival?.time) == [1_700_000_060])
        #expect(trips.report.count(.repeated) == 1)
    }

    /// Two stops of one bus form one trip in time order; a cancelled call among live ones is
    /// SKIPPED, and a trip whose every call is cancelled is CANCELED without stop updates.
    @Test func cancelledCallsAreSkippedOrCancelTheTrip() {
        let result = translator.tripUpdates(
            [
                prediction(stop: "MTA_2", time: now.addingTimeInterval(300)),
                prediction(stop: "MTA_1", time: now.addingTimeInterval(120), cancelled: true),
                prediction(stop: "MTA_9", vehicle: "MTA NYCT_9", time: now, cancelled: true),
            ], timestamp: now)
        let live = result.feed.entity.first { $0.id == "mta:trip:MTA NYCT_B63:1:MTA NYCT_438" }?.tripUpdate
        #expect(live?.trip.scheduleRelationship == nil)
        #expect(
            live?.stopTimeUpdate == [
                .init(stopID: "1", scheduleRelationship: .skipped),
                .init(arrival: .init(time: 1_700_000_300), stopID: "2"),
            ])
        let cancelled = result.feed.entity.first { $0.id == "mta:trip:MTA NYCT_B63:1:MTA NYCT_9" }?.tripUpdate
        #expect(cancelled?.trip.scheduleRelationship == .canceled)
        #expect(cancelled?.stopTimeUpdate == [])
    }

    /// Times are the instant's seconds, rounded to the nearest: never milliseconds.
    @Test func timesAreWholeSecondsOfTheInstant() {
        let feed = translator.tripUpdates(
            [prediction(time: Date(timeIntervalSince1970: 1_700_000_000.5))],
            timestamp: Date(timeIntervalSince1970: 1_700_000_000.4)
        ).feed
        #expect(feed.header.timestamp == 1_700_000_000)
        #expect(feed.entity.first?.tripUpdate?.stopTimeUpdate.first?.arrival?.time == 1_700_000_001)
    }

    /// Headings outside 0..<360 are folded into it; non-finite ones are left out.
    @Test func bearingsAreNormalised() {
        func bearing(_ heading: Double) -> Float? {
            var bus = vehicle()
            bus.heading = heading
            return translator.vehiclePositions([bus], timestamp: now).feed.entity.first?.vehicle?.position?.bearing
        }
        #expect(bearing(-90) == 270)
        #expect(bearing(720) == 0)
        #expect(bearing(-1e-12) == 0)
        #expect(bearing(.nan) == nil)
    }
}
