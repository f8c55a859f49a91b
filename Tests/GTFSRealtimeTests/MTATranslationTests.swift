import Foundation
import MTAProvider
import Testing
import TransitKitCore
import TransitKitTesting

@testable import GTFSRealtime

/// MTA recordings through `MTAPayloads` and the translator, field by field
/// (Docs/GTFSRealtime.md, "MTA").
@Suite struct MTATranslationTests {
    let translator = GTFSRealtimeTranslator(provider: "mta")

    /// vehicle-monitoring-4 (the whole city, 2020-10-08): every bus becomes one entity keyed by
    /// its qualified id; OneBusAway ids lose their agency prefix (`MTA NYCT_M7` → `M7`,
    /// `MTA_903176` → `903176`, `MTABC_…` trips too), `DirectionRef` is the direction_id.
    @Test func wholeCitySnapshotBecomesVehiclePositions() throws {
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: Fixtures.data("mta", "vehicle-monitoring-4.json"))
        let result = translator.vehiclePositions(vehicles, timestamp: try Recorded.siriTime("2020-10-08T21:42:21.150-04:00"))
        let feed = result.feed
        #expect(vehicles.count == 1_388)
        #expect(feed.entity.count == 1_388)
        #expect(Set(feed.entity.map(\.id)).count == 1_388)
        #expect(result.report.omitted.isEmpty)
        #expect(feed.header.timestamp == 1_602_207_741)

