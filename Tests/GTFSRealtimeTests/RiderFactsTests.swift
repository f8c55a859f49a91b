import Foundation
import Testing
import TransitKitCore

@testable import GTFSRealtime

/// Every rider-fact mapping on constructed model values, and every bad input
/// (Docs/GTFSRealtime.md, "Rider facts").
@Suite struct RiderFactsTests {
    let mta = GTFSRealtimeTranslator(provider: "mta")
    let tram = GTFSRealtimeTranslator(provider: "tramtracker")
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func bus(
        _ id: VehiclePosition.ID = "MTA NYCT_438", occupancy: Occupancy? = nil, features: VehicleFeatures? = nil,
        isRealtime: Bool = true, tripStart: Date? = nil
    ) -> TransitKitCore.VehiclePosition {
        VehiclePosition(
            id: id, route: "MTA NYCT_B63", coordinate: Coordinate(latitude: 40.6, longitude: -74.0),
            tripID: "MTA NYCT_JG_D3-Weekday-SDon-097100_B63_659", isRealtime: isRealtime, occupancy: occupancy,
            features: features, tripStart: tripStart)
    }

    func written(_ vehicle: TransitKitCore.VehiclePosition, by translator: GTFSRealtimeTranslator? = nil) -> GTFSRT.VehiclePosition? {
        (translator ?? mta).vehiclePositions([vehicle], timestamp: now).feed.entity.first?.vehicle
    }

    /// Each level is its OccupancyStatus; unknown (CTA "N/A", tramTRACKER NO_DATA_AVAILABLE,
    /// an unlisted code) and no occupancy at all leave the field unset — never EMPTY.
    @Test func occupancyLevelsAreTheirStatusAndUnknownIsAbsent() throws {
        let expected: [Occupancy.Level: GTFSRT.VehiclePosition.OccupancyStatus?] = [
            .empty: .empty, .manySeatsAvailable: .manySeatsAvailable, .fewSeatsAvailable: .fewSeatsAvailable,
            .standingRoomOnly: .standingRoomOnly, .crushedStandingRoomOnly: .crushedStandingRoomOnly, .full: .full,
            .notAcceptingPassengers: .notAcceptingPassengers, .notBoardable: .notBoardable, .unknown: nil,
        ]
        #expect(expected.count == Occupancy.Level.allCases.count)
        for level in Occupancy.Level.allCases {
            let vehicle = try #require(written(bus(occupancy: Occupancy(level: level, providerCode: "x"))))
            #expect(vehicle.occupancyStatus == expected[level] ?? nil, "\(level)")
        }
        let unknown = try #require(written(bus(occupancy: Occupancy(level: .unknown, providerCode: "N/A"))))
        #expect(unknown.occupancyStatus == nil)
        #expect(!hexText(unknown.serializedBytes()).contains("48 00"))
        #expect(try #require(written(bus())).occupancyStatus == nil)
        // A reader sees the difference: absent stays nil, EMPTY (set) reads back as EMPTY.
        let empty = try #require(written(bus(occupancy: Occupancy(level: .empty))))
        #expect(try GTFSRT.VehiclePosition(serializedBytes: empty.serializedBytes()).occupancyStatus == .empty)
        #expect(try GTFSRT.VehiclePosition(serializedBytes: unknown.serializedBytes()).occupancyStatus == nil)
    }

    /// A counted load over a known capacity, rounded to the nearest 10 %; nothing without both
    /// figures, and an absurd count is left out rather than trapping.
    @Test func occupancyPercentageNeedsCountAndCapacity() {
        func percentage(_ count: Int?, _ capacity: Int?) -> UInt32? {
            written(bus(occupancy: Occupancy(level: .unknown, passengerCount: count, capacity: capacity)))?.occupancyPercentage
        }
        #expect(percentage(30, 80) == 40) // 37.5 %
        #expect(percentage(27, 80) == 30) // 33.75 %
        #expect(percentage(4, 80) == 10) // 5 % rounds away from zero
        #expect(percentage(3, 80) == 0) // 3.75 %: a few riders, still a count
        #expect(percentage(100, 80) == 130) // 125 %: over capacity is allowed
        #expect(percentage(30, nil) == nil)
        #expect(percentage(30, 0) == nil) // MTA's capacity 0 = unknown
        #expect(percentage(nil, 80) == nil)
        #expect(percentage(-5, 80) == nil)
        #expect(percentage(Int.max, 1) == nil)
    }

    /// A stated wheelchair value is written; the provider's "unknown" is left at NO_VALUE (it
    /// would override the static trip with no information); a low-floor flag counts only under
    /// tramTRACKER's rule, and a stated wheelchair value wins over it.
    @Test func wheelchairAccessIsWrittenWhereStated() {
        func access(
            _ features: VehicleFeatures?, _ translator: GTFSRealtimeTranslator? = nil
        )
            -> GTFSRT.VehicleDescriptor.WheelchairAccessible?
        {
            written(bus("262", features: features), by: translator)?.vehicle?.wheelchairAccessible
        }
        #expect(access(VehicleFeatures(wheelchair: .accessible)) == .wheelchairAccessible)
        #expect(access(VehicleFeatures(wheelchair: .inaccessible)) == .wheelchairInaccessible)
        #expect(access(VehicleFeatures(wheelchair: .unknown)) == nil)
        #expect(access(nil) == nil)
        #expect(access(VehicleFeatures(isLowFloor: true)) == nil) // MTA: low floor is not a wheelchair claim
        #expect(access(VehicleFeatures(features: ["stroller"])) == nil)
        #expect(access(VehicleFeatures(isLowFloor: true), tram) == .wheelchairAccessible)
        #expect(access(VehicleFeatures(isLowFloor: false), tram) == .wheelchairInaccessible)
        #expect(access(VehicleFeatures(wheelchair: .unknown, isLowFloor: true), tram) == .wheelchairAccessible)
        #expect(access(VehicleFeatures(wheelchair: .inaccessible, isLowFloor: true), tram) == .wheelchairInaccessible)
        #expect(access(VehicleFeatures(hasAirConditioning: true, model: "E"), tram) == nil)
    }

