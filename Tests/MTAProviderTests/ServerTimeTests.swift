import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// OneBusAway current-time (`serverTime()`, the role CTA's `gettime` fills): the entry's `time`,
/// else the envelope's `currentTime`, an error envelope as its typed error (Docs/MTA.md).
@Suite struct ServerTimeTests {
    /// 2010-04-07T04:32:10.908Z, the OneBusAway docs' sample instant.
    static let sample = Date(timeIntervalSince1970: 1_270_614_730.908)

    @Test func theServersClockIsTheEntrysTime() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/current-time.json"), .fixture("mta", "current-time-hand-1.json"))
        let mta = try makeClient(mock)
        let time = try await mta.serverTime()
        #expect(abs(time.timeIntervalSince(Self.sample)) < 0.001)
        let sent = try #require(mock.requests.first)
        #expect(sent.url.path.hasSuffix("/api/where/current-time.json"))
        #expect(sent.queryValue("version") == "2")
        #expect(sent.cacheLifetime == nil) // a clock is never served from a cache
    }

    @Test func withoutAnEntryTheEnvelopesClockAnswers() throws {
        let body = #"{"code":200,"currentTime":1270614730908,"text":"OK","version":2,"data":{"entry":{},"references":{}}}"#
        let time = try MTAPayloads.serverTime(fromCurrentTime: Data(body.utf8))
        #expect(abs(time.timeIntervalSince(Self.sample)) < 0.001)
        // The entry wins when both are there and differ (it is the answer to this call).
        let both = #"{"code":200,"currentTime":1,"text":"OK","version":2,"data":{"entry":{"time":"1270614730908"}}}"#
        #expect(abs(try MTAPayloads.serverTime(fromCurrentTime: Data(both.utf8)).timeIntervalSince(Self.sample)) < 0.001)
    }

    @Test func anAnswerWithNoClockNamesWhatIsMissing() throws {
        let body = #"{"code":200,"text":"OK","version":2,"data":{"entry":{"readableTime":"2010-04-07T00:32:10-04:00"}}}"#
        let error = try #require(
            payloadError { () throws(TransitError) in _ = try MTAPayloads.serverTime(fromCurrentTime: Data(body.utf8)) })
        #expect(error.kind == .decoding)
        #expect(error.detail?.contains("data.entry.time") == true)
    }

    @Test func anErrorEnvelopeIsItsTypedError() throws {
        let body = #"{"code":401,"text":"permission denied","version":2}"#
        let error = try #require(
            payloadError { () throws(TransitError) in _ = try MTAPayloads.serverTime(fromCurrentTime: Data(body.utf8)) })
        #expect(error.kind == .unauthorized)
        #expect(error.providerMessage == "permission denied")
    }

    func payloadError(_ body: () throws(TransitError) -> Void) -> TransitError? {
        do throws(TransitError) {
            try body()
            return nil
        } catch {
            return error
        }
    }
}
