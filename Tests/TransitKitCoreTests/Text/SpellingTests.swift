import Testing
import TransitKitCore

/// "Did you mean": a swap of neighbouring letters is one edit, a word too far is no suggestion.
@Suite struct SpellingTests {
    @Test func aTranspositionIsOneEdit() {
        #expect(Spelling.closest(to: "cat", in: ["cta", "mta", "tram"]) == "cta")
        #expect(Spelling.closest(to: "plna", in: ["plan", "near"]) == "plan")
        #expect(Spelling.closest(to: "tarm", in: ["tram", "trip"]) == "tram")
        #expect(Spelling.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(Spelling.editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    @Test func caseIsIgnoredAndAFarWordIsNoSuggestion() {
        #expect(Spelling.closest(to: "LONDN", in: ["London", "Paris"]) == "London")
        #expect(Spelling.closest(to: "Tokyo", in: ["London", "Paris"]) == nil)
        #expect(Spelling.closest(to: "x", in: [String]()) == nil)
    }
}
