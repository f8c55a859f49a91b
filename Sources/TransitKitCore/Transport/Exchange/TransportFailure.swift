import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why an exchange got no answer, in the words every live transport uses: one list, so a
/// timeout reads the same from libcurl and from `URLSession`, and a new failure gets its words
/// once.
///
/// Each becomes a ``TransitError`` about the request with plain words as `detail` and, where an
/// app would expect one from `URLSession`, a `URLError` code as `underlying` (rebuilt from the
/// code alone: Foundation's own carries the URL, key included).
enum TransportFailure: Sendable, Equatable {
    /// The calling task was cancelled.
    case cancelled
    /// The whole exchange ran past its deadline.
    case deadline(Duration)
    /// No byte arrived for this long.
    case idle(Duration)
    /// The body passed the size limit (after decompression); `announced` is the
    /// `Content-Length` that was over it, when the server sent one.
    case tooLarge(limit: Int, announced: Int64?)
    /// The response head passed the transport's own cap (lines or bytes).
    case headTooLarge(String)
    /// A 3xx that `RedirectPolicy` did not follow.
    case redirectRefused(status: Int, reason: String)
    /// The host name could not be resolved.
    case cannotResolveHost
    /// No connection could be made.
    case cannotConnect
    /// The proxy named in the environment could not be resolved or reached.
    case proxyUnreachable(String)
    /// The proxy answered the tunnel request with a refusal.
    case proxyRefused(String)
    /// The machine refused a resource the exchange needed (a socket, a thread).
    case machineRefused(String)
    /// The connection closed before the status line.
    case noResponse
    /// The connection closed without a byte of answer.
    case closedWithoutAnswer
    /// The connection closed after `bytes` of a body that announced more.
    case partial(bytes: Int)
    /// The connection broke; curl's or the system's words.
    case connectionLost(String)
    /// A timeout the transport did not set (a library's own).
    case timedOut
    /// The TLS handshake failed.
    case tlsFailed
    /// The server's certificate chain is not trusted (see `caFile`).
    case untrustedCertificate
    /// The body's `Content-Encoding` could not be decoded.
    case badContentEncoding
    /// The answer is not HTTP the transport can read.
    case notHTTP(String)
    /// The request's URL is not `http` or `https`.
    case unsupportedScheme
    /// What the machine lacks for any transfer at all (libcurl missing): an install problem,
    /// not retryable.
    case unavailable(String)
    /// Anything else, in the library's words.
    case other(String, URLError.Code)

    /// The error about `request`.
    func error(for request: HTTPRequest) -> TransitError {
        switch self {
        case .cancelled:
            return TransitError(.cancelled, request: request)
        case .tooLarge(let limit, let announced):
            return TransitError.responseTooLarge(request, limit: limit, announced: announced)
        case .headTooLarge(let what):
            return TransitError(
                .tooLarge, request: request, detail: "the response head has \(what); the connection was closed",
                underlying: URLError(.badServerResponse))
        case .redirectRefused(let status, let reason):
            return TransitError(.httpStatus, request: request, status: status, detail: "not followed: \(reason)")
        case .unavailable(let reason):
            return TransitError(.setup, request: request, detail: reason)
        default:
            let (detail, code) = words
            return TransitError(.transport, request: request, detail: detail, underlying: URLError(code))
        }
    }

    /// The transport failures' words and the `URLError` code that goes with each.
    private var words: (String, URLError.Code) {
        switch self {
        case .deadline(let deadline): ("no complete answer within the \(deadline.secondsText) deadline", .timedOut)
        case .idle(let timeout): ("timed out after \(timeout.secondsText) without data", .timedOut)
        case .cannotResolveHost: ("could not resolve the host", .cannotFindHost)
        case .cannotConnect: ("could not connect to the server", .cannotConnectToHost)
        case .proxyUnreachable(let proxy): ("could not reach the proxy \(proxy)", .cannotConnectToHost)
        case .proxyRefused(let why): ("the proxy refused the connection (\(why))", .cannotConnectToHost)
        case .machineRefused(let what): ("the machine refused \(what)", .cannotConnectToHost)
        case .noResponse: ("the connection closed before a response", .networkConnectionLost)
        case .closedWithoutAnswer: ("the server closed the connection without answering", .networkConnectionLost)
        case .partial(let bytes):
            ("the connection closed after \(bytes) bytes, before the whole body arrived", .networkConnectionLost)
        case .connectionLost(let why): ("the connection was lost (\(why))", .networkConnectionLost)
        case .timedOut: ("timed out", .timedOut)
        case .tlsFailed: ("the TLS handshake failed", .secureConnectionFailed)
        case .untrustedCertificate: ("the server's certificate was not trusted", .serverCertificateUntrusted)
        case .badContentEncoding: ("the body's Content-Encoding could not be decoded", .cannotDecodeContentData)
        case .notHTTP(let why): ("the server's answer is not valid HTTP (\(why))", .badServerResponse)
        case .unsupportedScheme: ("the URL's scheme is not http or https", .unsupportedURL)
        case .other(let why, let code): (why, code)
        case .cancelled, .tooLarge, .headTooLarge, .redirectRefused, .unavailable: ("", .unknown)
        }
    }

    /// The failure a `URLError` from `URLSession` stands for, in the same words as libcurl's.
    init(_ error: URLError, timeout: Duration) {
        switch error.code {
        case .cancelled: self = .cancelled
        case .timedOut: self = .idle(timeout)
        case .cannotFindHost, .dnsLookupFailed: self = .cannotResolveHost
        case .cannotConnectToHost: self = .cannotConnect
        case .networkConnectionLost: self = .connectionLost("URLError \(error.code.rawValue)")
        case .secureConnectionFailed: self = .tlsFailed
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
            .serverCertificateNotYetValid:
            self = .untrustedCertificate
        case .cannotDecodeContentData, .cannotDecodeRawData: self = .badContentEncoding
        case .badServerResponse: self = .notHTTP("URLError \(error.code.rawValue)")
        case .unsupportedURL: self = .unsupportedScheme
        default: self = .other("URLError \(error.code.rawValue)", error.code)
        }
    }
}
