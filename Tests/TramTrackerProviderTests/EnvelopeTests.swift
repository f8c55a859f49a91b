import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// The envelope: errors inside HTTP 200, each endpoint's `responseObject` shape, and bodies
/// that are not envelopes at all.
@Suite struct EnvelopeTests {
    func error(
        _ body: String, status: Int = 200, headers: HTTPHeaders = [:],
        _ call: @escaping @Sendable (TramTrackerClient) async throws -> Void
    ) async throws -> TransitError? {
        let mock = MockTransport()
        mock.on(.any, .json(body, status: status, headers: headers))
        let client = try TT.client(mock)
        return await transitError { try await call(client) }
    }

    @Test func hasErrorInA200IsAnAPIErrorCarryingTheMessage() async throws {
        let e = try await error(#"{"errorMessage":"Stop not in service.","hasError":true,"hasResponse":false,"responseObject":[]}"#) {
            _ = try await $0.stopInformation("1234")
        }
        #expect(e?.kind == .apiError)
        #expect(e?.providerMessage == "Stop not in service.")
        #expect(e?.status == nil)
        #expect(e?.detail == "GetStopInformation: hasError is true in an HTTP 200 body")
    }

    @Test func predictionsAnsweringASingleObjectIsAShapeError() async throws {
        let e = try await error(#"{"hasError":false,"responseObject":{"__type":"X","RouteNo":"1","PredictedArrivalDateTime":"/Date(0)/"}}"#)
        {
            _ = try await $0.predictions(at: ["1234"], routes: nil)
        }
        #expect(e?.kind == .decoding)
        #expect(e?.detail == "GetNextPredictedRoutesCollection: responseObject is a single object, expected array")
    }

    @Test func predictionsWithNullResponseObjectIsAShapeError() async throws {
        let e = try await error(#"{"hasError":false,"hasResponse":false,"responseObject":null}"#) {
            _ = try await $0.predictions(at: ["1234"], routes: nil)
        }
        #expect(e?.kind == .decoding)
        #expect(e?.detail == "GetNextPredictedRoutesCollection: responseObject is null, expected array")
    }

    @Test func tramRunAnsweringAnArrayIsAShapeError() async throws {
        let e = try await error(#"{"hasError":false,"responseObject":[{"VehicleNo":1},{"VehicleNo":2}]}"#) {
            _ = try await $0.tramRun("3001")
        }
        #expect(e?.kind == .decoding)
        #expect(e?.detail == "GetNextPredictedArrivalTimeAtStopsForTramNo: responseObject is an array of 2, expected single object")
    }

    @Test func stopInformationWithTwoElementsIsAShapeError() async throws {
        let e = try await error(#"{"hasError":false,"responseObject":[{"StopName":"a"},{"StopName":"b"}]}"#) {
            _ = try await $0.stopInformation("1234")
        }
        #expect(e?.detail == "GetStopInformation: responseObject is an array of 2, expected array of one")
    }

    @Test("an empty single-item answer is notFound", arguments: ["[]", "null"])
    func emptyTramRunIsNotFound(_ object: String) async throws {
        let e = try await error(#"{"hasError":false,"hasResponse":false,"responseObject":\#(object)}"#) {
            _ = try await $0.tramRun("3001")
        }
        #expect(e?.kind == .notFound)
        #expect(e?.detail == "tram 3001 is not on the network (responseObject is empty)")
    }

    @Test func routeNumberSentAsAnIntIsKeptAsText() throws {
        let body = Data(
            #"{"hasError":false,"responseObject":[{"RouteNo":16,"HeadBoardRouteNo":"16d","PredictedArrivalDateTime":"/Date(0)/","__type":"x","Unknown":[1,2]}]}"#
                .utf8)
        let wire = try TT.decode(TramTrackerWirePrediction.self, body, TT.sampleCalls[1])
        #expect(wire.items.first?.RouteNo.value == "16")
    }

    @Test func aWrongFieldTypeNamesEndpointAndPath() async throws {
        let e = try await error(
            #"{"hasError":false,"responseObject":[{"RouteNo":"1","PredictedArrivalDateTime":"/Date(0)/","VehicleNo":"many"}]}"#
        ) {
            _ = try await $0.predictions(at: ["1234"], routes: nil)
        }
        #expect(e?.kind == .decoding)
        #expect(e?.operation == "GetNextPredictedRoutesCollection")
        #expect(e?.detail?.hasPrefix("responseObject[0].VehicleNo: expected Int") == true, "\(e?.detail ?? "")")
    }

    @Test func gatewayHTMLIsADecodingErrorNotAnAPIError() async throws {
        let mock = MockTransport()
        mock.on(.any, .response(HTTPResponse(status: 200, body: Data("<html><body><h1>502 Bad Gateway</h1></body></html>".utf8))))
        let e = await transitError { _ = try await TT.client(mock).routes() }
        #expect(e?.kind == .decoding)
        #expect(e?.detail == "body is HTML or XML, expected JSON")
        #expect(e?.providerMessage == "502 Bad Gateway")
    }

    /// The website's error shape (reference §7, from the TramInfoAjaxRequest capture): not a
    /// RestService envelope, so `.decoding`, but its words still reach the caller.
    @Test func websiteErrorShapeIsADecodingErrorCarryingItsMessage() async throws {
        let e = try await error(#"{"errorMessage":"Stop not found.","TramTrackerResponse":null}"#) {
            _ = try await $0.predictions(at: ["1234"], routes: nil)
        }
        #expect(e?.kind == .decoding)
        #expect(e?.providerMessage == "Stop not found.")
        #expect(e?.detail == "GetNextPredictedRoutesCollection: not a tramTRACKER envelope (no hasError, no responseObject)")
    }

    @Test func emptyBodyIsADecodingError() async throws {
        let e = try await error("") { _ = try await $0.routes() }
        #expect(e?.kind == .decoding)
        #expect(e?.detail == "empty body, expected JSON")
    }

    @Test func httpStatusesMapToKinds() async throws {
        let limited = try await error("{}", status: 429, headers: ["Retry-After": "30"]) { _ = try await $0.routes() }
        #expect(limited?.kind == .rateLimited)
        #expect(limited?.retryAfter == .seconds(30))
        let missing = try await error("{}", status: 404) { _ = try await $0.routes() }
        #expect(missing?.kind == .notFound)
        #expect(missing?.operation == "GetRouteSummaries")
    }

    @Test func cancelledCallIsCancelledNotTransport() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock)
        let task = Task { () -> TransitError? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await transitError { _ = try await client.predictions(at: ["1234"], routes: nil) }
        }
        let e = await task.value
        #expect(e?.kind == .cancelled)
        #expect(mock.requests.isEmpty)
    }

    @Test func legacyIsErrorEnvelopeIsUnderstood() throws {
        let body = Data(#"{"responseObject":[],"isError":true}"#.utf8)
        let e = #expect(throws: TransitError.self) {
            try TT.decode(TramTrackerWireStopInformation.self, body, .stopInformation(stop: "1234"))
        }
        #expect(e?.kind == .apiError)
    }
}
