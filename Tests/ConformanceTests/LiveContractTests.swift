import CTAProvider
import Foundation
import MTAProvider
import Testing
import TramTrackerProvider
import TransitKitCore
import TransitKitTesting

/// The live contract (Docs/LiveContract.md): each covered call made once against the real API,
/// its answer decoded and mapped as `GoldenTests` maps recordings, and its shape — key paths,
/// not values — compared with the golden outputs of that call's recordings
/// (`ShapeContract.missing(in:comparedWith:)`). Opt-in: a provider runs only when its key is in
/// the environment; otherwise its test is skipped with the variable it needs. Nothing here runs
/// in `swift test` on a machine without keys, so tests never reach off the machine by default.
///
/// | provider | environment |
/// |---|---|
/// | CTA | `TRANSIT_CTA_KEY` |
/// | PRT (BusTime profile) | `TRANSIT_PRT_KEY` |
/// | MTA | `TRANSIT_MTA_KEY` |
/// | tramTRACKER (no key) | `TRANSIT_LIVE_TRAMTRACKER=1` |
@Suite("Live contract (opt-in)", .serialized)
struct LiveContractTests {
    static let environment = ProcessInfo.processInfo.environment

    /// The variable's value, nil when unset or blank.
    static func value(_ name: String) -> String? {
        environment[name].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    static let agent = try? UserAgent(app: "TransitKitLiveContract/1.0 (https://github.com/transitkit)")

    /// Every recorded (not hand-made) golden output of `call` in `folder`, errors left out.
    static func goldens(_ folder: String, call: String) -> [Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: (try? Fixtures.directory(folder).path) ?? "")) ?? []
        return names.sorted()
            .filter { $0.hasPrefix(call + "-") && Golden.isExpectedOutput($0) && !$0.contains("hand") }
            .compactMap { try? Fixtures.data(folder, $0) }
            .filter { !(String(decoding: $0, as: UTF8.self).hasPrefix("{\n  \"error\"")) }
    }

    /// What is wrong with the recorder's answers to `calls`: a call not made, an answer that maps
    /// to an error, or a field the recorded answers always have and the live one lacks.
    static func problems(_ recorder: FixtureRecorder, provider folder: String, calls: [String]) -> [String] {
        var problems: [String] = []
        for call in calls {
            let answers = recorder.exchanges.filter { $0.request.operation == call }
            guard !answers.isEmpty else {
                problems.append("\(call): no answer was fetched")
                continue
            }
            let goldens = Self.goldens(folder, call: call)
            if goldens.isEmpty { problems.append("\(call): no recorded golden output in Fixtures/\(folder) to compare with") }
            for answer in answers {
                guard let output = GoldenTests.output(folder, "\(call)-live.json", answer.response.body) else {
                    problems.append("\(call): no mapping for this call")
                    continue
                }
                let text = String(decoding: output, as: UTF8.self)
                if text.hasPrefix("{\n  \"error\"") {
                    problems.append("\(call): the live answer maps to an error: \(recorder.scrub(text))")
                }
                let missing = ShapeContract.missing(in: output, comparedWith: goldens)
                if !missing.isEmpty { problems.append("\(call): fields every recording has are missing: \(missing)") }
            }
        }
        return problems
    }

    /// Runs `body` over a recorder around the live transport; a thrown error is a problem.
    static func run(
        _ provider: String, calls: [String], folder: String, secrets: [String],
        _ body: (any Transport) async throws -> Void
    ) async {
        let recorder = FixtureRecorder(over: LiveTransport(), secrets: secrets)
        do {
            try await body(recorder)
        } catch {
            Issue.record("\(provider): a live call failed: \(recorder.scrub(String(describing: error)))")
        }
        let problems = problems(recorder, provider: folder, calls: calls)
        #expect(problems.isEmpty, "\(provider) broke its live contract: \(problems)")
    }

    @Test(.enabled(if: value("TRANSIT_CTA_KEY") != nil, "TRANSIT_CTA_KEY is not set: the live CTA contract is skipped"))
    func cta() async throws {
        let key = try #require(Self.value("TRANSIT_CTA_KEY"))
        let agent = try #require(Self.agent)
        await Self.run(
            "cta", calls: ["getroutes", "getdirections", "getstops", "getvehicles", "getpredictions", "gettime"], folder: "cta",
            secrets: [key]
        ) { transport in
            let cta = CTABusTrackerClient(apiKey: key, userAgent: agent, transport: transport)
            _ = try await cta.routes()
            let direction = try await cta.directions(of: "74").first?.id ?? "Eastbound"
            let stops = try await cta.stops(on: "74", direction: direction)
            _ = try await cta.vehicles(on: ["74"])
            _ = try await cta.predictions(at: stops.prefix(5).map(\.id), routes: ["74"])
            _ = try await cta.serverTime()
        }
    }

    @Test(.enabled(if: value("TRANSIT_PRT_KEY") != nil, "TRANSIT_PRT_KEY is not set: the live PRT (BusTime profile) contract is skipped"))
    func pittsburgh() async throws {
        let key = try #require(Self.value("TRANSIT_PRT_KEY"))
        let agent = try #require(Self.agent)
        // BusTime answers have one shape at every agency: PRT's are held to CTA's recordings.
        await Self.run("prt", calls: ["getroutes", "getdirections", "gettime"], folder: "cta", secrets: [key]) { transport in
            let prt = CTABusTrackerClient(apiKey: key, userAgent: agent, profile: .pittsburgh, transport: transport)
            let routes = try await prt.routes()
            _ = try await prt.directions(of: routes.first?.id ?? "71A")
            _ = try await prt.serverTime()
        }
    }

    @Test(.enabled(if: value("TRANSIT_MTA_KEY") != nil, "TRANSIT_MTA_KEY is not set: the live MTA contract is skipped"))
    func mta() async throws {
        let key = try #require(Self.value("TRANSIT_MTA_KEY"))
        let agent = try #require(Self.agent)
        await Self.run("mta", calls: ["stop-monitoring", "vehicle-monitoring"], folder: "mta", secrets: [key]) { transport in
            let mta = MTABusTimeClient(apiKey: key, userAgent: agent, transport: transport)
            _ = try await mta.predictions(at: ["MTA_308215"], routes: nil)
            _ = try await mta.vehicles(on: ["MTA NYCT_B63"])
        }
    }

    @Test(
        .enabled(
            if: value("TRANSIT_LIVE_TRAMTRACKER") == "1",
            "TRANSIT_LIVE_TRAMTRACKER is not 1: the live tramTRACKER contract (no key needed) is skipped"))
    func tramTracker() async throws {
        let agent = try #require(Self.agent)
        await Self.run(
            "tramtracker", calls: ["GetNextPredictedRoutesCollection", "GetRouteSummaries"], folder: "tramtracker", secrets: []
        ) { transport in
            let tram = TramTrackerClient(userAgent: agent, transport: transport)
            _ = try await tram.predictions(at: ["1234"], routes: nil)
            _ = try await tram.routes()
        }
    }

    /// The contract check itself, offline: a recorded answer replayed through a recorder over a
    /// mock keeps its contract; the same answer without a field every recording has breaks it,
    /// and a call that was never made is named.
    @Test func theCheckPassesOnARecordingAndFailsOnAMissingField() async throws {
        let agent = try #require(Self.agent)
        let recorded = try Fixtures.data("cta", "getvehicles-1.json")
        let damaged = Data(String(decoding: recorded, as: UTF8.self).replacingOccurrences(of: "\"tmstmp\"", with: "\"stamp\"").utf8)
        for (body, broken) in [(recorded, false), (damaged, true)] {
            let mock = MockTransport()
            mock.on(.path(suffix: "/getvehicles"), .response(HTTPResponse(status: 200, body: body)))
            let recorder = FixtureRecorder(over: mock)
            _ = try await CTABusTrackerClient(apiKey: "k", userAgent: agent, transport: recorder).vehicles(on: ["74"])
            let problems = Self.problems(recorder, provider: "cta", calls: ["getvehicles", "gettime"])
            #expect(problems.contains { $0.contains("recordedAt") } == broken, "\(problems)")
            #expect(problems.contains("gettime: no answer was fetched"))
        }
    }
}
