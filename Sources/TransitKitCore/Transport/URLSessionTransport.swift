import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport: one `URLSession` of its own (never `.shared`), an explicit timeout,
/// and task cancellation passed through to the request.
///
/// Every failure to get a response becomes a ``TransitError``: `.cancelled` when the task was
/// cancelled, `.transport` otherwise (timeouts included, with the timeout in `detail`). The
/// `URLError` kept as `underlying` is rebuilt from its code alone, because the original
/// carries the full URL — API key included — in its user info.
public final class URLSessionTransport: Transport {
    public let timeout: Duration
    private let session: URLSession

    public init(timeout: Duration = .seconds(30), configuration: URLSessionConfiguration = .ephemeral) {
        self.timeout = timeout
        let configuration = configuration
        configuration.timeoutIntervalForRequest = timeout.timeInterval
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.session = URLSession(configuration: configuration)
    }

    deinit { session.finishTasksAndInvalidate() }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let timeout = request.timeout ?? self.timeout
        if Task.isCancelled { throw TransitError(.cancelled, request: request) }
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
                                    timeoutInterval: timeout.timeInterval)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }
        do {
            let (data, response) = try await session.data(for: urlRequest)
            guard let http = response as? HTTPURLResponse else {
                throw TransitError(.transport, request: request, detail: "response is not HTTP")
            }
            var headers = HTTPHeaders()
            for (name, value) in http.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name] = value }
            }
            return HTTPResponse(status: http.statusCode, headers: headers, body: data)
        } catch let error as TransitError {
            throw error
        } catch let error as URLError {
            if error.code == .cancelled || Task.isCancelled {
                throw TransitError(.cancelled, request: request, underlying: URLError(error.code))
            }
            let detail = error.code == .timedOut
                ? "timed out after \(timeout.secondsText)"
                : "URLError \(error.code.rawValue)"
            throw TransitError(.transport, request: request, detail: detail, underlying: URLError(error.code))
        } catch is CancellationError {
            throw TransitError(.cancelled, request: request)
        } catch {
            if Task.isCancelled { throw TransitError(.cancelled, request: request) }
            throw TransitError(.transport, request: request, detail: request.scrub(String(describing: error)))
        }
    }
}

extension Duration {
    /// Seconds as a `TimeInterval`.
    public var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
