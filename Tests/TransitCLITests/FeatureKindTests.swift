import Foundation
import Testing
import TransitKitCore

@testable import TransitCLI

/// A map feature's `kind` is an enum (issue 36, point 3): every kind the library's GeoJSON
/// writers put on the features the tool prints is a case the map draws, never `.other`.
@Suite struct FeatureKindTests {
    @Test func everyKindTheToolPrintsIsACase() async throws {
        let commands: [[String]] = [
            ["shape", "B70", "--provider", "mta", "--geojson"],
            ["vehicles", "B63", "--provider", "mta", "--geojson"],
            ["trip", "--provider", "cta", "--vehicle", "8164", "--geojson"],
            ["near", "40.68766,-73.96880", "--radius", "40", "--geojson"],
            ["plan", "--from", "London", "--to", "Sydney", "--geojson"],
        ]
        var seen = Set<FeatureKind>()
        for words in commands {
            let run = try await runCLI(words)
            #expect(run.status == 0, "\(words): \(run.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            for feature in object["features"] as? [[String: Any]] ?? [] {
                let kind = (feature["properties"] as? [String: Any])?["kind"] as? String
                #expect(FeatureKind(kind) != .other, "\(words): kind \(kind ?? "nil")")
                seen.insert(FeatureKind(kind))
            }
        }
        #expect(seen.isSuperset(of: [.path, .stop, .vehicle, .trip, .call, .place, .leg, .city]), "\(seen)")
        #expect(FeatureKind("teleport") == .other)
        #expect(FeatureKind(nil) == .other)
    }
}
