import Foundation
import TransitKitCore
import TransitKitTesting

/// The core JSON reader against the parsers it replaces or is measured by.
///
/// - MTA whole-city snapshot (vehicle-monitoring-4.json, 1.6 MB): checking every byte
///   (`JSONReader.skipValue`), a full `JSONValue` tree, and the vehicles a mapper needs read
///   straight from the bytes (`BenchSiriVehicle`, the direct path a provider adopts) — beside
///   python3 `json.loads`, `JSONSerialization` and `JSONDecoder` on the same bytes.
enum JSONBench {
    static let cases = [
        BenchCase(name: "json: MTA 1.6 MB snapshot — reader vs JSONDecoder, JSONSerialization, python3") { try await snapshot() }
    ]

    static func snapshot() async throws -> [BenchRow] {
        let body = try Fixtures.data("mta", "vehicle-monitoring-4.json")
        let megabytes = Double(body.count) / 1e6
        var sink = 0
        func rate(_ time: Duration) -> String { String(format: "%.0f MB/s", megabytes / time.seconds) }

        let walk = try await Bench.median(iterations: 31) {
            try JSONReader.read(body) { reader throws(TransitError) in try reader.skipValue() }
        }
        let tree = try await Bench.median(iterations: 21) {
            let value = try JSONReader.read(body) { reader throws(TransitError) in try JSONValue(reading: &reader) }
            if case .object(let members) = value { sink &+= members.count }
        }
        let serialization = try await Bench.median(iterations: 21) {
            sink &+= ((try JSONSerialization.jsonObject(with: body)) as? [String: Any])?.count ?? 0
        }
        let decoderTree = try await Bench.median(iterations: 11) {
            if case .object(let members) = try JSONDecoder().decode(JSONValue.self, from: body) { sink &+= members.count }
        }
        var direct: [BenchSiriVehicle] = []
        let directTime = try await Bench.median(iterations: 31) { direct = try BenchSiriVehicle.read(body) }
        var decoded: [BenchSiriVehicle] = []
        let decodedTime = try await Bench.median(iterations: 11) {
            decoded = try JSONDecoder().decode(BenchSiriDocument.self, from: body).vehicles
        }
        let agree = direct == decoded

        var rows = [
            BenchRow(
                "JSONReader: check every byte (skipValue)", ours: walk, baseline: ("JSONSerialization.jsonObject", serialization),
                notes: ["\(body.count) bytes, \(rate(walk)); JSONSerialization \(rate(serialization))"]),
            BenchRow(
                "JSONReader → JSONValue tree", ours: tree, baseline: ("JSONDecoder → JSONValue", decoderTree)),
            BenchRow(
                "JSONReader → \(direct.count) vehicles (direct read, 17 fields)", ours: directTime,
                baseline: ("JSONDecoder → same Decodable structs", decodedTime),
                notes: ["same vehicles from both: \(agree); sink \(sink % 7)"]),
        ]
        let check = { try JSONReader.read(body) { reader throws(TransitError) in try reader.skipValue() } }
        if let python = try PythonJSONLoads.interleaved(body, ours: check) {
            rows.append(
                BenchRow(
                    "JSONReader: check every byte", ours: python.ours, baseline: ("python3 json.loads (C, untyped)", python.python),
                    notes: [python.summary]))
        }
        if let python = try PythonJSONLoads.interleaved(body, ours: { direct = try BenchSiriVehicle.read(body) }) {
            rows.append(
                BenchRow(
                    "JSONReader → vehicles (direct read)", ours: python.ours, baseline: ("python3 json.loads (C, untyped)", python.python),
                    notes: [python.summary]))
        }
        return rows
    }
}

// MARK: - Representative wire structs (the providers' own are internal)

