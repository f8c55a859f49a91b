import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TransitCLI

/// `transit record`: a live answer saved as fixture + golden with the key scrubbed, over a
/// MockTransport standing in for the network (never the real one).
@Suite struct RecordCommandTests {
    static let key = "k3yS3cr3tV4lue"

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("transit-record-\(UUID().uuidString)", isDirectory: true)
    }

    @Test func recordsPredictionsAsFixtureAndGoldenWithTheKeyScrubbed() async throws {
        // The key also comes back inside the answer (as a destination), as servers echo it.
        let body = String(decoding: try Fixtures.data("cta", "getpredictions-2.json"), as: UTF8.self)
            .replacingOccurrences(of: "Michigan", with: Self.key)
        let network = MockTransport()
        network.on(.path(suffix: "/getpredictions"), .json(body))
        let into = Self.folder()
        let words = ["record", "predictions", "--provider", "cta", "--stop", "4727", "--into", into.path]
        let first = try await runCLI(words, environment: ["CTA_API_KEY": Self.key], replay: false, network: network)
        let second = try await runCLI(words, environment: ["CTA_API_KEY": Self.key], replay: false, network: network)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(network.requests.count == 2)
        #expect(network.requests.allSatisfy { $0.url.absoluteString.contains(Self.key) }, "the key was really sent")
        let names = try FileManager.default.contentsOfDirectory(atPath: into.path).sorted()
        #expect(
            names == [
                "RECORDED.md", "getpredictions-1.expected.json", "getpredictions-1.json", "getpredictions-2.expected.json",
                "getpredictions-2.json",
            ])
        for name in names {
            let text = try String(contentsOf: into.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains(Self.key), "\(name) holds the key")
        }
        let golden = try String(contentsOf: into.appendingPathComponent("getpredictions-1.expected.json"), encoding: .utf8)
        #expect(golden.contains("4727"))
        #expect(first.stdout.contains("wrote getpredictions-1.json, getpredictions-1.expected.json into"), "\(first.stdout)")
        #expect(!(first.stdout + first.stderr).contains(Self.key))
    }

    @Test func withoutTheKeyItNamesTheVariableAndSendsNothing() async throws {
        let network = MockTransport()
        let into = Self.folder()
        let run = try await runCLI(
            ["record", "predictions", "--provider", "cta", "--stop", "4727", "--into", into.path], replay: false, network: network)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("transit: CTA_API_KEY is not set"), "\(run.stderr)")
        #expect(network.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: into.path))
    }

    @Test func aProfileWithoutItsKeyNamesItsVariable() async throws {
        let network = MockTransport()
        let run = try await runCLI(
            ["record", "vehicles", "--provider", "oba:pugetsound", "--route", "75", "--into", Self.folder().path], replay: false,
            network: network)
        #expect(run.status == 2)
        #expect(run.stderr.contains("OBA_PUGETSOUND_API_KEY is not set"), "\(run.stderr)")
        #expect(network.requests.isEmpty)
    }

    @Test func aProfileRecordsFromItsOwnServer() async throws {
        let network = MockTransport()
        network.on(
            .path(containing: "arrivals-and-departures-for-stop"), .fixture("onebusaway", "arrivals-and-departures-for-stop-1.json"))
        let into = Self.folder()
        let run = try await runCLI(
            ["record", "predictions", "--provider", "oba:pugetsound", "--stop", "1_75414", "--into", into.path],
            environment: ["OBA_PUGETSOUND_API_KEY": Self.key], replay: false, network: network)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(network.requests.map(\.url.host) == ["api.pugetsound.onebusaway.org"])
        let names = try FileManager.default.contentsOfDirectory(atPath: into.path)
        #expect(names.filter { $0.hasSuffix(".expected.json") }.count == 1, "\(names)")
        let log = try String(contentsOf: into.appendingPathComponent("RECORDED.md"), encoding: .utf8)
        #expect(log.contains("api.pugetsound.onebusaway.org") && !log.contains(Self.key), "\(log)")
    }

    @Test func refusesUnderReplay() async throws {
        let into = Self.folder()
        let run = try await runCLI(["record", "routes", "--provider", "cta", "--into", into.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("transit: record saves what the live API answers; with --replay"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: into.path))
    }

    @Test func anErrorAnswerIsRecordedAsOneAndExitsOne() async throws {
        let network = MockTransport()
        network.on(.path(suffix: "/getpredictions"), .fixture("cta", "error-1.json"))
        let into = Self.folder()
        let run = try await runCLI(
            ["record", "predictions", "--provider", "cta", "--stop", "70", "--into", into.path],
            environment: ["CTA_API_KEY": Self.key], replay: false, network: network)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("note: the answer was an error, recorded as one"), "\(run.stderr)")
        let golden = try String(contentsOf: into.appendingPathComponent("getpredictions-1.expected.json"), encoding: .utf8)
        #expect(golden.contains("\"kind\" : \"unauthorized\""), "\(golden)")
    }
}
