import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// CTA answers are read straight from the bytes (`CTAWireEnvelope` is `JSONReadable`, which
/// `JSONWireDecoder` — and so `CTADecoder` — uses first); the `Decodable` conformances read by
/// `JSONWireDecoder.decodableOnly` (itself checked against `JSONDecoder` in the core's tests)
/// are the reference. Both must build the same wire values, or both refuse the input.
@Suite("CTA direct read")
struct DirectReadTests {
    enum Outcome: Equatable, CustomStringConvertible {
        case read(CTAWireEnvelope)
        case refused

        var description: String {
            switch self {
            case .read(let envelope):
                let body = envelope.response
                return "read: prd \(body.prd?.count ?? -1), vehicle \(body.vehicle?.count ?? -1), "
                    + "ptr \(body.ptr?.count ?? -1), error \(body.error?.count ?? -1)"
            case .refused: return "refused"
            }
        }
    }

    static let files: [URL] = (try? Fixtures.files("cta", extensions: ["json"])) ?? []

    /// What `CTADecoder` uses: the direct read, the reference deciding what it refuses.
    static func direct(_ data: Data) -> Outcome {
        guard let envelope = try? JSONWireDecoder().decode(CTAWireEnvelope.self, from: data) else { return .refused }
        return .read(envelope)
    }

    static func reference(_ data: Data) -> Outcome {
        guard let envelope = try? JSONWireDecoder.decodableOnly.decode(CTAWireEnvelope.self, from: data) else { return .refused }
        return .read(envelope)
    }

    /// The direct read alone, without the fallback.
    static func readDirectly(_ data: Data) throws(TransitError) -> CTAWireEnvelope {
        try JSONReader.read(data, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in try CTAWireEnvelope(reading: &reader) }
    }

    @Test func everyCallHasJSONFixtures() {
        #expect(Self.files.count >= 40, "\(Self.files.count) CTA JSON fixtures")
    }

    /// Every CTA JSON fixture, whole and damaged 30 ways: the same envelope from both paths,
    /// or a refusal from both.
    @Test(arguments: files)
    func fixturesAndDamagedCopiesReadAlike(file: URL) throws {
        let data = try Data(contentsOf: file)
        let name = file.lastPathComponent
        #expect(Self.direct(data) == Self.reference(data), "\(name)")
        for (variant, damaged) in FixtureDamage.copies(of: data, seed: name).enumerated() {
            #expect(Self.direct(damaged) == Self.reference(damaged), "\(name) variant \(variant)")
            // Where the direct read alone reads a damaged copy, it must read what the reference reads.
            if let envelope = try? Self.readDirectly(damaged) {
                #expect(Self.reference(damaged) == .read(envelope), "\(name) variant \(variant), direct read alone")
            }
        }
    }

    /// Well-formed fixtures are read by the direct path itself, not handed to the reference:
    /// otherwise the comparison above would compare the reference with itself.
    @Test(arguments: files)
    func wellFormedFixturesNeedNoFallback(file: URL) throws {
        let data = try Data(contentsOf: file)
        guard case .read(let expected) = Self.reference(data) else { return } // not a Bus Tracker JSON answer
        let envelope = try Self.readDirectly(data)
        #expect(envelope == expected, "\(file.lastPathComponent)")
    }

    /// The reference reads nearly every fixture, so the test above is not vacuous.
    @Test func nearlyEveryFixtureIsReadDirectly() {
        let read = Self.files.filter { (try? Self.readDirectly(try Data(contentsOf: $0))) != nil }
        #expect(read.count >= Self.files.count - 1, "\(Self.files.count - read.count) fixtures not read directly")
    }

