import Foundation
import TransitKitCore

extension TramTrackerClient: PredictionSource {
    /// Next trams at every stop in `stops` (one GetNextPredictedRoutesCollection call per stop,
    /// run concurrently), sorted by time, low-floor only when the configuration says so. See
    /// ``nextTrams(at:routes:lowFloorOnly:)``.
    public func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        try await nextTrams(at: stops, routes: routes, lowFloorOnly: configuration.lowFloorOnly)
    }

    /// Next trams at every stop in `stops`, with the disruption and special-event notices
    /// they carry (`alerts`) and the server's clock (`serverTime`, from `timeResponded`).
    ///
    /// Stops follow the core's list rules: none is `.invalidArgument` before any request, and
    /// a repeated stop is asked once. Each stop is one request, at most four at a time; a stop
    /// that fails becomes a note (`.notFound` when the server does not know it, `.failed`
    /// otherwise) and the call throws only when every stop failed. `routes` matches route
    /// numbers and headboards in any case ("16D" finds the 16d trams); one distinct route is
    /// filtered by the server, several are asked for as route 0 ("all") and filtered here.
    ///
    /// Count down from the server's clock, right even when the device's is off:
    ///
    /// ```swift
    /// let board = try await client.nextTrams(at: ["1234", "2234"])
    /// for p in board.predictions {
    ///     print(p.routeName ?? "", p.destination ?? "", p.countdown(now: board.serverNow(at: Date()))?.text ?? "")
    /// }
    /// ```
    public func nextTrams(
        at stops: [Stop.ID], routes: [Route.ID]? = nil, lowFloorOnly: Bool? = nil
    )
        async throws(TransitError) -> PredictionBoard
    {
        let operation = "GetNextPredictedRoutesCollection"
        var stopIDs: [Stop.ID] = []
        for stop in try stops.requiredIDs(field: "stops", provider: Self.providerID, operation: operation) {
            stopIDs.append(Stop.ID(try TramTrackerCall.pathID(stop.rawValue, field: "stop", operation: operation)))
        }
        let filter = RouteFilter(routes)
        var distinct: [String] = []
        for route in filter.routes {
            let id = try TramTrackerCall.pathID(route.rawValue, field: "route", operation: operation)
            if !distinct.contains(where: { RouteFilter.same(Route.ID($0), Route.ID(id)) }) { distinct.append(id) }
        }
        // Repeats ("78", "78", "16D"/"16d") count once, so one distinct route still goes to the
        // server. The answer is filtered here either way: the server's route filter is not
        // documented to match headboards.
        let routeNo = distinct.count == 1 ? distinct[0] : "0"
        let lowFloor = lowFloorOnly ?? configuration.lowFloorOnly
        let gathered = try await stopIDs.gather(
            limit: Self.stopConcurrency, provider: Self.providerID,
            subjects: { [.stop($0)] }
        ) { stop throws(TransitError) in
            let reply = try await self.perform(
                .nextPredictedRoutes(stop: stop.rawValue, route: routeNo, lowFloor: lowFloor), as: TramTrackerWirePrediction.self)
            return TramTrackerMapper.board(reply, stop: stop, filter: filter, receivedAt: nil, timeZone: Self.melbourne)
        }
        return TramTrackerMapper.board(
            joining: gathered.values, failures: gathered.notes,
            receivedAt: configuration.now.date())
    }

    /// How many stops are asked at once.
    static let stopConcurrency = 4

    /// ``nextTrams(at:routes:lowFloorOnly:)`` now and then every `interval` on the
    /// configured clock, backing off after errors.
    public func liveTrams(
        at stops: [Stop.ID], routes: [Route.ID]? = nil, every interval: Duration = .seconds(20)
    )
        -> Polling<PredictionBoard, AnyClock>
    {
        Polling(every: interval, clock: clock) { try await self.nextTrams(at: stops, routes: routes) }
    }
}
