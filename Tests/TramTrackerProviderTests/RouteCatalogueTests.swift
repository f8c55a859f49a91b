import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// The route catalogue in one call (GetDestinationsForAllRoutes) and a stop's main routes
/// (GetMainRoutesForStop), issue 30.
@Suite struct RouteCatalogueTests {
    let tkn = "tkn=\(TT.token)"

    /// Before: the directions of every route cost one GetDestinationsForRoute each (4 routes →
    /// 4 requests). After: one GetDestinationsForAllRoutes, with the same directions for 78.
    @Test func everyRoutesDirectionsInOneRequestInsteadOfOnePerRoute() async throws {
        let perRoute = MockTransport()
        perRoute.on(.path(containing: "/GetDestinationsForRoute/"), .fixture("tramtracker", "GetDestinationsForRoute-hand-1.json"))
        let before = try TT.client(perRoute)
        var oneByOne: [Route.ID: [Direction]] = [:]
        for route in ["1", "3a", "64", "78"] as [Route.ID] { oneByOne[route] = try await before.directions(of: route) }
        #expect(perRoute.requests.count == 4)

        let mock = MockTransport()
        mock.on(.path(containing: "/GetDestinationsForAllRoutes"), .fixture("tramtracker", "GetDestinationsForAllRoutes-hand-1.json"))
        let all = try await TT.client(mock).directionsOfAllRoutes()
        #expect(mock.requests.map(\.url.absoluteString) == [TT.base + "GetDestinationsForAllRoutes/?aid=TTIOSJSON&\(tkn)"])
        #expect(Set(all.keys) == ["1", "3a", "64", "78"])
        #expect(all["78"] == oneByOne["78"])
        // Route 64's rows come down first: up is still listed before down.
        #expect(all["64"] == [Direction(id: "up", name: "To Melbourne University"), Direction(id: "down", name: "To Brighton East")])
    }

    @Test func rowsWithoutADirectionOrARouteAreLeftOut() throws {
        let body = Data(
            #"""
            {"errorMessage":null,"hasError":false,"hasResponse":true,"responseObject":[
             {"RouteNo":"5","UpStop":null,"Destination":"Malvern"},
             {"RouteNo":" ","UpStop":true,"Destination":"Nowhere"},
             {"RouteNo":5,"UpStop":false,"Destination":"Malvern"},
             {"RouteNo":"5","UpStop":false,"Destination":"Again"}]}
            """#.utf8)
        let all = try TramTrackerPayloads.directionsOfAllRoutes(body)
        #expect(all == ["5": [Direction(id: "down", name: "To Malvern")]])
    }

    @Test func mainRoutesForAStopInRouteOrder() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetMainRoutesForStop/"), .fixture("tramtracker", "GetMainRoutesForStop-hand-1.json"))
        let routes = try await TT.client(mock).mainRoutes(at: "2406")
        #expect(mock.requests.map(\.url.absoluteString) == [TT.base + "GetMainRoutesForStop/2406/?aid=TTIOSJSON&\(tkn)"])
        // "78" as text, 64 as a number: both read, sorted by number.
        #expect(routes == ["64", "78"])
    }

    @Test func mainRoutesRejectsABadStopBeforeAnyRequest() async throws {
        let mock = MockTransport()
        let error = await #expect(throws: TransitError.self) { try await TT.client(mock).mainRoutes(at: "24/06") }
        #expect(error?.kind == .invalidArgument)
        #expect(mock.requests.isEmpty)
    }

    @Test func mainRoutesErrorInsideA200IsAnAPIError() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "Error-hand-null.json"))
        let error = await #expect(throws: TransitError.self) { try await TT.client(mock).mainRoutes(at: "2406") }
        #expect(error?.kind == .apiError)
        #expect(error?.operation == "GetMainRoutesForStop")
    }
}
