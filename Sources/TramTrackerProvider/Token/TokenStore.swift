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
