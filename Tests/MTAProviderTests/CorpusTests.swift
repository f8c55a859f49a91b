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
        case .failure(let error):
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
            let delivery = try MTAPayloads.siri(body, operation: "siri")
            _ = MTAMapper.vehicles(delivery)
            _ = MTAMapper.predictions(delivery, stop: nil)
            _ = MTAMapper.trips(delivery)
            _ = MTAMapper.alerts(delivery.situations)
        } else if name.hasPrefix("agencies-with-coverage") {
            _ = MTAMapper.coverageArea(
                MTAMapper.coverage(try MTAPayloads.where(MTAWireWhereAgenciesWithCoverage.self, body, operation: name)))
        } else if name.hasPrefix("routes-for-agency") {
            _ = try MTAPayloads.where(MTAWireWhereRouteList.self, body, operation: name).list.map(MTAMapper.route)
        } else if name.hasPrefix("stops-for-route") {
            let data = try MTAPayloads.where(MTAWireWhereStopsForRoute.self, body, operation: name)
            _ = try MTAMapper.shape(data, route: route, request: request(name))
            _ = MTAMapper.catalogueStops(data)
        } else if name.hasPrefix("routes-for-location") {
            _ = try MTAPayloads.routes(fromRoutesForLocation: body)
        } else if name.hasPrefix("current-time") {
            _ = try MTAPayloads.serverTime(fromCurrentTime: body)
        } else if name.hasPrefix("schedule-for-stop") {
            _ = try MTAPayloads.schedule(fromScheduleForStop: body)
        } else if name.hasPrefix("stops-for-location") {
            _ = try MTAPayloads.where(MTAWireWhereStopList.self, body, operation: name).list.map { MTAMapper.stop($0) }
        } else if name.hasPrefix("stop-") {
            _ = MTAMapper.stop(try MTAPayloads.where(MTAWireWhereEntry<MTAWireWhereStop>.self, body, operation: name).entry)
        } else if name.hasPrefix("route-") {
            _ = try MTAPayloads.where(MTAWireWhereEntry<MTAWireWhereRoute>.self, body, operation: name)
        } else if name.hasPrefix("shape-") {
            let entry = try MTAPayloads.where(MTAWireWhereEntry<MTAWireWherePolyline>.self, body, operation: name).entry
            _ = try MTAMapper.decode(entry, path: "data.entry", request: request(name))
        } else if name.hasPrefix("where-error") || name.hasPrefix("error-where") {
            _ = try MTAPayloads.where(MTAWireWhereAgenciesWithCoverage.self, body, operation: name)
        } else {
            Issue.record("no decoder for \(name): name it after its endpoint")
        }
    }
}
