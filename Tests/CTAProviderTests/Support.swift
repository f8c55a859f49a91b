import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// A key that looks real, so the redaction tests would catch it anywhere it leaked.
let secretKey = "Zq7SECRETkey4Bus9Tracker2"

/// 2019-05-14 23:10:26 CDT, the `gettime` of the 2019 recordings (gettime-1.json).
let recordedNow = Date(timeIntervalSince1970: 1_557_893_426)

func agent() throws(TransitError) -> UserAgent { try UserAgent(app: "TransitKitTests/1.0 (tests@example.com)") }

func makeClient(
    _ transport: any Transport, version: CTABusTrackerClient.APIVersion = .v3, now: Date = recordedNow,
    clock: AnyClock = .continuous, maxConcurrent: Int = 4, key: String = secretKey
) throws -> CTABusTrackerClient {
    CTABusTrackerClient(
        configuration: .init(
            apiKey: Secret(key, name: "API key"), userAgent: try agent(), version: version, transport: transport, clock: clock,
            now: .fixed(now), maxConcurrentRequests: maxConcurrent))
}

/// The stop ids of a request's `stpid` query item.
func stopIDs(_ request: HTTPRequest) -> [String] {
    (request.queryValue("stpid") ?? "").split(separator: ",").map(String.init)
}

/// Runs `body` and returns the `TransitError` it threw (failing the test otherwise).
func transitError(_ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) async -> TransitError? {
    do {
        try await body()
        Issue.record("expected a TransitError, got success", sourceLocation: sourceLocation)
    } catch let error as TransitError {
        return error
    } catch {
        Issue.record("expected a TransitError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

let chicago = TimeZone(identifier: "America/Chicago") ?? .gmt

/// A configuration with the test key, for endpoint tests.
func configuration(locale: String? = nil) throws(TransitError) -> CTABusTrackerClient.Configuration {
    CTABusTrackerClient.Configuration(apiKey: Secret(secretKey, name: "API key"), userAgent: try agent(), locale: locale)
}

/// Decodes and maps `data` as an answer to `call` the way the client does — ``CTAEndpoint``'s
/// body-error hook and decoder on a request that carries the test key, then the call's mapper —
/// returning how many items it held and the notes CTA put beside them: what the corpus and
/// fuzz tests check for every file (the key in the request lets them check no error quotes it).
func decodeAndMap(_ data: Data, call: CTACall, now: Date = recordedNow) throws(TransitError) -> (count: Int, notes: [ProviderNote]) {
    var settings = try configuration()
    settings.now = .fixed(now)
    let endpoint = CTAEndpoint(call, configuration: settings)
    let request = try endpoint.request()
    let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: data)
    if let error = endpoint.errorInBody(response, for: request) { throw error }
    let answer = try endpoint.decode(response, for: request)
    let count: Int
    switch call {
    case .gettime:
        _ = try CTAMapper.time(answer)
        count = 1
    case .getroutes: count = CTAMapper.routes(answer).count
    case .getdirections: count = CTAMapper.directions(answer).count
    case .getstops: count = CTAMapper.stops(answer).count
    case .getpatterns: count = CTAMapper.shape(route: "?", patterns: CTAMapper.patterns(answer)).branches.count
    case .getpredictions: count = try CTAMapper.predictions(answer).count
    case .getservicebulletins: count = try CTAMapper.alerts(answer).count
    case .getvehicles: count = try CTAMapper.vehicles(answer).count
    case .getdetours, .getenhanceddetours: count = try CTAMapper.detours(answer).count
    case .getlocalelist: count = CTAMapper.languages(answer).count
    case .getrtpidatafeeds: count = CTAMapper.dataFeeds(answer).count
    }
    return (count, answer.notes)
}

/// The `TransitError` a payload call throws; an issue when it returns or throws anything else.
func payloadError(_ body: () throws -> Void) -> TransitError? {
    do {
        try body()
        Issue.record("expected a TransitError, got a value")
    } catch let error as TransitError {
        return error
    } catch {
        Issue.record("expected a TransitError, got \(error)")
    }
    return nil
}
