import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@_spi(Benchmarks) @testable import MTAProvider

/// The direct read of SIRI bodies (`MTADecoder.siri`: the wire types are `JSONReadable`)
/// against the `Decodable` conformances alone (`MTADecoder.siriThroughDecodable`): on every
/// SIRI fixture, JSON and XML, and on seeded mutations of each, both give equal values or both
/// fail with the same kind of error. `readAlone` checks the direct read without the core's
/// fallback, so the comparison is never the reference against itself.
@Suite("MTA SIRI direct read")
struct DirectReadTests {
    static let siriFiles = CorpusTests.files.filter { name in
        ["vehicle-monitoring", "stop-monitoring", "situation-exchange", "error-siri"].contains { name.hasPrefix($0) }
    }

    typealias Outcome = Result<MTAWireSiriDelivery, TransitError>

    static func direct(_ body: Data) -> Outcome {
        Result { () throws(TransitError) in try MTADecoder.siri(body, request: request("vehicle-monitoring"), status: 203) }
    }

    static func reference(_ body: Data) -> Outcome {
        Result { () throws(TransitError) in try MTADecoder.siriThroughDecodable(body, request: request("vehicle-monitoring"), status: 203) }
    }

    /// The direct read without the fallback to `Decodable`; nil when it refuses the bytes.
    static func readAlone(_ json: Data) -> MTAWireSiriDelivery? {
        try? JSONReader.read(json, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in
            try MTAWireSiriEnvelope(reading: &reader).Siri.ServiceDelivery
        }
    }

    /// nil when both paths agree; what differs otherwise.
    static func disagreement(_ body: Data) -> String? {
        switch (direct(body), reference(body)) {
        case (.success(let ours), .success(let theirs)):
            guard ours == theirs else { return "values differ" }
            guard MTAMapper.vehicles(ours) == MTAMapper.vehicles(theirs) else { return "mapped vehicles differ" }
            return nil
        case (.failure(let ours), .failure(let theirs)):
            return ours.kind == theirs.kind ? nil : "direct failed with \(ours.kind), reference with \(theirs.kind)"
        case (.success, .failure(let theirs)):
            return "direct decoded, reference failed: \(theirs.detail ?? "")"
        case (.failure(let ours), .success):
            return "direct failed, reference decoded: \(ours.detail ?? "")"
        }
    }

    /// The JSON the direct reader reads: XML fixtures as `MTADecoder` turns them into JSON.
    static func json(_ name: String) throws -> Data {
        let body = try fixture(name)
        return name.hasSuffix(".xml") ? try XMLTree.json(fromXML: body) : body
    }

    @Test func siriFixturesAreFound() {
        #expect(Self.siriFiles.count >= 15)
        #expect(Self.siriFiles.contains("vehicle-monitoring-4.json"))
        #expect(Self.siriFiles.contains { $0.hasSuffix(".xml") })
    }

    @Test(arguments: siriFiles)
    func fixtureDecodesAlikeBothWays(_ name: String) throws {
        let body = try fixture(name)
        #expect(Self.disagreement(body) == nil, "\(name): \(Self.disagreement(body) ?? "")")
        if case .failure(let error) = Self.direct(body) { Issue.record("\(name) did not decode: \(error)") }
        // Read by the direct reader itself, not handed to the reference.
        let alone = try #require(Self.readAlone(try Self.json(name)), "\(name): the direct read refused it")
        #expect(alone == (try Self.reference(body).get()), "\(name)")
    }

