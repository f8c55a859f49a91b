import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// Bad input never crashes: every recorded payload, cut short at several points and with
/// bytes flipped at random (seeded, so a failure reproduces), goes through its endpoint's
/// decoder and mapping (the same dispatch as the corpus test). Each must return a value or
/// throw a `TransitError` — the typed `throws(TransitError)` makes anything else impossible to
/// throw, so what this guards against is a trap (force unwrap, bad index, overflow,
/// `DateInterval` with end < start…) that would take the whole test process down.
@Suite("MTA fuzz: truncated and corrupted payloads")
struct FuzzTests {
    /// Where each payload is cut, as fractions of its length (0 = empty body).
    static let cuts: [Double] = [0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99]

    /// `CorpusTests.decode` under a name that routes to the right decoder.
    static func outcome(_ name: String, _ body: Data) -> Result<Void, TransitError> {
        Result { () throws(TransitError) in try CorpusTests.decode(name, body) }
    }

    @Test(arguments: CorpusTests.files)
    func truncatedPayloadsThrowTransitErrors(_ name: String) throws {
        // Trailing whitespace is not part of the document: cutting only that must not count.
        var body = try fixture(name)
        while let last = body.last, last == 0x20 || last == 0x0A || last == 0x0D || last == 0x09 { body.removeLast() }
        var failures = 0
        for cut in Self.cuts {
            let prefix = body.prefix(Int(Double(body.count) * cut))
            if case .failure(let error) = Self.outcome(name, Data(prefix)) {
                failures += 1
                #expect(!error.description.isEmpty)
            }
        }
        // An empty body, and a JSON or XML document cut before its end, cannot decode.
        #expect(failures == Self.cuts.count, "\(name): \(Self.cuts.count - failures) truncations decoded")
    }

    @Test(arguments: CorpusTests.files)
    func corruptedPayloadsNeverCrash(_ name: String) throws {
        let body = try fixture(name)
        let random = Randomness.seeded(UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }))
        // The 1.6 MB snapshot takes a while per decode in debug builds: fewer rounds there.
        let rounds = body.count > 500_000 ? 4 : 24
        var outcomes: [String: Int] = [:]
        for round in 0..<rounds {
            var bytes = [UInt8](body)
            // 1, 2, 4… up to 32 flips per round; some land in structure, some in values.
            let flips = 1 << (round % 6)
            for _ in 0..<flips where !bytes.isEmpty {
                let index = min(Int(random.next() * Double(bytes.count)), bytes.count - 1)
                bytes[index] = UInt8(truncatingIfNeeded: Int(random.next() * 256))
            }
            switch Self.outcome(name, Data(bytes)) {
            case .success: outcomes["decoded", default: 0] += 1
            case .failure(let error): outcomes["\(error.kind)", default: 0] += 1
            }
            // The same bytes as the body of any response to either API (the client reads error
            // bodies whatever the status): a TransitError or nil, never a trap.
            for status in [200, 403, 417, 500] {
                for api in [MTACall.API.siri, .where] {
                    let error = readError(Data(bytes), status: status, api: api, operation: name)
                    outcomes["error body \(status): \(error.map { "\($0.kind)" } ?? "status decides")", default: 0] += 1
                }
            }
        }
        #expect(outcomes.values.reduce(0, +) == rounds * 9, "\(name): \(outcomes)")
    }

    /// 100,000 nested elements: refused with a `.decoding` error, not a stack overflow while
    /// the tree is turned into JSON or freed. JSON nested as deep is refused by JSONDecoder.
    @Test func deeplyNestedDocumentsAreRefused() {
        let depth = 100_000
        let xml = Data(
            ("<response>" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</response>").utf8)
        let json = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        for (name, body) in [
            ("agencies-with-coverage-deep.xml", xml), ("agencies-with-coverage-deep.json", json),
            ("vehicle-monitoring-deep.json", json),
        ] {
            guard case .failure(let error) = Self.outcome(name, body) else {
                Issue.record("\(name) decoded")
                continue
            }
            #expect(error.kind == .decoding, "\(name): \(error)")
        }
        let shallow = Data(
            ("<response>" + String(repeating: "<a>", count: 127) + "x" + String(repeating: "</a>", count: 127) + "</response>").utf8)
        guard case .failure(let error) = Self.outcome("agencies-with-coverage-deep.xml", shallow) else { return }
        #expect(error.detail?.contains("nested deeper") == false, "128 levels are allowed: \(error)")
    }

    /// Values that are valid JSON but nonsense for the field: huge numbers, reversed
    /// publication windows, out-of-range positions, hostile polylines, absurd timestamps.
    @Test func hostileValuesAreRejectedOrSkipped() throws {
        let journey = """
            {"Siri":{"ServiceDelivery":{"VehicleMonitoringDelivery":[{"VehicleActivity":[\
            {"MonitoredVehicleJourney":{"VehicleRef":"MTA NYCT_1","LineRef":"MTA NYCT_B63",\
            "VehicleLocation":{"Longitude":1e308,"Latitude":-1e308},"DirectionRef":1e300}},\
            {"MonitoredVehicleJourney":{"VehicleRef":"MTA NYCT_2","LineRef":"MTA NYCT_B63",\
            "VehicleLocation":{"Longitude":-73.9,"Latitude":40.6},"DirectionRef":-9223372036854775808}}]}],\
            "SituationExchangeDelivery":[{"Situations":{"PtSituationElement":[{"SituationNumber":"x",\
            "PublicationWindow":{"StartTime":"2020-01-02T00:00:00.000-05:00","EndTime":"1999-01-01T00:00:00.000-05:00"},\
            "Summary":"<a onclick=\\"x\\">&#99999999999;</a>"}]}}]}}}
            """
        let vehicles = try MTAPayloads.vehicles(fromVehicleMonitoring: Data(journey.utf8))
        #expect(vehicles.map(\.id) == ["MTA NYCT_2"]) // the off-planet one is left out
        let alert = try #require(try MTAPayloads.alerts(fromSiri: Data(journey.utf8)).first)
        #expect(alert.activePeriod?.duration == 0) // end before start: clamped, not a trap

        for time in ["9999-12-31T23:59:59.999999999999-23:59", "0000-01-01T00:00:00+00:00", "2020-02-31T00:00:00Z"] {
            _ = MTAWireSiriTimestamp.parse(time) // any answer, no trap
        }
        #expect(MTAWireSiriTimestamp.parse("99999-01-01T00:00:00Z") == nil)

        let polyline = #"{"code":200,"version":2,"data":{"entry":{"points":"~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~","length":1}}}"#
        let result = Result { () throws(TransitError) in
            let entry = try MTAPayloads.where(MTAWireWhereEntry<MTAWireWherePolyline>.self, Data(polyline.utf8), operation: "shape")
                .entry
            _ = try MTAMapper.decode(entry, path: "data.entry", request: request("shape"))
        }
        guard case .failure(let error) = result else {
            Issue.record("a hostile polyline decoded")
            return
        }
        #expect(error.kind == .decoding)
    }
}
