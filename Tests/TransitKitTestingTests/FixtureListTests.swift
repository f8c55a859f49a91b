import Foundation
import Testing

/// The testing article lists every recorded call by provider; a fixture folder that gains a
/// call the article does not name fails here, so the list stays the one a reader can trust.
@Suite struct FixtureListTests {
    @Test func theTestingArticleNamesEveryRecordedCall() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/TransitKitCore/Documentation.docc/TestingYourApp.md"),
            encoding: .utf8)
        let fixtures = root.appendingPathComponent("Sources/TransitKitTesting/Fixtures")
        for provider in ["busbud", "cta", "bustime", "mta", "tramtracker", "connections", "onebusaway"] {
            let row = try #require(
                article.split(separator: "\n").first { $0.hasPrefix("| `\(provider)` |") }, "no row for \(provider)")
            let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(provider).path)
            for file in files where file != "SOURCES.md" && !file.contains(".expected.") {
                let call = Self.call(of: file)
                #expect(row.contains("`\(call)`"), "\(provider)/\(file): the article's row does not name `\(call)`")
            }
        }
    }

    /// `getpredictions-2.json` → `getpredictions`; `Error-hand-token.json` → `Error`;
    /// `TramInfoAjaxRequest-1.jsonc` → `TramInfoAjaxRequest`.
    static func call(of file: String) -> String {
        var name = file.split(separator: ".").first.map(String.init) ?? file
        for marker in ["-handmade", "-hand"] {
            if let range = name.range(of: marker) { name = String(name[..<range.lowerBound]) }
        }
        while let last = name.split(separator: "-").last, Int(last) != nil, name.contains("-") {
            name = String(name.dropLast(last.count + 1))
        }
        return name
    }
}
