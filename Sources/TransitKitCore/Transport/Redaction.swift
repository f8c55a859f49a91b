import Foundation

/// The names of a request's secrets: query items (`key`) and headers (`X-Busbud-Token`) whose
/// values must never be printed. Providers set it on every request they build.
public struct Redaction: Hashable, Sendable {
    /// The text that replaces a secret.
    public static let placeholder = "REDACTED"

    /// Query item names, compared case-insensitively.
    public var queryItems: Set<String>
    /// Header names, compared case-insensitively.
    public var headers: Set<String>

    /// Names the secret query items and headers; names are compared case-insensitively.
    public init(queryItems: Set<String> = [], headers: Set<String> = []) {
        self.queryItems = Set(queryItems.map { $0.lowercased() })
        self.headers = Set(headers.map { $0.lowercased() })
    }

    /// Nothing is secret (a request without credentials).
    public static let none = Redaction()

    /// The usual secrets of a URL someone pasted (a signed S3 or CDN link, a token in the
    /// query): `token`, `access_token`, `key`, `apikey`, `sig`, `signature`, `password`,
    /// `X-Amz-Signature`, `X-Goog-Credential` and the like. For a URL from a user, who typed no
    /// separate key to name.
    ///
    /// ```swift
    /// let data = try await ConnectionDataset.load(from: pasted, transport: transport, redaction: .signedURL)
    /// ```
    public static let signedURL = Redaction(queryItems: [
        "token", "access_token", "auth", "key", "apikey", "api_key", "api-key", "sig", "signature",
        "secret", "client_secret", "password", "x-amz-signature", "x-amz-credential", "x-amz-security-token",
        "x-goog-signature", "x-goog-credential",
    ])

    /// Both sets joined.
    public func union(_ other: Redaction) -> Redaction {
        Redaction(queryItems: queryItems.union(other.queryItems), headers: headers.union(other.headers))
    }
}
