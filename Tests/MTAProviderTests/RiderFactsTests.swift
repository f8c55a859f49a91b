import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// What riders see beyond the time (issue "What riders see"): occupancy and passenger counts,
/// schedule-based positions, vehicle features, distances, the trip, and stop accessibility —
/// fields MTA sends that were decoded and dropped before.
@Suite("MTA rider facts")
struct RiderFactsTests {
    /// vehicle-monitoring-4.json (the 2020 whole-city snapshot). Counted with python3:
    ///   cap = mvj['MonitoredCall']['Extensions'].get('Capacities')
    ///   Occupancy present → 71, all "seatsAvailable"; Capacities present → 402, every
    ///   EstimatedPassengerCapacity 0; either → 460 (13 both); sum of EstimatedPassengerCount → 2714.
    @Test func occupancyAndPassengerCountsOfTheWholeCity() throws {
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: try fixture("vehicle-monitoring-4.json"))
        let reported = vehicles.compactMap(\.occupancy)
        #expect(reported.count == 460)
        let worded = reported.filter { $0.providerCode != nil }
        #expect(worded.count == 71)
        #expect(worded.allSatisfy { $0.level == .manySeatsAvailable && $0.providerCode == "seatsAvailable" })
        // Counts without a word are counts of an unknown level, never "empty".
        #expect(reported.filter { $0.providerCode == nil }.allSatisfy { $0.level == .unknown })
        #expect(reported.compactMap(\.passengerCount).count == 402)
        #expect(reported.compactMap(\.passengerCount).reduce(0, +) == 2714)
        // Capacity 0 means unknown: no capacity, so no percentage to divide by zero.
        #expect(reported.allSatisfy { $0.capacity == nil && $0.percentage == nil })
        let counted = try #require(vehicles.first { $0.id == "MTA NYCT_6075" }?.occupancy)
        #expect(counted.level == .manySeatsAvailable)
    }

    /// vehicle-monitoring-1.json: one MTABC bus with `Capacities` {8, 0} and no `Occupancy`.
    @Test func capacityZeroIsUnknown() throws {
        let bus = try #require(try MTAPayloads.vehicles(fromVehicleMonitoring: try fixture("vehicle-monitoring-1.json")).first)
        #expect(bus.occupancy == Occupancy(level: .unknown, passengerCount: 8, capacity: nil, providerCode: nil))
        #expect(bus.occupancy?.percentage == nil)
    }

    /// SIRI's other two words, a word this library does not know, and the 2025 form the
    /// reference describes (capacity 80, load factor "manySeatsAvailable"), each written into
    /// the first visit of stop-monitoring-7.json: no row fails, unknown stays unknown with the text.
    @Test(arguments: [
        ("\"Occupancy\":\"standingAvailable\",", Occupancy(level: .standingRoomOnly, providerCode: "standingAvailable")),
        ("\"Occupancy\":\"full\",", Occupancy(level: .full, providerCode: "full")),
        ("\"Occupancy\":\"crushLoaded\",", Occupancy(level: .unknown, providerCode: "crushLoaded")),
    ])
    func occupancyWords(_ inserted: String, _ expected: Occupancy) throws {
        let body = try rewritten(
            "stop-monitoring-7.json", [("\"VehicleRef\":\"MTA NYCT_438\"", inserted + "\"VehicleRef\":\"MTA NYCT_438\"")])
        let board = try MTAPayloads.predictions(fromStopMonitoring: body)
        #expect(board.predictions.count == 7)
        let bus = try #require(board.predictions.first { $0.vehicleID == "MTA NYCT_438" })
        #expect(bus.occupancy == expected)
        #expect(board.predictions.filter { $0.vehicleID != "MTA NYCT_438" }.allSatisfy { $0.occupancy == nil })
    }

    /// The level of a code is read in place for ASCII; it must be what lowercasing the code,
    /// dropping its underscores and comparing with each level's name gives, for every spelling:
    /// SIRI's words, GTFS-Realtime's names in capitals, mixed case, stray underscores, near
    /// misses, and non-ASCII text (where the general path answers: the Kelvin sign lowercases
    /// to "k").
    @Test func occupancyLevelMatchesLoweringWithoutUnderscores() {
        func reference(_ code: String) -> Occupancy.Level {
            let key = code.lowercased().filter { $0 != "_" }
            switch key {
            case "seatsavailable": return .manySeatsAvailable
            case "standingavailable": return .standingRoomOnly
            case "full": return .full
            default: return Occupancy.Level.allCases.first { $0.rawValue.lowercased() == key } ?? .unknown
            }
        }
        var codes = ["seatsAvailable", "SEATS_AVAILABLE", "standingAvailable", "Full", "FULL", "_full_", "ful", "fulll", "", "_"]
        codes += ["crushLoaded", "N/A", "füll", "seatsAvailable ", " full", "FU\u{212A}L", "emp\u{212A}ty", "MANY_SEATS_AVAILABLE\u{301}"]
        for level in Occupancy.Level.allCases {
            let name = level.rawValue
            let snake = name.reduce(into: "") { $0 += $1.isUppercase ? "_" + String($1) : String($1).uppercased() }
            codes += [name, name.uppercased(), name.lowercased(), snake, snake + "_", String(name.dropLast()), name + "s"]
        }
        for code in codes {
            #expect(MTAMapper.occupancyLevel(code) == reference(code), "\(code.debugDescription)")
        }
        #expect(MTAMapper.occupancyLevel("MANY_SEATS_AVAILABLE") == .manySeatsAvailable)
        #expect(MTAMapper.occupancyLevel("NOT_BOARDABLE") == .notBoardable)
    }

    @Test func loadFactorAndCapacityOf2025() throws {
        let body = try rewritten(
            "vehicle-monitoring-1.json",
            [
                (
                    "\"Capacities\": {\"EstimatedPassengerCount\": 8, \"EstimatedPassengerCapacity\": 0}",
                    "\"Capacities\": {\"EstimatedPassengerCount\": 8, \"EstimatedPassengerCapacity\": 80, \"EstimatedPassengerLoadFactor\": \"manySeatsAvailable\"}"
                )
            ])
        let occupancy = try #require(try MTAPayloads.vehicles(fromVehicleMonitoring: body).first?.occupancy)
        #expect(occupancy == Occupancy(level: .manySeatsAvailable, passengerCount: 8, capacity: 80, providerCode: "manySeatsAvailable"))
        #expect(occupancy.percentage == 10)
    }

    /// `Monitored: false`: where the schedule puts the bus. Every recording says true; the
    /// false case is vehicle-monitoring-1.json with that one value changed.
    @Test func monitoredFalseIsASchedulePosition() throws {
        let tracked = try #require(try MTAPayloads.vehicles(fromVehicleMonitoring: try fixture("vehicle-monitoring-1.json")).first)
        #expect(tracked.isRealtime)
        let body = try rewritten("vehicle-monitoring-1.json", [("\"Monitored\": true", "\"Monitored\": false")])
        let scheduled = try #require(try MTAPayloads.vehicles(fromVehicleMonitoring: body).first)
        #expect(!scheduled.isRealtime)
        #expect(scheduled.coordinate == tracked.coordinate)
        // Its predicted times come from the schedule too (stop-monitoring-7.json, first bus).
        let board = try MTAPayloads.predictions(
            fromStopMonitoring: try rewritten(
                "stop-monitoring-7.json",
                [
                    (
                        "\"Monitored\":true,\"VehicleLocation\":{\"Longitude\":-73.977535",
                        "\"Monitored\":false,\"VehicleLocation\":{\"Longitude\":-73.977535"
                    )
                ]))
        let untracked = try #require(board.predictions.first { $0.vehicleID == "MTA NYCT_438" })
        #expect(untracked.source == .scheduled)
        #expect(same(untracked.time, iso("2024-01-02T16:38:08.174-05:00"))) // the time the server gave
        // The other six keep theirs: four tracked with Expected times, two with Aimed only.
        #expect(
            board.predictions.filter { $0.vehicleID != "MTA NYCT_438" }.map(\.source).sorted { $0.rawValue < $1.rawValue }
                == [.realtime, .realtime, .realtime, .realtime, .scheduled, .scheduled])
    }

    /// stop-monitoring-7.json (2024): every bus says `StrollerVehicle: false` — features known,
    /// no stroller; the first bus changed to true has one. `VehicleFeatureRef` (SIRI; not seen
    /// from MTA) written into the same visit.
    @Test func strollerAndVehicleFeatures() throws {
        let recorded = try MTAPayloads.predictions(fromStopMonitoring: try fixture("stop-monitoring-7.json")).predictions
        #expect(recorded.count == 7)
        #expect(recorded.allSatisfy { $0.vehicleFeatures == VehicleFeatures() })
        let body = try rewritten(
            "stop-monitoring-7.json",
            [
                (
                    "\"VehicleFeatures\":{\"StrollerVehicle\":false}},\"StopPointRef\":\"MTA_308215\",\"VisitNumber\":1,\"StopPointName\":\"5 AV/GARFIELD PL\"},\"OnwardCalls\":{}},\"RecordedAtTime\":\"2024-01-02T16:28:37",
                    "\"VehicleFeatures\":{\"StrollerVehicle\":true}},\"StopPointRef\":\"MTA_308215\",\"VisitNumber\":1,\"StopPointName\":\"5 AV/GARFIELD PL\"},\"OnwardCalls\":{}},\"RecordedAtTime\":\"2024-01-02T16:28:37"
                ),
                (
                    "\"VehicleRef\":\"MTA NYCT_438\"",
                    "\"VehicleFeatureRef\":[\"lowFloor\",\"wheelchairAccessible\",\"bikeRack\"],\"VehicleRef\":\"MTA NYCT_438\""
                ),
            ])
        let changed = try MTAPayloads.predictions(fromStopMonitoring: body).predictions
        let bus = try #require(changed.first { $0.vehicleID == "MTA NYCT_438" }?.vehicleFeatures)
        #expect(bus == VehicleFeatures(wheelchair: .accessible, isLowFloor: true, features: ["bikeRack", "stroller"]))
        #expect(bus.isStepFree == true)
        #expect(changed.filter { $0.vehicleID != "MTA NYCT_438" }.allSatisfy { $0.vehicleFeatures == VehicleFeatures() })
    }

    /// v2 `DistanceFromStop` / `NumberOfStopsAway` (stop-monitoring-2/-3.json) and v1
    /// `Extensions.Distances.DistanceFromCall` / `StopsFromCall` (stop-monitoring-7.json).
    @Test func distanceAndStopsAway() throws {
        let v2 = try MTAPayloads.predictions(fromStopMonitoring: try fixture("stop-monitoring-2.json")).predictions
        #expect(v2.map(\.distanceToStop) == [2521])
        #expect(v2.map(\.stopsAway) == [10])
        let pair = try MTAPayloads.predictions(fromStopMonitoring: try fixture("stop-monitoring-3.json")).predictions
        #expect(
            Set(pair.map { "\($0.vehicleID?.rawValue ?? "") \($0.distanceToStop ?? -1) \($0.stopsAway ?? -1)" })
                == ["MTA NYCT_4427 57.0 0", "MTA NYCT_663 1280.0 6"])
        let v1 = try MTAPayloads.predictions(fromStopMonitoring: try fixture("stop-monitoring-7.json")).predictions
        let first = try #require(v1.first { $0.vehicleID == "MTA NYCT_438" })
        #expect(first.distanceToStop == 1226.87)
        #expect(first.stopsAway == 4)
        // The whole city: every bus with a MonitoredCall has its distance (1,385; sum 311,549.3 m).
        let vehicles = try MTAPayloads.siri(try fixture("vehicle-monitoring-4.json"), operation: "vehicle-monitoring")
        let distances = (vehicles.VehicleMonitoringDelivery?.first?.VehicleActivity ?? []).compactMap {
            MTAMapper.distanceToStop($0.MonitoredVehicleJourney.MonitoredCall)
        }
        #expect(distances.count == 1385)
        #expect(abs(distances.reduce(0, +) - 311_549.3) < 0.01)
    }

    /// `FramedVehicleJourneyRef.DatedVehicleJourneyRef` → trip id, `OriginAimedDepartureTime`
    /// (only on layover / prevTrip buses) → trip start, on predictions and vehicles.
    @Test func tripIdAndStart() throws {
        let board = try MTAPayloads.predictions(fromStopMonitoring: try fixture("stop-monitoring-7.json"))
        let first = try #require(board.predictions.first { $0.vehicleID == "MTA NYCT_438" })
        #expect(first.tripID == "MTA NYCT_JG_D3-Weekday-SDon-097100_B63_659")
        #expect(first.tripStart == nil) // running its trip: the server sends no origin time
        let waiting = try #require(board.predictions.first { $0.vehicleID == "MTA NYCT_393" })
        #expect(same(waiting.tripStart, iso("2024-01-02T16:38:00.000-05:00")))
        #expect(board.predictions.compactMap(\.tripStart).count == 5)
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: try fixture("vehicle-monitoring-4.json"))
        #expect(vehicles.compactMap(\.tripStart).count == 194)
        #expect(same(vehicles.first { $0.id == "MTA NYCT_3828" }?.tripStart, iso("2020-10-08T21:50:00.000-04:00")))
        #expect(vehicles.allSatisfy { $0.tripID != nil })
    }

    /// OneBusAway `wheelchairBoarding`: "UNKNOWN" on every MTA stop recorded
    /// (stops-for-location-4.json, stops-for-route-1.json), null in stop-1.json; the other
    /// documented values and an undocumented one written into stop-2.json.
    @Test func wheelchairBoardingOfStops() throws {
        let near = try MTAPayloads.where(
            MTAWireWhereStopList.self, try fixture("stops-for-location-4.json"), operation: "stops-for-location")
        let stops = near.list.map { MTAMapper.stop($0) }
        #expect(stops.count == 14)
        #expect(stops.allSatisfy { $0.wheelchairBoarding == .unknown })
        let route = try MTAPayloads.where(
            MTAWireWhereStopsForRoute.self, try fixture("stops-for-route-1.json"), operation: "stops-for-route"
        )
        #expect(route.stops.count == 73)
        #expect(route.stops.map { MTAMapper.stop($0) }.allSatisfy { $0.wheelchairBoarding == .unknown })
        let null = try MTAPayloads.where(MTAWireWhereEntry<MTAWireWhereStop>.self, try fixture("stop-1.json"), operation: "stop")
        #expect(MTAMapper.stop(null.entry).wheelchairBoarding == nil)
        for (text, expected) in [
            ("ACCESSIBLE", WheelchairAccessibility.accessible), ("NOT_ACCESSIBLE", .inaccessible),
            ("PARTIAL", .unknown),
        ] {
            let body = try rewritten("stop-2.json", [("\"wheelchairBoarding\":\"UNKNOWN\"", "\"wheelchairBoarding\":\"\(text)\"")])
            let stop = MTAMapper.stop(try MTAPayloads.where(MTAWireWhereEntry<MTAWireWhereStop>.self, body, operation: "stop").entry)
            #expect(stop.wheelchairBoarding == expected, "\(text)")
        }
    }
}

/// `name`'s bytes with each `(of, with)` replaced; each `of` must occur, so a fixture that
/// changes cannot silently make the rewrite a no-op.
func rewritten(_ name: String, _ replacements: [(String, String)]) throws -> Data {
    var text = String(decoding: try fixture(name), as: UTF8.self)
    for (of, with) in replacements {
        try #require(text.contains(of), "\(name) does not contain \(of)")
        text = text.replacingOccurrences(of: of, with: with)
    }
    return Data(text.utf8)
}
