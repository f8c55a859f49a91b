import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// `CTAPayloads`: bytes an app already holds, decoded and mapped without a client — the same
/// answers the client gives for the same bytes.
@Suite struct PayloadsTests {
    @Test func predictionsFromBytesAreTheClientsBoard() async throws {
        let data = try Fixtures.data("cta", "getpredictions-handmade-v3.json")
        let board = try CTAPayloads.predictions(data, now: .fixed(recordedNow))
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-handmade-v3.json"))
        let fetched = try await makeClient(mock).predictions(at: ["1836", "1837", "1838"], routes: nil)
        #expect(board == fetched)
        #expect(board.predictions.map { $0.vehicleID?.rawValue ?? "-" } == ["1110", "1107", "-", "1106"])
        #expect(board.notes.map(\.kind) == [.noService, .noData])
        #expect(board.receivedAt == recordedNow)
    }

    @Test func vehiclesFromBytes() throws {
        let vehicles = try CTAPayloads.vehicles(Fixtures.data("cta", "getvehicles-1.json"))
        #expect(vehicles.count == 5)
        #expect(vehicles.first { $0.id == "8146" }?.heading == 271)
    }

    @Test func theOtherCallsFromBytes() throws {
        #expect(try CTAPayloads.routes(Fixtures.data("cta", "getroutes-1.json")).count == 124)
        #expect(try CTAPayloads.directions(Fixtures.data("cta", "getdirections-1.json")).map(\.id) == ["Eastbound", "Westbound"])
        #expect(try CTAPayloads.stops(Fixtures.data("cta", "getstops-3.json")).count == 68)
        #expect(try CTAPayloads.shape(Fixtures.data("cta", "getpatterns-4.json"), route: "74").branches.count == 3)
        #expect(try CTAPayloads.time(Fixtures.data("cta", "gettime-1.json")) == recordedNow)
        // Not scoped (the bytes do not say what was asked), but one alert per bulletin name.
        #expect(try CTAPayloads.alerts(Fixtures.data("cta", "getservicebulletins-1.json")).count == 4)
    }

    @Test func errorsInBytesAreTypedAndNameTheCall() throws {
        let key = try #require(payloadError { _ = try CTAPayloads.vehicles(Fixtures.data("cta", "error-1.json")) })
        #expect(key.kind == .unauthorized)
        #expect(key.operation == "getvehicles")
        #expect(key.redactedURL == "https://www.ctabustracker.com/bustime/api/v3/getvehicles?format=json")
        let quota = try #require(
            payloadError {
                _ = try CTAPayloads.predictions(Data("Transaction limit for current day has been exceeded.".utf8), now: .fixed(recordedNow))
            })
        #expect(quota.kind == .rateLimited)
        #expect(quota.retryAfter == .seconds(2974))
        let time = try #require(
            payloadError {
                _ = try CTAPayloads.predictions(Data(#"{"bustime-response": {"prd": [{"stpid": "1", "rt": "22", "prdtm": "soon"}]}}"#.utf8))
            })
        #expect(time.kind == .decoding)
        #expect(time.detail?.hasPrefix("bustime-response.prd[0].prdtm") == true)
    }

}
