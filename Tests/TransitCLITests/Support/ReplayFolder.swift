import Foundation
import TransitKitTesting

/// A replay folder made for one test: `<provider>/replay.json` scripts with their bodies
/// copied from the recorded fixtures. With `empty`, every provider's script answers nothing,
/// so any request a command makes fails with exit status 1 — a command that ends with 2 on
/// such a folder refused its input before asking anything.
struct ReplayFolder {
    let url: URL

    /// Every provider's script empty.
    static func empty() throws -> ReplayFolder {
        try ReplayFolder(["busbud": [], "cta": [], "tramtracker": [], "mta": []])
    }

    /// `scripts[provider]` lists (path, query, fixture file) entries; the fixture is copied
    /// from TransitKitTesting's `Fixtures/<provider>/`.
    init(_ scripts: [String: [(path: String, query: [String: String], fixture: String)]]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("transit-cli-replay-\(UUID().uuidString)", isDirectory: true)
        for (provider, entries) in scripts {
            let folder = url.appendingPathComponent(provider, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var script: [[String: Any]] = []
            for entry in entries {
                let copy = folder.appendingPathComponent(entry.fixture)
                if !FileManager.default.fileExists(atPath: copy.path) {
                    try FileManager.default.copyItem(at: Fixtures.url(provider, entry.fixture), to: copy)
                }
                script.append(["method": "GET", "path": entry.path, "query": entry.query, "file": entry.fixture])
            }
            try JSONSerialization.data(withJSONObject: script).write(to: folder.appendingPathComponent("replay.json"))
        }
    }

    /// `--replay <this folder>`.
    var words: [String] { ["--replay", url.path] }
}
