import Foundation
import Testing
import TransitKitCore
import TransitKitTesting
@testable import MTAProvider

/// Every payload in Fixtures/mta goes through the decoder of its endpoint (named by the file
/// prefix). Files that are error bodies must give the right TransitError, never a crash.
/// New files dropped into the folder are picked up without code changes.
@Suite("MTA corpus")
struct CorpusTests {
    static let files: [String] = ((try? Fixtures.files("mta")) ?? []).map(\.lastPathComponent)

    /// Error bodies and the kind each must produce, read at HTTP 200 (the key interceptor's
    /// 403 has been seen as a 200, so the words alone must decide). The two recorded ones are
    /// not named `error-*`. An `error-*` file dropped in without an entry here must still give
    /// a TransitError that is not `.decoding`.
    static let recordedErrors: [String: TransitError.Kind] = [
        "stop-monitoring-4.json": .notFound,
        "where-error-1.json": .invalidArgument,
        "error-siri-401.json": .unauthorized,
        "error-siri-403.json": .unauthorized,
        "error-siri-417.json": .rateLimited,
        "error-siri-no-such-route.json": .notFound,
        "error-where-401.json": .unauthorized,
        "error-where-404.json": .notFound,
        "error-where-500.xml": .invalidArgument,
    ]

    @Test func corpusIsNotEmpty() {
        #expect(Self.files.count >= 40)
    }

    @Test(arguments: files)
    func decodes(_ name: String) throws {
        let body = try fixture(name)
        let expectedError = Self.recordedErrors[name]
        let isError = name.hasPrefix("error-") || expectedError != nil
        switch Result(catching: { () throws(TransitError) in try Self.decode(name, body) }) {
        case .success:
            #expect(!isError, "\(name) decoded but is an error body")
        case let .failure(error):
            #expect(isError, "\(name): \(error)")
            if let expectedError { #expect(error.kind == expectedError, "\(name): \(error)") }
            #expect(error.providerMessage?.isEmpty == false, "\(name): the server's own words must be kept: \(error)")
            #expect(error.kind != .decoding, "\(name): an error body must give its own kind, not .decoding: \(error)")
        }
    }

    /// Decodes `body` through the endpoint its file name starts with.
    static func decode(_ name: String, _ body: Data) throws(TransitError) {
        let route: Route.ID = "MTA NYCT_B70"
        if name.hasPrefix("vehicle-monitoring") || name.hasPrefix("stop-monitoring") || name.hasPrefix("situation-exchange")
            || name.hasPrefix("error-siri")
        {
            let delivery = try MTADecoders.siri(body, request: request("siri"))
            _ = SiriMapping.vehicles(delivery)
            _ = SiriMapping.predictions(delivery, stop: nil, timeZone: MTABusTimeClient.newYork)
            _ = SiriMapping.alerts(delivery.situations)
        } else if name.hasPrefix("agencies-with-coverage") {
            _ = WhereMapping.coverage(try MTADecoders.where(WhereAgenciesWithCoverage.self, body, request: request(name)).data)
        } else if name.hasPrefix("routes-for-agency") {
            _ = try MTADecoders.where(WhereRouteList.self, body, request: request(name)).data.list.map(WhereMapping.route)
        } else if name.hasPrefix("stops-for-route") {
            let data = try MTADecoders.where(WhereStopsForRoute.self, body, request: request(name)).data
            _ = try WhereMapping.shape(data, route: route, timeZone: MTABusTimeClient.newYork, request: request(name))
        } else if name.hasPrefix("stops-for-location") {
            _ = try MTADecoders.where(WhereStopList.self, body, request: request(name))
        } else if name.hasPrefix("stop-") {
            _ = try MTADecoders.where(WhereEntry<WhereStop>.self, body, request: request(name))
        } else if name.hasPrefix("route-") {
            _ = try MTADecoders.where(WhereEntry<WhereRoute>.self, body, request: request(name))
        } else if name.hasPrefix("shape-") {
            let entry = try MTADecoders.where(WhereEntry<WherePolyline>.self, body, request: request(name)).data.entry
            _ = try WhereMapping.decode(entry, path: "data.entry", request: request(name))
        } else if name.hasPrefix("where-error") || name.hasPrefix("error-where") {
            _ = try MTADecoders.where(WhereStatus.self, body, request: request(name))
        } else {
            Issue.record("no decoder for \(name): name it after its endpoint")
        }
    }
}
