import CTAProvider
import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import GTFSRealtime

/// CTA recordings through the client and the translator, field by field
/// (Docs/GTFSRealtime.md, "CTA").
@Suite struct CTATranslationTests {
    let translator = GTFSRealtimeTranslator(provider: "cta")

    /// getpredictions-4 (2019-05-14, route 74 at stop 6597): `prdtm` "20190514 23:15" is
    /// Chicago daylight time, 04:15 UTC the next day — 1557893700. Reading the same text as
    /// UTC, as Intersection's CTA translator does, gives 1557875700: five hours early.
    @Test func arrivalTimesAreTheChicagoInstant() async throws {
        let cta = try Recorded.cta(["/getpredictions": "getpredictions-4.json"])
        let board = try await cta.predictions(at: ["6597"], routes: ["74"])
        let result = translator.tripUpdates(board, now: Recorded.ctaNow)
        let feed = result.feed

        #expect(feed.header.gtfsRealtimeVersion == "2.0")
        #expect(feed.header.incrementality == .fullDataset)
        #expect(feed.header.timestamp == POSIXTime.unsignedSeconds(board.serverTime ?? Recorded.ctaNow))
        // `tatripid` 141 / 140 is never written, but keys each bus's trip.
        #expect(board.predictions.map(\.tripID) == ["141", "140"])
        #expect(feed.entity.map(\.id) == ["cta:trip:74:Eastbound:8164:141", "cta:trip:74:Eastbound:8150:140"])

        let (_, first) = try feed.tripUpdate(ofVehicle: "8164")
        #expect(first.trip == GTFSRT.TripDescriptor(routeID: "74")) // no trip_id, no direction_id: not GTFS ids
        #expect(first.vehicle == GTFSRT.VehicleDescriptor(id: "8164", label: "8164"))
        #expect(first.stopTimeUpdate == [.init(arrival: .init(time: 1_557_893_700), stopID: "6597")])
        let (_, second) = try feed.tripUpdate(ofVehicle: "8150")
        #expect(second.stopTimeUpdate.first?.arrival?.time == 1_557_895_020)

        let readAsUTC = try Recorded.wallClock("20190514 23:15", "yyyyMMdd HH:mm", "UTC")
        #expect(Int64(readAsUTC.timeIntervalSince1970) == 1_557_875_700)
        #expect(1_557_893_700 - Int64(readAsUTC.timeIntervalSince1970) == 5 * 3600)
        #expect(result.report.omitted.isEmpty)
    }

    /// Intersection's own CTA fixture and test (test/fixtures/cta_bus.json, test_cta_bus.py):
    /// vehicle 4379 on route 147 at stop 1203, `prdtm` "20191008 10:38"; their test expects
    /// `arrival.time == 1570531080` (10:38 UTC). The instant is 10:38 CDT = 15:38 UTC.
    @Test func intersectionsVectorIsFiveHoursOff() throws {
        let time = try Recorded.wallClock("20191008 10:38", "yyyyMMdd HH:mm", "America/Chicago")
        let prediction = Prediction(
            stopID: "1203", route: "147", direction: Direction(id: "Northbound", name: "Northbound"),
            vehicleID: "4379", time: time, source: .realtime, timeZone: .gmt)
        let feed = translator.tripUpdates([prediction], timestamp: time).feed
        let arrival = try #require(feed.entity.first?.tripUpdate?.stopTimeUpdate.first?.arrival?.time)
        #expect(arrival == 1_570_549_080)
        #expect(arrival - 1_570_531_080 == 5 * 3600)
    }

