import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// Catalogue calls declare a day's cache lifetime, so a `CacheMiddleware` in the app's
/// transport answers them again without a request — within one device token (the token is in
/// the URL) and never with an error the server put inside an HTTP 200.
@Suite struct CatalogueCacheTests {
    /// A client whose transport is `CacheMiddleware` over `mock`, at the recordings' time.
    func cached(_ mock: MockTransport, token: String? = TT.token) throws -> (TramTrackerClient, CacheMiddleware) {
        let now = Now.fixed(Date(timeIntervalSince1970: 1_737_699_629))
        let cache = CacheMiddleware(now: now)
        let client = TramTrackerClient(
            configuration: .init(
                userAgent: try TT.agent(), transport: MiddlewareTransport(mock, [cache]), now: now,
                tokenStore: InMemoryTokenStore(token: token)))
        return (client, cache)
    }

    /// The five catalogue calls: a day. Predictions, tram runs and the token: no declaration.
    @Test func catalogueCallsDeclareADayAndLiveCallsNothing() throws {
        let configuration = TramTrackerClient.Configuration(userAgent: try TT.agent())
        let day: Duration? = .seconds(86_400)
        #expect(
            try TramTrackerEndpoint<TramTrackerWirePrediction>(.routeSummaries, configuration: configuration).request().cacheLifetime == day
        )
        #expect(
            try TramTrackerEndpoint<TramTrackerWirePrediction>(.routeStops(route: "78"), configuration: configuration).request()
                .cacheLifetime == day)
        #expect(
            try TramTrackerEndpoint<TramTrackerWirePrediction>(.stopsByDirection(route: "78", isUp: true), configuration: configuration)
                .request().cacheLifetime == day)
        #expect(
            try TramTrackerEndpoint<TramTrackerWirePrediction>(.destinations(route: "78"), configuration: configuration).request()
                .cacheLifetime == day)
        #expect(
            try TramTrackerEndpoint<TramTrackerWirePrediction>(.stopInformation(stop: "1234"), configuration: configuration).request()
                .cacheLifetime == day)
        #expect(
            try TramTrackerEndpoint<TramTrackerWirePrediction>(
                .nextPredictedRoutes(stop: "1234", route: "0", lowFloor: false), configuration: configuration
            )
            .request().cacheLifetime == nil)
        #expect(
            try TramTrackerEndpoint<TramTrackerWirePrediction>(.tramRun(tram: "3001"), configuration: configuration).request().cacheLifetime
                == nil)
        #expect(
            try TramTrackerEndpoint<TramTrackerWirePrediction>(.deviceToken, configuration: configuration).request().cacheLifetime == nil)
    }

    /// Asked twice, each catalogue call reaches the server once; predictions every time.
    @Test func aSecondCatalogueCallMakesNoRequest() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/GetRouteSummaries"), .fixture("tramtracker", "GetRouteSummaries-hand-1.json"))
        mock.on(.path(containing: "/GetRouteStopsByRoute/"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-1.json"))
        mock.on(
            .path(containing: "/GetListOfStopsByRouteNoAndDirection/"),
            .fixture("tramtracker", "GetListOfStopsByRouteNoAndDirection-hand-1.json"))
        mock.on(.path(containing: "/GetDestinationsForRoute/"), .fixture("tramtracker", "GetDestinationsForRoute-hand-1.json"))
        mock.on(.path(containing: "/GetStopInformation/"), .fixture("tramtracker", "GetStopInformation-1.json"))
        mock.on(.path(containing: "/GetNextPredictedRoutesCollection/"), .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let (client, cache) = try cached(mock)
        for _ in 0..<2 {
            #expect(try await client.routes().count == 4)
            #expect(try await client.stops(on: "78").count == 4)
            #expect(try await client.stops(on: "78", direction: "down").count == 3)
            #expect(try await client.directions(of: "78").count == 2)
            #expect(try await client.stopInformation("1234").stop.code == "14")
            #expect(try await client.nextTrams(at: ["1234"]).predictions.count == 3)
        }
        #expect(mock.requests.count == 5 + 2)
        #expect(cache.statistics.hits == 5)
    }

    /// The token is the `tkn` query item, part of the URL a cache keys on: after the server
    /// refuses the token and the client fetches a new one, catalogue answers kept under the
    /// old token are never used — the next catalogue call goes to the server with the new one.
    @Test func aRefreshedTokenChangesTheURLSoCataloguesAreAskedAgain() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/GetDeviceToken"), .fixture("tramtracker", "GetDeviceToken-1.json"))
        mock.on(.path(suffix: "/GetRouteSummaries"), .fixture("tramtracker", "GetRouteSummaries-hand-1.json"))
        mock.on(.query("tkn", TT.token), times: 1, .fixture("tramtracker", "Error-hand-token.json"))
        mock.on(.path(containing: "/GetNextPredictedRoutesCollection/"), .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let (client, cache) = try cached(mock)
        _ = try await client.routes()
        _ = try await client.routes()
        #expect(mock.requests.filter { $0.operation == "GetRouteSummaries" }.count == 1)
        // The server refuses the old token (this once) on predictions; the client fetches a new one.
        _ = try await client.nextTrams(at: ["1234"])
        _ = try await client.routes()
        let summaries = mock.requests.filter { $0.operation == "GetRouteSummaries" }
        #expect(summaries.map { $0.queryValue("tkn") } == [TT.token, TT.freshToken])
        #expect(cache.statistics.entries == 2)
    }

    /// Hand-made: a server fault reported inside an HTTP 200, which a cache keeps like any 200.
    static let fault =
        #"{"errorMessage":"Object reference not set to an instance of an object.","hasError":true,"hasResponse":false,"responseObject":null}"#

    /// A catalogue answer that is an error inside a 200 is not kept: the call fails with the
    /// server's words, and the next call asks the server again (the core's `ResponseVerdict`
    /// takes the answer back from the cache) and keeps the good answer: the third is a hit.
    @Test func anErrorInsideA200IsNeverServedFromTheCache() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/GetRouteSummaries"), times: 1, .json(Self.fault))
        mock.on(.path(suffix: "/GetRouteSummaries"), .fixture("tramtracker", "GetRouteSummaries-hand-1.json"))
        let (client, cache) = try cached(mock)
        let error = await transitError { _ = try await client.routes() }
        #expect(error?.kind == .apiError)
        #expect(error?.providerMessage == "Object reference not set to an instance of an object.")
        #expect(cache.statistics.rejected == 1)
        #expect(try await client.routes().count == 4)
        #expect(try await client.routes().count == 4)
        #expect(mock.requests.count == 2)
    }

    /// While the server keeps failing that way, every call asks it and fails with its words.
    @Test func aKeptErrorIsNeverAnswerEnough() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/GetRouteSummaries"), .json(Self.fault))
        let (client, _) = try cached(mock)
        for (round, requests) in [(1, 1), (2, 2), (3, 3)] {
            let error = await transitError { _ = try await client.routes() }
            #expect(error?.kind == .apiError)
            #expect(error?.providerMessage == "Object reference not set to an instance of an object.")
            #expect(mock.requests.count == requests, "call \(round)")
        }
        // Live calls and unknown items are not asked twice.
        let unknown = MockTransport()
        unknown.on(.any, .fixture("tramtracker", "Error-hand-unknown-stop.json"))
        let (other, _) = try cached(unknown)
        _ = await transitError { _ = try await other.stopInformation("9999") }
        _ = await transitError { _ = try await other.nextTrams(at: ["9999"]) }
        #expect(unknown.requests.count == 2)
    }
}
