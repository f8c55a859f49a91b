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
    /// Takes the exclusive lock that guards `url` against other writers — other processes
    /// included — without waiting: the held lock, or nil when another writer has it.
    func tryLock(_ url: URL) throws -> (any RouteFileLock)?
    /// Deletes the temporary files killed writers left beside `url`; called with the lock
    /// held, so none of them can still be in use. Returns how many it removed.
    func removeTemporaries(besides url: URL) throws -> Int
}

/// A held writer lock; ``unlock()`` releases it.
public protocol RouteFileLock: Sendable {
    /// Releases the lock; the next writer waiting for it may take it. Called once.
    func unlock()
}

extension RouteFileSystem {
    /// A file system with no other writers (a test double) locks trivially.
    public func tryLock(_ url: URL) throws -> (any RouteFileLock)? { NoLock() }
    /// A file system with no killed writers (a test double) has no leftovers: 0.
    public func removeTemporaries(besides url: URL) throws -> Int { 0 }
}

private struct NoLock: RouteFileLock {
    func unlock() {}
}

/// The real disk. Writers lock with `flock(2)` on `<file>.lock` beside the list — an advisory
/// lock every `RouteStore` (and every `transit` process) takes before it reads, changes and
/// replaces the file — so two processes adding at once cannot overwrite each other's route.
/// The kernel drops the lock when its holder dies, so a killed writer never blocks the next.
public struct LocalFileSystem: RouteFileSystem {
    /// The real disk; ``RouteStore``'s default.
    public init() {}

    /// The prefix and suffix of temporary files, so killed writers' leftovers can be found.
    static func isTemporary(_ name: String, of file: String) -> Bool {
        name.hasPrefix(".\(file).") && name.hasSuffix(".tmp")
    }

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

    public func tryLock(_ url: URL) throws -> (any RouteFileLock)? {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = url.path + ".lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot open \(path): \(String(cString: strerror(code)))"])
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            if code == EWOULDBLOCK || code == EINTR { return nil }
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot lock \(path): \(String(cString: strerror(code)))"])
        }
        return FileDescriptorLock(descriptor: descriptor)
    }

    public func removeTemporaries(besides url: URL) throws -> Int {
        let directory = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return 0 }
        var removed = 0
        for name in names where Self.isTemporary(name, of: url.lastPathComponent) {
            if (try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }
}

private struct FileDescriptorLock: RouteFileLock {
    let descriptor: Int32
    func unlock() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
