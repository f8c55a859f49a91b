/// A question a provider can answer; one per capability protocol.
public enum Capability: String, Hashable, Sendable, Codable, CaseIterable {
    /// One capability, named after its protocol: `routeCatalog` is `RouteCatalog`, `predictions` is
    /// `PredictionSource`, `departureSearch` is `DepartureSearch`, `alerts` is `AlertSource`,
    /// `vehicles` is `VehicleSource`, `routeShapes` is `RouteShapeSource`, `trips` is
    /// `TripSource`, `stopFinder` is `StopFinder`, `vehiclesInArea` is `AreaVehicleSource` and
    /// `schedules` is `ScheduleSource`.
    case routeCatalog, predictions, departureSearch, alerts, vehicles, routeShapes, trips, stopFinder, vehiclesInArea, schedules

    /// The capabilities `provider` answers, read from the protocols it conforms to — so a
    /// descriptor can never claim one the client does not have, or miss one it has.
    public static func supported(by provider: any TransitProvider) -> Set<Capability> {
        Set(allCases.filter { $0.isSupported(by: provider) })
    }

    /// Whether `provider` conforms to this capability's protocol.
    public func isSupported(by provider: any TransitProvider) -> Bool {
        switch self {
        case .routeCatalog: return provider is any RouteCatalog
        case .predictions: return provider is any PredictionSource
        case .departureSearch: return provider is any DepartureSearch
        case .alerts: return provider is any AlertSource
        case .vehicles: return provider is any VehicleSource
        case .routeShapes: return provider is any RouteShapeSource
        case .trips: return provider is any TripSource
        case .stopFinder: return provider is any StopFinder
        case .vehiclesInArea: return provider is any AreaVehicleSource
        case .schedules: return provider is any ScheduleSource
        }
    }
}
