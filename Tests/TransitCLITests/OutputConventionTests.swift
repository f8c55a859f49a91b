import Foundation
import Testing
import TransitKitCore

@testable import TransitCLI

/// Output: colour rules, JSON Lines for streams, one alert renderer, word-boundary cuts,
/// plurals, `watch` wording, replayed countdowns. (Progress on stderr: BusbudCommandTests.)
@Suite struct OutputConventionTests {
    static let plan = ["plan", "--from", "London", "--to", "Tokyo"]
    static let escape = "\u{1B}["

    @Test func colourOnATerminalUnlessNoColorOrNever() async throws {
        #expect(try await runCLI(Self.plan, terminal: true).stdout.contains(Self.escape))
        #expect(!(try await runCLI(Self.plan)).stdout.contains(Self.escape))
        #expect(!(try await runCLI(Self.plan, environment: ["NO_COLOR": "1"], terminal: true)).stdout.contains(Self.escape))
        #expect(!(try await runCLI(["--color", "never"] + Self.plan, terminal: true)).stdout.contains(Self.escape))
        #expect(try await runCLI(["--color", "always"] + Self.plan).stdout.contains(Self.escape))
        #expect(try await runCLI(Self.plan + ["--color=auto"], terminal: true).stdout.contains(Self.escape))
        let bad = try await runCLI(["--color", "sometimes"] + Self.plan)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("transit: --color must be auto, always or never"))
    }

    /// `routes watch --json` is JSON Lines: one compact object per refresh, one per line.
    @Test func watchJSONIsJSONLines() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("cli-watch-\(UUID().uuidString).json").path
        let add = try await runCLI([
            "routes", "add", "Lake", "--provider", "cta", "--from", "Mayfair", "--to", "Lincoln Park",
            "--line", "74", "--store", store,
        ])
        #expect(add.status == 0, "\(add.stderr)")
        let run = try await runCLI(["routes", "watch", "Lake", "--json", "--count", "2", "--interval", "1", "--store", store])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect((object?["route"] as? [String: Any])?["name"] as? String == "Lake")
        }
    }

    @Test func watchSaysCtrlCOnlyWhenMoreRefreshesCome() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("cli-watch-\(UUID().uuidString).json").path
        _ = try await runCLI([
            "routes", "add", "Lake", "--provider", "cta", "--from", "Mayfair", "--to", "Lincoln Park",
            "--line", "74", "--store", store,
        ])
        let once = try await runCLI(["routes", "watch", "Lake", "--count", "1", "--store", store])
        #expect(once.status == 0, "\(once.stderr)")
        #expect(once.stdout.contains("refresh 1 at "))
        #expect(!once.stdout.contains("Ctrl-C"))
        let twice = try await runCLI(["routes", "watch", "Lake", "--count", "2", "--interval", "1", "--store", store])
        let refreshes = twice.stdout.split(separator: "\n").filter { $0.hasPrefix("refresh ") }
        #expect(refreshes.count == 2)
        #expect(refreshes.first?.hasSuffix("Ctrl-C to stop") == true)
        #expect(refreshes.last?.contains("Ctrl-C") == false)
    }

    /// CTA bulletins, tram disruptions and MTA situations print through the one renderer
    /// (AlertLines): each command's alerts, taken from its own `--json`, appear as its head line.
    @Test func alertsAreRenderedOneWayEverywhere() async throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let cta = try decoder.decode(
            [RouteStatus].self, from: Data(try await runCLI(["cta", "bulletins", "--route", "74", "--json"]).stdout.utf8)
        ).flatMap(\.alerts)
        let mta = try decoder.decode([RouteStatus].self, from: Data(try await runCLI(["mta", "status", "M4", "--json"]).stdout.utf8))
            .flatMap(\.alerts)
        struct TramJSON: Decodable { let alerts: [ServiceAlert] }
        let tram = try decoder.decode(
            TramJSON.self, from: Data(try await runCLI(["tram", "next", "--stop", "1234,2234", "--json"]).stdout.utf8)
        ).alerts
        let cases: [([String], [ServiceAlert])] = [
            (["cta", "bulletins", "--route", "74"], cta), (["mta", "status", "M4"], mta), (["tram", "next", "--stop", "1234,2234"], tram),
        ]
        for (words, alerts) in cases {
            #expect(!alerts.isEmpty, "\(words)")
            let text = try await runCLI(words).stdout
            for alert in alerts {
                #expect(text.contains(AlertLines.head(alert) + "\n"), "\(words): \(alert.title)")
            }
        }
    }

    /// MTA situation titles run to hundreds of characters: the head line cuts at a word.
    @Test func longTitlesAreCutAtAWordBoundary() async throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let alerts = try decoder.decode([RouteStatus].self, from: Data(try await runCLI(["mta", "status", "M4", "--json"]).stdout.utf8))
            .flatMap(\.alerts)
        let long = try #require(alerts.first { $0.title.count > AlertLines.titleLimit })
        let cut = Wording.cut(long.title, limit: AlertLines.titleLimit)
        #expect(cut.hasSuffix("…"))
        #expect(cut.count <= AlertLines.titleLimit)
        let kept = String(cut.dropLast())
        let flat = long.title.split(whereSeparator: \.isNewline).joined(separator: " — ")
        #expect(flat.hasPrefix(kept))
        let next = flat[flat.index(flat.startIndex, offsetBy: kept.count)]
        #expect(next.isWhitespace || next == ",", "cut mid-word: \(kept)|\(next)")
        #expect(Wording.cut("Southbound stop closed", limit: 15) == "Southbound…")
    }

    @Test func countsAreSingularOrPlural() {
        #expect(Wording.count(1, "departure") == "1 departure")
        #expect(Wording.count(2, "departure") == "2 departures")
        #expect(Wording.count(0, "alert") == "0 alerts")
    }

    /// Replayed `mta arrivals` counts from the recording's clock: on any later day every row
    /// still reads a countdown, never "(departed)".
    @Test func replayedArrivalsCountDownFromTheRecording() async throws {
        for now in [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_900_000_000)] {
            let run = try await runCLI(["mta", "arrivals", "--stop", "MTA_308215"], now: now)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stdout.contains("departed"))
            #expect(run.stdout.contains("4:38 pm (9 min)"))
        }
    }
}
