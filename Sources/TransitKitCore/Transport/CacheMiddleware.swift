import Foundation

/// An in-memory HTTP cache for one client's transport: catalogue answers (CTA's ~93 KB
/// `getpatterns`, every route's stops) are kept instead of fetched again, which saves time and
/// daily quota.
///
/// What it keeps: successful (2xx, not 206) answers to GET requests without a body, while they
/// are fresh — for the request's ``HTTPRequest/cacheLifetime`` when the provider declared one
/// (catalogue calls: a day), else for the server's `Cache-Control: max-age` (less `Age`) or
/// `Expires`. An answer with an `ETag` or `Last-Modified` is kept after it goes stale and
/// revalidated with `If-None-Match` / `If-Modified-Since`: a `304` refreshes it and the caller
/// gets the kept body as the original `200`.
///
/// What it never keeps: errors (any non-2xx, anything thrown), `no-store` answers (the
/// server's or the request's), `Vary: *`, answers larger than the whole cache, and answers with
/// neither a freshness nor a validator. A `no-cache` answer is kept only to be revalidated
/// before each use. `private` is fine: this is a client's own cache.
///
/// One key's answer never serves another: an answer is reused only for a request with the
/// same method, the same full URL (secret query items included) and the same header values
/// (secret headers included). Those keys live behind ``Locked``, which never reflects its state,
/// and the cache describes and dumps as counters only. Put it after any middleware that adds
/// credentials, so it sees them, and before retry and throttle, so hits use no slot:
///
/// ```swift
/// let cache = CacheMiddleware(maximumBytes: 32 << 20)
/// let transport = MiddlewareTransport(LiveTransport(), [cache, RetryMiddleware(), ThrottleMiddleware(maxRequests: 10, per: .seconds(1))])
/// …
/// print(cache.statistics)   // "hits 212, revalidated 3, misses 41, stored 41, evicted 0, 41 entries, 3.1 MB"
/// ```
///
/// Total size (bodies, headers and URLs) stays under `maximumBytes`; the least recently used
/// answers go first. Time is the injected ``Now``. Two identical requests in flight at once are
/// both sent (a ``StopIndex`` build is single-flight already).
public final class CacheMiddleware: Middleware, CustomStringConvertible, CustomReflectable {
    /// How requests made in a task use the cache (``mode``).
    public enum Mode: Sendable, Hashable {
        /// Fresh answers are served; stale ones are revalidated.
        case normal
        /// Every kept answer is treated as stale: revalidated when it has a validator, fetched
        /// again otherwise. A ``StopIndex`` refresh runs in this mode.
        case revalidate
    }

    /// The mode for requests made in the current task and its child tasks.
    ///
    /// ```swift
    /// try await CacheMiddleware.$mode.withValue(.revalidate) { try await cta.routes() }
    /// ```
    @TaskLocal public static var mode: Mode = .normal

    /// What the cache did so far.
    public struct Statistics: Hashable, Sendable, CustomStringConvertible {
        /// Answered from the cache without a request.
        public var hits = 0
        /// Answered from the cache after the server said `304 Not Modified`.
        public var revalidations = 0
        /// Cacheable requests that needed a full answer from the server.
        public var misses = 0
        /// Answers kept.
        public var stores = 0
        /// Answers dropped to make room.
        public var evictions = 0
        /// Kept answers taken back because the provider found them to be errors inside a 200.
        public var rejected = 0
        /// Answers held now.
        public var entries = 0
        /// Bytes held now (bodies, headers, URLs).
        public var bytes = 0

        /// The counters on one line, for logs.
        public var description: String {
            "hits \(hits), revalidated \(revalidations), misses \(misses), stored \(stores), evicted \(evictions), rejected \(rejected), \(entries) entries, \(bytes) bytes"
        }
    }

    /// The most the cache holds, in bytes.
    public let maximumBytes: Int
    /// "Now", for freshness.
    public let now: Now

    private let state = Locked(State())

    /// A cache holding at most `maximumBytes` (32 MiB by default).
    public init(maximumBytes: Int = 32 << 20, now: Now = .system) {
        self.maximumBytes = max(0, maximumBytes)
        self.now = now
    }

