import Foundation
import TransitKitCore

extension TramTrackerClient: PredictionSource {
    /// Next trams at every stop in `stops` (one GetNextPredictedRoutesCollection call per stop,
    /// run concurrently), sorted by time. `routes` narrows the answer; nil means all routes.
    /// A stop the server reports an error for becomes a note, unless every stop failed.
    public func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws -> PredictionBoard {
        try await nextTrams(at: stops, routes: routes, lowFloorOnly: configuration.lowFloorOnly).board
    }

    /// ``predictions(at:routes:)`` plus the disruption / special-event alerts and the server
    /// time that came with them.
    ///
    /// One route is filtered by the server; several are asked for as route 0 ("all") and
    /// filtered here, which keeps it to one request per stop.
    public func nextTrams(at stops: [Stop.ID], routes: [Route.ID]? = nil, lowFloorOnly: Bool? = nil)
        async throws(TransitError) -> TramBoard
    {
        let operation = TramTrackerEndpoint.nextPredictedRoutes(stop: "", routeNo: "", lowFloor: false).method
        guard !stops.isEmpty else { throw Self.invalid(operation, "stops: at least one stop is required") }
        var seen = Set<String>()
        var stopIDs: [String] = []
        for stop in stops {
            let id = try RequestBuilder.pathID(stop.rawValue, field: "stop", operation: operation)
            if seen.insert(id).inserted { stopIDs.append(id) }
        }
        // Duplicates ("78", "78", "16D"/"16d") are dropped first, so one distinct route is still
        // filtered by the server rather than asked for as route 0.
        var wanted: [String] = []
        for route in routes ?? [] {
            let id = try RequestBuilder.pathID(route.rawValue, field: "route", operation: operation)
            if !wanted.contains(where: { $0.lowercased() == id.lowercased() }) { wanted.append(id) }
        }
        let routeNo = wanted.count == 1 ? wanted[0] : "0"
        let filter = Set(wanted.map { $0.lowercased() })
        let lowFloor = lowFloorOnly ?? configuration.lowFloorOnly

        let outcomes = try await fetchStops(stopIDs, routeNo: routeNo, lowFloor: lowFloor)
        var predictions: [Prediction] = []
        var notes: [ProviderNote] = []
        var notices: [AlertMapping.Notice] = []
        var serverTime: Date?
        var failures: [TransitError] = []
        for (stop, outcome) in zip(stopIDs, outcomes) {
            let stopID = Stop.ID(stop)
            switch outcome {
            case let .failure(error):
                failures.append(error)
                notes.append(ProviderNote(subject: .stop(stopID), kind: error.kind == .notFound ? .noData : .other,
                                          message: error.providerMessage ?? error.detail ?? error.description))
            case let .success(decoded):
                if let responded = decoded.head.timeResponded?.instant {
                    serverTime = max(serverTime ?? responded, responded)
                }
                let entries = decoded.value.filter { filter.isEmpty || PredictionMapping.matches($0, routes: filter) }
                if entries.isEmpty {
                    notes.append(ProviderNote(subject: .stop(stopID), kind: .noData, message: "No trams predicted"))
                }
                for entry in entries {
                    predictions.append(PredictionMapping.prediction(entry, stop: stopID, timeZone: Self.melbourne))
                    notices.append(AlertMapping.notice(entry, stop: stopID))
                }
            }
        }
        if failures.count == stopIDs.count, let first = failures.first { throw first }
        return TramBoard(board: PredictionBoard(predictions: predictions, notes: notes),
                         alerts: AlertMapping.alerts(from: notices), serverTime: serverTime,
                         receivedAt: configuration.now.date(), reference: configuration.countdownReference)
    }

    /// How many stops are asked at once.
    static let stopConcurrency = 4

