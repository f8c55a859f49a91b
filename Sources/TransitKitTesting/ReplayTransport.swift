import Foundation
import TransitKitCore

/// Answers requests from recorded files on disk, following a script, so a whole flow (a
/// search with its polls, a route → stops → predictions walk) replays offline.
///
/// The script is a JSON file `replay.json` in the directory:
/// ```json
/// [ { "method": "GET", "path": "/x-departures/dr5reg/f25dvk/2016-07-29",
///     "query": { "adult": "1" }, "status": 200, "file": "init-5.json",
///     "headers": { "Content-Type": "application/json" } } ]
/// ```
/// An entry matches when method and path are equal (path compared percent-decoded; a path
/// ending in `*` matches by prefix) and every listed query item has that value (other items
/// are ignored). When several entries match, they answer in order, and the last one repeats.
/// A request no entry matches throws `.notFound` naming it, its detail starting with
/// ``missDetailPrefix``; ``ReplayScript`` reads the same script to say what it holds instead.
public final class ReplayTransport: Transport, Sendable {
    /// How the detail of the `.notFound` for a request no entry matches begins:
    /// `"not in the recordings: GET /bustime/api/v3/getpredictions"`. A tool replaying
    /// recordings can recognise a miss by it and say what the recordings hold instead.
    public static let missDetailPrefix = "not in the recordings: "

    /// One recorded exchange in `replay.json`: what a request must look like, and what answers it.
    public struct Entry: Codable, Sendable, Hashable {
        /// The HTTP method to match; any when nil.
        public var method: String?
        /// The URL path to match (`/bustime/api/v3/getpredictions`); one ending in `*` matches
        /// every path that starts with what comes before it.
        public var path: String
        /// Query items the request must carry with these values; others are ignored (API keys,
        /// for one, are never recorded).
        public var query: [String: String]?
        /// The status to answer with; 200 when nil.
        public var status: Int?
        /// Response headers to answer with.
        public var headers: [String: String]?
        /// Body file, relative to the script's directory.
        public var file: String?
        /// Inline body, when there is no file.
        public var body: String?
    }

    private let directory: URL
    private let entries: [Entry]
    private let used = Locked<[Int: Int]>([:])

    /// Loads `directory/replay.json`; throws `.decoding` naming the problem if it is malformed.
    public init(directory: URL, script: String = "replay.json") throws {
        self.directory = directory
        entries = try ReplayScript(directory: directory, script: script).entries
    }

    /// The replay script bundled with TransitKitTesting's fixtures, e.g. `"demo/busbud"`.
    public convenience init(fixtures folder: String) throws {
        try self.init(directory: Fixtures.directory(folder))
    }

    /// Answers `request` from the entries that match it (method, path, query items): the
    /// first time from the first, then from the next, the last one answering every later
    /// time. A request no entry matches is `.notFound` whose detail starts with
    /// ``missDetailPrefix``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if Task.isCancelled { throw TransitError(.cancelled, request: request) }
        let candidates = entries.indices.filter { matches(entries[$0], request) }
        guard !candidates.isEmpty else {
            throw TransitError(
                .notFound, request: request,
                detail: Self.missDetailPrefix + "\(request.method.rawValue) \(request.url.path)")
        }
        let index: Int = used.withLock { used in
            let served = candidates.reduce(0) { $0 + (used[$1] ?? 0) }
            let pick = candidates[min(served, candidates.count - 1)]
            used[pick, default: 0] += 1
            return pick
        }
        let entry = entries[index]
        var body = Data(entry.body?.utf8 ?? "".utf8)
        if let file = entry.file {
            do { body = try Data(contentsOf: directory.appendingPathComponent(file)) } catch {
                throw TransitError(.notFound, request: request, detail: "ReplayTransport: recorded file \(file) is missing")
            }
        }
        var headers = HTTPHeaders()
        for (name, value) in (entry.headers ?? [:]).sorted(by: { $0.key < $1.key }) { headers[name] = value }
        if headers["Content-Type"] == nil {
            headers["Content-Type"] = (entry.file ?? "").hasSuffix(".xml") ? "text/xml" : "application/json"
        }
        return HTTPResponse(status: entry.status ?? 200, headers: headers, body: body)
    }

    private func matches(_ entry: Entry, _ request: HTTPRequest) -> Bool {
        if let method = entry.method, method.uppercased() != request.method.rawValue { return false }
        let path = request.url.path
        if entry.path.hasSuffix("*") {
            guard path.hasPrefix(String(entry.path.dropLast())) else { return false }
        } else if entry.path != path {
            return false
        }
        for (name, value) in entry.query ?? [:] where request.queryValue(name) != value { return false }
        return true
    }
}
