import Foundation
import TransitKitCore

extension TramTrackerMapper {
    /// A stop of a route list; `direction` when the call was for one direction, else `UpStop`.
    static func stop(_ wire: TramTrackerWireRouteStop, route: Route.ID, direction: Direction?, timeZone: TimeZone) -> Stop {
        let id = wire.StopNo.value
        let name = [wire.StopName, wire.Name, wire.Description].lazy.compactMap(text).first ?? "Stop \(id)"
        return Stop(
            id: Stop.ID(id), name: name, coordinate: coordinate(wire.Latitude, wire.Longitude),
            code: wire.FlagStopNo?.value, address: wire.SuburbName, routeIDs: [route],
            direction: direction ?? self.direction(isUp: wire.UpStop), timeZone: timeZone)
    }

    /// A route's stops: one direction when `isUp` is given (GetListOfStopsByRouteNoAndDirection),
    /// both otherwise (GetRouteStopsByRoute), each stop then marked by its `UpStop`.
    static func stops(
        _ reply: TramTrackerWireReply<TramTrackerWireRouteStop>, route: Route.ID, isUp: Bool?,
        timeZone: TimeZone
    ) -> [Stop] {
        let named = isUp.map { Direction(id: $0 ? up : down, name: $0 ? "Up" : "Down") }
        return reply.items.map { stop($0, route: route, direction: named, timeZone: timeZone) }
    }

    /// GetStopInformation; `.notFound` when the answer is empty.
    static func information(
        _ reply: TramTrackerWireReply<TramTrackerWireStopInformation>, id: Stop.ID,
        timeZone: TimeZone
    ) throws(TransitError) -> TramStopInformation {
        let wire = try reply.required("stop \(id): responseObject is empty")
        let name = text(wire.StopName) ?? "Stop \(id)"
        let zones = (wire.Zones ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return TramStopInformation(
            stop: Stop(
                id: id, name: name, coordinate: coordinate(wire.Latitude, wire.Longitude),
                code: wire.FlagStopNo?.value, address: wire.SuburbName, timeZone: timeZone,
                wheelchairBoarding: wheelchairBoarding(isPlatformStop: wire.IsPlatformStop)),
            cityDirection: wire.CityDirection, suburb: wire.SuburbName, zones: zones, isCityStop: wire.IsCityStop,
            isPlatformStop: wire.IsPlatformStop, hasConnectingBuses: wire.HasConnectingBuses,
            hasConnectingTrains: wire.HasConnectingTrains, hasConnectingTrams: wire.HasConnectingTrams,
            stopLength: wire.StopLength)
    }

    /// `IsPlatformStop: true` — a raised platform level with a low-floor tram's door — is
    /// `.accessible` (GTFS: some trams there can be boarded in a wheelchair). `false` says only
    /// that there is no platform; kerb-side "easy access" stops exist too, so it stays nil
    /// rather than claiming the stop is inaccessible.
    static func wheelchairBoarding(isPlatformStop: Bool?) -> WheelchairAccessibility? {
        isPlatformStop == true ? .accessible : nil
    }

    /// A stop as a route list gives it, and whether the list said where it is and what it is
    /// called — the stop index asks GetStopInformation for the rest.
    struct ListedStop: Sendable {
        var stop: Stop
        var hasName: Bool
        var hasCoordinate: Bool
    }

    static func listed(_ wire: TramTrackerWireRouteStop, route: Route.ID, timeZone: TimeZone) -> ListedStop {
        ListedStop(
            stop: stop(wire, route: route, direction: nil, timeZone: timeZone),
            hasName: [wire.StopName, wire.Name, wire.Description].contains { text($0) != nil },
            hasCoordinate: coordinate(wire.Latitude, wire.Longitude) != nil)
    }

    /// `listed` with what GetStopInformation adds: the place and name when the list had none,
    /// the flag number and suburb when missing, and whether it is a platform stop.
    static func completing(_ listed: ListedStop, with information: TramStopInformation) -> Stop {
        var stop = listed.stop
        if !listed.hasCoordinate { stop.coordinate = information.stop.coordinate }
        if !listed.hasName { stop.name = information.stop.name }
        stop.code = stop.code ?? information.stop.code
        stop.address = stop.address ?? information.stop.address
        stop.wheelchairBoarding = stop.wheelchairBoarding ?? information.stop.wheelchairBoarding
        return stop
    }

    /// An indexed stop GetStopsAndRoutesUpdatesSince says changed, with its new details: name,
    /// place, flag, suburb and platform from GetStopInformation, which is newer than the list
    /// the index was built from; the routes and direction only a route list gives are kept.
    /// A field the information leaves out keeps its indexed value.
    static func updating(_ indexed: Stop, with information: TramStopInformation) -> Stop {
        var stop = indexed
        let fresh = information.stop
        if !fresh.name.isEmpty { stop.name = fresh.name }
        stop.coordinate = fresh.coordinate ?? stop.coordinate
        stop.code = fresh.code ?? stop.code
        stop.address = fresh.address ?? stop.address
        stop.wheelchairBoarding = fresh.wheelchairBoarding ?? stop.wheelchairBoarding
        return stop
    }
}