        let m7 = try #require(try feed.entity("mta:vehicle:MTA NYCT_3828").vehicle)
        var m7Trip = GTFSRT.TripDescriptor(tripID: "OF_D0-Weekday-SDon-123500_M7_241", routeID: "M7", directionID: 1)
        // OriginAimedDepartureTime 2020-10-08T21:50:00.000-04:00, the layover bus's next trip.
        m7Trip.startTime = "21:50:00"
        m7Trip.startDate = "20201008"
        #expect(
            m7
                == GTFSRT.VehiclePosition(
                    trip: m7Trip,
                    // MTA Bearing 337.332 is counter-clockwise from east: 112.668 as a compass bearing.
                    position: .init(latitude: 40.73757, longitude: -73.997363, bearing: 112.668),
                    timestamp: 1_602_207_723, // RecordedAtTime 2020-10-08T21:42:03.000-04:00
                    stopID: "903176",
                    vehicle: .init(id: "MTA NYCT_3828", label: "3828")))

        let q10 = try #require(try feed.entity("mta:vehicle:MTABC_5366").vehicle)
        #expect(q10.trip == GTFSRT.TripDescriptor(tripID: "29032919-JKPD0-JK_D0-Weekday-15-SDon", routeID: "Q10", directionID: 0))
        #expect(q10.vehicle?.label == "5366")

        let routes = Set(feed.entity.compactMap { $0.vehicle?.trip?.routeID })
        #expect(routes.isSuperset(of: ["BX6+", "Q70+", "M60+", "BXM4"])) // Select Bus Service keeps its "+"
        #expect(!routes.contains { $0.hasPrefix("MTA") })
        // Three buses on a detour have no MonitoredCall: no stop_id, still a position.
        #expect(try feed.entity("mta:vehicle:MTA NYCT_7347").vehicle?.stopID == nil)

        // Rider facts: 71 buses say `Occupancy` "seatsAvailable" (MANY_SEATS_AVAILABLE); the
        // others say nothing and get no occupancy_status (never EMPTY). Capacities are all 0
        // (unknown), so no percentage. 194 starts (OriginAimedDepartureTime, 20:31–22:30 EDT)
        // are all evening ones: none is left unplaced.
        let occupied = vehicles.filter { $0.occupancy.map { $0.level != .unknown } ?? false }.count
        let statuses = feed.entity.compactMap { $0.vehicle?.occupancyStatus }
        #expect(statuses.count == occupied && occupied == 71)
        #expect(statuses.allSatisfy { $0 == .manySeatsAvailable })
        #expect(!statuses.contains(.empty))
        #expect(feed.entity.allSatisfy { $0.vehicle?.occupancyPercentage == nil })
        let started = vehicles.filter { $0.tripStart != nil }.count
        #expect(feed.entity.filter { $0.vehicle?.trip?.startDate != nil }.count == started && started == 194)
        #expect(result.report.fieldsLeftOut.isEmpty)
    }

    /// The same bus in two snapshots a month apart keeps its entity id while its content moves
    /// on; the ids do not depend on the order vehicles arrive in.
    @Test func entityIDsAreStableAcrossRefreshes() throws {
        let october = try MTAPayloads.vehicles(fromVehicleMonitoring: Fixtures.data("mta", "vehicle-monitoring-4.json"))
        let november = try MTAPayloads.vehicles(fromVehicleMonitoring: Fixtures.data("mta", "vehicle-monitoring-3.json"))
        let now = Date(timeIntervalSince1970: 1_604_822_237)
        let first = translator.vehiclePositions(october, timestamp: now).feed
        let later = translator.vehiclePositions(november, timestamp: now).feed
        let before = try #require(try first.entity("mta:vehicle:MTA NYCT_1021").vehicle)
        let after = try #require(try later.entity("mta:vehicle:MTA NYCT_1021").vehicle)
        #expect(before.trip?.routeID == "BX36")
        #expect(after.trip?.routeID == "BX99")
        #expect(before.position != after.position)
        #expect(Set(first.entity.map(\.id)).intersection(later.entity.map(\.id)).count == 99)

        let reversed = translator.vehiclePositions(october.reversed(), timestamp: now).feed
        let byID = Dictionary(uniqueKeysWithValues: first.entity.map { ($0.id, $0) })
        #expect(reversed.entity.allSatisfy { byID[$0.id] == $0 })
    }

    /// stop-monitoring-7 (B63 at MTA_308215, 2024-01-02): five buses with an expected time
    /// (arrival.time, rounded to the second) and two on a previous trip with only the
    /// timetable time (NO_DATA, no time passed off as live).
    @Test func stopMonitoringBecomesTripUpdates() throws {
        let board = try MTAPayloads.predictions(fromStopMonitoring: Fixtures.data("mta", "stop-monitoring-7.json"))
        let feed = translator.tripUpdates(board.predictions, timestamp: try Recorded.siriTime("2024-01-02T16:28:45.691-05:00")).feed
        #expect(feed.entity.count == 7)
        #expect(Set(feed.entity.map(\.id)).count == 7)
        let (liveID, live) = try feed.tripUpdate(ofVehicle: "MTA NYCT_438")
        // DatedVehicleJourneyRef MTA NYCT_JG_D3-Weekday-SDon-097100_B63_659 keys the trip and
        // loses its agency prefix; bus 438 has no OriginAimedDepartureTime, so no start.
        let tripID = board.predictions.first(where: { $0.vehicleID == "MTA NYCT_438" })?.tripID
        #expect(tripID == "MTA NYCT_JG_D3-Weekday-SDon-097100_B63_659")
        #expect(liveID == "mta:trip:MTA NYCT_JG_D3-Weekday-SDon-097100_B63_659")
        #expect(live.trip == GTFSRT.TripDescriptor(tripID: "JG_D3-Weekday-SDon-097100_B63_659", routeID: "B63", directionID: 1))
        // StrollerVehicle false says nothing about wheelchairs: no wheelchair_accessible.
        #expect(live.vehicle == GTFSRT.VehicleDescriptor(id: "MTA NYCT_438", label: "438"))
        // ExpectedArrivalTime 2024-01-02T16:38:08.174-05:00 → 21:38:08.174Z → 1704231488
        #expect(live.stopTimeUpdate == [.init(arrival: .init(time: 1_704_231_488), stopID: "308215")])

        let (_, timetable) = try feed.tripUpdate(ofVehicle: "MTA NYCT_770")
        #expect(timetable.stopTimeUpdate == [.init(stopID: "308215", scheduleRelationship: .noData)])
        // Bus 770 is on its previous trip (prevTrip); its trip is the next one, which starts at
        // OriginAimedDepartureTime 2024-01-02T17:15:00.000-05:00.
        #expect(timetable.trip.startTime == "17:15:00")
        #expect(timetable.trip.startDate == "20240102")
        #expect(timetable.trip.tripID == "JG_D3-Weekday-SDon-103500_B63_680")
        let noData = feed.entity.filter { $0.tripUpdate?.stopTimeUpdate.first?.scheduleRelationship == .noData }
        #expect(noData.count == 2)
    }

    /// Situations of vehicle-monitoring-4: routes lose the agency prefix (`MTA NYCT_BX4` →
    /// `BX4`), the publication window is the active period (open-ended when SIRI gives no
    /// EndTime), "diverted" is DETOUR, and MTA's "undefined" severity is not passed on.
    @Test func situationsBecomeAlerts() throws {
        let alerts = try MTAPayloads.alerts(fromSiri: Fixtures.data("mta", "vehicle-monitoring-4.json"))
        let result = translator.alerts(alerts, timestamp: Date(timeIntervalSince1970: 1_602_207_741))
        #expect(alerts.count == 24)
        #expect(result.feed.entity.count == 24)
        #expect(result.report.omitted.isEmpty)

        let bx4 = try #require(try result.feed.entity("mta:alert:MTA NYCT_182072").alert)
        #expect(bx4.informedEntity == [GTFSRT.EntitySelector(routeID: "BX4"), GTFSRT.EntitySelector(routeID: "BX4A")])
        #expect(bx4.activePeriod == [GTFSRT.TimeRange(start: 1_519_621_200, end: 1_612_155_540)])
        #expect(bx4.effect == .detour)
        #expect(bx4.severityLevel == nil)
        #expect(bx4.headerText?.translation.first?.text.contains("Bx4/Bx4A stops on Bergen Ave") == true)
        #expect(bx4.descriptionText?.translation.first?.text.contains("<") == false)

        let open = try #require(try result.feed.entity("mta:alert:MTA NYCT_06bdfe7c-1827-46a4-9a55-43371278b510").alert)
        #expect(open.activePeriod.count == 1)
        #expect(open.activePeriod.first?.start != nil)
        #expect(open.activePeriod.first?.end == nil)
    }
}
