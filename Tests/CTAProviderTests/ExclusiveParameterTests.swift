import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// The guide's mutually exclusive parameters (`vid`+`rt` on getvehicles, `stpid`+`vid` and
/// `vid`+`rt` on getpredictions, `pid`+`rt` on getpatterns): the public methods send one of
/// each pair, and a call holding both is refused before any request.
@Suite struct ExclusiveParameterTests {
    @Test func eachPublicMethodSendsOneOfEachPair() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-1.json"))
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-4.json"))
        mock.on(.path(suffix: "/getpatterns"), .fixture("cta", "getpatterns-4.json"))
        let cta = try makeClient(mock)
        _ = try await cta.vehicles(on: ["74"])
        _ = try await cta.vehicles(ids: ["8146"])
        _ = try await cta.predictions(at: ["6597"], routes: ["74"])
        _ = try await cta.predictions(forVehicles: ["8164"])
        _ = try await cta.shape(ofPatterns: [8420], route: "74")
        _ = try await cta.shape(of: "74")
        let sent = mock.requests.map { request in
            (request.operation ?? "", ["vid", "rt", "stpid", "pid"].filter { request.queryValue($0) != nil })
        }
        #expect(sent.map(\.0) == ["getvehicles", "getvehicles", "getpredictions", "getpredictions", "getpatterns", "getpatterns"])
        #expect(sent.map(\.1) == [["rt"], ["vid"], ["rt", "stpid"], ["vid"], ["pid"], ["rt"]])
    }

    @Test(arguments: [
        (CTACall.getvehicles, [("vid", "8146"), ("rt", "74")]),
        (CTACall.getpredictions, [("stpid", "6597"), ("vid", "8164")]),
        (CTACall.getpredictions, [("vid", "8164"), ("rt", "74")]),
        (CTACall.getpatterns, [("pid", "8420"), ("rt", "74")]),
    ])
    func bothOfAPairAreRefusedBeforeAnyRequest(_ call: CTACall, _ query: [(String, String)]) async throws {
        let mock = MockTransport()
        let cta = try makeClient(mock)
        let error = await transitError { _ = try await cta.fetch(call, query) }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.operation == call.rawValue)
        #expect(error?.detail?.contains("\(query[0].0) and \(query[1].0) are mutually exclusive") == true)
        #expect(mock.requests.isEmpty)
    }

    @Test func rtWithStopsIsAllowed() throws {
        try CTACall.getpredictions.refuseExclusive([("stpid", "6597"), ("rt", "74")])
        try CTACall.getstops.refuseExclusive([("rt", "74"), ("dir", "Eastbound")])
    }
}
