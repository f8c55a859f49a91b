import Foundation

/// Builds request URLs with one strict encoding rule, so ids such as `MTA NYCT_M86+` survive:
/// in path segments and query values everything but RFC 3986 unreserved characters is
/// percent-encoded (space → `%20`, `+` → `%2B`, `/` inside a segment → `%2F`).
///
/// ```swift
/// let url = try URLBuilder.url(base: URL(string: "https://bustime.mta.info/api/where/")!,
///                              path: ["route", "MTA NYCT_M86+.json"],
///                              query: [("key", key), ("version", "2")])
/// // https://bustime.mta.info/api/where/route/MTA%20NYCT_M86%2B.json?key=…&version=2
/// ```
public enum URLBuilder {
    /// `base` + encoded `path` segments + encoded query. A trailing slash on `base` is kept
    /// once; `trailingSlash` adds one after the last segment (TramTracker wants `…/123/?aid=`).
    public static func url(
        base: URL, path: [String] = [], query: [(String, String)] = [],
        trailingSlash: Bool = false
    ) throws(TransitError) -> URL {
        var text = base.absoluteString
        if !path.isEmpty {
            if !text.hasSuffix("/") { text += "/" }
            text += path.map(encode).joined(separator: "/")
            if trailingSlash { text += "/" }
        }
        if !query.isEmpty {
            text += (text.contains("?") ? "&" : "?")
            text += query.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
        }
        guard let url = URL(string: text) else {
            throw TransitError(.invalidArgument, detail: "cannot build a URL from base \(base.absoluteString) and path \(path)")
        }
        return url
    }

    /// Percent-encodes everything outside `A-Z a-z 0-9 - . _ ~`.
    public static func encode(_ component: String) -> String {
        component.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? component
    }
}

extension CharacterSet {
    /// RFC 3986 unreserved characters only.
    static let urlQueryValueAllowed: CharacterSet = {
        var set = CharacterSet()
        set.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return set
    }()
}
