import Foundation
import TransitKitCore

/// The key (and token) every client under test is given: special characters that travel
/// percent-encoded (`+`, `/`, `=`), letters of both cases and digits, so an echo of it in any
/// form can be recognised.
enum Credential {
    static let value = "Rk7Q+w/=Zq7Wx3Vb9"

    /// Every 6-character piece of the key. A text holding any of them, in any encoding or case
    /// (`SecretScrubber` matches every form), shows part of the key — a key cut in half by a
    /// length limit is still a leak.
    /// A "+" read back as a space (form decoding) still shows the key.
    static let pieces: [String] = {
        let characters = Array(value)
        let pieces = (0...(characters.count - 6)).map { String(characters[$0..<($0 + 6)]) }
        return pieces + pieces.filter { $0.contains("+") }.map { $0.replacingOccurrences(of: "+", with: " ") }
    }()

    /// The texts among `texts` that show the key or a piece of it.
    static func leaks(in texts: [String]) -> [String] {
        texts.filter { SecretScrubber.scrub($0, secrets: pieces, replacement: "\u{0}") != $0 }
    }

    /// Everything a caller could print, log or inspect about `error`.
    static func texts(of error: any Error) -> [String] {
        var texts = [String(describing: error), String(reflecting: error), "\(error)", error.localizedDescription]
        var dumped = ""
        dump(error, to: &dumped)
        texts.append(dumped)
        if let error = error as? TransitError {
            texts += [
                error.description, error.debugDescription, error.providerMessage, error.detail,
                error.redactedURL, error.underlying.map { String(reflecting: $0) },
            ].compactMap { $0 }
        }
        return texts
    }

    /// What `String(describing:)`, `String(reflecting:)` and `dump` show of `value`.
    static func texts(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }
}
