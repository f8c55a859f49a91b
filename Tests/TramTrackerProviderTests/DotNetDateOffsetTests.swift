import Foundation
import Testing
import TramTrackerProvider

/// An offset with minutes past 59 used to be accepted as hours and minutes added up; `+9990`
/// became 100 h 30 min, whose `description` (`+10030`) does not parse, so a decoded date did
/// not survive its own `encode`. Found by the dotnet-date fuzz target (Docs/Fuzzing.md).
@Suite struct DotNetDateOffsetTests {
    @Test(arguments: ["/Date(1.5+9990)/", "/Date(1557893426000+0160)/", "/Date(0-0099)/"])
    func minutesPast59AreNotAnOffset(_ text: String) {
        #expect(DotNetDate.parse(text) == nil)
    }

    @Test func largestOffsetRoundTrips() throws {
        let date = try #require(DotNetDate.parse("/Date(1.5+9959)/"))
        #expect(date.offsetSeconds == 99 * 3600 + 59 * 60)
        #expect(DotNetDate.parse(date.description) == date)
    }
}
