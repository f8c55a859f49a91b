import Foundation

/// An HTTP response as a value: status, headers and the whole body.
public struct HTTPResponse: Hashable, Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers.
    public var headers: HTTPHeaders
    /// The whole body, already read (within the transport's size limit).
    public var body: Data

    /// Creates a response; tests and mock transports build them directly.
    public init(status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A 200 with a UTF-8 JSON body — handy in tests.
    public static func json(_ text: String, status: Int = 200, headers: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = headers
        if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        return HTTPResponse(status: status, headers: headers, body: Data(text.utf8))
    }

    /// True for a 2xx status.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body as UTF-8 text, or nil when it is not valid UTF-8.
    public var text: String? { String(data: body, encoding: .utf8) }

    /// `Retry-After` as a wait from `now`: delta-seconds or an HTTP-date (RFC 9110 §10.2.3),
    /// capped at ``maximumRetryAfter`` so a hostile or garbled header cannot park a client (or
    /// overflow an integer) — `Retry-After: 1e30` reads as one day.
    public func retryAfter(now: Date) -> Duration? {
        guard let value = headers["Retry-After"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty
        else { return nil }
        let seconds: Double
        if let number = Double(value), number.isFinite, number >= 0 {
            seconds = number
        } else if let date = HTTPDate.parse(value) {
            seconds = max(0, date.timeIntervalSince(now))
        } else {
            return nil
        }
        return .milliseconds(Int64(min(seconds, Self.maximumRetryAfter.timeInterval) * 1000))
    }

    /// The longest wait a `Retry-After` header is taken to ask for: one day.
    public static let maximumRetryAfter: Duration = .seconds(86_400)
}

/// IMF-fixdate parsing ("Sun, 06 Nov 1994 08:49:37 GMT"), fixed locale, no global formatter.
enum HTTPDate {
    static func parse(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
