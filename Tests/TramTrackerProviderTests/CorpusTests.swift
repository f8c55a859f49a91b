import Foundation
import Testing
import TransitKitCore
import TransitKitTesting
@testable import TramTrackerProvider

/// Every `.json` file in TransitKitTesting's `Fixtures/tramtracker`: `<Method>-*.json` decodes
/// through that method's decoder, `Error-*.json` gives a TransitError. `.jsonc` files are not
/// listed (annotated, not JSON). New files are picked up without code changes.
@Suite struct CorpusTests {
    static let files: [String] = ((try? Fixtures.files("tramtracker", extensions: ["json"])) ?? []).map(\.lastPathComponent)

    @Test func corpusIsPresentAndSkipsAnnotatedFiles() throws {
        let all = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory("tramtracker").path)
        #expect(all.contains("TramInfoAjaxRequest-1.jsonc"))
        #expect(!Self.files.contains("TramInfoAjaxRequest-1.jsonc"))
        #expect(Self.files.count >= 21)
        #expect(Self.files.contains("GetNextPredictedRoutesCollection-3.json"))
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
        let method = try #require(TramTrackerMethod(rawValue: prefix), "no decoder for method \(prefix) (\(name))")
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
            let run = try #require(try TT.decode(TramTrackerWireTramRun.self, body, method).single)
            #expect(run.VehicleNo != nil)
            count = 1
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
        let error = try #require(#expect(throws: TransitError.self) {
            try TT.decode(TramTrackerWirePrediction.self, body, .nextPredictedRoutes)
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
