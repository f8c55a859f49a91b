import Testing
import TransitKitCore

/// A title cut for a narrow place: at a word, marked, without a dangling comma or dash.
@Suite struct ShortenedTests {
    @Test func cutsAtAWordAndMarksIt() {
        #expect(PlainText.shortened("Buses are detoured because of NYPD activity", limit: 30) == "Buses are detoured because…")
        #expect(PlainText.shortened("Southbound M4 stop, closed", limit: 21) == "Southbound M4 stop…")
        #expect(PlainText.shortened("short", limit: 30) == "short")
        // One word longer than half the limit is cut inside it rather than left empty.
        #expect(PlainText.shortened("Metropolitan", limit: 8) == "Metropo…")
    }
}
