import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// RestService answers are read straight from the bytes (`TramTrackerWireEnvelope` is
/// `JSONReadable` when its element is, which `JSONWireDecoder` uses first); the `Decodable`
/// conformances read by `JSONWireDecoder.decodableOnly` are the reference. Both must build
/// equal values — head, `responseObject` shape and every element — or both refuse the input.
@Suite("Direct read of tramTRACKER answers")
struct DirectReadTests {
    static let files: [URL] = (try? Fixtures.files("tramtracker", extensions: ["json"])) ?? []

    /// Either both paths read the same value or both refuse.
    static func compare<T: JSONReadable & Equatable>(_ type: T.Type, _ data: Data, _ label: String) {
        let direct = try? JSONWireDecoder().decode(T.self, from: data)
        let reference = try? JSONWireDecoder.decodableOnly.decode(T.self, from: data)
        #expect(direct == reference, "\(label)")
    }

    /// The direct read alone, without the fallback.
    static func readDirectly<T: JSONReadable>(_ type: T.Type, _ data: Data) throws(TransitError) -> T {
        try JSONReader.read(data, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in try T(reading: &reader) }
    }

    /// The head, and the envelope of the element type the file's method answers with (error
    /// bodies and unknown names: predictions, the most read answer).
    static func compareAll(_ data: Data, method name: String, _ label: String) {
        compare(TramTrackerWireEnvelopeHead.self, data, label)
        switch name {
        case let name where name.hasPrefix("GetNextPredictedRoutesCollection"):
            compare(TramTrackerWireEnvelope<TramTrackerWirePrediction>.self, data, label)
        case let name where name.hasPrefix("GetNextPredictedArrivalTimeAtStopsForTramNo"):
            compare(TramTrackerWireEnvelope<TramTrackerWireTramRun>.self, data, label)
        case let name where name.hasPrefix("GetStopInformation"):
            compare(TramTrackerWireEnvelope<TramTrackerWireStopInformation>.self, data, label)
        case let name where name.hasPrefix("GetRouteSummaries"):
            compare(TramTrackerWireEnvelope<TramTrackerWireRouteSummary>.self, data, label)
        case let name where name.hasPrefix("GetRouteStopsByRoute") || name.hasPrefix("GetListOfStopsByRouteNoAndDirection"):
            compare(TramTrackerWireEnvelope<TramTrackerWireRouteStop>.self, data, label)
        case let name where name.hasPrefix("GetDestinationsForRoute"):
            compare(TramTrackerWireEnvelope<TramTrackerWireRouteDestinations>.self, data, label)
        case let name where name.hasPrefix("GetDeviceToken"):
            compare(TramTrackerWireEnvelope<TramTrackerWireDeviceToken>.self, data, label)
        default:
            compare(TramTrackerWireEnvelope<TramTrackerWirePrediction>.self, data, label)
        }
    }

    /// The direct read alone of the file's envelope, checked against the reference.
    static func expectDirectRead<Element: JSONReadable & Equatable & Sendable>(_ type: Element.Type, _ data: Data, _ label: String) throws {
        let direct = try readDirectly(TramTrackerWireEnvelope<Element>.self, data)
        let reference = try JSONWireDecoder.decodableOnly.decode(TramTrackerWireEnvelope<Element>.self, from: data)
        #expect(direct == reference, "\(label)")
    }

    /// Every tramTRACKER fixture (error bodies included), whole and in 30 damaged copies.
    @Test(arguments: files)
    func fixturesAndDamagedCopiesReadAlike(file: URL) throws {
        let data = try Data(contentsOf: file)
        let name = file.lastPathComponent
        Self.compareAll(data, method: name, name)
        for (variant, damaged) in FixtureDamage.copies(of: data, seed: name).enumerated() {
            Self.compareAll(damaged, method: name, "\(name) variant \(variant)")
        }
    }