    /// The hand-made v3 answer: `typ` "D" is a departure, `dyn` 1 (cancelled, no vehicle)
    /// becomes a CANCELED trip without stop updates, `dyn` 16 never reaches the model.
    @Test func departuresAndCancellations() async throws {
        let cta = try Recorded.cta(["/getpredictions": "getpredictions-handmade-v3.json"])
        let board = try await cta.predictions(at: ["1836", "1837", "1838"], routes: nil)
        let feed = translator.tripUpdates(board, now: Recorded.ctaNow).feed
        let chicago = "America/Chicago"

        let (departureID, departure) = try feed.tripUpdate(ofVehicle: "1107")
        let leaves = try Recorded.wallClock("20250107 18:12:00", "yyyyMMdd HH:mm:ss", chicago)
        #expect(departure.stopTimeUpdate == [.init(departure: .init(time: Int64(leaves.timeIntervalSince1970)), stopID: "1836")])
        // `tatripid` 1001 keys the trip; `stsd` 2025-01-07 + `stst` 63720 s is the scheduled
        // start, 17:42:00 of that service day — with route_id, GTFS's way to name a trip
        // without trip_id. `flagstop` −1 (undefined) states no boarding rule.
        #expect(departureID == "cta:trip:22:Southbound:1107:1001")
        #expect(departure.trip == GTFSRT.TripDescriptor(startTime: "17:42:00", startDate: "20250107", routeID: "22"))

        let cancelledAt = try Recorded.wallClock("20250107 18:20:45", "yyyyMMdd HH:mm:ss", chicago)
        let cancelled = try #require(try feed.entity("cta:trip:22:Southbound:1836:\(Int64(cancelledAt.timeIntervalSince1970))").tripUpdate)
        // The cancelled trip is identified by route and start (`stst` 63900 s: 17:45:00).
        #expect(
            cancelled.trip
                == GTFSRT.TripDescriptor(
                    startTime: "17:45:00", startDate: "20250107",
                    scheduleRelationship: .canceled, routeID: "22"))
        #expect(cancelled.stopTimeUpdate.isEmpty)
        #expect(cancelled.vehicle == nil)

