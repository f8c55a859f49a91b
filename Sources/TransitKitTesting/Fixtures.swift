import Foundation
import TransitKitCore

/// Real responses recorded from each API (and a few hand-made ones, marked in each folder's
/// SOURCES.md), shipped so apps can test against the shapes the servers really send.
///
/// Folders: `busbud`, `cta`, `tramtracker`, `mta`, `connections`, plus `demo` (the replay
/// script `transit demo` runs).
///
/// ```swift
/// let body = try Fixtures.data("cta", "getpredictions-1.json")
/// for file in try Fixtures.files("cta") { … }   // every recorded CTA payload
/// ```
public enum Fixtures {
    /// The folder holding every fixture set.
    public static var root: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw TransitError(.notFound, detail: "TransitKitTesting's Fixtures resource folder is missing from the bundle")
            }
            return url
        }
    }

    /// The folder of one provider's fixtures.
    public static func directory(_ provider: String) throws -> URL {
        try root.appendingPathComponent(provider, isDirectory: true)
    }

    /// The file `name` of `provider`'s fixtures.
    public static func url(_ provider: String, _ name: String) throws -> URL {
        let url = try directory(provider).appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw TransitError(.notFound, detail: "no fixture \(provider)/\(name)")
        }
        return url
    }

    /// The bytes of the file `name` of `provider`'s fixtures.
    public static func data(_ provider: String, _ name: String) throws -> Data {
        try Data(contentsOf: url(provider, name))
    }

    /// Every payload file of `provider` (not SOURCES.md or other docs, not the golden
    /// `*.expected.json` outputs), sorted by name, so a
    /// corpus test picks up files dropped into the folder without code changes.
    public static func files(_ provider: String, extensions: Set<String> = ["json", "xml"]) throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory(provider).path)
        return try names.sorted()
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) && !Golden.isExpectedOutput($0) }
            .map { try directory(provider).appendingPathComponent($0) }
    }
}
