import Foundation
import Testing
import TransitKitCore

@testable import TransitCLI

/// Rider facts in the CLI's tables (Render/RiderMarks.swift), on recorded payloads:
/// CTA's hand-made rider-fact rows (getpredictions-handmade-riderfacts.json: `psgld`,
/// `flagstop`, `dyn`, `dstp` as CTA's v3 guide lists them), tramTRACKER's `IsLowFloorTram`
/// (GetNextPredictedRoutesCollection-3.json) and MTA's passenger count (vehicle-monitoring-4.json).
@Suite struct RiderFactsTests {
    func ctaRiderFacts() throws -> ReplayFolder {
        try ReplayFolder([
            "cta": [
                ("/bustime/api/v3/gettime", [:], "gettime-1.json"),
                ("/bustime/api/v3/getpredictions", [:], "getpredictions-handmade-riderfacts.json"),
            ]
        ])
    }

    @Test func ctaPredictionsShowCrowdingBoardingAndDistance() async throws {
        let folder = try ctaRiderFacts()
        let run = try await runCLI(folder.words + ["cta", "predictions", "--stop", "14545"], replay: false)
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst(2).map(String.init)
        #expect(rows.count == 7)
        #expect(rows.last?.hasPrefix("countdowns from server time") == true)
        #expect(rows[0].hasSuffix("3:08 pm (59032 h 57 min)  8865     ◔, flag stop, 326 m away")) // EMPTY, flagstop 1, 1069 ft
        #expect(rows[1].hasSuffix("◑, drop-off only, 2.0 km away")) // HALF_EMPTY, flagstop 2 (discharge only)
        #expect(rows[2].hasSuffix("●, drop-off only, 2.1 km away")) // FULL, dyn 4
        #expect(rows[3].hasSuffix("3:25 pm (59033 h 14 min)  8496     drop-off only, 5.5 km away")) // N/A: no mark, never "empty"
        #expect(rows[4].hasSuffix("3:27 pm (59033 h 16 min)  8497     departs, 0 m away")) // "crowded" is not a CTA code
    }

    @Test func tramTablesShowLowFloor() async throws {
        let run = try await runCLI(["tram", "next", "--stop", "1234"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("5      Malvern           1234  5:22 pm (2 min)   3501     ♿ low-floor"))
        #expect(run.stdout.contains("72     Camberwell        1234  Due               162      steps"))
    }

    @Test func mtaVehiclesShowPassengerCounts() async throws {
        let run = try await runCLI(["mta", "vehicles", "MTA NYCT_M86+"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "MTA NYCT_5594  M86-SBS  SELECT BUS YORKVILLE 1AV-92 ST CROSSTOWN  40.77644, -73.94675  36°      MTA_401910  approaching           9:42 pm  2 aboard"
            ))
    }

    /// An unknown code never reads as "empty": no mark in a table; JSON carries the model's
    /// `occupancy` with the raw code.
    @Test func unknownCrowdingIsNoMark() {
        #expect(RiderMarks.marks(occupancy: Occupancy(level: .unknown, providerCode: "crowded"), features: nil).isEmpty)
        let counted = RiderMarks.marks(occupancy: Occupancy(level: .standingRoomOnly, passengerCount: 41, capacity: 60), features: nil)
        #expect(counted == ["◕ 41/60"])
        #expect(RiderMarks.marks(occupancy: Occupancy(level: .unknown, passengerCount: 7), features: nil) == ["7 aboard"])
    }

    @Test func boardingAndAccessWords() {
        func boarding(_ pickup: BoardingRule?, _ dropOff: BoardingRule?) -> [String] {
            RiderMarks.marks(occupancy: nil, features: nil, pickup: pickup, dropOff: dropOff)
        }
        #expect(boarding(BoardingRule.none, .regular) == ["drop-off only"])
        #expect(boarding(.regular, BoardingRule.none) == ["pick-up only"])
        #expect(boarding(.coordinateWithDriver, .coordinateWithDriver) == ["flag stop"])
        #expect(boarding(nil, nil) == [])
        let marks = RiderMarks.marks(
            occupancy: nil, features: VehicleFeatures(wheelchair: .accessible), pickup: .regular,
            dropOff: BoardingRule.none, distanceToStop: 1234, stopsAway: 1)
        #expect(marks.joined(separator: " ") == "♿ pick-up only 1.2 km, 1 stop away")
        #expect(RiderMarks.marks(occupancy: nil, features: nil, realtime: false) == ["scheduled"])
    }
}
