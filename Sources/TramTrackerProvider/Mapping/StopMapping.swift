import Foundation
import TransitKitCore

enum StopMapping {
    /// A coordinate, unless missing, out of range, or the 0,0 the website now sends for
    /// "unknown".
    static func coordinate(_ latitude: Double?, _ longitude: Double?) -> Coordinate? {
        guard let latitude, let longitude, latitude != 0 || longitude != 0 else { return nil }
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        return coordinate.isValid ? coordinate : nil
    }

    static func stop(_ wire: WireRouteStop, route: Route.ID, direction: Direction?, timeZone: TimeZone) -> Stop {
        let id = wire.StopNo.value
        let name = [wire.StopName, wire.Name, wire.Description].compactMap { $0 }.map(PlainText.clean)
            .first { !$0.isEmpty } ?? "Stop \(id)"
        return Stop(id: Stop.ID(id), name: name, coordinate: coordinate(wire.Latitude, wire.Longitude),
                    code: wire.FlagStopNo?.value, address: wire.SuburbName, routeIDs: [route],
                    direction: direction ?? wire.UpStop.map { $0 ? RouteMapping.upDirection(nil) : RouteMapping.downDirection(nil) },
                    timeZone: timeZone)
    }

    static func information(_ wire: WireStopInformation, id: Stop.ID, timeZone: TimeZone) -> TramStopInformation {
        let name = wire.StopName.map(PlainText.clean).flatMap { $0.isEmpty ? nil : $0 } ?? "Stop \(id)"
        let zones = (wire.Zones ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return TramStopInformation(
            stop: Stop(id: id, name: name, coordinate: coordinate(wire.Latitude, wire.Longitude),
                       code: wire.FlagStopNo?.value, address: wire.SuburbName, timeZone: timeZone),
            cityDirection: wire.CityDirection, suburb: wire.SuburbName, zones: zones, isCityStop: wire.IsCityStop,
            isPlatformStop: wire.IsPlatformStop, hasConnectingBuses: wire.HasConnectingBuses,
            hasConnectingTrains: wire.HasConnectingTrains, hasConnectingTrams: wire.HasConnectingTrams,
            stopLength: wire.StopLength)
    }
}
