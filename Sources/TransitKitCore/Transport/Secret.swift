/// A key or token: kept for the requests that need it, and never shown.
///
/// `print`, string interpolation, `dump`, `Mirror` and debuggers all see `REDACTED`, so a
/// configuration that holds one can be printed, logged or dumped whole. The value leaves only
/// through ``revealed``, which request building calls — and every request marks the query item
/// or header that carries it as secret (``Redaction``), so errors and logs scrub it too.
///
/// ```swift
/// let key = Secret("e4f2…", name: "API key")
/// print(key)                 // REDACTED
/// key.isEmpty                // false
/// ```
public struct Secret: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable,
    ExpressibleByStringLiteral
{
    /// The value, as sent. Call it only to put the secret into a request.
    public let revealed: String
    /// What the secret is, for messages: "API key", "partner token".
    public let name: String

    /// A secret; surrounding whitespace and line breaks (a key pasted from a file) are dropped.
    public init(_ value: String, name: String = "key") {
        self.revealed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        self.name = name
    }

    /// A secret from a literal — for tests; real keys come from the environment or the keychain.
    public init(stringLiteral value: String) { self.init(value) }

    /// True when there is nothing to send: every call that needs it fails with
    /// `.unauthorized` before any request.
    public var isEmpty: Bool { revealed.isEmpty }

    /// `REDACTED`, or `REDACTED (empty)` so an unset key can still be told apart in logs.
    public var description: String { isEmpty ? "\(Redaction.placeholder) (empty)" : Redaction.placeholder }
    /// The same as `description`: debuggers never see the value.
    public var debugDescription: String { description }
    /// A mirror of the redacted description, so `dump` and reflection never see the value.
    public var customMirror: Mirror { Mirror(reflecting: description) }
}
