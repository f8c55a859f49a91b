import Foundation
import TransitKitCore

extension TramTrackerMapper {
    /// What riders read on the tram: the headboard ("16d" on main route 16), else the route
    /// number — always set, so a board's route column is never empty.
    static func routeName(routeNo: String?, headboard: String?) -> String? {
        text(headboard) ?? text(routeNo)
    }

    static func prediction(_ wire: TramTrackerWirePrediction, stop: Stop.ID, timeZone: TimeZone) -> Prediction {
        let routeNo = wire.RouteNo.value
        let vehicle = vehicle(wire.VehicleNo)
        return Prediction(
            stopID: stop,
            route: Route.ID(routeNo),
            routeName: routeName(routeNo: routeNo, headboard: wire.HeadBoardRouteNo?.value),
            destination: text(wire.Destination),
            vehicleID: vehicle,
            event: .arrival,
            time: wire.PredictedArrivalDateTime.instant,
            source: vehicle == nil ? .scheduled : .realtime,
            timeZone: timeZone,
            occupancy: occupancy(wire.OccupancyLevel?.value?.value),
            vehicleFeatures: features(wire),
            tripID: tripID(wire.TripID?.value?.value))
    }

    /// Whether `wire` is one of the routes asked for: by route number or by headboard, under
    /// the core's matching rule (any case).
    static func matches(_ wire: TramTrackerWirePrediction, _ filter: RouteFilter) -> Bool {
        filter.matches(Route.ID(wire.RouteNo.value)) || wire.HeadBoardRouteNo.map { filter.matches(Route.ID($0.value)) } == true
    }

    /// One stop's GetNextPredictedRoutesCollection answer as a board: the trams `filter`
    /// keeps, their notices as alerts, `timeResponded` as the server time, and a `.noData`
    /// note when no tram is left.
    static func board(
        _ reply: TramTrackerWireReply<TramTrackerWirePrediction>, stop: Stop.ID, filter: RouteFilter,
        receivedAt: Date?, timeZone: TimeZone
    ) -> PredictionBoard {
        let entries = reply.items.filter { matches($0, filter) }
        return PredictionBoard(
            predictions: entries.map { prediction($0, stop: stop, timeZone: timeZone) },
            notes: entries.isEmpty ? [ProviderNote(subject: .stop(stop), kind: .noData, message: "No trams predicted")] : [],
            alerts: alerts(entries.map { notice($0, stop: stop) }),
            serverTime: reply.head.timeResponded?.instant, receivedAt: receivedAt)
    }

    /// The boards of several stops, and the notes of the stops that failed, as one board:
    /// sorted by time, alerts merged, the latest server time.
    static func board(joining boards: [PredictionBoard], failures: [ProviderNote], receivedAt: Date?) -> PredictionBoard {
        var board = PredictionBoard(
            predictions: boards.flatMap(\.predictions), notes: failures + boards.flatMap(\.notes),
            alerts: boards.flatMap(\.alerts), serverTime: boards.compactMap(\.serverTime).max(),
            receivedAt: receivedAt)
        board.alerts = ordered(board.alerts)
        return board
    }
}
