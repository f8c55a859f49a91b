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

    /// The endpoint whose decoder a file named `<method>-….json` goes through.
    static func endpoint(forMethod method: String) -> TramTrackerEndpoint? {
        let all: [TramTrackerEndpoint] = [
            .deviceToken, .nextPredictedRoutes(stop: "1234", routeNo: "0", lowFloor: false), .tramRun(tramNo: "3001"),
            .stopInformation(stop: "1234"), .routeSummaries, .routeStops(routeNo: "78"),
            .stopsByDirection(routeNo: "78", isUp: false), .destinations(routeNo: "78"),
        ]
        return all.first { $0.method == method }
    }

    /// Elements of `responseObject` as JSONSerialization sees them, to compare counts.
    static func rawCount(_ body: Data) throws -> Int {
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        if let array = json["responseObject"] as? [Any] { return array.count }
        return json["responseObject"] is [String: Any] ? 1 : 0
    }

    @Test("payload decodes through its method's decoder", arguments: files.filter { !$0.hasPrefix("Error-") })
    func payloadDecodes(_ name: String) throws {
        let method = String(name.prefix { $0 != "-" })
        let endpoint = try #require(Self.endpoint(forMethod: method), "no decoder for method \(method) (\(name))")
        let body = try TT.body(name)
        let request = try TT.request(endpoint)
        let expected = try Self.rawCount(body)
        let count: Int
        switch endpoint {
        case .deviceToken:
            let token = try #require(try ResponseDecoder.single(WireDeviceToken.self, from: body, endpoint: endpoint, request: request).value)
            #expect(token.DeviceToken.count == 36)
            count = 1
        case .nextPredictedRoutes:
            let decoded = try ResponseDecoder.list(WirePrediction.self, from: body, endpoint: endpoint, request: request)
            #expect(decoded.head.timeResponded != nil)
            count = decoded.value.count
            // Field by field against the file as JSONSerialization reads it: route text, fleet
            // number and the date's milliseconds (cut out of the string by hand, not by DotNetDate).
            let raw = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])["responseObject"] as? [[String: Any]]
            for (wire, entry) in zip(decoded.value, raw ?? []) {
                #expect(wire.RouteNo.value == "\(entry["RouteNo"] ?? "")")
                #expect(wire.VehicleNo == entry["VehicleNo"] as? Int)
                let text = try #require(entry["PredictedArrivalDateTime"] as? String)
                let digits = text.drop { $0 != "(" }.dropFirst().prefix { $0.isNumber || $0 == "." }
                #expect(wire.PredictedArrivalDateTime.milliseconds == Double(digits), "\(name): \(text)")
            }
        case .tramRun:
            let run = try #require(try ResponseDecoder.single(WireTramRun.self, from: body, endpoint: endpoint, request: request).value)
            #expect(run.VehicleNo != nil)
            count = 1
        case .stopInformation:
            let stop = try #require(try ResponseDecoder.single(WireStopInformation.self, from: body, endpoint: endpoint, request: request).value)
            #expect(stop.StopName?.isEmpty == false)
            count = 1
        case .routeSummaries:
            count = try ResponseDecoder.list(WireRouteSummary.self, from: body, endpoint: endpoint, request: request).value.count
        case .routeStops, .stopsByDirection:
            count = try ResponseDecoder.list(WireRouteStop.self, from: body, endpoint: endpoint, request: request).value.count
        case .destinations:
            _ = try #require(try ResponseDecoder.single(WireRouteDestinations.self, from: body, endpoint: endpoint, request: request).value)
            count = 1
        }
        #expect(count == expected, "\(name): decoded \(count) of \(expected)")
    }

    /// `hasError: true` → `.apiError` carrying `errorMessage`; anything that is not an
    /// envelope → `.decoding`. The expectation is read from the file itself.
    @Test("error payload gives the right TransitError", arguments: files.filter { $0.hasPrefix("Error-") })
    func errorPayload(_ name: String) throws {
        let body = try TT.body(name)
        let endpoint = TramTrackerEndpoint.nextPredictedRoutes(stop: "1234", routeNo: "0", lowFloor: false)
        let error = try #require(#expect(throws: TransitError.self) {
            try ResponseDecoder.list(WirePrediction.self, from: body, endpoint: endpoint, request: try TT.request(endpoint))
        })
        let json = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        if json?["hasError"] as? Bool == true {
            #expect(error.kind == .apiError)
            #expect(error.providerMessage == json?["errorMessage"] as? String)
            #expect(error.operation == "GetNextPredictedRoutesCollection")
        } else {
            #expect(error.kind == .decoding)
            #expect(error.detail?.contains("GetNextPredictedRoutesCollection") == true)
        }
        #expect(!error.description.contains(TT.token))
    }
}
