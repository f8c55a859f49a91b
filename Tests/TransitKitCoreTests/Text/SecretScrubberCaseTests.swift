import Testing
import TransitKitCore

/// A secret echoed with its letters in another case — a proxy or log that folds case — is
/// still the secret to anyone who tries the few case variants; it is scrubbed too.
@Suite struct SecretScrubberCaseTests {
    @Test func caseFoldedSecretsAreScrubbedInEveryEncoding() {
        let key = "CONFORMANCE-KEY-7f3a+/="
        for echoed in ["conformance-key-7f3a+/=", "CONFORMANCE-KEY-7F3A+/=",
                       "conformance%2dkey%2d7f3a%2b%2f%3d", "CONFORMANCE%2DKEY%2D7F3A%2B%2F%3D", "Conformance-Key-7F3a%2B/="] {
            #expect(SecretScrubber.scrub("echo \(echoed) end", secrets: [key]) == "echo REDACTED end", "\(echoed)")
        }
    }

    /// Only letters fold: `@` and `` ` `` (0x40, 0x60) or `[` and `{` differ by the same bit but
    /// are different characters.
    @Test func onlyLettersFold() {
        #expect(SecretScrubber.scrub("k`y and k@y", secrets: ["k@y"]) == "k`y and REDACTED")
        #expect(SecretScrubber.scrub("a{b", secrets: ["a[b"]) == "a{b")
        #expect(SecretScrubber.scrub("ABC", secrets: ["abd"]) == "ABC")
    }
}
