import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// `BusbudTime.fixed`, the byte-level fast path for Busbud's usual 19-byte local times, is
/// held to the pattern parser it stands in front of: every time in every recorded answer, and
/// the shapes it must leave to that parser.
@Suite struct BusbudTimeTests {
    /// Every `"yyyy-MM-ddTHH:mm:ss…"` string value of the recorded Busbud answers.
    static func recordedTimes() throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #""(\d{4}-\d{2}-\d{2}T[^"]*)""#)
        var times = Set<String>()
        for url in try Fixtures.files("busbud", extensions: ["json"]) where !url.lastPathComponent.contains(".expected.") {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { times.insert(String(text[range])) }
            }
        }
        return times.sorted()
    }

    @Test func theFastPathAgreesWithThePatternParserOnEveryRecordedTime() throws {
        let times = try Self.recordedTimes()
        #expect(times.count > 100, "\(times.count) recorded times")
        var fast = 0
        for text in times {
            let reference = try? LocalDateTime(parsing: text, pattern: BusbudTime.pattern)
            if let value = BusbudTime.fixed(text) {
                fast += 1
                #expect(value == reference, "\(text)")
            }
            #expect((try? BusbudTime.wallTime(text)) == reference, "\(text)")
        }
        #expect(fast > 100) // the recordings are the usual shape, so the fast path is taken
    }

    @Test func shapesTheFastPathLeavesToThePatternParser() {
        for text in [
            "2021-08-28T13:00:00.000", "2021-08-28 13:00:00", "2021-02-30T13:00:00", "2021-08-28T1a:00:00",
            "２０２１-08-28T13:00:00", "2021-08-28T13:00", "",
        ] {
            #expect(BusbudTime.fixed(text) == nil, "\(text)")
        }
        #expect(
            BusbudTime.fixed("2021-08-28T13:05:09") == (try? LocalDateTime(parsing: "2021-08-28T13:05:09", pattern: BusbudTime.pattern)))
        #expect(throws: TransitError.self) { try BusbudTime.wallTime("2021-02-30T13:00:00") }
    }
}
