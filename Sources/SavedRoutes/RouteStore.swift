import Foundation
import TransitKitCore

/// Saved routes in one JSON file the caller chooses; safe to share between tasks (an actor).
///
/// - Writes are atomic (temporary file, then `rename`): a crash mid-write leaves the previous
///   list intact.
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

    public let fileURL: URL
    private let fileSystem: any RouteFileSystem
    private let now: Now
    private var cache: [SavedRoute]?

    public init(fileURL: URL, fileSystem: any RouteFileSystem = LocalFileSystem(), now: Now = .system) {
        self.fileURL = fileURL
        self.fileSystem = fileSystem
        self.now = now
    }

    /// `$XDG_DATA_HOME/transit/routes.json`, else `~/.local/share/transit/routes.json`.
    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return base.appendingPathComponent("transit/routes.json")
    }

    /// Every saved route, in the rider's order.
    public func all() throws(TransitError) -> [SavedRoute] { try load() }

    /// The route whose id, or else name (case-insensitive), is `key`.
    public func route(_ key: String) throws(TransitError) -> SavedRoute {
        let routes = try load()
        if let match = routes.first(where: { $0.id.rawValue == key })
            ?? routes.first(where: { $0.name.caseInsensitiveCompare(key) == .orderedSame })
        {
            return match
        }
        throw TransitError(.notFound, operation: "saved route", detail: "no saved route named \"\(key)\"")
    }

    /// Validates and appends `route`; ids and names must be unique.
    public func add(_ route: SavedRoute) throws(TransitError) {
        try route.validate()
        var routes = try load()
        if routes.contains(where: { $0.id == route.id }) {
            throw TransitError(.invalidArgument, operation: "save route", detail: "id: \"\(route.id)\" is already saved")
        }
        if routes.contains(where: { $0.name.caseInsensitiveCompare(route.name) == .orderedSame }) {
            throw TransitError(.invalidArgument, operation: "save route", detail: "name: \"\(route.name)\" is already saved")
        }
        routes.append(route)
        try save(routes)
    }

    /// Renames the route `key` (id or name).
    public func rename(_ key: String, to name: String) throws(TransitError) {
        var routes = try load()
        let target = try route(key)
        guard let index = routes.firstIndex(where: { $0.id == target.id }) else { return }
        var renamed = routes[index]
        renamed.name = name
        try renamed.validate()
        if routes.contains(where: { $0.id != target.id && $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
            throw TransitError(.invalidArgument, operation: "rename route", detail: "name: \"\(name)\" is already saved")
        }
        routes[index] = renamed
        try save(routes)
    }

    /// Removes the route `key` (id or name) and returns it.
    @discardableResult
    public func remove(_ key: String) throws(TransitError) -> SavedRoute {
        var routes = try load()
        let target = try route(key)
        routes.removeAll { $0.id == target.id }
        try save(routes)
        return target
    }

    /// Moves the route `key` to position `index` (clamped to the list).
    public func move(_ key: String, to index: Int) throws(TransitError) {
        var routes = try load()
        let target = try route(key)
        routes.removeAll { $0.id == target.id }
        routes.insert(target, at: min(max(index, 0), routes.count))
        try save(routes)
    }

    // MARK: - File

    private struct File: Codable {
        var version: Int
        var routes: [SavedRoute]
    }

    private struct VersionOnly: Decodable { var version: Int }

    private func load() throws(TransitError) -> [SavedRoute] {
        if let cache { return cache }
        let data: Data?
        do { data = try fileSystem.read(fileURL) } catch {
            throw TransitError(.storage, operation: "load saved routes", detail: "\(fileURL.path) cannot be read: \(error.localizedDescription)")
        }
        guard let data else {
            cache = []
            return []
        }
        let decoder = JSONDecoder()
        if let header = try? decoder.decode(VersionOnly.self, from: data), header.version > Self.currentVersion {
            throw TransitError(.unsupported, operation: "load saved routes",
                               detail: "\(fileURL.path) is format version \(header.version); this TransitKit reads version \(Self.currentVersion) and will not overwrite it")
        }
        do {
            let file = try decoder.decode(File.self, from: data)
            cache = file.routes
            return file.routes
        } catch {
            let aside = keepAside()
            throw TransitError(.decoding, operation: "load saved routes",
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
            cache = routes
        } catch {
            cache = nil  // re-read the file next time: it holds whatever was there before
            throw TransitError(.storage, operation: "save routes",
                               detail: "\(fileURL.path) was not changed: \(error.localizedDescription)", underlying: error)
        }
    }
}
