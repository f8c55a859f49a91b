import Foundation
import TransitKitCore

extension TramTrackerMapper {
    /// A stop of a route list; `direction` when the call was for one direction, else `UpStop`.
    static func stop(_ wire: TramTrackerWireRouteStop, route: Route.ID, direction: Direction?, timeZone: TimeZone) -> Stop {
        let id = wire.StopNo.value
        let name = [wire.StopName, wire.Name, wire.Description].lazy.compactMap(text).first ?? "Stop \(id)"
        return Stop(id: Stop.ID(id), name: name, coordinate: coordinate(wire.Latitude, wire.Longitude),
                    code: wire.FlagStopNo?.value, address: wire.SuburbName, routeIDs: [route],
                    direction: direction ?? self.direction(isUp: wire.UpStop), timeZone: timeZone)
    }

    /// A route's stops: one direction when `isUp` is given (GetListOfStopsByRouteNoAndDirection),
    /// both otherwise (GetRouteStopsByRoute), each stop then marked by its `UpStop`.
    static func stops(_ reply: TramTrackerWireReply<TramTrackerWireRouteStop>, route: Route.ID, isUp: Bool?,
                      timeZone: TimeZone) -> [Stop]
    {
        let named = isUp.map { Direction(id: $0 ? up : down, name: $0 ? "Up" : "Down") }
        return reply.items.map { stop($0, route: route, direction: named, timeZone: timeZone) }
    }

    /// GetStopInformation; `.notFound` when the answer is empty.
    static func information(_ reply: TramTrackerWireReply<TramTrackerWireStopInformation>, id: Stop.ID,
                            timeZone: TimeZone) throws(TransitError) -> TramStopInformation
    {
        let wire = try reply.required("stop \(id): responseObject is empty", method: .stopInformation)
        let name = text(wire.StopName) ?? "Stop \(id)"
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