    @Test(arguments: siriFiles)
    func mutatedFixturesDecodeAlikeBothWays(_ name: String) throws {
        let bytes = Array(try Self.json(name))
        var mutator = SiriMutator(seed: name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
        // Debug builds take a while on the larger snapshots: fewer variants there.
        let rounds = bytes.count > 1_000_000 ? 4 : bytes.count > 100_000 ? 12 : 300
        var outcomes: [String: Int] = [:]
        for round in 0..<rounds {
            let variant = Data(mutator.mutate(bytes))
            if let difference = Self.disagreement(variant) {
                Issue.record("\(name) variant \(round): \(difference)")
            }
            let decodable = try? JSONWireDecoder.decodableOnly.decode(MTAWireSiriEnvelope.self, from: variant).Siri.ServiceDelivery
            if let alone = Self.readAlone(variant), alone != decodable {
                Issue.record("\(name) variant \(round): the direct read alone differs from the reference")
            }
            outcomes[(try? Self.direct(variant).get()) == nil ? "failed" : "decoded", default: 0] += 1
        }
        // Both outcomes must be exercised, or the comparison proves little.
        if rounds >= 300 {
            #expect(outcomes["decoded", default: 0] > 10, "\(name): \(outcomes)")
            #expect(outcomes["failed", default: 0] > 10, "\(name): \(outcomes)")
        }
    }

    @Test func wholeCitySnapshotMapsToTheSameVehicles() throws {
        let body = try fixture("vehicle-monitoring-4.json")
        #expect(body.count > 1_500_000)
        let ours = try MTAPayloads.vehicles(fromVehicleMonitoring: body)
        let theirs = try MTAPayloads.vehiclesThroughDecodable(fromVehicleMonitoring: body)
        #expect(ours.count == 1_388)
        #expect(ours == theirs)
        #expect(try Self.direct(body).get() == Self.reference(body).get())
    }

    // MARK: Errors name the request and the field path

    /// The first vehicle of vehicle-monitoring-1.json with `old` replaced by `new`.
    static func edited(_ old: String, _ new: String) throws -> Data {
        let text = String(decoding: try fixture("vehicle-monitoring-1.json"), as: UTF8.self)
        #expect(text.contains(old))
        return Data(text.replacingOccurrences(of: old, with: new).utf8)
    }

    static func directError(_ body: Data) -> TransitError? {
        if case .failure(let error) = direct(body) { return error }
        return nil
    }

    /// The activities are sized from the bytes the first sixteen took: the whole city is read
    /// into one allocation that fits (regrowing from 256 left a capacity of 2,048), and sixteen
    /// tiny activities before a megabyte of other bytes reserve no more than 8,192.
    @Test func activitiesAreSizedFromTheFirstSixteen() throws {
        let city = try #require(Self.readAlone(try fixture("vehicle-monitoring-4.json")))
        let buses = try #require(city.VehicleMonitoringDelivery?.first?.VehicleActivity)
        #expect(buses.count == 1388)
        #expect(buses.capacity >= 1388 && buses.capacity < 1600, "capacity \(buses.capacity)")

        let tiny = Array(repeating: #"{"MonitoredVehicleJourney":{}}"#, count: 17).joined(separator: ",")
        let filler = String(repeating: "x", count: 1_000_000)
        let body =
            #"{"Siri":{"ServiceDelivery":{"VehicleMonitoringDelivery":[{"VehicleActivity":["# + tiny
            + #"],"Filler":""# + filler + #""}]}}}"#
        let read = try #require(Self.readAlone(Data(body.utf8)))
        let activities = try #require(read.VehicleMonitoringDelivery?.first?.VehicleActivity)
        #expect(activities.count == 17)
        #expect(activities.capacity <= 8_192 + 64, "capacity \(activities.capacity)")
    }

    @Test func missingJourneyFailsNamingThePath() throws {
        let body = try Self.edited("\"MonitoredVehicleJourney\"", "\"MonitoredVehicleJourneyX\"")
        let error = try #require(Self.directError(body))
        #expect(error.kind == .decoding)
        let detail = error.detail ?? ""
        #expect(detail.contains("VehicleMonitoringDelivery[0].VehicleActivity[0]"), "\(detail)")
        #expect(detail.contains("MonitoredVehicleJourney"), "\(detail)")
        #expect(error.status == 203)
        #expect(error.operation == "vehicle-monitoring")
        #expect(error.redactedURL?.contains("REDACTED") == true, "\(error.redactedURL ?? "")")
        #expect(!texts(of: error).contains { $0.contains(testKey) })
        #expect(Self.disagreement(body) == nil)
    }

    @Test func stringBearingFailsNamingThePath() throws {
        let body = try Self.edited("\"Bearing\": 253.58595", "\"Bearing\": \"253.58595\"")
        let error = try #require(Self.directError(body))
        #expect(error.kind == .decoding)
        let detail = error.detail ?? ""
        #expect(detail.contains("VehicleActivity[0].MonitoredVehicleJourney.Bearing"), "\(detail)")
        #expect(Self.disagreement(body) == nil)
    }

    @Test func missingLongitudeFailsNamingThePath() throws {
        let body = try Self.edited("\"Longitude\": -73.808825, ", "")
        let error = try #require(Self.directError(body))
        #expect(error.kind == .decoding)
        let detail = error.detail ?? ""
        #expect(detail.contains("MonitoredVehicleJourney.VehicleLocation"), "\(detail)")
        #expect(detail.contains("Longitude"), "\(detail)")
        #expect(Self.disagreement(body) == nil)
    }

    @Test func fractionalCountIsRefusedLikeJSONDecoder() throws {
        let body = try Self.edited("\"StopsFromCall\": 0", "\"StopsFromCall\": 1.5")
        let error = try #require(Self.directError(body))
        #expect(error.detail?.contains("Distances.StopsFromCall") == true, "\(error.detail ?? "")")
        #expect(Self.disagreement(body) == nil)
        // A whole number written with a fraction or exponent is an Int to both.
        let whole = try Self.edited("\"StopsFromCall\": 0", "\"StopsFromCall\": 2e0")
        #expect(Self.disagreement(whole) == nil)
        let journey = try Self.direct(whole).get().VehicleMonitoringDelivery?.first?.VehicleActivity?.first?.MonitoredVehicleJourney
        #expect(journey?.MonitoredCall?.Extensions?.Distances?.StopsFromCall == 2)
    }

    @Test func theFirstOfDuplicateMembersWins() throws {
        let body = try Self.edited("\"Bearing\": 253.58595", "\"Bearing\": 10, \"Bearing\": \"east\", \"Bearing\": 20")
        #expect(Self.disagreement(body) == nil)
        let journey = try Self.direct(body).get().VehicleMonitoringDelivery?.first?.VehicleActivity?.first?.MonitoredVehicleJourney
        #expect(journey?.Bearing == 10)
        let nullFirst = try Self.edited("\"LineRef\": \"MTABC_Q10\"", "\"LineRef\": null, \"LineRef\": \"B63\"")
        #expect(Self.disagreement(nullFirst) == nil)
        let line = try Self.direct(nullFirst).get().VehicleMonitoringDelivery?.first?.VehicleActivity?.first?.MonitoredVehicleJourney
            .LineRef
        #expect(line == nil)
    }

    @Test func textIsAStringOrAListOfStrings() throws {
        for (text, expected) in [("\"Q10\"", ["Q10"]), ("[\"Q10\", \"Q10 SBS\"]", ["Q10", "Q10 SBS"]), ("[]", [])] {
            let body = try Self.edited("\"PublishedLineName\": \"Q10\"", "\"PublishedLineName\": \(text)")
            #expect(Self.disagreement(body) == nil)
            let journey = try Self.direct(body).get().VehicleMonitoringDelivery?.first?.VehicleActivity?.first?.MonitoredVehicleJourney
            #expect(journey?.PublishedLineName?.values == expected)
        }
        for text in ["7", "[\"Q10\", 7]", "{}", "[null]"] {
            let body = try Self.edited("\"PublishedLineName\": \"Q10\"", "\"PublishedLineName\": \(text)")
            #expect(Self.directError(body)?.kind == .decoding, "\(text)")
            #expect(Self.disagreement(body) == nil, "\(text)")
        }
    }

    @Test func timestampsParseTheSameFromBytesAndFromStrings() {
        for text in [
            "2020-10-20T21:13:26.941-04:00", "2011-10-25T20:00:00-04:00", "2011-10-25T20:00:00Z", "2011-10-25T20:00:00.5+0530",
            "2011-10-25T20:00:00", "2011-10-25T20:00:00.-04:00", "2011-13-25T20:00:00Z", "", "2011-10-25T20:00:00Zx",
        ] {
            var copy = text
            let fromBytes = copy.withUTF8 { MTAWireSiriTimestamp.parse(utf8: UnsafeRawBufferPointer($0)) }
            #expect(fromBytes == MTAWireSiriTimestamp.parse(text), "\(text)")
        }
        #expect(MTAWireSiriTimestamp.parse("2020-10-20T21:13:26.941-04:00") == iso("2020-10-20T21:13:26.941-04:00"))
    }

    /// The fixed-offset read of MTA's JSON layout answers what the general parse answers, on
    /// 30,000 texts of that layout with random digits (months, days, hours and offsets out of
    /// range too) and, one time in three, one byte replaced.
    @Test func jsonLayoutAgreesWithTheGeneralParse() {
        var random = SiriMutator(seed: 2911)
        let layout = Array("dddd-dd-ddTdd:dd:dd.ddd-dd:dd".utf8)
        let odd = Array("+-.:TZ 0/9a\u{00}".utf8)
        var answered = 0
        for _ in 0..<30_000 {
            var text = layout.map { $0 == UInt8(ascii: "d") ? UInt8(ascii: "0") + UInt8(random.below(10)) : $0 }
            // Plausible values most of the time, so valid instants are common.
            if random.below(4) > 0 {
                text[5] = UInt8(ascii: "0") + UInt8(random.below(2))
                text[8] = UInt8(ascii: "0") + UInt8(random.below(4))
                text[11] = UInt8(ascii: "0") + UInt8(random.below(3))
                text[24] = UInt8(ascii: "0") + UInt8(random.below(3))
                for tens in [14, 17, 27] { text[tens] = UInt8(ascii: "0") + UInt8(random.below(6)) }
            }
            if random.below(2) == 0 { text[23] = UInt8(ascii: "+") }
            if random.below(3) == 0 { text[random.below(text.count)] = odd[random.below(odd.count)] }
            text.withUnsafeBytes { bytes in
                let fixed = MTAWireSiriTimestamp.parseJSONLayout(utf8: bytes)
                let general = MTAWireSiriTimestamp.parseAnyLayout(utf8: bytes)
                if fixed != nil { answered += 1 }
                #expect(fixed == nil || fixed == general, "\(String(decoding: text, as: UTF8.self))")
                #expect(MTAWireSiriTimestamp.parse(utf8: bytes) == general, "\(String(decoding: text, as: UTF8.self))")
            }
        }
        #expect(answered > 3_000, "\(answered) answered by the fixed layout")
    }
}
