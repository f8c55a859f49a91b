import TransitKitCore

/// Keeps the token for the life of the process.
///
/// The token sits behind `Locked`, which reflects as empty: `dump(store)` (and `dump` of a
/// client holding it) shows that a store exists, never the token, which is a credential.
public final class InMemoryTokenStore: TokenStore, Sendable {
    private let token: Locked<String?>

    /// Starts empty, or with a token an app already has.
    public init(token: String? = nil) { self.token = Locked(token) }

    /// The token set last, or the one given at init.
    public func get() async -> String? { token.withLock { $0 } }
    /// Keeps `token` until replaced or cleared.
    public func set(_ token: String) async { self.token.withLock { $0 = token } }
    /// Forgets the token, so the next call fetches a new one.
    public func clear() async { token.withLock { $0 = nil } }
}
