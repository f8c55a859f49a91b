import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

let testKey = "SECRET-KEY-4242+abc"

func makeClient(
    _ mock: MockTransport, clock: AnyClock = .continuous, siriVersion: MTASiriVersion = .v2,
    whereFormat: MTAWhereFormat = .json, key: String = testKey
) throws -> MTABusTimeClient {
    let configuration = MTABusTimeClient.Configuration(
        apiKey: Secret(key), userAgent: try UserAgent(app: "TransitKitTests/1.0 (tests@example.com)"), transport: mock,
        clock: clock, now: .fixed(Date(timeIntervalSince1970: 1_602_207_723)), siriVersion: siriVersion,
        whereFormat: whereFormat)
    return MTABusTimeClient(configuration: configuration)
}

func fixture(_ name: String) throws -> Data { try Fixtures.data("mta", name) }

/// A request as the client would build it, for mappers and error readers called directly.
func request(_ operation: String) -> HTTPRequest {
    HTTPRequest(
        url: URL(string: "https://bustime.mta.info/api/x.json?key=\(testKey)") ?? MTABusTimeClient.defaultBaseURL,
        provider: "mta", operation: operation, redaction: Redaction(queryItems: ["key"]))
}

/// Every text a TransitError shows, including what `dump` and string interpolation of the
/// whole value (underlying error and all) print.
func texts(of error: TransitError) -> [String] {
    var dumped = ""
    dump(error, to: &dumped)
    return [
        error.description, error.debugDescription, error.redactedURL ?? "", error.providerMessage ?? "",
        error.detail ?? "", error.localizedDescription, dumped, "\(Mirror(reflecting: error).children.map(\.value))",
        error.underlying.map { String(reflecting: $0) } ?? "",
    ]
}

/// `yyyy-MM-dd'T'HH:mm:ss.SSS±hh:mm` through Foundation, as an independent check of our parser.
func iso(_ text: String) -> Date {
    (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))) ?? .distantPast
}

/// Equal to the millisecond (the wire's precision); nil never matches.
func same(_ a: Date?, _ b: Date) -> Bool {
    guard let a else { return false }
    return abs(a.timeIntervalSince(b)) < 0.001
}

/// Registers the routes of both default agencies: the recorded MTA NYCT list (236 routes) and
/// the hand-made MTABC list (routes-for-agency-3.json, the 65 MTABC lines of vehicle-monitoring-4.json).
func recordRoutes(_ mock: MockTransport) {
    mock.on(.path("/api/where/routes-for-agency/MTA NYCT.json"), .fixture("mta", "routes-for-agency-1.json"))
    mock.on(.path("/api/where/routes-for-agency/MTABC.json"), .fixture("mta", "routes-for-agency-3.json"))
}

/// How many requests `mock` received for `path`.
func requests(_ mock: MockTransport, to path: String) -> Int {
    mock.requests.filter { $0.url.path == path }.count
}

/// What a client makes of `body` answered at `status` by either API (through
/// `HTTPClient.interpret`): the typed error, or nil when it decoded.
func readError(_ body: Data, status: Int, api: MTACall.API, operation: String = "stop") -> TransitError? {
    let result = Result { () throws(TransitError) in
        switch api {
        case .siri: _ = try MTAPayloads.siri(body, operation: "vehicle-monitoring", status: status)
        case .where: _ = try MTAPayloads.where(MTAWireWhereAgenciesWithCoverage.self, body, operation: operation, status: status)
        }
    }
    guard case .failure(let error) = result else { return nil }
    return error
}
