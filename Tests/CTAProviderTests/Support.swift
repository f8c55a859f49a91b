import Foundation
import Testing
import TransitKitCore
import TransitKitTesting
@testable import CTAProvider

/// A key that looks real, so the redaction tests would catch it anywhere it leaked.
let secretKey = "Zq7SECRETkey4Bus9Tracker2"

/// 2019-05-14 23:10:26 CDT, the `gettime` of the 2019 recordings (gettime-1.json).
let recordedNow = Date(timeIntervalSince1970: 1_557_893_426)

func agent() throws -> UserAgent { try UserAgent(app: "TransitKitTests/1.0 (tests@example.com)") }

func makeClient(_ transport: any Transport, version: CTABusTrackerClient.APIVersion = .v3, now: Date = recordedNow,
                clock: AnyClock = .continuous, maxConcurrent: Int = 4, key: String = secretKey) throws -> CTABusTrackerClient
{
    CTABusTrackerClient(configuration: .init(
        apiKey: key, userAgent: try agent(), version: version, transport: transport, clock: clock,
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
