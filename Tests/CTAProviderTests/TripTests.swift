import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// `trip(of:)`: bus 8164 on the 74 at 23:10 on 2019-05-14, from the recorded
/// `getpredictions?vid=8164` (getpredictions-5.json) and its row of the recorded
/// `getvehicles?rt=74` (getvehicles-handmade-8164.json).
@Suite struct TripTests {
    func recorded(vehicles: MockTransport.Reply = .fixture("cta", "getvehicles-handmade-8164.json")) -> MockTransport {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions").and(.query("vid", "8164")), .fixture("cta", "getpredictions-5.json"))
        mock.on(.path(suffix: "/getvehicles").and(.query("vid", "8164")), vehicles)
        mock.on(.path(suffix: "/getpredictions").and(.query("vid", "9999")), .fixture("cta", "getpredictions-handmade-unknownvehicle.json"))
        mock.on(.path(suffix: "/getvehicles").and(.query("vid", "9999")), .fixture("cta", "getvehicles-handmade-unknownvehicle.json"))
        return mock
    }

    @Test func aBusRunIsItsNextStopsInTravelOrderWithItsPosition() async throws {
        let mock = recorded()
        let trip = try await makeClient(mock).trip(of: " 8164 ")
        #expect(trip.vehicle == "8164")
        #expect(trip.calls.map(\.stopID) == ["17254", "18306"]) // Fullerton & Ashland, then & Greenview
        #expect(trip.calls.map { $0.time?.timeIntervalSince1970 } == [1_557_893_400, 1_557_893_460]) // 23:10, 23:11 CDT
        #expect(trip.calls.allSatisfy { $0.vehicleID == "8164" && $0.timeZone.identifier == "America/Chicago" })
        #expect(trip.route == "74")
        #expect(trip.direction?.id == "Eastbound")
        #expect(trip.destination == "Halsted")
        #expect(trip.tripID == "141")
        #expect(trip.position?.id == "8164")
        #expect(trip.position?.coordinate == Coordinate(latitude: 41.92505128922001, longitude: -87.6697262179467))
        #expect(trip.position?.tripID == "141")
        #expect(trip.serverTime == Date(timeIntervalSince1970: 1_557_893_400)) // no tm: the latest tmstmp, 23:10 CDT
        #expect(trip.call(at: "18306")?.distanceToStop.map { ($0 / 0.3048).rounded() } == 1086)
        // Two requests, sent together: predictions by vid (no `top`) and the position.
        #expect(Set(mock.requests.map(\.operation)) == ["getpredictions", "getvehicles"])
        #expect(mock.requests.count == 2)
        #expect(mock.requests.allSatisfy { $0.queryValue("vid") == "8164" && $0.queryValue("top") == nil })
    }

    @Test func callsWithinOneMinuteFollowTheDistanceLeft() async throws {
        // Bus 8164's recorded Greenview row and the next stop of pattern 8422, Southport
        // (689 ft further: dstp 1086 + 689), in one minute — as CTA's minute precision often
        // has them — and sent in reverse. Travel order comes from dstp, not from the server
        // or the ids (18305 sorts before 18306).
        let mock = MockTransport()
        mock.on(
            .path(suffix: "/getpredictions"),
            .json(
                """
                {"bustime-response": {"prd": [
                  {"stpid": "18305", "stpnm": "Fullerton & Southport", "vid": "8164", "dstp": 1775, "rt": "74", "rtdir": "Eastbound", "des": "Halsted", "prdtm": "20190514 23:11", "tatripid": "141", "dly": false, "prdctdn": "DUE"},
                  {"stpid": "18306", "stpnm": "Fullerton & Greenview", "vid": "8164", "dstp": 1086, "rt": "74", "rtdir": "Eastbound", "des": "Halsted", "prdtm": "20190514 23:11", "tatripid": "141", "dly": false, "prdctdn": "DUE"}]}}
                """))
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-handmade-8164.json"))
        let trip = try await makeClient(mock).trip(of: "8164")
        #expect(trip.calls.map(\.stopID) == ["18306", "18305"])
    }

    @Test func aCallCTAAnswersInvalidParameterIsNotFound() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .json(#"{"bustime-response": {"error": [{"msg": "Invalid parameter provided"}]}}"#))
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-handmade-unknownvehicle.json"))
        let error = await transitError { _ = try await makeClient(mock).trip(of: "9999") }
        #expect(error?.kind == .notFound)
        #expect(error?.providerMessage == "Invalid parameter provided")
    }

    @Test func blankVehicleIsInvalidBeforeAnyRequest() async throws {
        let mock = recorded()
        for blank in ["", "  "] {
            let error = await transitError { _ = try await makeClient(mock).trip(of: VehiclePosition.ID(blank)) }
            #expect(error?.kind == .invalidArgument)
        }
        #expect(mock.requests.isEmpty)
    }

    @Test func aBusCTADoesNotTrackIsNotFoundWithCTAsWords() async throws {
        let error = await transitError { _ = try await makeClient(recorded()).trip(of: "9999") }
        #expect(error?.kind == .notFound)
        #expect(error?.providerMessage == "No data found for parameter")
        #expect(error?.detail?.contains("9999") == true)
    }

    @Test func aPositionThatCannotBeHadLeavesTheTripWithoutIt() async throws {
        let trip = try await makeClient(recorded(vehicles: .status(503))).trip(of: "8164")
        #expect(trip.calls.count == 2)
        #expect(trip.position == nil)
    }

    @Test func aTrackedBusWithoutPredictionsIsATripWithNoCalls() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-handmade-unknownvehicle.json"))
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-handmade-8164.json"))
        let trip = try await makeClient(mock).trip(of: "8164")
        #expect(trip.calls.isEmpty)
        #expect(trip.position?.id == "8164")
        #expect(trip.route == "74")
        #expect(trip.destination == "Halsted")
    }

    @Test func failuresAreThrownWhenNothingElseIsKnown() async throws {
        // The predictions call failing fails the trip, whatever the position.
        let down = MockTransport()
        down.on(.path(suffix: "/getpredictions"), .status(503))
        down.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-handmade-8164.json"))
        #expect(await transitError { _ = try await makeClient(down).trip(of: "8164") }?.status == 503)
        // No predictions and a failed position call: not "unknown" — the failure itself.
        let unsure = MockTransport()
        unsure.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-handmade-unknownvehicle.json"))
        unsure.on(.path(suffix: "/getvehicles"), .status(500))
        let error = await transitError { _ = try await makeClient(unsure).trip(of: "9999") }
        #expect(error?.kind != .notFound)
        #expect(error?.status == 500)
    }
}