struct BenchCTAEnvelope: Decodable {
    struct Body: Decodable {
        var tm: String?
        var prd: [Prediction]?
        var ptr: [Pattern]?
        var error: [Message]?
    }
    struct Prediction: Decodable {
        var tmstmp: String?, typ: String?, stpnm: String?, stpid: String, vid: String?, dstp: LenientInt?
        var rt: String, rtdd: String?, rtdir: String?, des: String?, prdtm: String, tablockid: String?
        var tatripid: String?, dly: Bool?, prdctdn: String?, zone: String?, dyn: LenientInt?, psgld: String?
    }
    struct Pattern: Decodable {
        struct Point: Decodable {
            var seq: Int, lat: LenientDouble, lon: LenientDouble, typ: String, stpid: String?, stpnm: String?, pdist: LenientDouble?
        }
        var pid: LenientInt, ln: LenientDouble?, rtdir: String, pt: [Point]
    }
    struct Message: Decodable {
        var msg: String
        var rt: LenientString?
        var stpid: LenientString?
    }
    var response: Body
    enum CodingKeys: String, CodingKey { case response = "bustime-response" }
}

struct BenchTramEnvelope: Decodable {
    struct Prediction: Decodable {
        struct Disruption: Decodable {
            var DisplayType: String?
            var MessageCount: Int?
            var Messages: [String]?
        }
        var Destination: String?, HasDisruption: Bool?, HasSpecialEvent: Bool?, HeadBoardRouteNo: LenientString?
        var InternalRouteNo: Int?, IsLowFloorTram: Bool?, PredictedArrivalDateTime: String?, RouteNo: LenientString?
        var SpecialEventMessage: String?, TripID: Int?, VehicleNo: Int?, DisruptionMessage: Disruption?
    }
    var errorMessage: String?
    var hasError: Bool
    var hasResponse: Bool
    var responseObject: [Prediction]?
}

struct BenchBusbudPoll: Decodable {
    struct Departure: Decodable {
        struct Prices: Decodable {
            var total: Int?
            var currency: String?
        }
        struct Links: Decodable { var deeplink: String? }
        var id: String, busbudDepartureID: String?, operatorID: String?, originLocationID: Int?, destinationLocationID: Int?
        var `class`: String?, className: String?, availableSeats: Int?, prices: Prices?, ticketTypes: [String]?
        var departureTime: String, arrivalTime: String, departureTimezone: String?, arrivalTimezone: String?
        var duration: Int?, links: Links?
        enum CodingKeys: String, CodingKey {
            case id, `class`, prices, duration, links
            case busbudDepartureID = "busbud_departure_id"
            case operatorID = "operator_id"
            case originLocationID = "origin_location_id"
            case destinationLocationID = "destination_location_id"
            case className = "class_name"
            case availableSeats = "available_seats"
            case ticketTypes = "ticket_types"
            case departureTime = "departure_time"
            case arrivalTime = "arrival_time"
            case departureTimezone = "departure_timezone"
            case arrivalTimezone = "arrival_timezone"
        }
    }
    var departures: [Departure]
    var complete: Bool?
}

/// A SIRI body (vehicle or stop monitoring) flattened to the vehicles a mapper needs.
struct BenchSiriDocument: Decodable {
    struct Body: Decodable { var ServiceDelivery: Delivery }
    struct Delivery: Decodable {
        var VehicleMonitoringDelivery: [Monitoring]?
        var StopMonitoringDelivery: [Monitoring]?
    }
    struct Monitoring: Decodable {
        var VehicleActivity: [Activity]?
        var MonitoredStopVisit: [Activity]?
    }
    struct Activity: Decodable {
        var MonitoredVehicleJourney: BenchSiriVehicle
        var RecordedAtTime: String?
    }
    var Siri: Body

    var vehicles: [BenchSiriVehicle] {
        let deliveries = (Siri.ServiceDelivery.VehicleMonitoringDelivery ?? []) + (Siri.ServiceDelivery.StopMonitoringDelivery ?? [])
        return deliveries.flatMap { ($0.VehicleActivity ?? []) + ($0.MonitoredStopVisit ?? []) }.map { activity in
            var vehicle = activity.MonitoredVehicleJourney
            vehicle.recordedAt = activity.RecordedAtTime
            return vehicle
        }
    }
}

