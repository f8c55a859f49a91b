import Foundation
import TransitKitCore

extension TramTrackerMapper {
    /// GetNextPredictedArrivalTimeAtStopsForTramNo's object as a ``TramRun``; `tramNo` stands
    /// in when the answer has no fleet number. `.notFound` when the answer is empty (the tram
    /// is not on the network).
    ///
    /// The calls are sorted by predicted time, the sent order breaking ties: one tram reaches
    /// its stops in time order, and `StopSeq` — the only other ordering field — is null in
    /// the capture. `stopName` names a call's stop when the client already holds it (its stop
    /// index), without a request.
    static func tramRun(
        _ reply: TramTrackerWireReply<TramTrackerWireTramRun>, tramNo: String, timeZone: TimeZone,
        stopName: (Stop.ID) -> String? = { _ in nil }
    ) throws(TransitError) -> TramRun {
        let run = try reply.required("tram \(tramNo) is not on the network (responseObject is empty)")
        let vehicle = vehicle(run.VehicleNo) ?? VehiclePosition.ID(tramNo)
        let routeNo = text(run.RouteNo?.value)
        let route = Route.ID(routeNo ?? text(run.HeadBoardRouteNo?.value) ?? "")
        let name = routeName(routeNo: routeNo, headboard: run.HeadBoardRouteNo?.value)
        let direction = direction(isUp: run.Up)
        let details = (run.NextPredictedStopsDetails ?? []).enumerated().sorted { a, b in
            let (ta, tb) = (a.element.PredictedArrivalDateTime.milliseconds, b.element.PredictedArrivalDateTime.milliseconds)
            return ta != tb ? ta < tb : a.offset < b.offset
        }
        let calls = details.map(\.element).map { detail in
            let stop = Stop.ID(detail.StopNo.value)
            return Prediction(
                stopID: stop, stopName: stopName(stop), route: route, routeName: name, direction: direction,
                vehicleID: vehicle, time: detail.PredictedArrivalDateTime.instant, source: .realtime,
                timeZone: timeZone)
        }
        let trip = VehicleTrip(
            vehicle: vehicle, route: routeNo.map { Route.ID($0) }, routeName: name, direction: direction,
            calls: calls, alerts: ordered(alerts([notice(run, route: route)]).merged()),
            serverTime: reply.head.timeResponded?.instant)
        return TramRun(trip: trip, isAtLayover: run.AtLayover, isAvailable: run.Available)
    }
}
