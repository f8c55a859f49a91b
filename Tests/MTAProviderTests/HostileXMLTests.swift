import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// Tiny XML bodies that used to end the process (issue "Survive the real network", item 0),
/// through every door an XML body can come in: the SIRI and "where" decoders, the error-body
/// reader at 200/403/503, and a client set to JSON (bodies starting with `<` are sniffed).
@Suite("MTA: hostile XML is a typed error, never a crash")
struct HostileXMLTests {
    /// Each was a crash: `JSONSerialization.data(withJSONObject:)` trapped on a root without
    /// child elements; FoundationXML segfaulted on a processing instruction without data.
    static let bodies: [String] = [
        "<code>200</code>", // 16 bytes, found by libFuzzer: hex 3c636f64653e3230303c2f636f64653e
        "<a/>",
        "<response/>",
        "<Siri/>",
        "<?a?><Siri/>",
        "<?xml version=\"1.0\"?><?a?><response><code>200</code></response>",
        "<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]><response>&b;</response>",
    ]

    @Test(arguments: bodies)
    func decodersThrowDecodingErrors(_ text: String) {
        let body = Data(text.utf8)
        let siri = Result { () throws(TransitError) in _ = try MTAPayloads.siri(body, operation: "vehicle-monitoring") }
        let whereCall = Result { () throws(TransitError) in
            _ = try MTAPayloads.where(MTAWireWhereAgenciesWithCoverage.self, body, operation: "agencies-with-coverage")
        }
        for result in [siri, whereCall] {
            guard case .failure(let error) = result else {
                Issue.record("\(text) decoded")
                continue
            }
            #expect(error.kind == .decoding, "\(text): \(error)")
            #expect(error.detail?.isEmpty == false)
        }
    }

    @Test(arguments: bodies)
    func errorBodiesAtAnyStatusAreReadWithoutCrashing(_ text: String) {
        for status in [200, 403, 503] {
            for api in [MTACall.API.siri, .where] {
                // nil means "the status decides"; anything but a trap is right here.
                let error = readError(Data(text.utf8), status: status, api: api)
                #expect(error == nil || error?.kind != nil)
            }
        }
    }

    /// The whole client path, JSON format configured, at the three statuses.
    @Test func aClientSetToJSONGetsATypedError() async throws {
        for status in [200, 403, 503] {
            let mock = MockTransport()
            mock.on(
                .path("/api/where/agencies-with-coverage.json"),
                .response(HTTPResponse(status: status, body: Data("<code>200</code>".utf8))))
            let mta = try makeClient(mock)
            await #expect {
                _ = try await mta.agenciesWithCoverage()
            } throws: { error in
                guard let error = error as? TransitError else { return false }
                return status == 200 ? error.kind == .decoding : error.status == status
            }
        }
    }

    /// Well-formed documents with a declaration, comments and CDATA still decode: only
    /// processing instructions and markup declarations are refused.
    @Test func declarationsCommentsAndCDATAAreStillAccepted() throws {
        let recorded = try String(decoding: fixture("agencies-with-coverage-5.xml"), as: UTF8.self)
        let decorated = recorded.replacingOccurrences(
            of: "<response>",
            with: "<!-- a comment with <?not a pi?> inside --><response><note><![CDATA[<?php echo 1; ?> <!DOCTYPE x>]]></note>")
        #expect(decorated != recorded)
        #expect(XMLTree.refusedMarkup(Data(decorated.utf8)) == nil)
        let plain = try MTAPayloads.where(MTAWireWhereAgenciesWithCoverage.self, Data(recorded.utf8), operation: "agencies-with-coverage")
        let withExtras = try MTAPayloads.where(
            MTAWireWhereAgenciesWithCoverage.self, Data(decorated.utf8), operation: "agencies-with-coverage")
        #expect(MTAMapper.coverage(withExtras).map(\.agency.id) == MTAMapper.coverage(plain).map(\.agency.id))
        #expect(!MTAMapper.coverage(plain).isEmpty)
        #expect(XMLTree.refusedMarkup(Data("<?a?><Siri/>".utf8))?.offset == 0)
        #expect(XMLTree.refusedMarkup(Data("<?xml?><Siri/>".utf8))?.offset == 0)
    }
}
