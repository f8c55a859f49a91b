import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// Every payload in TransitKitTesting's `Fixtures/tramtracker`: `<Method>-*.json` decodes
/// through that method's decoder, `Error-*.json` gives a TransitError, and each object of an
/// annotated `.jsonc` capture (comment lines dropped in the test, the file left as recorded)
/// goes through the prediction decoder. New files are picked up without code changes.
@Suite struct CorpusTests {
    static let files: [String] = ((try? Fixtures.files("tramtracker", extensions: ["json"])) ?? []).map(\.lastPathComponent)
    static let annotated: [String] = ((try? Fixtures.files("tramtracker", extensions: ["jsonc"])) ?? []).map(\.lastPathComponent)

    @Test func corpusIsPresentAndHoldsTheAnnotatedCapture() throws {
        #expect(Self.annotated == ["TramInfoAjaxRequest-1.jsonc"])
        #expect(Self.files.count >= 25)
        #expect(Self.files.contains("GetNextPredictedRoutesCollection-3.json"))
    }

    /// The website capture (reference §6.1, §7): its error object is the website's shape —
    /// `.decoding`, its words kept — and its arrivals are RestService prediction elements with
    /// the newer `TramClass` (and `Arrival`, ignored), every one decoded.
    @Test("annotated capture: each object through the prediction decoder", arguments: annotated)
    func annotatedCapture(_ name: String) throws {
        let objects = try TT.annotated(name)
        #expect(objects.map(\.label) == ["ERROR CASE", "HAPPY CASE"])
        for (label, body) in objects {
            let raw = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any], "\(label) is not JSON")
            if raw["TramTrackerResponse"] is NSNull {
                let error = #expect(throws: TransitError.self) { try TramTrackerPayloads.predictions(body, stop: "1532") }
                #expect(error?.kind == .decoding)
                #expect(error?.providerMessage == raw["errorMessage"] as? String)
            } else {
                let pages = (raw["TramTrackerResponse"] as? [String: Any])?["ArrivalsPages"] as? [[Any]]
                let arrivals = try JSONDecoder().decode(TT.WebsiteArrivals.self, from: body).arrivals
                #expect(arrivals.count == pages?.joined().count)
                #expect(arrivals.count == 3)
            }
        }
    }

    /// Elements of `responseObject` as JSONSerialization sees them, to compare counts.
    static func rawCount(_ body: Data) throws -> Int {
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        if let array = json["responseObject"] as? [Any] { return array.count }
        return json["responseObject"] is [String: Any] ? 1 : 0
    }

    @Test("payload decodes through its method's decoder", arguments: files.filter { !$0.hasPrefix("Error-") })
    func payloadDecodes(_ name: String) throws {
        let prefix = String(name.prefix { $0 != "-" })
        let method = try #require(TT.sampleCalls.first { $0.name == prefix }, "no decoder for method \(prefix) (\(name))")
        let body = try TT.body(name)
        let expected = try Self.rawCount(body)
        let count: Int
        switch method {
        case .deviceToken:
            let token = try #require(try TT.decode(TramTrackerWireDeviceToken.self, body, method).single)
            #expect(token.DeviceToken.count == 36)
            count = 1
        case .nextPredictedRoutes:
            let decoded = try TT.decode(TramTrackerWirePrediction.self, body, method)
            #expect(decoded.head.timeResponded != nil)
            count = decoded.items.count
            // Field by field against the file as JSONSerialization reads it: route text, fleet
            // number and the date's milliseconds (cut out of the string by hand, not by DotNetDate).
            let raw = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])["responseObject"] as? [[String: Any]]
            for (wire, entry) in zip(decoded.items, raw ?? []) {
                #expect(wire.RouteNo.value == "\(entry["RouteNo"] ?? "")")
                #expect(wire.VehicleNo == entry["VehicleNo"] as? Int)
                let text = try #require(entry["PredictedArrivalDateTime"] as? String)
                let digits = text.drop { $0 != "(" }.dropFirst().prefix { $0.isNumber || $0 == "." }
                #expect(wire.PredictedArrivalDateTime.milliseconds == Double(digits), "\(name): \(text)")
            }
        case .tramRun:
            let run = try TT.decode(TramTrackerWireTramRun.self, body, method).single
            #expect(run == nil || run?.VehicleNo != nil)
            count = run == nil ? 0 : 1
        case .stopInformation:
            let stop = try #require(try TT.decode(TramTrackerWireStopInformation.self, body, method).single)
            #expect(stop.StopName?.isEmpty == false)
            count = 1
        case .routeSummaries:
            count = try TT.decode(TramTrackerWireRouteSummary.self, body, method).items.count
        case .routeStops, .stopsByDirection:
            count = try TT.decode(TramTrackerWireRouteStop.self, body, method).items.count
        case .destinations:
            _ = try #require(try TT.decode(TramTrackerWireRouteDestinations.self, body, method).single)
            count = 1
        case .destinationsForAllRoutes:
            let rows = try TT.decode(TramTrackerWireRouteDestination.self, body, method).items
            #expect(rows.allSatisfy { $0.UpStop != nil && $0.Destination?.isEmpty == false })
            count = rows.count
        case .mainRoutesForStop:
            let rows = try TT.decode(TramTrackerWireMainRoute.self, body, method).items
            #expect(rows.allSatisfy { !$0.RouteNo.value.isEmpty })
            count = rows.count
        case .stopsAndRoutesUpdatesSince:
            // One object holding the tables; every row of both has its id and action.
            let tables = try #require(try TT.decode(TramTrackerWireCoreDataChanges.self, body, method).single)
            let stops = tables.dtStopsChanges ?? []
            let routes = tables.dtRoutesChanges ?? []
            #expect(stops.allSatisfy { $0.StopNo != nil && $0.Action != nil })
            #expect(routes.allSatisfy { $0.RouteNo != nil && $0.Action != nil })
            #expect(!(stops.isEmpty && routes.isEmpty))
            count = 1
        case .schedules:
            let rows = try TT.decode(TramTrackerWirePrediction.self, body, method).items
            #expect(rows.allSatisfy { !$0.RouteNo.value.isEmpty })
            count = rows.count
        case .tripSchedule:
            let rows = try TT.decode(TramTrackerWireTripStop.self, body, method).items
            #expect(rows.allSatisfy { !$0.StopNo.value.isEmpty })
            count = rows.count
        }
        #expect(count == expected, "\(name): decoded \(count) of \(expected)")
    }

    /// The one recorded wording for an unknown stop (the website's, reference §7).
    static let unknownStopTexts: Set<String> = ["Stop not found."]

    /// `hasError: true` → `.apiError` carrying `errorMessage` (`.notFound` when the text says
    /// the stop is unknown); anything that is not an envelope → `.decoding`. The expectation
    /// is read from the file itself.
    @Test("error payload gives the right TransitError", arguments: files.filter { $0.hasPrefix("Error-") })
    func errorPayload(_ name: String) throws {
        let body = try TT.body(name)
        let error = try #require(
            #expect(throws: TransitError.self) {
                try TT.decode(TramTrackerWirePrediction.self, body, TT.sampleCalls[1])
            })
        let json = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        if json?["hasError"] as? Bool == true {
            let message = json?["errorMessage"] as? String
            #expect(error.kind == (message.map(Self.unknownStopTexts.contains) == true ? .notFound : .apiError))
            #expect(error.providerMessage == message)
            #expect(error.operation == "GetNextPredictedRoutesCollection")
        } else {
            #expect(error.kind == .decoding)
            #expect(error.detail?.contains("GetNextPredictedRoutesCollection") == true)
        }
        #expect(!error.description.contains(TT.token))
    }
}
