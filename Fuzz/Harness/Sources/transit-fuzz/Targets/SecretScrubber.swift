import Foundation
import TransitKitCore

extension FuzzTarget {
    /// Input: secret, NUL, text. The secret is planted in the text raw, upper-cased and
    /// percent-encoded (every byte `%XX`, then `%` encoded again); the scrubbed text must
    /// contain none of those forms. The replacement is a byte no secret holds, so a
    /// replacement cannot join with neighbours into a new match.
    static let secretScrubber = FuzzTarget(name: "secret-scrubber", corpus: "secret-scrubber") { data in
        let parts = fuzzParts(data, 2)
        let secret = parts[0]
        guard !secret.isEmpty, !secret.unicodeScalars.contains("\u{1}") else { return }
        let encoded = secret.utf8.map { String(format: "%%%02X", $0) }.joined()
        let twice = secret.utf8.map { String(format: "%%25%02x", $0) }.joined()
        let forms = [secret, secret.uppercased(), encoded, twice]
        let text = parts[1]
        let haystack = forms.map { text + $0 }.joined() + text
        let scrubbed = SecretScrubber.scrub(haystack, secrets: [secret], replacement: "\u{1}")
        for form in [secret, encoded, twice] where scrubbed.utf8.count >= form.utf8.count {
            if scrubbed.utf8.firstRange(of: form.utf8) != nil {
                violated("scrubbed text still holds \(form.debugDescription): \(scrubbed.debugDescription)")
            }
        }
        _ = SecretScrubber.scrub(text, secrets: [secret, text])
    }
}
