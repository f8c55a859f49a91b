import Foundation
import Testing
import TransitKitCore

/// Text that reaches a log line or a terminal: secrets scrubbed in every encoding, one line,
/// bounded, control characters escaped; HTML cleaning that stays linear on hostile input.
@Suite struct TextSafetyTests {
    static let key = "ab+/c d=é"

    /// Every form a key with special characters takes in a URL or an echoed body.
    @Test(arguments: [
        "ab+/c d=é", // raw
        "ab%2B%2Fc%20d%3D%C3%A9", // upper-case hex
        "ab%2b%2fc%20d%3d%c3%a9", // lower-case hex: missed before
        "ab%2B%2fc+d%3D%C3%a9", // mixed case, + for the space
        "ab%252B%252Fc%2520d%253D%25C3%25A9", // encoded twice
        "AB%2B%2FC%20D%3D%C3%A9", // the whole echo upper-cased by a proxy
    ])
    func secretsAreScrubbedInEveryEncoding(_ form: String) throws {
        let url = try #require(
            URL(string: "https://api.example/x?key=" + Self.key.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!))
        let request = HTTPRequest(url: url, provider: "p", operation: "op", redaction: Redaction(queryItems: ["key"]))
        let error = TransitError(
            .unauthorized, request: request, providerMessage: "bad key \(form)!",
            detail: "the server said key=\(form)&x=1")
        for text in [error.description, error.providerMessage ?? "", error.detail ?? ""] {
            #expect(!text.contains(form), "\(form) leaked in \(text)")
            #expect(text.contains("REDACTED"))
        }
        #expect(error.providerMessage == "bad key REDACTED!")
        #expect(error.detail == "the server said key=REDACTED&x=1")
    }

    @Test func scrubberLeavesOtherTextAlone() {
        #expect(SecretScrubber.scrub("ab+/c is not ab%2Bx", secrets: ["ab+/c"]) == "REDACTED is not ab%2Bx")
        #expect(SecretScrubber.scrub("100% sure, 50%off", secrets: ["sure"]) == "100% REDACTED, 50%off")
        #expect(SecretScrubber.scrub("nothing here", secrets: []) == "nothing here")
    }

    /// A Basic or Bearer header's credential alone, quoted back by a server, is scrubbed too.
    @Test func authorizationCredentialsAreScrubbed() throws {
        let request = HTTPRequest(
            url: try #require(URL(string: "https://data.example/x")),
            headers: ["Authorization": "Basic dXNlcjpwYXNz"],
            redaction: Redaction(headers: ["Authorization"]))
        #expect(request.scrub("denied for dXNlcjpwYXNz") == "denied for REDACTED")
    }

    @Test func errorDescriptionsAreOneBoundedLineWithControlsEscaped() {
        let hostile = "line one\nline two\r\u{1B}[31mred\u{1B}[0m\u{2028}bidi\u{202E}" + String(repeating: "x", count: 100_000)
        let error = TransitError(.apiError, provider: "p", operation: "op\nsplit", providerMessage: hostile, detail: hostile)
        let text = error.description
        #expect(!text.contains("\n") && !text.contains("\r") && !text.contains("\u{1B}"))
        #expect(!text.contains("\u{2028}") && !text.contains("\u{202E}"))
        #expect(text.contains("line one\\nline two\\r\\u{1B}[31mred"))
        #expect(text.count < 1_500, "\(text.count) characters")
        #expect(text.contains("…"))
        #expect(error.localizedDescription == text)
    }

    @Test func oneLineKeepsOrdinaryTextAndCutsAtTheLimit() {
        #expect(PlainText.oneLine("Clark & Madison — 9:23 am") == "Clark & Madison — 9:23 am")
        #expect(PlainText.oneLine(String(repeating: "a", count: 10), limit: 4) == "aaaa…")
        #expect(PlainText.oneLine("tab\there", limit: 50) == "tab\\there")
    }

    /// `&#&#&#…` used to make the numeric-entity pass scan the whole rest for every "&#"
    /// (208 s of CPU at 128 KB; the bench case `text` measures it). Output must stay exact.
    /// What input checks refuse (`firstControl(in:)`) is exactly what display escapes.
    @Test func theControlCharactersRefusedAreTheOnesEscaped() {
        #expect(PlainText.firstControl(in: "Evil\u{1B}[31mRed\nLine2") == "\u{1B}")
        #expect(PlainText.firstControl(in: "Café — Flinders St 9:23") == nil)
        for value: UInt32 in [0x0, 0x7, 0x1B, 0x7F, 0x85, 0x9F, 0x200E, 0x2028, 0x202E, 0x2066] {
            let scalar = Unicode.Scalar(value)!
            #expect(PlainText.isControl(scalar))
            #expect(PlainText.oneLine(String(Character(scalar))).hasPrefix("\\"), "U+\(String(value, radix: 16)) is not escaped")
        }
        #expect(!PlainText.isControl("é") && !PlainText.isControl("—"))
    }

    @Test func numericEntitiesNextToJunkDecodeExactly() {
        let junk = String(repeating: "&#", count: 20_000)
        #expect(PlainText.clean(junk) == junk)
        #expect(PlainText.clean("&#&#8226;&#x2022;&#;&#12345678901;") == "&#••&#;&#12345678901;")
        #expect(PlainText.clean("a &#8226 b") == "a &#8226 b")
    }
}
