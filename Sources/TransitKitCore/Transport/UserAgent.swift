import Foundation

/// Who is calling. Every provider client requires one: transit APIs ask that apps identify
/// themselves so an operator can reach the author instead of blocking a key.
///
/// ```swift
/// let agent = try UserAgent(app: "RideHome/2.1 (https://ridehome.example)")
/// agent.headerValue  // "RideHome/2.1 (https://ridehome.example) TransitKit/0.1"
/// ```
public struct UserAgent: Hashable, Sendable, CustomStringConvertible {
    /// This library's product token.
    public static let library = "TransitKit/0.1"

    /// Your app's product token and contact, as given (trimmed).
    public let app: String

    /// Throws `.invalidArgument` for an empty or multi-line app string.
    public init(app: String) throws(TransitError) {
        let trimmed = app.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw TransitError(.invalidArgument, detail: "userAgent: the app must identify itself (e.g. \"MyApp/1.0 (contact)\")")
        }
        guard !trimmed.contains(where: \.isNewline) else {
            throw TransitError(.invalidArgument, detail: "userAgent: must be one line")
        }
        self.app = trimmed
    }

    /// The `User-Agent` header sent: your app's token followed by TransitKit's.
    public var headerValue: String { "\(app) \(Self.library)" }
    /// The header value.
    public var description: String { headerValue }
}

/// Sets `User-Agent` on every request.
public struct UserAgentMiddleware: Middleware {
    /// The agent set on every request.
    public let userAgent: UserAgent

    /// Sets `userAgent` on every request that passes through.
    public init(_ userAgent: UserAgent) { self.userAgent = userAgent }

    /// Sets the `User-Agent` header, then sends `request`.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        request.headers["User-Agent"] = userAgent.headerValue
        return try await next(request)
    }
}