        #expect(!feed.entity.contains { $0.id.hasSuffix(":1109") }) // dyn 16: hidden by CTA's own rule
        #expect(feed.entity.count == 4)
    }

    /// The hand-made rider-fact rows (getpredictions-handmade-riderfacts.json, CTA's v3 values
    /// on recorded 2026 rows at stop 14545): `flagstop` 1 → COORDINATE_WITH_DRIVER both ways,
    /// `flagstop` 2 → no pickup / drop-off on signal, `dyn` 4 → no pickup; `stst` 54390 →
    /// 15:06:30. `stst` 91800 (25:30, 01:30 CST on the 7th) is left unplaced by default and
    /// is the 6th's 25:30:00 under `.previousDayBefore(hours: 3)`. A blank `tatripid` keys by
    /// `origtatripno` (the provider's fallback); a month 13 `stsd`, a negative `stst` and
    /// `flagstop` 9 give no start or rule.
    @Test func riderFactRowsBecomeStopPropertiesAndStarts() async throws {
        typealias Rule = GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties.DropOffPickupType
        let cta = try Recorded.cta(["/getpredictions": "getpredictions-handmade-riderfacts.json"])
        let board = try await cta.predictions(at: ["14545"], routes: nil)
        let result = translator.tripUpdates(board, now: Recorded.ctaNow)
        let feed = result.feed
        func trip(_ vehicle: String) throws -> (id: String, update: GTFSRT.TripUpdate) { try feed.tripUpdate(ofVehicle: vehicle) }

        #expect(try trip("8865").id == "cta:trip:8A:Northbound:8865:155")
        #expect(try trip("8865").update.trip == GTFSRT.TripDescriptor(startTime: "15:06:30", startDate: "20260206", routeID: "8A"))
        #expect(
            try trip("8865").update.stopTimeUpdate.first?.stopTimeProperties
                == .init(pickupType: .coordinateWithDriver, dropOffType: .coordinateWithDriver))
        #expect(
            try trip("8936").update.stopTimeUpdate.first?.stopTimeProperties
                == .init(pickupType: Rule.none, dropOffType: .coordinateWithDriver))
        #expect(try trip("8678").update.stopTimeUpdate.first?.stopTimeProperties == .init(pickupType: Rule.none, dropOffType: .regular))
        #expect(try trip("8678").update.trip.startTime == "15:20:30")

        let night = try trip("8496")
        #expect(night.id == "cta:trip:108:Northbound:8496:273992073")
        #expect(night.update.trip == GTFSRT.TripDescriptor(routeID: "108"))
        #expect(night.update.stopTimeUpdate.first?.stopTimeProperties == .init(pickupType: Rule.none, dropOffType: .coordinateWithDriver))
        #expect(
            result.report.fieldsLeftOut == [
                .init(
                    kind: .trip, subject: "cta:trip:108:Northbound:8496:273992073",
                    reason: .ambiguousServiceDay,
                    detail: "starts 01:30:00 America/Chicago", field: "start_date/start_time")
            ])

        #expect(try trip("8497").update.trip == GTFSRT.TripDescriptor(routeID: "108"))
        #expect(try trip("8497").update.stopTimeUpdate.first?.departure != nil)
        #expect(try trip("8497").update.stopTimeUpdate.first?.stopTimeProperties == nil)
        #expect(try trip("8498").update.trip == GTFSRT.TripDescriptor(routeID: "108"))
        #expect(try trip("8498").update.stopTimeUpdate.first?.stopTimeProperties == nil)
        #expect(result.report.omitted.isEmpty)

        var rules = TranslationRules.cta
        rules.serviceDay = .previousDayBefore(hours: 3)
        let owl = GTFSRealtimeTranslator(provider: "cta", rules: rules).tripUpdates(board, now: Recorded.ctaNow)
        #expect(try owl.feed.tripUpdate(ofVehicle: "8496").update.trip.startTime == "25:30:00")
        #expect(try owl.feed.tripUpdate(ofVehicle: "8496").update.trip.startDate == "20260206")
        #expect(owl.report.fieldsLeftOut.isEmpty)
    }

    /// getvehicles-1 (route 74): `tmstmp` is Chicago time, `lat`/`lon` strings become 32-bit
    /// floats, `hdg` the bearing; `tatripid` "135" is not written as a GTFS trip_id.
    @Test func vehiclesFromGetVehicles() async throws {
        let cta = try Recorded.cta(["/getvehicles": "getvehicles-1.json"])
        let vehicles = try await cta.vehicles(on: ["74"])
        let feed = translator.vehiclePositions(vehicles, timestamp: Recorded.ctaNow).feed
        #expect(feed.entity.count == 5)
        let bus = try #require(try feed.entity("cta:vehicle:8146").vehicle)
        let recorded = try Recorded.wallClock("20190514 23:09", "yyyyMMdd HH:mm", "America/Chicago")
        #expect(
            bus
                == GTFSRT.VehiclePosition(
                    trip: .init(routeID: "74"),
                    position: .init(latitude: Float(41.925437927246094), longitude: Float(-87.65287017822266), bearing: 271),
                    timestamp: UInt64(recorded.timeIntervalSince1970),
                    vehicle: .init(id: "8146", label: "8146")))
        #expect(bus.timestamp == 1_557_893_340)
        #expect(vehicles.first { $0.id == "8146" }?.tripID == "135")
    }

    /// getservicebulletins-1 asked for route 74: three route 74 bulletins (plus, while the client
    /// does not scope it out, the route 126 reroute the server sent along), `prty` "Low" →
    /// INFO, stop changes → STOP_MOVED, every route named an informed entity.
    @Test func bulletinsBecomeAlerts() async throws {
        let cta = try Recorded.cta(["/getservicebulletins": "getservicebulletins-1.json"])
        let alerts = try await cta.alerts(for: ["74"])
        let feed = translator.alerts(alerts, timestamp: Recorded.ctaNow).feed
        #expect(feed.entity.count == alerts.merged().count)
        #expect(
            Set(feed.entity.map(\.id)).isSuperset(of: [
                "cta:alert:#74 Bus Stop Elimination",
                "cta:alert:#74 Fullerton Bus Stop Relocation",
                "cta:alert:#74 Bus Stop Restoration",
            ]))
        for source in alerts {
            let written = try #require(try feed.entity("cta:alert:\(source.id)").alert)
            #expect(written.informedEntity.map(\.routeID) == source.affectedRoutes.map(\.rawValue))
        }
        let alert = try #require(try feed.entity("cta:alert:#74 Bus Stop Elimination").alert)
        let source = try #require(alerts.first { $0.id == "#74 Bus Stop Elimination" })
        #expect(alert.informedEntity == [GTFSRT.EntitySelector(routeID: "74")])
        #expect(alert.severityLevel == .info)
        #expect(alert.effect == .stopMoved)
        #expect(alert.headerText == GTFSRT.TranslatedString("Bus Stop Elimination"))
        #expect(alert.descriptionText == GTFSRT.TranslatedString(source.description))
        #expect(source.description.hasPrefix("Effective 7am"))
        #expect(alert.activePeriod.isEmpty)
        #expect(alert.cause == nil)
    }
}
