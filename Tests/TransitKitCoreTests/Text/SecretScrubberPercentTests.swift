import Foundation
import Testing
import TransitKitCore

/// Secrets that hold `%` itself, in their encoded forms. The matcher used to take a `%` in the
/// text as the literal byte whenever the secret had one there, and never tried the encoding:
/// `ab%cd` sent as `ab%25cd` stayed in error text. Found by the secret-scrubber fuzz target
/// (Docs/Fuzzing.md), whose crashing input was the secret `%\u{0B}`.
@Suite struct SecretScrubberPercentTests {
    @Test(arguments: [
        ("key=ab%25cd&x=1", "key=REDACTED&x=1"), // encoded once
        ("key=ab%2525cd&x=1", "key=REDACTED&x=1"), // encoded twice
        ("key=ab%cd&x=1", "key=REDACTED&x=1"), // raw
        ("key=AB%25CD&x=1", "key=REDACTED&x=1"), // echoed upper-cased
    ])
    func percentInTheSecretIsFoundInEveryForm(text: String, scrubbed: String) {
        #expect(SecretScrubber.scrub(text, secrets: ["ab%cd"]) == scrubbed)
    }

    @Test func fuzzCrashInputIsScrubbed() {
        let secret = "%\u{0B}"
        let text = "\(secret) %25%0B %2525%250b"
        #expect(SecretScrubber.scrub(text, secrets: [secret], replacement: "#") == "# # #")
    }
}
