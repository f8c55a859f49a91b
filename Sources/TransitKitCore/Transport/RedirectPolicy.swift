import Foundation

/// Which redirects a live transport follows, and what it sends on: one set of rules for every
/// transport (``CurlTransport`` on Linux, ``URLSessionTransport`` on Apple platforms).
///
/// - Only `http` and `https` targets; a `Location` naming any other scheme (`file:`, `ftp:`,
///   `data:`) is refused, and so is a step down from HTTPS to HTTP.
/// - At most `maximumRedirects` hops; the next one is refused as a loop.
/// - A hop that leaves the origin (scheme, host, port) drops the request's secret headers and
///   query items (``Redaction``) and the usual credential headers: they were meant for the host
///   the app named, not for wherever a server points.
///
/// A refused redirect ends the exchange as `.httpStatus` with the reason, which
/// `RetryMiddleware` does not retry.
struct RedirectPolicy: Sendable {
    /// The request as the app made it: its origin and its secrets.
    let original: HTTPRequest
    let maximumRedirects: Int

    /// What to do with a 3xx.
    enum Decision: Equatable {
        /// Send `url` next, with `method`, `headers` and `body`.
        case follow(url: URL, method: HTTPRequest.Method, headers: HTTPHeaders, body: Data?)
        /// Stop, and report the 3xx with this reason.
        case refuse(String)
    }

    /// Statuses that ask to be followed. 300, 304, 305 and 306 are answers, not redirects.
    static func isRedirect(_ status: Int) -> Bool { [301, 302, 303, 307, 308].contains(status) }

    /// The decision for a `status` answered to a hop at `current`, after `followed` hops.
    func decide(
        status: Int, location: String?, current: URL, method: HTTPRequest.Method, headers: HTTPHeaders, body: Data?,
        followed: Int
    ) -> Decision {
        guard let location = location?.trimmingCharacters(in: .whitespaces), !location.isEmpty else {
            return .refuse("a \(status) without a Location header")
        }
        guard let target = URL(string: location, relativeTo: current)?.absoluteURL, target.host != nil || target.scheme != nil
        else { return .refuse("a \(status) to an unreadable Location") }
        let scheme = target.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else { return .refuse("a redirect to a \(scheme) URL") }
        if current.scheme?.lowercased() == "https", scheme == "http" {
            return .refuse("a redirect from HTTPS down to HTTP")
        }
        guard target.host?.isEmpty == false else { return .refuse("a redirect to a URL without a host") }
        guard followed < maximumRedirects else {
            return .refuse("more than \(maximumRedirects) redirects (a redirect loop?)")
        }
        // RFC 9110 §15.4: a 303 is fetched with GET; browsers and URLSession do the same for a
        // POST answered with 301 or 302. 307 and 308 repeat the request as it was.
        var method = method
        var body = body
        var headers = headers
        if (status == 303 && method != .head) || ((status == 301 || status == 302) && method == .post) {
            method = .get
            body = nil
            headers["Content-Type"] = nil
            headers["Content-Length"] = nil
        }
        guard Self.origin(of: target) != Self.origin(of: original.url) else {
            return .follow(url: target, method: method, headers: headers, body: body)
        }
        return .follow(url: strippedURL(target), method: method, headers: strippedHeaders(headers), body: body)
    }

    /// `headers` without the request's secret ones and the usual credential headers.
    func strippedHeaders(_ headers: HTTPHeaders) -> HTTPHeaders {
        var names = original.redaction.headers
        names.formUnion(["authorization", "proxy-authorization", "cookie"])
        return HTTPHeaders(headers.filter { !names.contains($0.name.lowercased()) }.map { ($0.name, $0.value) })
    }

    /// `url` without the request's secret query items.
    func strippedURL(_ url: URL) -> URL {
        guard !original.redaction.queryItems.isEmpty,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return url }
        // The encoded items, kept as they were: decoding and re-encoding would send an encoded
        // "+" (`%2B`) on as a literal "+", which servers read as a space.
        components.percentEncodedQueryItems = components.percentEncodedQueryItems?.filter { item in
            !original.redaction.queryItems.contains((item.name.removingPercentEncoding ?? item.name).lowercased())
        }
        if components.percentEncodedQueryItems?.isEmpty == true { components.percentEncodedQueryItems = nil }
        return components.url ?? url
    }

    /// "scheme://host:port", the port made explicit.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
