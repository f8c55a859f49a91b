import Foundation
import TransitKitCore

extension OneBusAwayClient: PredictionSource {
    /// Arrivals at `stops` in the server's default window (5 minutes back, 35 ahead): one
    /// arrivals-and-departures-for-stop call each, several at a time, soonest first, in the
    /// zone the answer names. A stop the server does not know is a `.notFound` note, a failed
    /// call a `.failed` note, a stop with no arrival of `routes` a `.noData` note; the call
    /// throws only when every stop failed. `routes` is matched on the answers: the server's id
    /// (any case, with or without the agency: `1_100269`, `100269`) or the number on the bus
    /// ("75"); no lookup.
    public func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        try await arrivals(at: stops, routes: routes, minutesBefore: nil, minutesAfter: nil, time: nil)
    }

    /// Arrivals in `window`, asked of the server: `time` = the window's start (the server's
    /// now when it has none), `minutesBefore` 0 and `minutesAfter` its length, rounded up to a
    /// minute, so rows the default window would leave out come back. The core's
    /// `predictions(at:routes:within:)` then keeps the rows inside.
    public func predictions(
        at stops: [Stop.ID], routes: [Route.ID]?, askingFor window: TimeWindow
    ) async throws(TransitError) -> PredictionBoard {
        let now = configuration.now.date()
        let start = window.start
        let end = window.end ?? window.fromNow.map { (start ?? now).addingTimeInterval($0.timeInterval) }
        let after = end.map { max(0, Int(($0.timeIntervalSince(start ?? now) / 60).rounded(.up))) }
        return try await arrivals(at: stops, routes: routes, minutesBefore: 0, minutesAfter: after, time: start)
    }

    /// arrivals-and-departures-for-stop with every parameter: `minutesBefore` and
    /// `minutesAfter` around `time` (the server's now when nil). Negative minutes are
    /// `.invalidArgument` before any request.
    public func arrivals(
        at stops: [Stop.ID], routes: [Route.ID]? = nil, minutesBefore: Int?, minutesAfter: Int?, time: Date? = nil
    ) async throws(TransitError) -> PredictionBoard {
        let region = configuration.region
        let stops = try stops.requiredIDs(field: "stops", provider: region.id, operation: "arrivals-and-departures-for-stop")
        let filter = RouteFilter(routes)
        let gathered = try await stops.gather(
            limit: configuration.maxConcurrentRequests, provider: region.id, subjects: { [.stop($0)] }
        ) { stop throws(TransitError) in
            let answer = try await self.perform(
                .arrivalsAndDeparturesForStop(stop, minutesBefore: minutesBefore, minutesAfter: minutesAfter, time: time),
                as: MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereStopWithArrivals>>.self)
            let board = MTAMapper.arrivals(
                answer.payload, asked: stop, filter: filter, realTime: region.realTime.contains(.whereAPI),
                fallbackZone: region.timeZone)
            return (board, answer.serverTime)
        }
        return PredictionBoard(
            predictions: gathered.values.flatMap(\.0.predictions),
            notes: gathered.notes + gathered.values.flatMap(\.0.notes),
            serverTime: gathered.values.compactMap(\.1).max(), receivedAt: configuration.now.date())
    }

    /// One trip's arrival at `stop` (arrival-and-departure-for-stop): the trip, its service day
    /// (`serviceDate`: the instant OneBusAway names it by), and where a loop passes the stop
    /// twice, the vehicle and `stopSequence`. A trip the server does not know is `.notFound`.
    public func arrival(
        at stop: Stop.ID, trip: String, serviceDate: Date, vehicle: VehiclePosition.ID? = nil, stopSequence: Int? = nil
    ) async throws(TransitError) -> Prediction {
        let region = configuration.region
        let answer = try await perform(
            .arrivalAndDepartureForStop(stop, trip: trip, serviceDate: serviceDate, vehicle: vehicle?.rawValue, stopSequence: stopSequence),
            as: MTAWireWhereEntry<MTAWireWhereArrivalAndDeparture>.self)
        let row = answer.entry
        return MTAMapper.prediction(
            row, stopName: answer.references?.stops?.first { $0.id == row.stopId }.flatMap { MTAMapper.nonEmpty($0.name) },
            trip: answer.references?.trips?.first { $0.id == row.tripId }, realTime: region.realTime.contains(.whereAPI),
            zone: MTAMapper.zone(answer.references, for: row.stopId, fallback: region.timeZone))
    }
}
