import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// Every payload in Fixtures/cta, recorded or hand-made: `<call>-*.json` goes through that
/// call's decoder and mapper; `error-*.json` must become the right typed error. A new file
/// dropped into the folder is picked up without code changes.
@Suite struct CorpusTests {
    /// Files whose whole-call error we know; any other `error-*` file must still fail typed.
    static let expectedErrors: [String: TransitError.Kind] = [
        "error-1.json": .unauthorized, // "Invalid API access key supplied"
        "error-quota.json": .rateLimited, // "Transaction limit for current day has been exceeded."
        "error-internal.json": .apiError, // "Internal server error - …"
        "error-version.json": .invalidArgument, // "Unsupported version requested"
        "error-maxids.json": .invalidArgument, // "Maximum number of stpid identifiers exceeded"
        "getdirections-2.json": .invalidArgument, // "rt parameter missing", \r\n-padded
    ]
    /// CTA's files and those of other BusTime deployments (Fixtures/bustime), read the same way.
    static let files: [URL] = ["cta", "bustime"].flatMap { (try? Fixtures.files($0)) ?? [] }

    @Test func corpusIsPresent() {
        #expect(Self.files.count >= 35)
        let calls = Set(Self.files.compactMap { $0.lastPathComponent.split(separator: "-").first.map(String.init) })
        for call in CTACall.allCases { #expect(calls.contains(call.rawValue), "no fixture for \(call.rawValue)") }
    }

    @Test(arguments: files)
    func corpusFileDecodesOrFailsTyped(_ file: URL) async throws {
        let name = file.lastPathComponent
        let data = try Data(contentsOf: file)
        let prefix = String(name.split(separator: "-").first ?? "")
        let call = CTACall(rawValue: prefix) ?? .getpredictions
        if prefix != "error" { try #require(CTACall(rawValue: prefix) != nil, "\(name) names no known call") }
        let expected = Self.expectedErrors[name]
        if prefix == "error" || expected != nil {
            let error = await transitError {
                _ = try decodeAndMap(data, call: call)
            }
            if let expected { #expect(error?.kind == expected, "\(name)") }
            #expect(error?.kind != .decoding, "\(name) should be a CTA error, not a decoding failure")
            #expect(error?.providerMessage?.isEmpty == false)
            #expect(error?.operation == call.rawValue)
        } else {
            let result = try decodeAndMap(data, call: call)
            #expect(result.count > 0 || !result.notes.isEmpty, "\(name) decoded to nothing and said nothing")
        }
    }

    @Test func errorOnlyPayloadsAreEmptyResultsWithNotes() throws {
        let noArrivals = try decodeAndMap(Fixtures.data("cta", "getpredictions-1.json"), call: .getpredictions)
        #expect(noArrivals.count == 0)
        #expect(noArrivals.notes == [ProviderNote(subject: .stop("70"), kind: .noData, message: "No arrival times")])
        let noService = try decodeAndMap(Fixtures.data("cta", "getpredictions-8.json"), call: .getpredictions)
        #expect(noService.notes == [ProviderNote(subject: .stop("6601"), kind: .noService, message: "No service scheduled")])
        let noBuses = try decodeAndMap(Fixtures.data("cta", "getvehicles-handmade-nodata.json"), call: .getvehicles)
        #expect(noBuses.count == 0)
        #expect(noBuses.notes == [ProviderNote(subject: .route("137"), kind: .noData, message: "No data found for parameter")])
    }
}
