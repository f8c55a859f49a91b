import Foundation
import TransitKitCore

extension MTABusTimeClient: PredictionSource {
    /// Arrivals at `stops` (one stop-monitoring call each, several at a time), sorted by time,
    /// with the situations that came with them as the board's alerts.
    ///
    /// `routes` is matched on the answers (any case, `B63` or `MTA NYCT_B63`), so it needs no
    /// lookup and every spelling finds the same buses. A stop the server does not know becomes a
    /// `.notFound` note, a stop whose call failed a `.failed` note, and a stop with no bus of the
    /// asked routes on the way a `.noData` note; the call throws only when every stop failed.
    public func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws -> PredictionBoard {
        let stops = try stops.requiredIDs(field: "stops", provider: Self.providerID, operation: "stop-monitoring")
        let filter = RouteFilter(routes)
        let configuration = configuration
        let gathered = try await stops.gather(limit: configuration.maxConcurrentRequests, provider: Self.providerID,
                                              subjects: { [.stop($0)] }) { stop throws(TransitError) in
            (stop, try await self.http.perform(try MTAEndpoint.stopMonitoring(configuration, stop: stop)))
        }
        var predictions: [Prediction] = []
        var notes = gathered.notes
        var alerts: [ServiceAlert] = []
        for (stop, delivery) in gathered.values {
            let kept = MTAMapper.predictions(delivery, stop: stop).filter { filter.matches($0.route) }
            if kept.isEmpty {
                notes.append(ProviderNote(subject: .stop(stop), kind: .noData, message: "No buses are on the way"))
            }
            predictions += kept
            alerts += MTAMapper.alerts(delivery.situations)
        }
        let deliveries = gathered.values.map(\.1)
        return PredictionBoard(
            predictions: predictions, notes: notes,
            alerts: filter.isEmpty ? alerts : alerts.scoped(to: filter.routes),
            serverTime: deliveries.compactMap(MTAMapper.responseTime).max(),
            receivedAt: configuration.now.date(),
            validUntil: deliveries.compactMap(MTAMapper.validUntil).min())
    }

    /// Arrivals at one stop, in the order the server sends them (by distance), filtered on the
    /// server by a line (`B63` or `MTA NYCT_B63`) and direction; `maximumStopVisits` caps the
    /// visits across lines.
    public func arrivals(at stop: Stop.ID, line: Route.ID? = nil, direction: Direction.ID? = nil,
                         maximumStopVisits: Int? = nil) async throws(TransitError) -> [Prediction]
    {
        let operation = "stop-monitoring"
        var qualified: Route.ID?
        if let line { qualified = try await self.line(for: line, operation: operation) }
        let endpoint = try MTAEndpoint.stopMonitoring(configuration, stop: stop, line: qualified, direction: direction,
                                                      maximumStopVisits: maximumStopVisits)
        return MTAMapper.predictions(try await http.perform(endpoint), stop: stop)
    }
}
