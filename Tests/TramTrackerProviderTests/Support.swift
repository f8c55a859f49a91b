import Foundation
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

enum TT {
    static let base = "http://ws3.tramtracker.com.au/TramTracker/RestService/"
    static let token = "0f1e2d3c-aaaa-4bbb-8ccc-123456789abc"
    static let freshToken = "c91ad3f6-4ebf-40e3-8a8a-20d341680b6b" // GetDeviceToken-1.json

    static func agent() throws -> UserAgent { try UserAgent(app: "TramTrackerTests/1.0 (tests@example.com)") }

    /// A client on `mock`, with a token already stored unless `token` is nil.
    static func client(
        _ mock: MockTransport, token: String? = TT.token, now: Date = Date(timeIntervalSince1970: 1_737_699_629),
        store: (any TokenStore)? = nil, clock: AnyClock = AnyClock(ManualClock())
    ) throws -> TramTrackerClient {
        TramTrackerClient(
            configuration: .init(
                userAgent: try agent(), transport: mock, clock: clock, now: .fixed(now),
                tokenStore: store ?? InMemoryTokenStore(token: token)))
    }

    static func body(_ name: String) throws -> Data { try Fixtures.data("tramtracker", name) }

    /// A request for `call` as the client would build it (token set), for pure decoder tests.
    static func request(_ call: TramTrackerCall) throws -> HTTPRequest {
        let endpoint = TramTrackerEndpoint<TramTrackerWirePrediction>(
            call, configuration: .init(userAgent: try agent()), token: Secret(token))
        return try endpoint.request()
    }

    /// `body` through the one decoder entry point, as an HTTP 200 answer to `call`.
    static func decode<Element: TramTrackerWireElement>(
        _ type: Element.Type, _ body: Data, _ call: TramTrackerCall
    )
        throws -> TramTrackerWireReply<Element>
    {
        try TramTrackerDecoder.decode(HTTPResponse(status: 200, body: body), for: try request(call))
    }

    /// A sample call of every method the corpus holds answers of, by method name.
    static let sampleCalls: [TramTrackerCall] = [
        .deviceToken, .nextPredictedRoutes(stop: "1234", route: "0", lowFloor: false), .tramRun(tram: "3001"),
        .stopInformation(stop: "1234"), .routeSummaries, .routeStops(route: "78"),
        .stopsByDirection(route: "78", isUp: true), .destinations(route: "78"), .destinationsForAllRoutes,
        .mainRoutesForStop(stop: "2406"), .stopsAndRoutesUpdatesSince(Date(timeIntervalSince1970: 1_737_331_200)),
        .schedules(stop: "1234", route: "0", lowFloor: false, from: Date(timeIntervalSince1970: 1_737_699_600)),
        .tripSchedule(trip: "4321", at: Date(timeIntervalSince1970: 1_737_699_600)),
    ]

    static func date(_ ms: Double) -> Date { Date(timeIntervalSince1970: ms / 1000) }

    static func iso(_ text: String) -> Date? {
        try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains(".")))
    }

    static let melbourne = TramTrackerClient.melbourne

    /// The JSON objects of an annotated capture (`.jsonc`), each labelled by the whole-line
    /// `// …` comment above it ("ERROR CASE", "HAPPY CASE"). Only whole-line comments are
    /// dropped — a `//` inside a string ("http://") is never at a line's start — so the file
    /// stays byte-identical to the recording and its objects keep their bytes.
    static func annotated(_ name: String) throws -> [(label: String, body: Data)] {
        let text = String(decoding: try body(name), as: UTF8.self)
        var sections: [(label: String, lines: [Substring])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//") {
                sections.append((String(trimmed.dropFirst(2)).trimmingCharacters(in: .whitespaces), []))
            } else if !sections.isEmpty {
                sections[sections.count - 1].lines.append(line)
            } else if !trimmed.isEmpty {
                sections.append(("", [line]))
            }
        }
        return sections.map { ($0.label, Data($0.lines.joined(separator: "\n").utf8)) }
    }

    /// The website's `TramTrackerResponse.ArrivalsPages` (pages of arrivals) as the RestService
    /// prediction elements they are, decoded by the library's own element decoder.
    struct WebsiteArrivals: Decodable {
        struct Response: Decodable { var ArrivalsPages: [[TramTrackerWirePrediction]]? }
        var TramTrackerResponse: Response?
        var arrivals: [TramTrackerWirePrediction] { (TramTrackerResponse?.ArrivalsPages ?? []).flatMap { $0 } }
    }
}

/// Awaits `body`, returning the TransitError it throws (nil when it does not throw one).
func transitError(_ body: () async throws -> Void) async -> TransitError? {
    do { try await body() } catch let error as TransitError { return error } catch { return nil }
    return nil
}
