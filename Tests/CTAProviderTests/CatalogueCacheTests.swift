import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// Catalogue calls declare a day's cache lifetime, so an app's `CacheMiddleware` answers them
/// again without a request (or a unit of CTA's daily quota); live calls declare none.
@Suite struct CatalogueCacheTests {
    @Test func catalogueCallsDeclareADayAndLiveCallsNothing() throws {
        let settings = try configuration()
        for call in CTACall.allCases {
            let lifetime = try CTAEndpoint(call, configuration: settings).request().cacheLifetime
            switch call {
            case .getroutes, .getdirections, .getstops, .getpatterns, .getlocalelist, .getrtpidatafeeds:
                #expect(lifetime == .seconds(86_400), "\(call)")
            case .gettime, .getpredictions, .getservicebulletins, .getvehicles, .getdetours, .getenhanceddetours:
                #expect(lifetime == nil, "\(call)")
            }
        }
    }

    @Test func aSecondStopsOnDirectionMakesNoRequest() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getstops"), .fixture("cta", "getstops-3.json"))
        mock.on(.path(suffix: "/getpatterns"), .fixture("cta", "getpatterns-4.json")) // 93 KB
        let cache = CacheMiddleware(now: .fixed(recordedNow))
        let cta = try makeClient(MiddlewareTransport(mock, [cache]))
        let first = try await cta.stops(on: "74", direction: "Eastbound")
        #expect(mock.requests.count == 2)
        let second = try await cta.stops(on: "74", direction: "Eastbound")
        #expect(mock.requests.count == 2)
        #expect(second == first)
        #expect(first.first?.id == "668") // still in travel order, from the cached patterns
        #expect(cache.statistics.hits == 2)
        // Live data is never kept.
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-4.json"))
        _ = try await cta.predictions(at: ["6597"], routes: nil)
        _ = try await cta.predictions(at: ["6597"], routes: nil)
        #expect(mock.requests.count == 4)
    }

    @Test func aColdIndexWithinTheDayIsAnsweredByTheCache() async throws {
        let mock = StopCatalogueTests.route74()
        let cache = CacheMiddleware(now: .fixed(recordedNow))
        let transport = MiddlewareTransport(mock, [cache])
        _ = try await makeClient(transport).stop("6597")
        #expect(mock.requests.count == 4)
        // Another client (a relaunch, a second screen) builds its own index from the cache.
        _ = try await makeClient(transport).stop("6597")
        #expect(mock.requests.count == 4)
        // refreshStops() asks the server again rather than reading the day-old copies.
        try await makeClient(transport).refreshStops()
        #expect(mock.requests.count == 8)
    }
}
