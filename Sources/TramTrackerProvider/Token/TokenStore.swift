/// Where the tramTRACKER device token is kept between launches.
///
/// tramTRACKER issues one token per install and never says when it expires, so apps persist
/// it (Keychain, a file) by conforming to this protocol; ``InMemoryTokenStore`` is the default.
/// The token is a credential: a store should not log it.
///
/// ```swift
/// actor KeychainTokenStore: TokenStore {
///     func get() async -> String? { Keychain.read("tramtracker") }
///     func set(_ token: String) async { Keychain.write("tramtracker", token) }
///     func clear() async { Keychain.delete("tramtracker") }
/// }
/// ```
public protocol TokenStore: Sendable {
    /// The stored token, if any.
    func get() async -> String?
    /// Replaces the stored token.
    func set(_ token: String) async
    /// Forgets the token (the server rejected it).
    func clear() async
}

/// Keeps the token for the life of the process.
public actor InMemoryTokenStore: TokenStore {
    private var token: String?

    /// Starts empty, or with a token an app already has.
    public init(token: String? = nil) { self.token = token }

    /// The token set last, or the one given at init.
    public func get() async -> String? { token }
    /// Keeps `token` until replaced or cleared.
    public func set(_ token: String) async { self.token = token }
    /// Forgets the token, so the next call fetches a new one.
    public func clear() async { token = nil }
}

extension InMemoryTokenStore: CustomReflectable {
    /// `dump(store)` (and `dump` of a client holding it) shows that a token is kept, never
    /// the token: it is a credential.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: ["token": "REDACTED"], displayStyle: .class)
    }
}
