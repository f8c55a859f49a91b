import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// What riders see besides the time, field by field: `psgld` → occupancy, `dstp` → distance,
/// `dyn` 4 and `flagstop` → pickup / drop-off, `tatripid` / `origtatripno` → trip id,
/// `stsd` + `stst` → trip start, `tm` → the board's server time, `ada` → wheelchair boarding
/// (Docs/CTA.md rows 41–47).
@Suite struct RiderFactMappingTests {
    /// 2026-02-06 15:00:41 CST, the hand-made `tm`; the recorded board's `tmstmp` is 15:00.
    static let v3Now = Date(timeIntervalSince1970: 1_770_411_641)

    func board(_ file: String, now: Date = v3Now) async throws -> PredictionBoard {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", file))
        return try await makeClient(mock, now: now).predictions(at: ["14545"], routes: nil)
    }

    /// Each row's distance to the stop in metres, to the millimetre.
    func millimetres(_ board: PredictionBoard) -> [Double?] {
        board.predictions.map { $0.distanceToStop.map { ($0 * 1000).rounded() / 1000 } }
    }

    @Test func recordedV3RowsCarryDistanceTripStartAndBoarding() async throws {
        let board = try await board("getpredictions-9.json")
        #expect(board.predictions.map { $0.vehicleID?.rawValue } == ["8865", "8936", "8678", "8496"])
        // dstp 1069, 6540, 6948, 18055 feet.
        #expect(millimetres(board) == [325.831, 1993.392, 2117.750, 5503.164])
        #expect(board.predictions.map(\.tripID) == ["155", "66", "147", "203343"])
        // stsd 2026-02-06 + stst 54390 / 54300 / 55230 / 55200 s: 15:06:30, 15:05, 15:20:30, 15:20 CST.
        #expect(
            board.predictions.map { $0.tripStart?.timeIntervalSince1970 } == [1_770_411_990, 1_770_411_900, 1_770_412_830, 1_770_412_800])
        // flagstop 0: a normal stop.
        #expect(board.predictions.allSatisfy { $0.pickup == .regular && $0.dropOff == .regular && !$0.isDropOffOnly })
        // psgld "": CTA says nothing — unknown, never empty.
        #expect(board.predictions.allSatisfy { $0.occupancy == Occupancy(level: .unknown, providerCode: "") })
    }

    @Test func recordedV2RowsHaveDistanceAndTripButNoV3Facts() async throws {
        let board = try await board("getpredictions-4.json", now: recordedNow)
        #expect(millimetres(board) == [1364.894, 8180.832]) // dstp 4478, 26840 feet
        #expect(board.predictions.map(\.tripID) == ["141", "140"])
        #expect(board.predictions.allSatisfy { $0.occupancy == nil && $0.tripStart == nil && $0.pickup == nil && $0.dropOff == nil })
    }

    @Test func passengerLoadCodesAndUnknownTextKeepTheRawCode() async throws {
        let board = try await board("getpredictions-handmade-riderfacts.json")
        #expect(
            board.predictions.map(\.occupancy) == [
                Occupancy(level: .manySeatsAvailable, providerCode: "EMPTY"),
                Occupancy(level: .fewSeatsAvailable, providerCode: "HALF_EMPTY"),
                Occupancy(level: .full, providerCode: "FULL"),
                Occupancy(level: .unknown, providerCode: "N/A"),
                Occupancy(level: .unknown, providerCode: "crowded"), // no CTA code: the row stays
                Occupancy(level: .full, providerCode: " full "),
            ])
    }

    @Test func flagStopsAndExpressedRowsSayWhoMayBoardAndAlight() async throws {
        let board = try await board("getpredictions-handmade-riderfacts.json")
        let rules = board.predictions.map { [$0.pickup, $0.dropOff] }
        #expect(
            rules == [
                [.coordinateWithDriver, .coordinateWithDriver], // flagstop 1: flag stop, pickup and discharge
                [BoardingRule.none, .coordinateWithDriver], // flagstop 2: flag stop, discharge only
                [BoardingRule.none, .regular], // dyn 4 (expressed: drop-off only), flagstop 0
                [BoardingRule.none, .coordinateWithDriver], // dyn 4 and flagstop 2
                [nil, nil], // flagstop -1: undefined
                [nil, nil], // flagstop 9: no such code
            ])
        #expect(board.predictions.map(\.isDropOffOnly) == [false, true, true, true, false, false])
        #expect(board.predictions.allSatisfy { !$0.isCancelled })
    }

    @Test func tripIDStartAndDistanceEdges() async throws {
        let board = try await board("getpredictions-handmade-riderfacts.json")
        // tatripid "" falls back to origtatripno; the last row has no origtatripno.
        #expect(board.predictions.map(\.tripID) == ["155", "66", "147", "273992073", "203344", "203345"])
        #expect(
            board.predictions.map { $0.tripStart?.timeIntervalSince1970 } == [
                1_770_411_990, 1_770_411_900, 1_770_412_830,
                1_770_449_400, // stst 91800: 01:30 CST the next morning, on 2026-02-06's service day
                nil, // stsd "2026-13-06" is no date
                nil, // stst -5
            ])
        // dstp -38 (the bus is past the stop point): 0, not a negative distance.
        #expect(board.predictions[4].distanceToStop == 0)
        #expect(board.predictions.count == 6) // no bad fact cost its row
    }

    @Test func tripStartCountsFromTheServiceDaysNoonLessTwelveHours() throws {
        // On the spring-forward day the day starts at 23:00 CST the evening before, so 5 h
        // after it is 05:00 CDT on the wall clock (GTFS's rule for start times).
        let spring = CTAMapper.tripStart(stsd: "2019-03-10", stst: LenientInt(5 * 3600))
        #expect(spring == Date(timeIntervalSince1970: 1_552_212_000)) // 2019-03-10 05:00 CDT
        #expect(CTAMapper.tripStart(stsd: " 2025-01-07 ", stst: LenientInt(63_630)) == Date(timeIntervalSince1970: 1_736_293_230))
        #expect(CTAMapper.tripStart(stsd: "null", stst: LenientInt(0)) == nil)
        #expect(CTAMapper.tripStart(stsd: "2025-01-07", stst: LenientInt(2 * 86_400 + 1)) == nil)
        #expect(CTAMapper.tripStart(stsd: "2025-01-07", stst: nil) == nil)
    }

    @Test func boardServerTimeIsTmElseTheLatestRowStamp() async throws {
        let dated = try await board("getpredictions-handmade-riderfacts.json")
        #expect(dated.serverTime == Self.v3Now) // tm "20260206 15:00:41"
        #expect(dated.receivedAt == Self.v3Now)
        // CTA's recorded answers carry no tm: the rows' tmstmp "20260206 15:00" (Chicago) dates them.
        let recorded = try await board("getpredictions-9.json")
        #expect(recorded.serverTime == Self.v3Now.addingTimeInterval(-41))
        #expect(recorded.receivedAt == Self.v3Now)
        let offline = try CTAPayloads.predictions(Fixtures.data("cta", "getpredictions-handmade-riderfacts.json"), now: .fixed(Self.v3Now))
        #expect(offline.serverTime == Self.v3Now)
    }

    /// A board from 2018 read on a device in 2026: counted from the board's server clock (the
    /// latest row stamp, 20:24, not the 20:23 of two rows), its countdowns are CTA's own
    /// `prdctdn` (3, 14, 29), not "(departed)".
    @Test func recordedCountdownsCountFromTheServersClock() async throws {
        let board = try await board("getpredictions-2.json", now: Self.v3Now)
        let minutes = board.predictions.compactMap { $0.countdown(now: board.serverNow(at: Self.v3Now))?.minutes }
        #expect(minutes == [3, 14, 29])
        let later = Self.v3Now.addingTimeInterval(120)
        #expect(board.predictions.first?.countdown(now: board.serverNow(at: later))?.minutes == 1)
    }

    @Test func aBatchesServerTimeReachesTheMergedBoard() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions").and(.query("stpid", "14545")), .fixture("cta", "getpredictions-handmade-riderfacts.json"))
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-9.json"))
        let stops = (1...10).map { Stop.ID("9\($0)") } + ["14545"]
        let board = try await makeClient(mock, now: Self.v3Now).predictions(at: stops, routes: nil)
        #expect(mock.requests.count == 2)
        #expect(board.serverTime == Self.v3Now)
    }

    @Test func recordedV3VehicleCarriesLoadTripAndStart() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-3.json"))
        let bus = try #require(try await makeClient(mock).vehicles(on: ["18"]).first)
        #expect(bus.id == "1106")
        #expect(bus.occupancy == Occupancy(level: .unknown, providerCode: "N/A"))
        #expect(bus.tripID == "87")
        #expect(bus.tripStart == Date(timeIntervalSince1970: 1_736_293_230)) // 2025-01-07 + 63630 s = 17:40:30 CST
        #expect(bus.isRealtime)
        let v2 = try CTAPayloads.vehicles(Fixtures.data("cta", "getvehicles-1.json"))
        #expect(v2.allSatisfy { $0.occupancy == nil && $0.tripStart == nil && $0.tripID != nil })
    }

    @Test func adaIsWheelchairBoarding() async throws {
        let stops = try CTAPayloads.stops(Fixtures.data("cta", "getstops-handmade-ada.json"))
        #expect(stops.map(\.wheelchairBoarding) == [.accessible, .inaccessible, nil])
        let v2 = try CTAPayloads.stops(Fixtures.data("cta", "getstops-3.json"))
        #expect(v2.allSatisfy { $0.wheelchairBoarding == nil })
    }
}
