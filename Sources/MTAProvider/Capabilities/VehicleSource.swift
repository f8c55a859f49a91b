import Foundation
import TransitKitCore

extension MTABusTimeClient: VehicleSource {
    /// Buses on `routes`, one vehicle-monitoring call per line. An empty list is rejected:
    /// without a line the server returns every bus in the city, which MTA asks not to poll.
    public func vehicles(on routes: [Route.ID]) async throws -> [VehiclePosition] {
        guard !routes.isEmpty else {
            throw TransitError(.invalidArgument, provider: "mta", operation: "vehicle-monitoring",
                               detail: "routes: name at least one line (use allVehicles() for the whole city)")
        }
        let perLine = try await routes.uniqued.concurrentMap(limit: configuration.maxConcurrentRequests, provider: "mta") {
            route throws(TransitError) in try await self.vehicles(on: route)
        }
        return perLine.flatMap { $0 }
    }

    /// Buses on one line, optionally one direction ("0"/"1"); only buses whose `LineRef` is
    /// `route` are kept. At `.minimum` detail SIRI 2.0 leaves `LineRef` out (it starts at
    /// `basic`): those buses are the asked line's, since the server filtered by it.
    public func vehicles(on route: Route.ID, direction: Direction.ID? = nil,
                         detail: MTADetailLevel = .normal) async throws(TransitError) -> [VehiclePosition]
    {
        let request = try MTARequests.vehicleMonitoring(configuration, line: route, direction: direction, detail: detail)
        // The server filters by line already; a cached or whole-city answer must not leak other lines.
        return SiriMapping.vehicles(try await siri(request)).compactMap { bus in
            guard !bus.route.rawValue.isEmpty else {
                var bus = bus
                bus.route = route
                return bus
            }
            return bus.route.rawValue.caseInsensitiveCompare(route.rawValue) == .orderedSame ? bus : nil
        }
    }

    /// Every bus in the city (~1,400, ≈1.6 MB). MTA serves it from a cache and asks clients not
    /// to call it more often than every 30 s. At `.minimum` SIRI 2.0 sends no `LineRef`, so
    /// `route` is empty (only `routeName` says the line); ask `.basic` or more to key buses by line.
    public func allVehicles(detail: MTADetailLevel = .normal) async throws(TransitError) -> [VehiclePosition] {
        let request = try MTARequests.vehicleMonitoring(configuration, line: nil, detail: detail)
        return SiriMapping.vehicles(try await siri(request))
    }
}