    /// Boarding rules become the experimental StopTimeProperties; a prediction that states
    /// none gets no properties message at all.
    @Test func boardingRulesBecomeStopTimeProperties() throws {
        typealias Kind = GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties.DropOffPickupType
        func properties(_ pickup: BoardingRule?, _ dropOff: BoardingRule?) -> GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties? {
            let prediction = Prediction(
                stopID: "MTA_308215", route: "MTA NYCT_B63", vehicleID: "MTA NYCT_438",
                time: now, source: .realtime, timeZone: .gmt, pickup: pickup, dropOff: dropOff)
            return mta.tripUpdates([prediction], timestamp: now).feed.entity.first?.tripUpdate?.stopTimeUpdate.first?.stopTimeProperties
        }
        #expect(properties(nil, nil) == nil)
        #expect(properties(BoardingRule.none, .regular) == .init(pickupType: Kind.none, dropOffType: .regular)) // CTA dyn 4
        #expect(
            properties(.coordinateWithDriver, .coordinateWithDriver)
                == .init(pickupType: .coordinateWithDriver, dropOffType: .coordinateWithDriver)) // flagstop 1
        #expect(properties(BoardingRule.none, .coordinateWithDriver) == .init(pickupType: Kind.none, dropOffType: .coordinateWithDriver))
        #expect(properties(.phoneAgency, nil) == .init(pickupType: .phoneAgency))
        #expect(properties(nil, BoardingRule.none) == .init(dropOffType: Kind.none))
    }

    /// What GTFS-RT has no place for stays out of the TripUpdate: a prediction's occupancy is
    /// the vehicle's load now, not the experimental `departure_occupancy_status` (the load
    /// after leaving that stop, which also needs `stop_sequence`); distance, stops away, air
    /// conditioning, model and the board's `validUntil` have no field. The message is exactly
    /// the stop's time and the vehicle.
    @Test func factsWithoutAPlaceAreNotWritten() throws {
        let prediction = Prediction(
            stopID: "MTA_308215", route: "MTA NYCT_B63", vehicleID: "MTA NYCT_438", time: now,
            source: .realtime, timeZone: .gmt, distanceToStop: 1_226.87, stopsAway: 4,
            occupancy: Occupancy(level: .full, passengerCount: 70, capacity: 70),
            vehicleFeatures: VehicleFeatures(hasAirConditioning: true, model: "XD40", features: ["stroller"]))
        let board = PredictionBoard(predictions: [prediction], serverTime: now, validUntil: now.addingTimeInterval(60))
        let feed = mta.tripUpdates(board, now: Date(timeIntervalSince1970: 0)).feed
        #expect(feed.header.timestamp == 1_700_000_000)
        let update = try #require(feed.entity.first?.tripUpdate)
        #expect(
            update
                == GTFSRT.TripUpdate(
                    trip: .init(routeID: "B63"),
                    stopTimeUpdate: [.init(arrival: .init(time: 1_700_000_000), stopID: "308215")],
                    vehicle: .init(id: "MTA NYCT_438", label: "438")))
    }

    /// A position the timetable gives is left out and reported: GTFS-RT cannot mark it as not
    /// measured, and a consumer would draw it as a tracked bus.
    @Test func scheduleBasedPositionsAreLeftOut() {
        let result = mta.vehiclePositions([bus("MTA NYCT_1", isRealtime: false), bus("MTA NYCT_2")], timestamp: now)
        #expect(result.feed.entity.map(\.id) == ["mta:vehicle:MTA NYCT_2"])
        #expect(result.report.count(.scheduleBased) == 1)
        #expect(result.report.summary == ["1 vehicle left out: schedule-based, not measured"])
    }

    /// Occupancy and wheelchair access together on one VehiclePosition, with the trip's start:
    /// what the MTA snapshot gives for a bus with `Occupancy`, passenger counts and
    /// `OriginAimedDepartureTime` 2020-10-08T21:50:00-04:00.
    @Test func aVehicleCarriesEveryRiderFact() throws {
        let start = Date(timeIntervalSince1970: 1_602_208_200)
        let vehicle = try #require(
            written(
                bus(
                    occupancy: Occupancy(level: .manySeatsAvailable, passengerCount: 12, capacity: 80),
                    features: VehicleFeatures(wheelchair: .accessible), tripStart: start)))
        #expect(
            vehicle.trip
                == GTFSRT.TripDescriptor(
                    tripID: "JG_D3-Weekday-SDon-097100_B63_659", startTime: "21:50:00",
                    startDate: "20201008", routeID: "B63"))
        #expect(vehicle.occupancyStatus == .manySeatsAvailable)
        #expect(vehicle.occupancyPercentage == 20) // 15 %
        #expect(vehicle.vehicle == GTFSRT.VehicleDescriptor(id: "MTA NYCT_438", label: "438", wheelchairAccessible: .wheelchairAccessible))
        #expect(vehicle.currentStatus == nil)
    }
}