/// One `MonitoredVehicleJourney`, the fields `SiriMapping.vehicle` reads, as a `Decodable`
/// and as a direct read — the shape a provider's direct path takes (see Docs/JSON.md).
struct BenchSiriVehicle: Decodable, Equatable {
    var LineRef: String?
    var DirectionRef: LenientString?
    var PublishedLineName: [String]?
    var DestinationName: [String]?
    var Longitude: Double?
    var Latitude: Double?
    var Bearing: Double?
    var ProgressStatus: [String]?
    var VehicleRef: String?
    var ExpectedArrivalTime: String?
    var ExpectedDepartureTime: String?
    var PresentableDistance: String?
    var ArrivalProximityText: String?
    var StopPointRef: String?
    var StopPointName: [String]?
    var DatedVehicleJourneyRef: String?
    var recordedAt: String?

    enum CodingKeys: String, CodingKey {
        case LineRef, DirectionRef, PublishedLineName, DestinationName, VehicleLocation, Bearing, ProgressStatus, VehicleRef
        case MonitoredCall, FramedVehicleJourneyRef
    }
    enum LocationKeys: String, CodingKey { case Longitude, Latitude }
    enum CallKeys: String, CodingKey {
        case ExpectedArrivalTime, ExpectedDepartureTime, Extensions, ArrivalProximityText, StopPointRef, StopPointName
    }
    enum ExtensionKeys: String, CodingKey { case Distances }
    enum DistanceKeys: String, CodingKey { case PresentableDistance }
    enum FrameKeys: String, CodingKey { case DatedVehicleJourneyRef }

