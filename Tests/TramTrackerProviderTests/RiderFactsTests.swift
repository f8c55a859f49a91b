import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// What riders see about the tram, field by field against the payload as JSONSerialization
/// reads it: low floor (step-free), air conditioning, tram class, occupancy and trip id.
@Suite struct RiderFactsTests {
    /// Every recorded RestService prediction: `IsLowFloorTram` → `isLowFloor` (so
    /// `isStepFree`), `AirConditioned` → `hasAirConditioning`; `TripID` 0 is no trip; no
    /// `TramClass` or `OccupancyLevel` was sent, so no model and no occupancy.
    @Test(
        "recorded flags become vehicle features",
        arguments: [
            "GetNextPredictedRoutesCollection-1.json", "GetNextPredictedRoutesCollection-2.json",
            "GetNextPredictedRoutesCollection-3.json", "GetNextPredictedRoutesCollection-4.json",
            "GetNextPredictedRoutesCollection-6.json",
        ])
    func recordedFlagsBecomeVehicleFeatures(_ name: String) throws {
        let body = try TT.body(name)
        let board = try TramTrackerPayloads.predictions(body, stop: "1234")
        let raw = try #require((try JSONSerialization.jsonObject(with: body) as? [String: Any])?["responseObject"] as? [[String: Any]])
        #expect(board.predictions.count == raw.count)
        for entry in raw {
            let vehicle = try #require(entry["VehicleNo"] as? Int)
            let prediction = try #require(board.predictions.first { $0.vehicleID?.rawValue == String(vehicle) })
            let features = try #require(prediction.vehicleFeatures, "\(name) tram \(vehicle)")
            #expect(features.isLowFloor == entry["IsLowFloorTram"] as? Bool, "\(name) tram \(vehicle)")
            #expect(features.hasAirConditioning == entry["AirConditioned"] as? Bool, "\(name) tram \(vehicle)")
            #expect(features.isStepFree == entry["IsLowFloorTram"] as? Bool)
            #expect(features.model == nil && features.wheelchair == nil)
            #expect(entry["TripID"] as? Int == 0 && prediction.tripID == nil)
            #expect(prediction.occupancy == nil)
        }
    }

    /// 2025 capture at stop 1234: the E-class trams (35xx) are the low-floor ones, the B2s
    /// (2xxx) are air-conditioned but stepped, the Z3s (1xx) neither.
    @Test func lowFloorTramsAreStepFree() throws {
        let board = try TramTrackerPayloads.predictions(try TT.body("GetNextPredictedRoutesCollection-3.json"), stop: "1234")
        let stepFree = board.predictions.filter { $0.vehicleFeatures?.isStepFree == true }.compactMap(\.vehicleID?.rawValue)
        #expect(stepFree.sorted() == ["3501", "3510", "3523", "3534", "3537"])
        let cooled = board.predictions.filter { $0.vehicleFeatures?.hasAirConditioning == true }
        #expect(cooled.count == 14)
    }

    /// The website capture (TramInfoAjaxRequest-1.jsonc, comment lines dropped): `TramClass`
    /// "e" and "z1" as sent; the `VehicleNo` 0 entry is a timetable one that still names the
    /// class planned for it.
    @Test func websiteCaptureCarriesTheTramClass() throws {
        let happy = try #require(try TT.annotated("TramInfoAjaxRequest-1.jsonc").first { $0.label == "HAPPY CASE" })
        let arrivals = try JSONDecoder().decode(TT.WebsiteArrivals.self, from: happy.body).arrivals
        let predictions = arrivals.map { TramTrackerMapper.prediction($0, stop: "1532", timeZone: TT.melbourne) }
        #expect(predictions.map(\.vehicleID) == ["6013", "6004", nil])
        #expect(predictions.map(\.source) == [.realtime, .realtime, .scheduled])
        #expect(
            predictions.map(\.vehicleFeatures) == [
                VehicleFeatures(isLowFloor: true, hasAirConditioning: true, model: "e"),
                VehicleFeatures(isLowFloor: true, hasAirConditioning: true, model: "e"),
                VehicleFeatures(isLowFloor: false, hasAirConditioning: false, model: "z1"),
            ])
        #expect(predictions.allSatisfy { $0.tripID == nil && $0.occupancy == nil })
    }

    /// Hand-made from the reference's field list (no capture has them): every documented
    /// `OccupancyLevel` maps to its GTFS-Realtime level; `NO_DATA_AVAILABLE`, a value the
    /// reference does not list, a number and "" are `.unknown` with the text kept — the row
    /// itself always decodes. `TramClass` "" is no model; a non-zero `TripID` is kept.
    @Test func occupancyLevelsAreGTFSRealtimeNamesAndAnythingElseIsUnknownWithItsText() throws {
        let board = try TramTrackerPayloads.predictions(try TT.body("GetNextPredictedRoutesCollection-hand-newer.json"), stop: "2234")
        #expect(board.predictions.count == 9)
        #expect(
            board.predictions.map(\.occupancy) == [
                Occupancy(level: .empty), Occupancy(level: .manySeatsAvailable), Occupancy(level: .fewSeatsAvailable),
                Occupancy(level: .standingRoomOnly), Occupancy(level: .full),
                Occupancy(level: .unknown, providerCode: "NO_DATA_AVAILABLE"),
                Occupancy(level: .unknown, providerCode: "SOMETIMES_FULL"), Occupancy(level: .unknown, providerCode: "3"),
                Occupancy(level: .unknown, providerCode: ""),
            ])
        #expect(board.predictions.map(\.vehicleFeatures?.model) == ["E", "E", "E", "E", "E", "E", "B2", "Z3", nil])
        #expect(board.predictions.map(\.tripID) == [nil, nil, nil, nil, nil, nil, "40117", nil, nil])
    }

    /// Newer fields of an unexpected JSON type read as absent; they never fail the row.
    @Test func aNewerFieldOfAnOddTypeNeverFailsTheRow() throws {
        let body = Data(
            #"""
            {"hasError":false,"responseObject":[
             {"RouteNo":"96","PredictedArrivalDateTime":"/Date(1737699700000+1100)/","VehicleNo":3501,
              "OccupancyLevel":{"level":"FULL"},"TramClass":["E"],"TripID":null},
             {"RouteNo":"96","PredictedArrivalDateTime":"/Date(1737699800000+1100)/","VehicleNo":3502,
              "OccupancyLevel":true,"TramClass":7,"TripID":"T-9"}]}
            """#.utf8)
        let board = try TramTrackerPayloads.predictions(body, stop: "2234")
        #expect(board.predictions.map(\.occupancy) == [nil, Occupancy(level: .unknown, providerCode: "true")])
        #expect(board.predictions.map(\.vehicleFeatures) == [nil, VehicleFeatures(model: "7")])
        #expect(board.predictions.map(\.tripID) == [nil, "T-9"])
    }

    /// `IsPlatformStop: true` (the recorded GetStopInformation) is a wheelchair-accessible
    /// stop; `false` says nothing either way.
    @Test func aPlatformStopIsWheelchairAccessible() throws {
        let platform = try TramTrackerPayloads.stopInformation(try TT.body("GetStopInformation-1.json"), stop: "2110")
        #expect(platform.isPlatformStop == true)
        #expect(platform.stop.wheelchairBoarding == .accessible)
        let kerb = try TramTrackerPayloads.stopInformation(
            Data(#"{"hasError":false,"responseObject":[{"StopName":"Kerb","IsPlatformStop":false}]}"#.utf8), stop: "1")
        #expect(kerb.stop.wheelchairBoarding == nil)
    }
}