    /// Every fixture is read by the direct path itself, not handed to the reference:
    /// otherwise the comparison above would compare the reference with itself.
    @Test(arguments: files)
    func wellFormedFilesNeedNoFallback(file: URL) throws {
        let data = try Data(contentsOf: file)
        let name = file.lastPathComponent
        #expect(
            try Self.readDirectly(TramTrackerWireEnvelopeHead.self, data)
                == (try JSONWireDecoder.decodableOnly.decode(TramTrackerWireEnvelopeHead.self, from: data)))
        switch name {
        case let name where name.hasPrefix("GetNextPredictedRoutesCollection"):
            try Self.expectDirectRead(TramTrackerWirePrediction.self, data, name)
        case let name where name.hasPrefix("GetNextPredictedArrivalTimeAtStopsForTramNo"):
            try Self.expectDirectRead(TramTrackerWireTramRun.self, data, name)
        case let name where name.hasPrefix("GetStopInformation"):
            try Self.expectDirectRead(TramTrackerWireStopInformation.self, data, name)
        case let name where name.hasPrefix("GetRouteSummaries"):
            try Self.expectDirectRead(TramTrackerWireRouteSummary.self, data, name)
        case let name where name.hasPrefix("GetRouteStopsByRoute") || name.hasPrefix("GetListOfStopsByRouteNoAndDirection"):
            try Self.expectDirectRead(TramTrackerWireRouteStop.self, data, name)
        case let name where name.hasPrefix("GetDestinationsForRoute"):
            try Self.expectDirectRead(TramTrackerWireRouteDestinations.self, data, name)
        case let name where name.hasPrefix("GetDeviceToken"):
            try Self.expectDirectRead(TramTrackerWireDeviceToken.self, data, name)
        default:
            try Self.expectDirectRead(TramTrackerWirePrediction.self, data, name)
        }
    }

    /// The benchmarked answer holds every kind of prediction field: the direct read finds them.
    @Test func thePredictionsAnswerIsReadInFull() throws {
        let data = try Fixtures.data("tramtracker", "GetNextPredictedRoutesCollection-1.json")
        let envelope = try Self.readDirectly(TramTrackerWireEnvelope<TramTrackerWirePrediction>.self, data)
        #expect(envelope.head.hasError == false)
        #expect(envelope.head.hasResponseObject)
        guard case .array(let predictions) = envelope.responseObject else {
            Issue.record("responseObject is not an array")
            return
        }
        #expect(!predictions.isEmpty)
        #expect(predictions.allSatisfy { !$0.RouteNo.value.isEmpty && $0.DisruptionMessage != nil })
    }

    /// A prediction with its required fields and `fields` added, in an envelope.
    static func predictions(_ fields: String, head: String = #""hasError":false,"hasResponse":true"#) -> String {
        #"{"# + head + #","responseObject":[{"PredictedArrivalDateTime":"/Date(1464673748000+1000)/","RouteNo":"12""#
            + (fields.isEmpty ? "" : ",") + fields + "}]}"
    }

    /// The shapes the fixtures do not hold: duplicates (the first counts, a first null too),
    /// nulls, numbers as strings, wrong types, odd text fields, error heads, odd envelopes.
    @Test(arguments: [
        predictions(#""RouteNo":"16","VehicleNo":1,"VehicleNo":2,"Destination":null,"Destination":"X""#),
        predictions(#""RouteNo":16"#),
        predictions(#""HeadBoardRouteNo":16.0,"InternalRouteNo":12.0,"VehicleNo":-1"#),
        predictions(#""HeadBoardRouteNo":16.5,"RouteNo":1e20"#),
        predictions(#""HeadBoardRouteNo":true"#),
        predictions(#""HeadBoardRouteNo":null,"HeadBoardRouteNo":"16d""#),
        predictions(#""VehicleNo":"3001""#),
        predictions(#""VehicleNo":30.5"#),
        predictions(#""AirConditioned":"true""#),
        predictions(#""AirConditioned":null,"AirConditioned":true"#),
        predictions(#""TramClass":"E","OccupancyLevel":3,"TripID":0"#),
        predictions(#""TramClass":true,"OccupancyLevel":[],"TripID":{}"#),
        predictions(#""TramClass":null,"OccupancyLevel":2.5,"TripID":1e400"#),
        predictions(#""TramClass":12345678901234567890,"OccupancyLevel":-0.0,"TripID":1e15"#),
        predictions(#""TramClass":"Z3","TramClass":7"#),
        predictions(#""DisruptionMessage":{"DisplayType":"Text","MessageCount":1,"Messages":["Works"],"Messages":null}"#),
        predictions(#""DisruptionMessage":{"MessageCount":"1"}"#),
        predictions(#""DisruptionMessage":{"Messages":["a",null]}"#),
        predictions(#""DisruptionMessage":null"#),
        predictions(#""DisruptionMessage":[]"#),
        predictions(#""PredictedArrivalDateTime":"/Date(-1000)/""#),
        predictions(#""PredictedArrivalDateTime":"\/Date(1464673748000.5-0330)\/""#),
        predictions(#""PredictedArrivalDateTime":"2016-05-31""#),
        predictions(#""PredictedArrivalDateTime":null"#),
        #"{"hasError":false,"responseObject":[{"RouteNo":"12"}]}"#,
        #"{"hasError":false,"responseObject":[{"PredictedArrivalDateTime":"/Date(0)/"}]}"#,
        #"{"hasError":false,"responseObject":[{"PredictedArrivalDateTime":"/Date(0)/","RouteNo":null}]}"#,
        #"{"hasError":false,"responseObject":[{"PredictedArrivalDateTime":"/Date(0)/","RouteNo":[]}]}"#,
        #"{"responseObject":[{"PredictedArrivalDateTime":"/Date(0)/","RouteNo":"1"}],"hasError":true}"#,
        #"{"responseObject":"nothing","hasError":true,"errorMessage":"Stop not found."}"#,
        #"{"responseObject":"nothing","hasError":false}"#,
        #"{"responseObject":7}"#,
        #"{"responseObject":null,"responseObject":[]}"#,
        #"{"responseObject":{"PredictedArrivalDateTime":"/Date(0)/","RouteNo":"1"}}"#,
        #"{"responseObject":[],"hasError":null,"isError":true}"#,
        #"{"responseObject":[],"hasError":false,"isError":true}"#,
        #"{"responseObject":[],"hasError":"false"}"#,
        #"{"hasError":false,"hasError":true,"responseObject":[]}"#,
        #"{"timeRequested":"/Date(1464673748000+1000)/","timeResponded":null,"webMethodCalled":"X","responseObject":[]}"#,
        #"{"timeRequested":"yesterday","responseObject":[]}"#,
        #"{"message":"Bad Gateway"}"#,
        #"{"message":7,"hasResponse":true}"#,
        #"{"message":null,"message":"x","errorMessage":7}"#,
        #"{}"#,
        #"[]"#,
        #"null"#,
        #"{"responseObject":[],}"#,
        #"{"responseObject":[{"PredictedArrivalDateTime":"/Date(0)/","RouteNo":"\u0031\ud800"}]}"#,
    ])
    func handMadeShapesReadAlike(json: String) {
        let data = Data(json.utf8)
        Self.compareAll(data, method: "GetNextPredictedRoutesCollection", json)
        // The direct read itself, where it reads: the fallback must not hide a difference.
        let type = TramTrackerWireEnvelope<TramTrackerWirePrediction>.self
        if let direct = try? Self.readDirectly(type, data) {
            #expect(direct == (try? JSONWireDecoder.decodableOnly.decode(type, from: data)), "\(json)")
        }
    }

    /// The other element types' odd shapes: lenient stop numbers, coordinates as text, a tram
    /// run's stops, summaries' dates, a device token that is not a string.
    @Test func otherElementsReadAlike() {
        func check<Element: JSONReadable & Equatable & Sendable>(_ type: Element.Type, _ object: String) {
            let json = #"{"hasError":false,"hasResponse":true,"responseObject":["# + object + "]}"
            let data = Data(json.utf8)
            Self.compare(TramTrackerWireEnvelope<Element>.self, data, object)
            if let direct = try? Self.readDirectly(TramTrackerWireEnvelope<Element>.self, data) {
                #expect(
                    direct == (try? JSONWireDecoder.decodableOnly.decode(TramTrackerWireEnvelope<Element>.self, from: data)), "\(object)")
            }
        }
        check(TramTrackerWireRouteStop.self, #"{"StopNo":1234,"Latitude":-37.8,"Longitude":144.9,"UpStop":true,"FlagStopNo":"12a"}"#)
        check(TramTrackerWireRouteStop.self, #"{"StopNo":"1234","Latitude":"-37.8"}"#)
        check(TramTrackerWireRouteStop.self, #"{"StopNo":null,"StopNo":"1"}"#)
        check(TramTrackerWireRouteStop.self, #"{"Name":"No number"}"#)
        check(TramTrackerWireStopInformation.self, #"{"FlagStopNo":14,"StopLength":"20","IsCityStop":true}"#)
        check(TramTrackerWireStopInformation.self, #"{"FlagStopNo":14.0,"StopLength":20,"Zones":"1","Zones":2}"#)
        check(
            TramTrackerWireTramRun.self,
            #"{"VehicleNo":3001,"NextPredictedStopsDetails":[{"PredictedArrivalDateTime":"/Date(0)/","StopNo":1,"StopSeq":2}]}"#)
        check(TramTrackerWireTramRun.self, #"{"NextPredictedStopsDetails":[{"StopNo":1}]}"#)
        check(TramTrackerWireTramRun.self, #"{"NextPredictedStopsDetails":null,"DisruptionMessage":null,"RouteNo":16}"#)
        check(
            TramTrackerWireRouteSummary.self,
            #"{"RouteNo":1,"MainRouteNo":"1","LastModified":"/Date(1464673748000+1000)/","IsMainRoute":true}"#)
        check(TramTrackerWireRouteSummary.self, #"{"RouteNo":"1","LastModified":"never"}"#)
        check(TramTrackerWireRouteDestinations.self, #"{"UpDestination":"A","DownDestination":null,"UpDestination":"B"}"#)
        check(TramTrackerWireRouteDestinations.self, #"{"UpDestination":1}"#)
        check(TramTrackerWireDeviceToken.self, #"{"DeviceToken":"c91ad3f6"}"#)
        check(TramTrackerWireDeviceToken.self, #"{"DeviceToken":7}"#)
        check(TramTrackerWireDeviceToken.self, #"{}"#)
    }

    /// The public path reads the benchmarked answer directly and maps it.
    @Test func payloadsMapThePredictions() throws {
        let data = try Fixtures.data("tramtracker", "GetNextPredictedRoutesCollection-1.json")
        let board = try TramTrackerPayloads.predictions(data, stop: "1234")
        #expect(!board.predictions.isEmpty)
    }
}
