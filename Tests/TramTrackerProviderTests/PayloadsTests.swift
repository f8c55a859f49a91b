import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// `TramTrackerPayloads`: bytes an app already holds, decoded and mapped exactly as a client
/// would, with errors that name the method (and no URL: there was no request).
@Suite struct PayloadsTests {
    @Test func predictionsFromBytesAreTheClientsBoard() async throws {
        let now = Date(timeIntervalSince1970: 1_737_699_629)
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-3.json"))
        let fetched = try await TT.client(mock, now: now).nextTrams(at: ["1234"])
        let decoded = try TramTrackerPayloads.predictions(
            try TT.body("GetNextPredictedRoutesCollection-3.json"), stop: "1234",
            receivedAt: now)
        #expect(decoded == fetched)
        #expect(decoded.predictions.count == 24)
        #expect(decoded.serverTime == TT.date(1_737_699_629_070))
    }

    @Test func aRouteFilterAppliesToBytesToo() throws {
        let board = try TramTrackerPayloads.predictions(
            try TT.body("GetNextPredictedRoutesCollection-3.json"), stop: "1234",
            routes: ["16D"])
        #expect(board.predictions.map(\.routeName) == ["16d"])
    }

    @Test func everyOtherMethodDecodesFromBytes() throws {
        #expect(try TramTrackerPayloads.routes(TT.body("GetRouteSummaries-hand-1.json")).map(\.id) == ["1", "3a", "64", "78"])
        #expect(
            try TramTrackerPayloads.stops(TT.body("GetRouteStopsByRoute-hand-1.json"), route: "78").map(\.direction?.id)
                == ["down", "down", "down", "up"])
        #expect(
            try TramTrackerPayloads.stops(
                TT.body("GetListOfStopsByRouteNoAndDirection-hand-1.json"), route: "78",
                direction: "down"
            ).allSatisfy { $0.direction?.id == "down" })
        #expect(
            try TramTrackerPayloads.directions(TT.body("GetDestinationsForRoute-hand-1.json"), route: "78")
                == [Direction(id: "up", name: "To North Richmond"), Direction(id: "down", name: "To Balaclava")])
        #expect(
            try TramTrackerPayloads.tramRun(TT.body("GetNextPredictedArrivalTimeAtStopsForTramNo-1.json"), tram: "3001")
                .trip.calls.map(\.stopID) == ["1707", "3357", "3356"])
        #expect(try TramTrackerPayloads.stopInformation(TT.body("GetStopInformation-1.json"), stop: "1234").stop.code == "14")
    }

    @Test func errorsNameTheMethodAndNoURL() throws {
        let unknown = #expect(throws: TransitError.self) {
            try TramTrackerPayloads.predictions(try TT.body("Error-hand-unknown-stop.json"), stop: "9999")
        }
        #expect(unknown?.kind == .notFound)
        #expect(unknown?.operation == "GetNextPredictedRoutesCollection")
        #expect(unknown?.provider == "tramtracker")
        #expect(unknown?.redactedURL == nil)
        #expect(unknown?.detail == "GetNextPredictedRoutesCollection: hasError is true")
        let html = #expect(throws: TransitError.self) { try TramTrackerPayloads.routes(Data("<html>502</html>".utf8)) }
        #expect(html?.kind == .decoding)
        #expect(html?.detail == "body is HTML or XML, expected JSON")
        let empty = #expect(throws: TransitError.self) {
            try TramTrackerPayloads.tramRun(Data(#"{"hasError":false,"responseObject":null}"#.utf8), tram: "3001")
        }
        #expect(empty?.kind == .notFound)
    }
}

/// Which in-body error texts mean "no such stop" (a `.notFound` note) and which do not.
@Suite struct ErrorTextTests {
    @Test(
        "texts that name an unknown stop, route or tram",
        arguments: [
            "Stop not found.", "Invalid stop number.", "Stop 4017 is not a valid stop.", "Route 99 does not exist",
        ])
    func unknownItem(_ text: String) {
        #expect(TramTrackerErrors.isUnknownItem(text))
    }

    /// "tramtracker" is not the word "tram"; a busy server is not an unknown stop; a token
    /// refusal says "invalid" but names no stop.
    @Test(
        "texts that do not",
        arguments: [
            "TramTracker service: invalid request", "Prediction service busy.", "Route 401 has no trams",
            "No or invalid device token provided.",
        ])
    func notUnknownItem(_ text: String) {
        #expect(!TramTrackerErrors.isUnknownItem(text))
    }
}