    /// The shapes the fixtures do not hold: duplicate names (the first counts, a first null
    /// too), null members, numbers as strings and strings as numbers, wrong types, v2/v3
    /// directions, odd envelopes.
    @Test(arguments: [
        #"{"bustime-response":{"prd":[{"stpid":"1","stpid":"2","rt":"3","rt":"4","prdtm":"20190514 23:15","dly":false,"dly":true}]}}"#,
        #"{"bustime-response":{"tm":null,"tm":"20190514 23:10","prd":[],"prd":null}}"#,
        #"{"bustime-response":{"routes":[{"rt":null,"rt":"3","rtnm":"King Drive"}]}}"#,
        #"{"bustime-response":{"routes":[{"rt":"3","rtnm":"King Drive","rtclr":null,"rtclr":"ff0000","rtdd":"3"}]}}"#,
        #"{"bustime-response":{"prd":[{"stpid":1,"rt":"3","prdtm":"x"}]}}"#,
        #"{"bustime-response":{"prd":[{"stpid":"1","rt":"3","prdtm":"x","dly":"true"}]}}"#,
        #"{"bustime-response":{"prd":[{"stpid":"1","rt":"3","prdtm":"x","dstp":"1200","dyn":0.0,"stst":"  7 ","flagstop":-1}]}}"#,
        #"{"bustime-response":{"prd":[{"stpid":"1","rt":"3","prdtm":"x","dstp":2.5}]}}"#,
        #"{"bustime-response":{"prd":[{"stpid":"1","rt":"3","prdtm":"x","dstp":1e30}]}}"#,
        #"{"bustime-response":{"prd":[{"stpid":"1","rt":"3","prdtm":"x","dstp":9007199254740993.5}]}}"#,
        #"{"bustime-response":{"prd":[{"stpid":"1","rt":"3","prdtm":"x","dstp":"3.0"}]}}"#,
        #"{"bustime-response":{"prd":[{"stpid":"1","rt":"3"}]}}"#,
        #"{"bustime-response":{"prd":{"stpid":"1","rt":"3","prdtm":"x"}}}"#,
        #"{"bustime-response":{"vehicle":[{"vid":"1","lat":"41.9","lon":-87.6,"hdg":"90","pid":"123","pdist":1.0,"rt":"8","mode":null}]}}"#,
        #"{"bustime-response":{"vehicle":[{"vid":"1","lat":"41.9x","lon":-87.6,"rt":"8"}]}}"#,
        #"{"bustime-response":{"vehicle":[{"vid":"1","lat":1e400,"lon":-87.6,"rt":"8"}]}}"#,
        #"{"bustime-response":{"vehicle":[{"vid":"1","lat":true,"lon":-87.6,"rt":"8"}]}}"#,
        #"{"bustime-response":{"ptr":[{"pid":"954","ln":"42134.0","rtdir":"Eastbound","pt":[{"seq":1.0,"lat":"41","lon":-87,"typ":"W","pdist":null}]}]}}"#,
        #"{"bustime-response":{"ptr":[{"pid":954,"rtdir":"Eastbound","pt":null}]}}"#,
        #"{"bustime-response":{"ptr":[{"pid":954,"rtdir":"Eastbound","pt":[{"seq":1,"lat":41,"lon":-87}]}]}}"#,
        #"{"bustime-response":{"directions":[{"dir":"Eastbound"},{"id":"E","name":"East"},{"id":"W"},{"id":"N","name":null}]}}"#,
        #"{"bustime-response":{"directions":[{"dir":"Eastbound","id":5}]}}"#,
        #"{"bustime-response":{"directions":[{"dir":null,"id":"E"},{"dir":"N","dir":"S"}]}}"#,
        #"{"bustime-response":{"directions":[{"name":"East"}]}}"#,
        #"{"bustime-response":{"directions":[{"dir":7}]}}"#,
        #"{"bustime-response":{"stops":[{"stpid":"1","stpnm":"A  ","lat":41.9,"lon":"-87.6","dtradd":["d1"],"dtrrem":null,"ada":true}]}}"#,
        #"{"bustime-response":{"stops":[{"stpid":"1","stpnm":"A","lat":41.9,"lon":-87.6,"dtradd":[null]}]}}"#,
        #"{"bustime-response":{"stops":[{"stpid":"1","stpnm":"A","lat":41.9,"lon":-87.6,"ada":1}]}}"#,
        #"{"bustime-response":{"sb":[{"nm":"B1","srvc":[{},{"rt":"","rt":"3","stpid":null}],"srvc":null,"prty":"High"},{"nm":"B2","srvc":null}]}}"#,
        #"{"bustime-response":{"sb":[{"nm":"B1","srvc":[{"rt":3}]}]}}"#,
        #"{"bustime-response":{"error":[{"msg":"No data found for parameter","rt":16,"stpid":1.5,"vid":"x","pid":"7"}]}}"#,
        #"{"bustime-response":{"error":[{"msg":"No data","stpid":true}]}}"#,
        #"{"bustime-response":{"error":[{"rt":"3"}],"prd":null}}"#,
        #"{"bustime-response":{"tm":"x","unknown":{"deep":[1,2,{"a":null}]},"error":[{"msg":"a","extra":[]}],}}"#,
        #"{"bustime-response":{},"bustime-response":5}"#,
        #"{"bustime-response":null}"#,
        #"{"other":{}}"#,
        #"[]"#,
        #"null"#,
        #"{"bustime-response":{"tm":"20190514 23:10","tm":7}}"#,
        #"{"bustime-response":{"tm":7,"tm":"20190514 23:10"}}"#,
    ])
    func handMadeShapesReadAlike(json: String) {
        let data = Data(json.utf8)
        #expect(Self.direct(data) == Self.reference(data))
        // The direct read itself, where it reads: the fallback must not hide a difference.
        if let envelope = try? Self.readDirectly(data) {
            #expect(Self.reference(data) == .read(envelope))
        }
    }

