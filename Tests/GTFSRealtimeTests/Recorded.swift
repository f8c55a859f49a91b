import CTAProvider
import Foundation
import Testing
import TramTrackerProvider
import TransitKitCore
import TransitKitTesting

@testable import GTFSRealtime

/// The providers' recorded payloads through their public clients (over `MockTransport`) or
/// `MTAPayloads`, so the translation tests start from the core values apps really get.
enum Recorded {
    static func agent() throws -> UserAgent { try UserAgent(app: "GTFSRealtimeTests/1.0 (tests@example.com)") }

    /// 2019-05-14 23:10:26 CDT, the `gettime` of the 2019 CTA recordings.
    static let ctaNow = Date(timeIntervalSince1970: 1_557_893_426)

    /// A CTA client answering each path suffix with a recording.
    static func cta(_ answers: [String: String]) throws -> CTABusTrackerClient {
        let mock = MockTransport()
        for (suffix, file) in answers { mock.on(.path(suffix: suffix), .fixture("cta", file)) }
        return CTABusTrackerClient(apiKey: "test-key", userAgent: try agent(), transport: mock, now: .fixed(ctaNow))
    }

    /// A tramTRACKER client (token already held) answering predictions with `file`.
    static func tramTRACKER(_ file: String, now: Date) throws -> TramTrackerClient {
        let mock = MockTransport()
        mock.on(.path(containing: "GetNextPredictedRoutesCollection"), .fixture("tramtracker", file))
        return TramTrackerClient(
            userAgent: try agent(), transport: mock,
            tokenStore: InMemoryTokenStore(token: "0f1e2d3c-aaaa-4bbb-8ccc-123456789abc"), now: .fixed(now))
    }

    /// The SIRI `ResponseTimestamp` of an MTA recording, as the feed's timestamp.
    static func siriTime(_ text: String) throws -> Date {
        try #require(try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }

    /// An instant from local wall-clock text in `zone` (how a provider resolves its times).
    static func wallClock(_ text: String, _ pattern: String, _ zone: String) throws -> Date {
        let timeZone = try #require(TimeZone(identifier: zone))
        return try LocalDateTime(parsing: text, pattern: pattern).date(in: timeZone)
    }
}

extension GTFSRT.FeedMessage {
    /// The TripUpdate of `vehicle` and its entity id, whichever key its trip has (a trip id
    /// once the provider fills `Prediction.tripID`, else route, direction and vehicle).
    func tripUpdate(
        ofVehicle vehicle: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> (id: String, update: GTFSRT.TripUpdate)
    {
        let entity = try #require(
            entity.first { $0.tripUpdate?.vehicle?.id == vehicle }, "no trip of vehicle \(vehicle)",
            sourceLocation: sourceLocation)
        let update = try #require(entity.tripUpdate, sourceLocation: sourceLocation)
        return (entity.id, update)
    }

    /// The entity with `id`, failing the test when there is none.
    func entity(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> GTFSRT.FeedEntity {
        try #require(
            entity.first { $0.id == id }, "no entity \(id) among \(entity.prefix(5).map(\.id))…",
            sourceLocation: sourceLocation)
    }
}
