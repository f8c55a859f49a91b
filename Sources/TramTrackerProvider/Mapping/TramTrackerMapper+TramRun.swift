import Foundation
import TransitKitCore

extension TramTrackerMapper {
    /// GetNextPredictedArrivalTimeAtStopsForTramNo's object as a ``TramRun``; `tramNo` stands
    /// in when the answer has no fleet number. `.notFound` when the answer is empty (the tram
    /// is not on the network).
    static func tramRun(_ reply: TramTrackerWireReply<TramTrackerWireTramRun>, tramNo: String, timeZone: TimeZone)
        throws(TransitError) -> TramRun
    {
        let run = try reply.required("tram \(tramNo) is not on the network (responseObject is empty)", method: .tramRun)
        let vehicle = vehicle(run.VehicleNo) ?? VehiclePosition.ID(tramNo)
        let routeNo = text(run.RouteNo?.value)
        let route = Route.ID(routeNo ?? text(run.HeadBoardRouteNo?.value) ?? "")
        let name = routeName(routeNo: routeNo, headboard: run.HeadBoardRouteNo?.value)
        let direction = direction(isUp: run.Up)
        let predictions = (run.NextPredictedStopsDetails ?? []).map { detail in
            Prediction(stopID: Stop.ID(detail.StopNo.value), route: route, routeName: name, direction: direction,
                       vehicleID: vehicle, time: detail.PredictedArrivalDateTime.instant, source: .realtime,
                       timeZone: timeZone)
        }
        return TramRun(vehicle: vehicle, route: routeNo.map { Route.ID($0) }, routeName: name, direction: direction,
                       isAtLayover: run.AtLayover, isAvailable: run.Available, predictions: predictions,
                       alerts: ordered(alerts([notice(run, route: route)]).merged()),
                       serverTime: reply.head.timeResponded?.instant)
    }
}