    /// The counters so far.
    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// Drops every kept answer (the counters stay).
    public func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.statistics.entries = 0
            state.statistics.bytes = 0
        }
    }

    /// "CacheMiddleware(hits 3, …)" — counters only.
    public var description: String { "CacheMiddleware(\(statistics))" }

    /// Counters only: no URL, header or body, which could hold a key.
    public var customMirror: Mirror {
        Mirror(self, children: ["maximumBytes": maximumBytes, "statistics": statistics], displayStyle: .class)
    }

    /// Answers a GET from the cache while fresh, revalidates a stale one, or sends it and keeps
    /// the answer; other methods pass through untouched.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        guard request.method == .get, request.body == nil else {
            let response = try await next(request)
            // RFC 9111 §4.4: a successful unsafe request invalidates what is kept for its URL.
            if request.method != .head, (200..<400).contains(response.status) { invalidate(request.url) }
            return response
        }
        let asked = CacheControl(request.headers["Cache-Control"], pragma: request.headers["Pragma"])
        // A request that brings its own validators or asks for a range manages caching itself.
        if asked.noStore || request.headers["If-None-Match"] != nil || request.headers["If-Modified-Since"] != nil
            || request.headers["Range"] != nil
        {
            return try await next(request)
        }
        let key = Key(request)
        let forceRevalidation = asked.noCache || Self.mode == .revalidate
        switch lookup(key, at: now.date(), forceRevalidation: forceRevalidation) {
        case .hit(let response):
            takeBackOnReject(key)
            return response
        case .revalidate(let entry):
            var conditional = request
            if let etag = entry.etag { conditional.headers["If-None-Match"] = etag }
            if let lastModified = entry.lastModified { conditional.headers["If-Modified-Since"] = lastModified }
            let response = try await next(conditional)
            if response.status == 304 {
                takeBackOnReject(key)
                return refreshed(entry, with: response, for: key, request: request)
            }
            count(\.misses)
            store(response, for: key, request: request)
            return response
        case .miss:
            let response = try await next(request)
            store(response, for: key, request: request)
            return response
        }
    }

    /// If the pipeline above finds the answer was an error inside a 200 (or undecodable), the
    /// entry goes: an error is never served from here (``ResponseVerdict``).
    private func takeBackOnReject(_ key: Key) {
        ResponseVerdict.current?.onReject { [weak self] in
            guard let self else { return }
            self.state.withLock { state in
                self.remove(key, from: &state)
                state.statistics.rejected += 1
            }
        }
    }

    // MARK: - Entries

    private struct Key: Hashable {
        let method: String
        let url: String
        /// Every header but the cache's own, names lower-cased, sorted.
        let headers: [String]

        init(_ request: HTTPRequest) {
            method = request.method.rawValue
            url = request.url.absoluteString
            headers = request.headers
                .filter { !["cache-control", "pragma"].contains($0.name.lowercased()) }
                .map { "\($0.name.lowercased()):\($0.value)" }
                .sorted()
        }

        var size: Int { method.utf8.count + url.utf8.count + headers.reduce(0) { $0 + $1.utf8.count } }
    }

    private struct Entry: Sendable {
        var response: HTTPResponse
        var freshUntil: Date
        var etag: String?
        var lastModified: String?
        var size: Int
        var lastUsed: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var tick: UInt64 = 0
        var statistics = Statistics()
    }

    private enum Lookup {
        case hit(HTTPResponse)
        case revalidate(Entry)
        case miss
    }

    private func lookup(_ key: Key, at date: Date, forceRevalidation: Bool) -> Lookup {
        state.withLock { state in
            guard var entry = state.entries[key] else {
                state.statistics.misses += 1
                return .miss
            }
            state.tick += 1
            entry.lastUsed = state.tick
            state.entries[key] = entry
            if !forceRevalidation && date < entry.freshUntil {
                state.statistics.hits += 1
                return .hit(entry.response)
            }
            if entry.etag != nil || entry.lastModified != nil { return .revalidate(entry) }
            state.statistics.misses += 1
            return .miss
        }
    }

    private func count(_ counter: WritableKeyPath<Statistics, Int>) {
        state.withLock { $0.statistics[keyPath: counter] += 1 }
    }

    /// The kept answer after a `304`: its headers updated from the 304 (RFC 9111 §4.3.4), its
    /// freshness restarted, and the caller gets the kept status and body.
    private func refreshed(_ entry: Entry, with notModified: HTTPResponse, for key: Key, request: HTTPRequest) -> HTTPResponse {
        var response = entry.response
        for field in notModified.headers
        where !["content-length", "content-encoding", "transfer-encoding", "content-type"].contains(field.name.lowercased()) {
            response.headers[field.name] = field.value
        }
        let date = now.date()
        let freshness = Freshness(response, request: request, at: date)
        state.withLock { state in
            state.statistics.revalidations += 1
            guard var kept = state.entries[key] else { return }
            kept.response = response
            kept.freshUntil = freshness.until ?? date
            kept.etag = response.headers["ETag"] ?? entry.etag
            kept.lastModified = response.headers["Last-Modified"] ?? entry.lastModified
            if freshness.storable { state.entries[key] = kept } else { remove(key, from: &state) }
        }
        return response
    }

    private func store(_ response: HTTPResponse, for key: Key, request: HTTPRequest) {
        guard response.isSuccess, response.status != 206 else { return }
        let date = now.date()
        let freshness = Freshness(response, request: request, at: date)
        let etag = response.headers["ETag"]
        let lastModified = response.headers["Last-Modified"]
        let size = key.size + response.body.count + response.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
        state.withLock { state in
            remove(key, from: &state)
            // Nothing to reuse it for: no freshness and no validator to revalidate with.
            guard freshness.storable, freshness.until != nil || etag != nil || lastModified != nil,
                size <= maximumBytes
            else { return }
            while state.statistics.bytes + size > maximumBytes,
                let oldest = state.entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key
            {
                remove(oldest, from: &state)
                state.statistics.evictions += 1
            }
            state.tick += 1
            state.entries[key] = Entry(
                response: response, freshUntil: freshness.until ?? date, etag: etag,
                lastModified: lastModified, size: size, lastUsed: state.tick)
            state.statistics.bytes += size
            state.statistics.entries = state.entries.count
            state.statistics.stores += 1
        }
        takeBackOnReject(key)
    }

    private func remove(_ key: Key, from state: inout State) {
        guard let entry = state.entries.removeValue(forKey: key) else { return }
        state.statistics.bytes -= entry.size
        state.statistics.entries = state.entries.count
    }

    private func invalidate(_ url: URL) {
        let address = url.absoluteString
        state.withLock { state in
            for key in state.entries.keys where key.url == address { remove(key, from: &state) }
        }
    }
}