    /// The direct read reads what it can, without the fallback: lenient numbers both ways,
    /// the first of duplicates, a v3 direction without a name.
    @Test func handMadeValuesAreReadDirectly() throws {
        let json = #"""
            {"bustime-response":{"tm":"20190514 23:10","tm":"later",
             "vehicle":[{"vid":"1","lat":"41.9","lon":-87.6,"hdg":"90","pid":"123","pdist":1.0,"rt":"8","rt":"9"}],
             "directions":[{"id":"W"}],
             "error":[{"msg":"No data","rt":16,"stpid":"1"}]}}
            """#
        let envelope = try Self.readDirectly(Data(json.utf8))
        let body = envelope.response
        #expect(body.tm == "20190514 23:10")
        #expect(body.vehicle?.first?.lat.value == 41.9)
        #expect(body.vehicle?.first?.hdg?.value == 90)
        #expect(body.vehicle?.first?.pid?.value == 123)
        #expect(body.vehicle?.first?.pdist?.value == 1)
        #expect(body.vehicle?.first?.rt == "8")
        #expect(body.directions?.first?.name == "W")
        #expect(body.error?.first?.rt?.value == "16")
        #expect(Self.reference(Data(json.utf8)) == .read(envelope))
    }

    /// The public path reads the direct way and gives what it gave before: the board of a
    /// recorded answer through `CTAPayloads`, beside the reference's wire values.
    @Test func payloadsReadThroughTheDirectPath() throws {
        let data = try Fixtures.data("cta", "getpredictions-2.json")
        let board = try CTAPayloads.predictions(data, now: .fixed(recordedNow))
        let envelope = try Self.readDirectly(data)
        #expect(!board.predictions.isEmpty)
        #expect(board.predictions.count <= envelope.response.prd?.count ?? 0)
        #expect(Self.reference(data) == .read(envelope))
    }

    /// CTA's wall-clock times are read from their digits; the general pattern parser is the
    /// reference: the same reading wherever the fast path reads, and the fast path reads every
    /// valid time of that shape (the rest goes to the general parser, which words the error).
    @Test(arguments: [
        "20190514 23:10", "20190514 23:10:59", "20191231 00:00", "20200229 12:30", "20190229 12:30", "20190230 10:00",
        "20191301 10:00", "20190001 10:00", "20190514 24:00", "20190514 23:60", "20190514 23:10:60", "00000101 00:00",
        "2019051x 23:10", "20190514-23:10", "20190514 23.10", "20190514 23:10:5x", "99991231 23:59:59",
    ])
    func wallClockTimesReadAsThePatternParserReadsThem(text: String) {
        let pattern = text.utf8.count == 17 ? "yyyyMMdd HH:mm:ss" : "yyyyMMdd HH:mm"
        let reference = try? LocalDateTime(parsing: text, pattern: pattern)
        #expect(CTATime.wallClock(text) == reference)
    }
}
