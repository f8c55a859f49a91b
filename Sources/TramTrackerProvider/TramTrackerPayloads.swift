import Foundation
import TransitKitCore

/// Decodes tramTRACKER RestService answers an app already holds — a cache, a recording, a
/// body fetched some other way — without a client or a request: the same checks (errors
/// inside HTTP 200, each method's `responseObject` shape, field paths) and the same mapping a
/// ``TramTrackerClient`` applies.
///
/// ```swift
/// let bytes = try Data(contentsOf: cachedAnswerURL)        // GetNextPredictedRoutesCollection/1234/…
/// let board = try TramTrackerPayloads.predictions(bytes, stop: "1234", receivedAt: cachedAt)
/// let clock = board.serverNow(at: Date())                  // the server's clock, moved on since `cachedAt`
/// for p in board.predictions { print(p.routeName ?? "", p.destination ?? "", p.countdown(now: clock)?.text ?? "") }
/// ```
///
/// Every failure is a `TransitError` naming the method: `.apiError` (or `.notFound` for an
/// unknown stop) for `hasError: true`, `.decoding` for anything that is not the documented
/// answer.
public enum TramTrackerPayloads {
    /// A GetNextPredictedRoutesCollection answer for `stop`: predictions (sorted by time, in
    /// Melbourne time), alerts, the server time, and a `.noData` note when no tram is coming.
    /// `routes` keeps only those routes (route number or headboard, any case).
    public static func predictions(
        _ data: Data, stop: Stop.ID, routes: [Route.ID]? = nil, receivedAt: Date? = nil
    )
        throws(TransitError) -> PredictionBoard
    {
        let reply = try TramTrackerDecoder.reply(TramTrackerWirePrediction.self, from: data, method: .nextPredictedRoutes)
        let board = TramTrackerMapper.board(
            reply, stop: stop, filter: RouteFilter(routes), receivedAt: receivedAt,
            timeZone: TramTrackerClient.melbourne)
        return TramTrackerMapper.board(joining: [board], failures: [], receivedAt: receivedAt)
    }

    /// A GetNextPredictedArrivalTimeAtStopsForTramNo answer for tram `tram`; `.notFound` when
    /// it is empty (the tram is not on the network).
    public static func tramRun(_ data: Data, tram: VehiclePosition.ID) throws(TransitError) -> TramRun {
        let reply = try TramTrackerDecoder.reply(TramTrackerWireTramRun.self, from: data, method: .tramRun)
        return try TramTrackerMapper.tramRun(reply, tramNo: tram.rawValue, timeZone: TramTrackerClient.melbourne)
    }

    /// A GetStopInformation answer for `stop`; `.notFound` when it is empty.
    public static func stopInformation(_ data: Data, stop: Stop.ID) throws(TransitError) -> TramStopInformation {
        let reply = try TramTrackerDecoder.reply(TramTrackerWireStopInformation.self, from: data, method: .stopInformation)
        return try TramTrackerMapper.information(reply, id: stop, timeZone: TramTrackerClient.melbourne)
    }

    /// A GetRouteSummaries answer: one route per `RouteNo`, in route order.
    public static func routes(_ data: Data) throws(TransitError) -> [Route] {
        TramTrackerMapper.routes(
            try TramTrackerDecoder.reply(
                TramTrackerWireRouteSummary.self, from: data,
                method: .routeSummaries))
    }

    /// The stops of `route`: a GetRouteStopsByRoute answer (both directions) when `direction`
    /// is nil, a GetListOfStopsByRouteNoAndDirection answer for `up` / `down` otherwise.
    public static func stops(_ data: Data, route: Route.ID, direction: Direction.ID? = nil) throws(TransitError) -> [Stop] {
        let method: TramTrackerMethod = direction == nil ? .routeStops : .stopsByDirection
        let isUp = try direction.map { (direction) throws(TransitError) in
            try TramTrackerArguments.isUp(direction, operation: method.rawValue)
        }
        let reply = try TramTrackerDecoder.reply(TramTrackerWireRouteStop.self, from: data, method: method)
        return TramTrackerMapper.stops(reply, route: route, isUp: isUp, timeZone: TramTrackerClient.melbourne)
    }

    /// A GetDestinationsForRoute answer: `up` and `down`; `.notFound` when it is empty.
    public static func directions(_ data: Data, route: Route.ID) throws(TransitError) -> [Direction] {
        let reply = try TramTrackerDecoder.reply(TramTrackerWireRouteDestinations.self, from: data, method: .destinations)
        return try TramTrackerMapper.directions(reply, route: route.rawValue)
    }
}
