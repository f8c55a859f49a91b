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

    public var headerValue: String { "\(app) \(Self.library)" }
    public var description: String { headerValue }
}

/// Sets `User-Agent` on every request.
public struct UserAgentMiddleware: Middleware {
    public let userAgent: UserAgent

    public init(_ userAgent: UserAgent) { self.userAgent = userAgent }

    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse
    {
        var request = request
        request.headers["User-Agent"] = userAgent.headerValue
        return try await next(request)
    }
}
