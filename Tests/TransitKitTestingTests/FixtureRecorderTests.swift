import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// `FixtureRecorder` over a `MockTransport` (no traffic leaves the machine): bodies and golden
/// outputs written, numbered after what the folder holds, every secret scrubbed.
@Suite struct FixtureRecorderTests {
    static let key = "Zq7SECRET+key/4Bus"

    struct Answer: Encodable, Sendable, Equatable {
        var routes: [String]
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func request(_ operation: String, key: String = key) throws -> HTTPRequest {
        let url = try URLBuilder.url(
            base: URL(fileURLWithPath: "/api"), path: [operation], query: [("key", key), ("format", "json")])
        return HTTPRequest(url: url, provider: "test", operation: operation, redaction: Redaction(queryItems: ["key"]))
    }

    @Test func oneCallWritesTheScrubbedBodyItsGoldenAndALogRow() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{}".utf8).write(to: folder.appendingPathComponent("getroutes-1.json")) // taken: the next is 2
        let mock = MockTransport()
        let encoded = Self.key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? Self.key
        // A server that echoes the key, raw and percent-encoded.
        mock.on(.any, .json(#"{"routes": ["74"], "echo": "\#(Self.key)", "url": "?key=\#(encoded)"}"#))
        let saved = try await FixtureRecorder.record(into: folder, over: mock) { transport in
            _ = try await transport.send(try Self.request("getroutes"))
            return Answer(routes: ["74", Self.key])
        }
        #expect(saved.fixtures.map(\.lastPathComponent) == ["getroutes-2.json"])
        #expect(saved.golden?.lastPathComponent == "getroutes-2.expected.json")
        let body = try String(contentsOf: try #require(saved.fixtures.first), encoding: .utf8)
        let golden = try String(contentsOf: try #require(saved.golden), encoding: .utf8)
        let log = try String(contentsOf: folder.appendingPathComponent("RECORDED.md"), encoding: .utf8)
        for text in [body, golden, log] {
            for form in ProviderConformance.secretForms(Self.key) { #expect(!text.contains(form), "\(text)") }
        }
        #expect(body.contains(#""routes": ["74"]"#))
        #expect(golden.contains("\"74\""))
        #expect(log.contains("getroutes-2.json") && log.contains("key=REDACTED"))
    }

    /// A token a first call fetched is a secret of the second request, so it is scrubbed from
    /// the first answer's body too; a call that throws a `TransitError` gets its error as golden.
    @Test func aTokenFetchedOnTheWayIsScrubbedAndAnErrorIsTheGolden() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = "0f8e7d6c-5b4a-4321-9876-abcdef012345"
        let mock = MockTransport()
        mock.on(.path(suffix: "/GetDeviceToken"), .json(#"{"DeviceToken": "\#(token)"}"#))
        mock.on(.path(suffix: "/predictions"), .status(500, body: "boom"))
        let saved = try await FixtureRecorder.record(into: folder, over: mock) { transport -> Answer in
            _ = try await transport.send(try Self.request("GetDeviceToken", key: "aid"))
            _ = try await transport.send(try Self.request("predictions", key: token))
            throw TransitError(.httpStatus, detail: "HTTP 500")
        }
        #expect(saved.fixtures.map(\.lastPathComponent) == ["GetDeviceToken-1.json", "predictions-1.json"])
        let first = try String(contentsOf: saved.fixtures[0], encoding: .utf8)
        #expect(!first.contains(token) && first.contains("REDACTED"))
        let golden = try String(contentsOf: try #require(saved.golden), encoding: .utf8)
        #expect(golden.contains("httpStatus"))
    }

    @Test func shapesCompareKeyPathsNotValues() throws {
        let golden = Data(#"[{"id": "1", "time": "a", "extra": 1}, {"id": "2", "time": "b"}]"#.utf8)
        let other = Data(#"[{"id": "9", "time": "z"}]"#.utf8)
        #expect(ShapeContract.keyPaths(of: golden) == ["[].id", "[].time", "[].extra"])
        #expect(ShapeContract.missing(in: other, comparedWith: [golden]).isEmpty)
        #expect(ShapeContract.missing(in: Data(#"[{"id": "9"}]"#.utf8), comparedWith: [golden]) == ["[].time"])
        #expect(ShapeContract.missing(in: Data("[]".utf8), comparedWith: [golden]).isEmpty)
        #expect(ShapeContract.missing(in: Data("not json".utf8), comparedWith: [golden]) == ["(the live output is not JSON)"])
        // Every recorded CTA getroutes golden has the shape of the others.
        let goldens = try ["getroutes-1.expected.json", "getroutes-2.expected.json"].map { try Fixtures.data("cta", $0) }
        #expect(ShapeContract.missing(in: goldens[0], comparedWith: goldens).isEmpty)
    }
}
