import Testing
import TransitKitCore

/// Route search and order as a rider expects, whichever provider's routes they are.
@Suite struct RouteSearchTests {
    let routes = [
        Route(id: "MTA NYCT_B10", shortName: "B10", longName: "Bay Ridge", agencyID: "MTA NYCT", mode: .bus),
        Route(id: "MTA NYCT_B1", shortName: "B1", longName: "Bay Ridge - Manhattan Beach", agencyID: "MTA NYCT", mode: .bus),
        Route(id: "74", shortName: "74", longName: "Fullerton", agencyID: "CTA", mode: .bus),
        Route(id: "MTA NYCT_M86+", shortName: "M86-SBS", longName: "Yorkville", agencyID: "MTA NYCT", mode: .bus),
        Route(id: "MTA NYCT_B2", shortName: "B2", longName: "Kings Plaza", agencyID: "MTA NYCT", mode: .bus),
    ]

    @Test func exactThenPrefixThenAnywhereInTheNamesOrId() {
        #expect(RouteSearch.filter(routes, matching: "b1").map(\.shortName) == ["B1", "B10"])
        #expect(RouteSearch.filter(routes, matching: "M86+").map(\.shortName) == ["M86-SBS"]) // the id without its agency
        #expect(RouteSearch.filter(routes, matching: " FULLERTÓN ").map(\.shortName) == ["74"]) // case, accents, spaces
        #expect(RouteSearch.filter(routes, matching: "ridge").map(\.shortName) == ["B10", "B1"]) // input order kept
        #expect(RouteSearch.filter(routes, matching: "").count == routes.count)
        #expect(RouteSearch.filter(routes, matching: "zzz").isEmpty)
    }

    @Test func ridersOrderComparesNumbersAsNumbers() {
        #expect(RouteSearch.riderOrder(routes).map(\.shortName) == ["74", "B1", "B2", "B10", "M86-SBS"])
    }
}
