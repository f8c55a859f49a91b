import Foundation
import TransitKitCore

extension TramTrackerMapper {
    static func route(_ wire: TramTrackerWireRouteSummary) -> Route {
        let routeNo = wire.RouteNo.value
        let shortName =
            [wire.AlphaNumericRouteNo, wire.HeadBoardRouteNo?.value]
            .compactMap { $0 }.first { !$0.isEmpty } ?? routeNo
        let longName: String? = {
            if let description = wire.Description, !description.isEmpty { return description }
            switch (wire.UpDestination, wire.DownDestination) {
            case (let up?, let down?): return "\(up) - \(down)"
            default: return nil
            }
        }()
        return Route(
            id: Route.ID(routeNo), shortName: shortName, longName: longName, agencyID: "yarra-trams",
            mode: .tram)
    }

    /// GetRouteSummaries lists variants beside main routes under the same `RouteNo`: one route
    /// per id, the main one winning, in route order.
    static func routes(_ reply: TramTrackerWireReply<TramTrackerWireRouteSummary>) -> [Route] {
        var byID: [Route.ID: (route: Route, isMain: Bool)] = [:]
        for summary in reply.items {
            let route = route(summary)
            let isMain = summary.IsMainRoute ?? true
            if let existing = byID[route.id], existing.isMain || !isMain { continue }
            byID[route.id] = (route, isMain)
        }
        return byID.values.map(\.route).sorted { routeOrder($0.id, $1.id) }
    }

    /// GetDestinationsForRoute: `up` and `down`, named after where they go; `.notFound` when
    /// the answer is empty.
    static func directions(
        _ reply: TramTrackerWireReply<TramTrackerWireRouteDestinations>, route: String
    )
        throws(TransitError) -> [Direction]
    {
        let wire = try reply.required("route \(route): responseObject is empty")
        return [upDirection(wire.UpDestination), downDirection(wire.DownDestination)]
    }

    /// Numeric part first ("3" < "3a" < "11" < "109"), then the text.
    static func routeOrder(_ a: Route.ID, _ b: Route.ID) -> Bool {
        let na = Int(a.rawValue.prefix(while: \.isNumber)) ?? Int.max
        let nb = Int(b.rawValue.prefix(while: \.isNumber)) ?? Int.max
        return na != nb ? na < nb : a.rawValue < b.rawValue
    }
}
