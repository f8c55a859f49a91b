import Foundation
import TransitKitCore

enum PredictionMapping {
    /// A fleet number that names a real tram; 0 and −1 mean none is assigned yet.
    static func vehicle(_ number: Int?) -> VehiclePosition.ID? {
        guard let number, number > 0 else { return nil }
        return VehiclePosition.ID(String(number))
    }

    static func prediction(_ wire: WirePrediction, stop: Stop.ID, timeZone: TimeZone) -> Prediction {
        let routeNo = wire.RouteNo.value
        let headboard = wire.HeadBoardRouteNo?.value
        let vehicle = vehicle(wire.VehicleNo)
        return Prediction(
            stopID: stop,
            route: Route.ID(routeNo),
            routeName: headboard.flatMap { $0.isEmpty || $0 == routeNo ? nil : $0 },
            destination: wire.Destination.map(PlainText.clean).flatMap { $0.isEmpty ? nil : $0 },
            vehicleID: vehicle,
            event: .arrival,
            time: wire.PredictedArrivalDateTime.instant,
            source: vehicle == nil ? .scheduled : .realtime,
            timeZone: timeZone)
    }

    /// Whether `wire` belongs to one of `routes`: by route number or headboard, any case.
    static func matches(_ wire: WirePrediction, routes: Set<String>) -> Bool {
        let names = [wire.RouteNo.value, wire.HeadBoardRouteNo?.value].compactMap { $0?.lowercased() }
        return names.contains(where: routes.contains)
    }

    static func direction(isUp: Bool?, up: String? = nil, down: String? = nil) -> Direction? {
        guard let isUp else { return nil }
        return isUp ? RouteMapping.upDirection(up) : RouteMapping.downDirection(down)
    }
}