    /// SIRI text: a string (v1) or a list of strings (v2).
    struct Text: Decodable {
        var values: [String]
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { values = [text] } else { values = try container.decode([String].self) }
        }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        LineRef = try c.decodeIfPresent(String.self, forKey: .LineRef)
        DirectionRef = try c.decodeIfPresent(LenientString.self, forKey: .DirectionRef)
        PublishedLineName = try c.decodeIfPresent(Text.self, forKey: .PublishedLineName)?.values
        DestinationName = try c.decodeIfPresent(Text.self, forKey: .DestinationName)?.values
        if c.contains(.VehicleLocation), !(try c.decodeNil(forKey: .VehicleLocation)) {
            let location = try c.nestedContainer(keyedBy: LocationKeys.self, forKey: .VehicleLocation)
            Longitude = try location.decode(Double.self, forKey: .Longitude)
            Latitude = try location.decode(Double.self, forKey: .Latitude)
        }
        Bearing = try c.decodeIfPresent(Double.self, forKey: .Bearing)
        ProgressStatus = try c.decodeIfPresent(Text.self, forKey: .ProgressStatus)?.values
        VehicleRef = try c.decodeIfPresent(String.self, forKey: .VehicleRef)
        if c.contains(.FramedVehicleJourneyRef), !(try c.decodeNil(forKey: .FramedVehicleJourneyRef)) {
            let frame = try c.nestedContainer(keyedBy: FrameKeys.self, forKey: .FramedVehicleJourneyRef)
            DatedVehicleJourneyRef = try frame.decodeIfPresent(String.self, forKey: .DatedVehicleJourneyRef)
        }
        if c.contains(.MonitoredCall), !(try c.decodeNil(forKey: .MonitoredCall)) {
            let call = try c.nestedContainer(keyedBy: CallKeys.self, forKey: .MonitoredCall)
            ExpectedArrivalTime = try call.decodeIfPresent(String.self, forKey: .ExpectedArrivalTime)
            ExpectedDepartureTime = try call.decodeIfPresent(String.self, forKey: .ExpectedDepartureTime)
            ArrivalProximityText = try call.decodeIfPresent(String.self, forKey: .ArrivalProximityText)
            StopPointRef = try call.decodeIfPresent(String.self, forKey: .StopPointRef)
            StopPointName = try call.decodeIfPresent(Text.self, forKey: .StopPointName)?.values
            if call.contains(.Extensions), !(try call.decodeNil(forKey: .Extensions)) {
                let extensions = try call.nestedContainer(keyedBy: ExtensionKeys.self, forKey: .Extensions)
                if extensions.contains(.Distances), !(try extensions.decodeNil(forKey: .Distances)) {
                    let distances = try extensions.nestedContainer(keyedBy: DistanceKeys.self, forKey: .Distances)
                    PresentableDistance = try distances.decodeIfPresent(String.self, forKey: .PresentableDistance)
                }
            }
        }
    }

    init() {}

    /// The direct path: `Siri.ServiceDelivery.VehicleMonitoringDelivery[].VehicleActivity[]`
    /// read straight from the bytes; everything else is skipped.
    static func read(_ body: Data) throws(TransitError) -> [BenchSiriVehicle] {
        try JSONReader.read(body) { reader throws(TransitError) in
            var vehicles: [BenchSiriVehicle] = []
            vehicles.reserveCapacity(2_048)
            try reader.member("Siri") { reader throws(TransitError) in
                try reader.member("ServiceDelivery") { reader throws(TransitError) in
                    try reader.member("VehicleMonitoringDelivery") { reader throws(TransitError) in
                        let deliveries = try reader.beginArray()
                        while try reader.nextElement(in: deliveries) {
                            try reader.member("VehicleActivity") { reader throws(TransitError) in
                                let activities = try reader.beginArray()
                                while try reader.nextElement(in: activities) {
                                    vehicles.append(try readActivity(&reader))
                                }
                            }
                        }
                    }
                }
            }
            return vehicles
        }
    }

    static func readActivity(_ reader: inout JSONReader) throws(TransitError) -> BenchSiriVehicle {
        var vehicle = BenchSiriVehicle()
        let activity = try reader.beginObject()
        while let key = try reader.nextKey(in: activity) {
            switch key {
            case "MonitoredVehicleJourney": try vehicle.readJourney(&reader)
            case "RecordedAtTime": vehicle.recordedAt = try reader.readStringIfPresent()
            default: break
            }
        }
        return vehicle
    }

    mutating func readJourney(_ reader: inout JSONReader) throws(TransitError) {
        let journey = try reader.beginObject()
        while let key = try reader.nextKey(in: journey) {
            switch key {
            case "LineRef": LineRef = try reader.readStringIfPresent()
            case "DirectionRef": DirectionRef = try reader.readNull() ? nil : LenientString(try reader.readLenientString())
            case "PublishedLineName": PublishedLineName = try Self.readText(&reader)
            case "DestinationName": DestinationName = try Self.readText(&reader)
            case "VehicleLocation":
                guard try !reader.readNull() else { continue }
                let location = try reader.beginObject()
                while let field = try reader.nextKey(in: location) {
                    if field == "Longitude" {
                        Longitude = try reader.readDouble()
                    } else if field == "Latitude" {
                        Latitude = try reader.readDouble()
                    }
                }
            case "Bearing": Bearing = try reader.readNull() ? nil : try reader.readDouble()
            case "ProgressStatus": ProgressStatus = try Self.readText(&reader)
            case "VehicleRef": VehicleRef = try reader.readStringIfPresent()
            case "FramedVehicleJourneyRef":
                guard try !reader.readNull() else { continue }
                let frame = try reader.beginObject()
                while let field = try reader.nextKey(in: frame) {
                    if field == "DatedVehicleJourneyRef" { DatedVehicleJourneyRef = try reader.readStringIfPresent() }
                }
            case "MonitoredCall":
                guard try !reader.readNull() else { continue }
                let call = try reader.beginObject()
                while let field = try reader.nextKey(in: call) {
                    switch field {
                    case "ExpectedArrivalTime": ExpectedArrivalTime = try reader.readStringIfPresent()
                    case "ExpectedDepartureTime": ExpectedDepartureTime = try reader.readStringIfPresent()
                    case "ArrivalProximityText": ArrivalProximityText = try reader.readStringIfPresent()
                    case "StopPointRef": StopPointRef = try reader.readStringIfPresent()
                    case "StopPointName": StopPointName = try Self.readText(&reader)
                    case "Extensions":
                        try reader.member("Distances") { reader throws(TransitError) in
                            try reader.member("PresentableDistance") { reader throws(TransitError) in
                                PresentableDistance = try reader.readStringIfPresent()
                            }
                        }
                    default: break
                    }
                }
            default: break
            }
        }
    }

    static func readText(_ reader: inout JSONReader) throws(TransitError) -> [String]? {
        switch try reader.peek() {
        case .null:
            _ = try reader.readNull()
            return nil
        case .string: return [try reader.readString()]
        default: return try reader.readArray { reader throws(TransitError) in try reader.readString() }
        }
    }
}

extension Duration {
    static func / (duration: Duration, count: Int) -> Duration { duration / Double(count) }
}