extension CacheMiddleware {
    /// The directives of a `Cache-Control` header that a client cache acts on.
    struct CacheControl {
        var noStore = false
        var noCache = false
        var maxAge: Int?

        init(_ header: String?, pragma: String? = nil) {
            for directive in (header ?? "").split(separator: ",") {
                let parts = directive.split(separator: "=", maxSplits: 1)
                let name = parts.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
                let value =
                    parts.count > 1
                    ? parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : nil
                switch name {
                case "no-store": noStore = true
                // `no-cache="Set-Cookie"` names fields; a client cache treats it as no-cache too.
                case "no-cache": noCache = true
                // A garbled or negative max-age is stale at once (RFC 9111 §4.2.1); a huge one is capped.
                case "max-age": maxAge = value.flatMap { Int($0.prefix(12)) }.map { max(0, $0) } ?? 0
                default: break
                }
            }
            if header == nil, pragma?.lowercased().contains("no-cache") == true { noCache = true }
        }
    }

    /// Until when an answer is fresh, and whether it may be kept at all.
    struct Freshness {
        /// Nil: no freshness (kept only to be revalidated, when it has a validator).
        var until: Date?
        var storable: Bool

        /// The longest lifetime taken from a header: one year (RFC 9111 §1.2.2).
        static let longest: TimeInterval = 365 * 86_400

        init(_ response: HTTPResponse, request: HTTPRequest, at date: Date) {
            let control = CacheControl(response.headers["Cache-Control"], pragma: response.headers["Pragma"])
            storable = !control.noStore && response.headers["Vary"]?.trimmingCharacters(in: .whitespaces) != "*"
            if let declared = request.cacheLifetime {
                until = declared > .zero ? date.addingTimeInterval(min(declared.timeInterval, Self.longest)) : nil
                return
            }
            if control.noCache {
                until = nil
            } else if let maxAge = control.maxAge {
                let age = response.headers["Age"].flatMap { Int($0.trimmingCharacters(in: .whitespaces).prefix(12)) } ?? 0
                let lifetime = min(TimeInterval(maxAge), Self.longest) - TimeInterval(max(0, age))
                until = lifetime > 0 ? date.addingTimeInterval(lifetime) : nil
            } else if let expires = response.headers["Expires"] {
                // An unreadable Expires ("0", "-1") means already expired.
                let served = response.headers["Date"].flatMap(HTTPDate.parse) ?? date
                let lifetime = HTTPDate.parse(expires).map { min($0.timeIntervalSince(served), Self.longest) } ?? 0
                until = lifetime > 0 ? date.addingTimeInterval(lifetime) : nil
            } else {
                until = nil
            }
        }
    }
}
