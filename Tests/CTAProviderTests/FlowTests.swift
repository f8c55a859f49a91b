import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// The seed app's flow, end to end over MockTransport on the 2019 route 74 recordings.
@Suite struct FlowTests {
    @Test func routeToDirectionToStopsToPredictionsAndBulletins() async throws {
        let mock = MockTransport()
        mock.on(.path("/bustime/api/v3/getroutes"), .fixture("cta", "getroutes-1.json"))
        mock.on(.path("/bustime/api/v3/getdirections").and(.query("rt", "74")), .fixture("cta", "getdirections-3.json"))
        mock.on(
            .path("/bustime/api/v3/getstops").and(.query("rt", "74")).and(.query("dir", "Eastbound")),
            .fixture("cta", "getstops-3.json"))
        mock.on(.path("/bustime/api/v3/getpatterns").and(.query("rt", "74")), .fixture("cta", "getpatterns-4.json"))
        mock.on(
            .path("/bustime/api/v3/getpredictions").and(.query("stpid", "6597")).and(.query("rt", "74")),
            .fixture("cta", "getpredictions-4.json"))
        mock.on(
            .path("/bustime/api/v3/getservicebulletins").and(.query("rt", "74")),
            .fixture("cta", "getservicebulletins-1.json"))
        let cta = try makeClient(mock)

        let routes = try await cta.routes()
        #expect(routes.count == 124)
        let fullerton = try #require(routes.first { $0.id == "74" })
        #expect(fullerton.longName == "Fullerton")
        #expect(fullerton.color == "99cc33")
        #expect(fullerton.displayName == "74 Fullerton")

        let directions = try await cta.directions(of: fullerton.id)
        #expect(directions.map(\.id) == ["Eastbound", "Westbound"])

        let stops = try await cta.stops(on: fullerton.id, direction: "Eastbound")
        #expect(stops.count == 68)
        // getstops answers alphabetically ("6450 W Fullerton" first); travel order comes from
        // pattern 8422: Grand & Nordica Terminal (668) … Fullerton & Halsted (1224).
        #expect(stops.first?.id == "668")
        #expect(stops.first?.name == "Grand & Nordica Terminal")
        #expect(stops.last?.id == "1224")
        #expect(stops.first?.direction?.id == "Eastbound")

        let stop = try #require(stops.first { $0.id == "6597" })
        let board = try await cta.predictions(at: [stop.id], routes: [fullerton.id])
        #expect(board.predictions.map(\.vehicleID) == ["8164", "8150"])
        let first = try #require(board.predictions.first)
        #expect(first.time == Date(timeIntervalSince1970: 1_557_893_700)) // 20190514 23:15 CDT
        #expect(first.countdown(now: cta.configuration.now.date())?.text == "11:15 pm (4 min)")
        #expect(first.stopName == "Fullerton & Sheffield (Red/Brown/Purple Line)")
        #expect(first.direction?.id == "Eastbound")
        #expect(first.destination == "Halsted")
        #expect(first.source == .realtime)

        let status = try #require(try await cta.status(of: [fullerton.id]).first)
        #expect(status.status == .altered) // three stop changes on the 74, all "Low"
        #expect(
            status.alerts.map(\.id.rawValue) == [
                "#74 Bus Stop Elimination", "#74 Bus Stop Restoration", "#74 Fullerton Bus Stop Relocation",
            ])
        #expect(status.alerts.allSatisfy { $0.effect == .stopMoved && $0.severity == .low })

        #expect(mock.requests.count == 6) // getstops and getpatterns go together
        #expect(mock.unmatchedRequests.isEmpty)
        #expect(mock.requests.allSatisfy { $0.queryValue("format") == "json" && $0.queryValue("key") == secretKey })
        #expect(mock.requests.allSatisfy { $0.headers["User-Agent"] == "TransitKitTests/1.0 (tests@example.com) TransitKit/0.1" })
    }

    @Test func stopsFallBackToAlphabeticalWhenPatternsFail() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getstops"), .fixture("cta", "getstops-3.json"))
        mock.on(.path(suffix: "/getpatterns"), .status(503))
        let stops = try await makeClient(mock).stops(on: "74", direction: "Eastbound")
        #expect(stops.count == 68)
        #expect(stops.first?.name == "6450 W Fullerton")
    }

    @Test func stopNamesAreTrimmedForDisplay() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getstops"), .fixture("cta", "getstops-1.json"))
        mock.on(.path(suffix: "/getpatterns"), .fixture("cta", "getpatterns-2.json"))
        let stops = try await makeClient(mock).stops(on: "20", direction: "Eastbound")
        // "Madison & Aberdeen " on the wire.
        #expect(stops.contains { $0.name == "Madison & Aberdeen" })
        #expect(stops.allSatisfy { $0.name == $0.name.trimmingCharacters(in: .whitespaces) })
        // Route 20 eastbound starts at the Austin terminal (pattern 957).
        #expect(stops.first?.name == "Madison & Austin Terminal")
    }
}
