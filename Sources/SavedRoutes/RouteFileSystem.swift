import Foundation
import TransitKitCore

/// The file operations ``RouteStore`` needs, injected so tests can interrupt a write between
/// its two steps and prove the old list survives.
public protocol RouteFileSystem: Sendable {
    /// The file's bytes, or nil when it does not exist.
    func read(_ url: URL) throws -> Data?
    /// Writes `data` to a new temporary file in `url`'s directory and returns its URL.
    func writeTemporary(_ data: Data, besides url: URL) throws -> URL
    /// Atomically puts `temporary` in place of `url` (POSIX `rename`).
    func replace(_ url: URL, with temporary: URL) throws
    /// Renames `url` to `destination`.
    func move(_ url: URL, to destination: URL) throws
}

/// The real disk.
public struct LocalFileSystem: RouteFileSystem {
    public init() {}

    public func read(_ url: URL) throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
    }

    public func writeTemporary(_ data: Data, besides url: URL) throws -> URL {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try data.write(to: temporary)
        return temporary
    }

    public func replace(_ url: URL, with temporary: URL) throws {
        // rename(2) replaces the destination atomically on the same file system: readers see
        // the old list or the new one, never half of either.
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "rename failed: \(String(cString: strerror(code)))"])
        }
    }

    public func move(_ url: URL, to destination: URL) throws {
        try FileManager.default.moveItem(at: url, to: destination)
    }
}
