import Foundation
import TransitKitCore

extension MTABusTimeClient: VehicleSource {
    /// Buses on `routes` (`B63`, `b63` or `MTA NYCT_B63`), one vehicle-monitoring call per line,
    /// several at a time, in the order asked. An empty list is rejected: without a line the
    /// server returns every bus in the city, which MTA asks not to poll. A line that fails fails
    /// the call, and the error names it (a list of positions has no room for notes).
    public func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] {
        try await eachLine(of: routes, operation: "vehicle-monitoring") { line throws(TransitError) in
            try await self.buses(on: line, direction: nil, detail: .normal)
        }.values.flatMap { $0 }
    }

    /// Buses on one line (`B63` or `MTA NYCT_B63`), optionally one direction ("0"/"1"). At
    /// `.minimum` detail SIRI 2.0 leaves `LineRef` out (it starts at `basic`): those buses are
    /// the asked line's, since the server filtered by it.
    public func vehicles(
        on route: Route.ID, direction: Direction.ID? = nil,
        detail: MTADetailLevel = .normal
    ) async throws(TransitError) -> [VehiclePosition] {
        try await buses(on: try await line(for: route, operation: "vehicle-monitoring"), direction: direction, detail: detail)
    }

    /// Every bus in the city (~1,400, ≈1.6 MB). MTA serves it from a cache and asks clients not
    /// to call it more often than every 30 s. At `.minimum` SIRI 2.0 sends no `LineRef`, so
    /// `route` is empty (only `routeName` says the line); ask `.basic` or more to key buses by line.
    public func allVehicles(detail: MTADetailLevel = .normal) async throws(TransitError) -> [VehiclePosition] {
        MTAMapper.vehicles(
            try await http.perform(
                MTAEndpoint(.vehicleMonitoring(line: nil, detail: detail), configuration: configuration, as: MTAWireSiriDelivery.self)))
    }

    /// One qualified line. Only buses whose `LineRef` is the line are kept: a cached or
    /// whole-city answer must not leak other lines.
    func buses(
        on line: Route.ID, direction: Direction.ID?, detail: MTADetailLevel
    ) async throws(TransitError)
        -> [VehiclePosition]
    {
        let endpoint = MTAEndpoint(
            .vehicleMonitoring(line: line, direction: direction, detail: detail), configuration: configuration,
            as: MTAWireSiriDelivery.self)
        return MTAMapper.vehicles(try await http.perform(endpoint)).compactMap { bus in
            guard !bus.route.rawValue.isEmpty else {
                var bus = bus
                bus.route = line
                return bus
            }
            return RouteFilter.same(bus.route, line) ? bus : nil
        }
    }
}
