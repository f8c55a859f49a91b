import TransitKitCore

extension TramTrackerMapper {
    /// GetMainRoutesForStop: the route ids, each once, in route order ("3" < "3a" < "11"). An
    /// empty `RouteNo` names no route and is left out; an empty answer is an empty list (a stop
    /// no main route serves, e.g. one used only by a variant).
    static func mainRoutes(_ reply: TramTrackerWireReply<TramTrackerWireMainRoute>) -> [Route.ID] {
        var seen: Set<Route.ID> = []
        var routes: [Route.ID] = []
        for row in reply.items {
            let routeNo = row.RouteNo.value.trimmingCharacters(in: .whitespaces)
            guard !routeNo.isEmpty, seen.insert(Route.ID(routeNo)).inserted else { continue }
            routes.append(Route.ID(routeNo))
        }
        return routes.sorted(by: routeOrder)
    }
}
