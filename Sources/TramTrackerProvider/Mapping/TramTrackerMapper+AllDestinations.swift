import TransitKitCore

extension TramTrackerMapper {
    /// GetDestinationsForAllRoutes: each route's directions, `up` before `down`, named as
    /// GetDestinationsForRoute's would be. A row without `UpStop` cannot say which way it goes
    /// and is left out; a direction listed twice keeps its first destination.
    static func allDirections(
        _ reply: TramTrackerWireReply<TramTrackerWireRouteDestination>
    ) -> [Route.ID: [Direction]] {
        var byRoute: [Route.ID: [Direction]] = [:]
        for row in reply.items {
            guard let isUp = row.UpStop else { continue }
            let routeNo = row.RouteNo.value.trimmingCharacters(in: .whitespaces)
            guard !routeNo.isEmpty else { continue }
            let direction = isUp ? upDirection(row.Destination) : downDirection(row.Destination)
            var directions = byRoute[Route.ID(routeNo), default: []]
            guard !directions.contains(where: { $0.id == direction.id }) else { continue }
            directions.append(direction)
            byRoute[Route.ID(routeNo)] = directions.sorted { $0.id == up && $1.id != up }
        }
        return byRoute
    }
}
