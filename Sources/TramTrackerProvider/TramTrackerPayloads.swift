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
        let reply: TramTrackerWireReply<TramTrackerWirePrediction> = try reply(
            data, .nextPredictedRoutes(stop: stop.rawValue, route: "0", lowFloor: false))
        let board = TramTrackerMapper.board(
            reply, stop: stop, filter: RouteFilter(routes), receivedAt: receivedAt,
            timeZone: TramTrackerClient.melbourne)
        return TramTrackerMapper.board(joining: [board], failures: [], receivedAt: receivedAt)
    }

    /// A GetNextPredictedArrivalTimeAtStopsForTramNo answer for tram `tram`; `.notFound` when
    /// it is empty (the tram is not on the network).
    public static func tramRun(_ data: Data, tram: VehiclePosition.ID) throws(TransitError) -> TramRun {
        let reply: TramTrackerWireReply<TramTrackerWireTramRun> = try reply(data, .tramRun(tram: tram.rawValue))
        return try TramTrackerMapper.tramRun(reply, tramNo: tram.rawValue, timeZone: TramTrackerClient.melbourne)
    }

    /// A GetStopInformation answer for `stop`; `.notFound` when it is empty.
    public static func stopInformation(_ data: Data, stop: Stop.ID) throws(TransitError) -> TramStopInformation {
        let reply: TramTrackerWireReply<TramTrackerWireStopInformation> = try reply(data, .stopInformation(stop: stop.rawValue))
        return try TramTrackerMapper.information(reply, id: stop, timeZone: TramTrackerClient.melbourne)
    }

    /// A GetRouteSummaries answer: one route per `RouteNo`, in route order.
    public static func routes(_ data: Data) throws(TransitError) -> [Route] {
        TramTrackerMapper.routes(try reply(data, .routeSummaries))
    }

    /// The stops of `route`: a GetRouteStopsByRoute answer (both directions) when `direction`
    /// is nil, a GetListOfStopsByRouteNoAndDirection answer for `up` / `down` otherwise.
    public static func stops(_ data: Data, route: Route.ID, direction: Direction.ID? = nil) throws(TransitError) -> [Stop] {
        let isUp = try direction.map { (direction) throws(TransitError) in
            try TramTrackerCall.isUp(direction, operation: "GetListOfStopsByRouteNoAndDirection")
        }
        let call: TramTrackerCall =
            isUp.map { .stopsByDirection(route: route.rawValue, isUp: $0) } ?? .routeStops(route: route.rawValue)
        let reply: TramTrackerWireReply<TramTrackerWireRouteStop> = try reply(data, call)
        return TramTrackerMapper.stops(reply, route: route, isUp: isUp, timeZone: TramTrackerClient.melbourne)
    }

    /// A GetDestinationsForRoute answer: `up` and `down`; `.notFound` when it is empty.
    public static func directions(_ data: Data, route: Route.ID) throws(TransitError) -> [Direction] {
        let reply: TramTrackerWireReply<TramTrackerWireRouteDestinations> = try reply(data, .destinations(route: route.rawValue))
        return try TramTrackerMapper.directions(reply, route: route.rawValue)
    }

    /// A GetDestinationsForAllRoutes answer: every route's `up` and `down` directions.
    public static func directionsOfAllRoutes(_ data: Data) throws(TransitError) -> [Route.ID: [Direction]] {
        TramTrackerMapper.allDirections(try reply(data, .destinationsForAllRoutes))
    }

    /// A GetMainRoutesForStop answer for `stop`: its main routes, in route order.
    public static func mainRoutes(_ data: Data, stop: Stop.ID) throws(TransitError) -> [Route.ID] {
        TramTrackerMapper.mainRoutes(try reply(data, .mainRoutesForStop(stop: stop.rawValue)))
    }

    /// A GetStopsAndRoutesUpdatesSince answer: the stops and routes updated or deleted, and
    /// the server time to ask from next time.
    ///
    /// ```swift
    /// let changes = try TramTrackerPayloads.changes(bytes)
    /// changes.removedStops   // ["2111"]
    /// ```
    public static func changes(_ data: Data) throws(TransitError) -> TramTrackerChanges {
        // The date is only a path segment of a request never sent; errors name the method.
        let call = TramTrackerCall.stopsAndRoutesUpdatesSince(Date(timeIntervalSince1970: 0))
        return try TramTrackerMapper.changes(try reply(data, call))
    }

    /// Built once: the payload doors need a configuration only for the endpoint's post-send steps.
    private static let offlineConfiguration = try? TramTrackerClient.Configuration(userAgent: UserAgent(app: "TransitKit"))

    /// The body as an HTTP 200 answer to `call`, through the endpoint's own post-send steps
    /// (`HTTPClient.interpret`). Errors name the call, and no URL: there was no request.
    static func reply<Element: TramTrackerWireElement>(
        _ data: Data, _ call: TramTrackerCall
    ) throws(TransitError) -> TramTrackerWireReply<Element> {
        guard let configuration = offlineConfiguration else {
            throw TransitError(.invalidArgument, detail: "the offline configuration could not be built")
        }
        let endpoint = TramTrackerEndpoint<Element>(call, configuration: configuration)
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: data)
        // Errors lose the URL below, so the request is only the call's name: building the real
        // URL cost 14–20 % of decoding and mapping a small answer.
        let request = HTTPRequest(
            url: configuration.baseURL, provider: TramTrackerClient.providerID, operation: endpoint.operation)
        do {
            return try HTTPClient.interpret(endpoint, response, for: request)
        } catch {
            // No request was sent and no status came back: the errors say neither.
            var error = error
            error.redactedURL = nil
            error.status = nil
            error.detail = error.detail?.replacingOccurrences(of: " in an HTTP 200 body", with: "")
            throw error
        }
    }
}