    /// One result per stop, in `stops` order, at most ``stopConcurrency`` calls at a time.
    /// Errors the server reported about a stop are kept per stop; anything else (transport,
    /// decoding, cancellation, a token refused twice) fails the whole call.
    private func fetchStops(_ stops: [String], routeNo: String, lowFloor: Bool) async throws(TransitError)
        -> [Result<ResponseDecoder.Decoded<[WirePrediction]>, TransitError>]
    {
        try await stops.concurrentMap(limit: Self.stopConcurrency, provider: Self.providerID) {
            (stop) async throws(TransitError) -> Result<ResponseDecoder.Decoded<[WirePrediction]>, TransitError> in
            do throws(TransitError) {
                return .success(try await list(WirePrediction.self,
                                               .nextPredictedRoutes(stop: stop, routeNo: routeNo, lowFloor: lowFloor)))
            } catch where error.kind == .apiError && !TokenErrors.isTokenError(error) {
                return .failure(error)
            }
        }
    }

    /// ``nextTrams(at:routes:lowFloorOnly:)`` now and then every `interval` on the
    /// configured clock, backing off after errors.
    public func liveTrams(at stops: [Stop.ID], routes: [Route.ID]? = nil, every interval: Duration = .seconds(20))
        -> Polling<TramBoard, AnyClock>
    {
        Polling(every: interval, clock: clock) { try await self.nextTrams(at: stops, routes: routes) }
    }

    /// GetNextPredictedArrivalTimeAtStopsForTramNo: the next stops of tram `tram` (fleet
    /// number). `.notFound` when the tram is not on the network.
    public func tramRun(_ tram: VehiclePosition.ID) async throws(TransitError) -> TramRun {
        let tramNo = try RequestBuilder.pathID(tram.rawValue, field: "tram", operation: "GetNextPredictedArrivalTimeAtStopsForTramNo",
                                               digitsOnly: true)
        let endpoint = TramTrackerEndpoint.tramRun(tramNo: tramNo)
        let decoded = try await single(WireTramRun.self, endpoint)
        guard let run = decoded.value else {
            throw TransitError(.notFound, provider: Self.providerID, operation: endpoint.method,
                               detail: "tram \(tramNo) is not on the network (responseObject is empty)")
        }
        let vehicle = PredictionMapping.vehicle(run.VehicleNo) ?? VehiclePosition.ID(tramNo)
        let routeNo = run.RouteNo?.value
        let headboard = run.HeadBoardRouteNo?.value
        let direction = PredictionMapping.direction(isUp: run.Up)
        let predictions = (run.NextPredictedStopsDetails ?? []).map { detail in
            Prediction(stopID: Stop.ID(detail.StopNo.value), route: Route.ID(routeNo ?? headboard ?? ""),
                       routeName: headboard.flatMap { $0.isEmpty || $0 == routeNo ? nil : $0 }, direction: direction,
                       vehicleID: vehicle, time: detail.PredictedArrivalDateTime.instant, source: .realtime,
                       timeZone: Self.melbourne)
        }
        let notice = AlertMapping.Notice(
            route: Route.ID(routeNo ?? headboard ?? ""), stop: nil, hasDisruption: run.HasDisruption ?? false,
            disruptionMessages: run.DisruptionMessage?.Messages ?? [], hasSpecialEvent: run.HasSpecialEvent ?? false,
            specialEventMessage: run.SpecialEventMessage)
        return TramRun(vehicle: vehicle, route: routeNo.map { Route.ID($0) }, routeName: predictions.first?.routeName,
                       direction: direction, isAtLayover: run.AtLayover, isAvailable: run.Available,
                       predictions: predictions, alerts: AlertMapping.alerts(from: [notice]),
                       serverTime: decoded.head.timeResponded?.instant)
    }

    /// GetStopInformation for one tramTRACKER stop id. `.notFound` when the answer is empty.
    public func stopInformation(_ stop: Stop.ID) async throws(TransitError) -> TramStopInformation {
        let id = try RequestBuilder.pathID(stop.rawValue, field: "stop", operation: "GetStopInformation")
        let endpoint = TramTrackerEndpoint.stopInformation(stop: id)
        guard let wire = try await single(WireStopInformation.self, endpoint).value else {
            throw TransitError(.notFound, provider: Self.providerID, operation: endpoint.method,
                               detail: "stop \(id): responseObject is empty")
        }
        return StopMapping.information(wire, id: Stop.ID(id), timeZone: Self.melbourne)
    }
}
