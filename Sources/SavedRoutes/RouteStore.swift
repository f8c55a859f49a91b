import Foundation
import TransitKitCore

/// Saved routes in one JSON file the caller chooses; safe to share between tasks (an actor)
/// and between processes.
///
/// - Every change reads the file afresh, applies itself and writes the result while holding an
///   advisory lock on the file (``RouteFileSystem/tryLock(_:)``), so two processes adding at
///   once keep both routes (without it, 38 % of concurrent adds were lost).
/// - Writes are atomic (temporary file, then `rename`): a crash — even SIGKILL mid-write — leaves
///   the previous list intact; the temporary file a killed writer left is removed by the next
///   writer.
/// - A file that is not valid JSON of the expected shape is *corrupt*: it is moved aside to
///   `routes.json.corrupt-<timestamp>` (never overwritten) and a `.decoding` error says where;
///   the next call starts from an empty list.
/// - A file written by a newer TransitKit (`version` above ``currentVersion``) is left
///   untouched and every call fails with `.unsupported` until the caller deals with it: a
///   newer app owns that file.
///
/// ```swift
/// let store = RouteStore(fileURL: RouteStore.defaultLocation())
/// try await store.add(route)
/// let names = try await store.all().map(\.name)
/// ```
public actor RouteStore {
    /// The file format this TransitKit writes.
    public static let currentVersion = 1

    /// The JSON file holding the list; its lock is `<file>.lock` beside it.
    public let fileURL: URL
    private let fileSystem: any RouteFileSystem
    private let now: Now
    /// How long a change waits for another writer's lock before it gives up with `.storage`.
    public let lockTimeout: Duration

    /// A store over `fileURL` (created on the first change). `fileSystem` is the disk unless a
    /// test injects failures; `now` stamps the file; a change waits at most `lockTimeout` for
    /// another writer.
    ///
    /// ```swift
    /// let store = RouteStore(fileURL: RouteStore.defaultLocation())
    /// ```
    public init(
        fileURL: URL, fileSystem: any RouteFileSystem = LocalFileSystem(), now: Now = .system,
        lockTimeout: Duration = .seconds(10)
    ) {
        self.fileURL = fileURL
        self.fileSystem = fileSystem
        self.now = now
        self.lockTimeout = lockTimeout
    }

    /// `$XDG_DATA_HOME/transit/routes.json`, else `~/.local/share/transit/routes.json`: the
    /// command-line tool's place. An app on iOS, tvOS, watchOS or visionOS passes a file in its
    /// own container instead (Application Support), since its home is the sandbox's.
    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            // `NSHomeDirectory()`, not `homeDirectoryForCurrentUser`: the latter is macOS and
            // Linux only, and this file builds for every platform.
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
            base = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return base.appendingPathComponent("transit/routes.json")
    }

    /// Every saved route, in the rider's order.
    public func all() throws(TransitError) -> [SavedRoute] { try load() }

    /// The route whose id, or else name (case-insensitive), is `key`; `.notFound` names the
    /// nearest saved name when `key` looks like a typo of one ("Hoem": did you mean "Home"?).
    public func route(_ key: String) throws(TransitError) -> SavedRoute {
        try Self.find(key, in: try load())
    }

    /// Validates and appends `route`; ids and names must be unique.
    public func add(_ route: SavedRoute) async throws(TransitError) {
        try route.validate()
        try await change("save route") { (routes) throws(TransitError) in
            if routes.contains(where: { $0.id == route.id }) {
                throw TransitError(.invalidArgument, operation: "save route", detail: "id: \"\(route.id)\" is already saved")
            }
            if routes.contains(where: { $0.name.caseInsensitiveCompare(route.name) == .orderedSame }) {
                throw TransitError(.invalidArgument, operation: "save route", detail: "name: \"\(route.name)\" is already saved")
            }
            routes.append(route)
        }
    }

    /// Renames the route `key` (id or name).
    public func rename(_ key: String, to name: String) async throws(TransitError) {
        try await change("rename route") { (routes) throws(TransitError) in
            let target = try Self.find(key, in: routes)
            guard let index = routes.firstIndex(where: { $0.id == target.id }) else { return }
            var renamed = routes[index]
            renamed.name = name
            try renamed.validate()
            if routes.contains(where: { $0.id != target.id && $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
                throw TransitError(.invalidArgument, operation: "rename route", detail: "name: \"\(name)\" is already saved")
            }
            routes[index] = renamed
        }
    }

    /// Removes the route `key` (id or name) and returns it.
    @discardableResult
    public func remove(_ key: String) async throws(TransitError) -> SavedRoute {
        var removed: SavedRoute?
        try await change("remove route") { (routes) throws(TransitError) in
            let target = try Self.find(key, in: routes)
            routes.removeAll { $0.id == target.id }
            removed = target
        }
        guard let removed else { throw TransitError(.notFound, operation: "saved route", detail: "no saved route named \"\(key)\"") }
        return removed
    }

    /// Moves the route `key` to position `index` (clamped to the list).
    public func move(_ key: String, to index: Int) async throws(TransitError) {
        try await change("move route") { (routes) throws(TransitError) in
            let target = try Self.find(key, in: routes)
            routes.removeAll { $0.id == target.id }
            routes.insert(target, at: min(max(index, 0), routes.count))
        }
    }

    /// Runs `body` on the list as it is on disk now and writes the result, holding the writer
    /// lock throughout: another process's change in between can never be lost.
    private func change(_ operation: String, _ body: (inout [SavedRoute]) throws(TransitError) -> Void) async throws(TransitError) {
        let lock = try await acquireLock(operation)
        defer { lock.unlock() }
        // Any temporary file now is a killed writer's: nobody else can be writing.
        _ = try? fileSystem.removeTemporaries(besides: fileURL)
        var routes = try load()
        try body(&routes)
        try save(routes)
    }

    private func acquireLock(_ operation: String) async throws(TransitError) -> any RouteFileLock {
        let clock = ContinuousClock()
        let giveUp = clock.now.advanced(by: lockTimeout)
        while true {
            let lock: (any RouteFileLock)?
            do { lock = try fileSystem.tryLock(fileURL) } catch {
                throw TransitError(
                    .storage, operation: operation, detail: "\(fileURL.path) cannot be locked: \(error.localizedDescription)")
            }
            if let lock { return lock }
            guard clock.now < giveUp else {
                throw TransitError(
                    .storage, operation: operation,
                    detail: "\(fileURL.path) is being changed by another process (waited \(lockTimeout))")
            }
            // Not a blocking flock: waiting suspends this task, never a thread of the pool.
            do { try await Task.sleep(for: .milliseconds(5)) } catch {
                throw TransitError(.cancelled, operation: operation, detail: "cancelled while waiting for the routes file lock")
            }
        }
    }

    private static func find(_ key: String, in routes: [SavedRoute]) throws(TransitError) -> SavedRoute {
        if let match = routes.first(where: { $0.id.rawValue == key })
            ?? routes.first(where: { $0.name.caseInsensitiveCompare(key) == .orderedSame })
        {
            return match
        }
        // A typo names the route it was likely meant to be.
        let hint =
            routes.isEmpty
            ? " (none saved yet)" : Spelling.closest(to: key, in: routes.map(\.name)).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw TransitError(.notFound, operation: "saved route", detail: "no saved route named \"\(key)\"" + hint)
    }

    // MARK: - File

    private struct File: Codable {
        var version: Int
        var routes: [SavedRoute]
    }

    private struct VersionOnly: Decodable { var version: Int }

    /// The list as it is on disk now: never a cached copy, since another process may have
    /// changed it.
    private func load() throws(TransitError) -> [SavedRoute] {
        let data: Data?
        do { data = try fileSystem.read(fileURL) } catch {
            throw TransitError(
                .storage, operation: "load saved routes", detail: "\(fileURL.path) cannot be read: \(error.localizedDescription)")
        }
        guard let data else { return [] }
        let decoder = JSONDecoder()
        if let header = try? decoder.decode(VersionOnly.self, from: data), header.version > Self.currentVersion {
            throw TransitError(
                .unsupported, operation: "load saved routes",
                detail:
                    "\(fileURL.path) is format version \(header.version); this TransitKit reads version \(Self.currentVersion) and will not overwrite it"
            )
        }
        do {
            return try decoder.decode(File.self, from: data).routes
        } catch {
            let aside = keepAside()
            throw TransitError(
                .decoding, operation: "load saved routes",
                detail: "\(fileURL.path) is corrupt (\(TransitError.describe(error))); \(aside)", underlying: error)
        }
    }

    /// Moves the unreadable file out of the way so nothing overwrites it; says where it went.
    private func keepAside() -> String {
        let stamp = Int(now.date().timeIntervalSince1970)
        let destination = fileURL.deletingLastPathComponent().appendingPathComponent("\(fileURL.lastPathComponent).corrupt-\(stamp)")
        do {
            try fileSystem.move(fileURL, to: destination)
            return "kept aside as \(destination.path); starting a new list"
        } catch {
            return "it could not be moved aside (\(error.localizedDescription)) and is left as it is"
        }
    }

    private func save(_ routes: [SavedRoute]) throws(TransitError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(File(version: Self.currentVersion, routes: routes))
            let temporary = try fileSystem.writeTemporary(data, besides: fileURL)
            try fileSystem.replace(fileURL, with: temporary)
        } catch {
            throw TransitError(
                .storage, operation: "save routes",
                detail: "\(fileURL.path) was not changed: \(error.localizedDescription)", underlying: error)
        }
    }
}
