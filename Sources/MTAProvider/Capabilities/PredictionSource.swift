import Foundation
import TransitKitCore

extension MTABusTimeClient: PredictionSource {
    /// Arrivals at `stops` (one stop-monitoring call each, several at a time), sorted by time,
    /// with the situations that came with them as the board's alerts.
    ///
    /// A stop may be the bare code (`308215`) or qualified (`MTA_308215`): it is sent as
    /// `MonitoringRef` qualified as ``stop(_:)`` sends it (``Configuration/stopAgency``), so the
    /// server does not try each agency in turn; notes name the stop as it was asked.
    /// `routes` is matched on the answers (any case, `B63` or `MTA NYCT_B63`), so it needs no
    /// lookup and every spelling finds the same buses. A stop the server does not know becomes a
    /// `.notFound` note, a stop whose call failed a `.failed` note, and a stop with no bus of the
    /// asked routes on the way a `.noData` note; the call throws only when every stop failed.
    public func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        let stops = try stops.requiredIDs(field: "stops", provider: Self.providerID, operation: "stop-monitoring")
        let configuration = configuration
        let gathered = try await stops.gather(
            limit: configuration.maxConcurrentRequests, provider: Self.providerID,
            subjects: { [.stop($0)] }
        ) { stop throws(TransitError) in
            (
                stop: Optional(stop),
                delivery: try await self.http.perform(
                    MTAEndpoint(
                        .stopMonitoring(stop: self.qualifiedStop(stop)), configuration: configuration,
                        as: MTAWireSiriDelivery.self))
            )
        }
        return MTAMapper.board(
            gathered.values, filter: RouteFilter(routes), notes: gathered.notes,
            receivedAt: configuration.now.date())
    }

    /// Arrivals at one stop (`308209` or `MTA_308209`, sent qualified like
    /// ``predictions(at:routes:)`` sends it), filtered on the server by a line (`B63` or `MTA NYCT_B63`) and
    /// direction; `maximumStopVisits` caps the visits across lines (the server keeps the
    /// nearest by distance), and `minimumStopVisitsPerLine` lets it go past that cap until
    /// every line serving the stop has that many — so a busy line cannot crowd a rarer one off
    /// a short board. Like ``predictions(at:routes:)``, the board is sorted by time and
    /// carries the reply's situations as alerts, `serverTime`, `receivedAt` and `validUntil`;
    /// a stop with no bus on the way has a `.noData` note.
    ///
    /// ```swift
    /// let board = try await mta.arrivals(at: "MTA_308209", maximumStopVisits: 4, minimumStopVisitsPerLine: 1)
    /// ```
    public func arrivals(
        at stop: Stop.ID, line: Route.ID? = nil, direction: Direction.ID? = nil,
        maximumStopVisits: Int? = nil, minimumStopVisitsPerLine: Int? = nil
    ) async throws(TransitError) -> PredictionBoard {
        let operation = "stop-monitoring"
        var qualified: Route.ID?
        if let line { qualified = try await self.line(for: line, operation: operation) }
        let endpoint = MTAEndpoint(
            .stopMonitoring(
                stop: qualifiedStop(stop), line: qualified, direction: direction, maximumStopVisits: maximumStopVisits,
                minimumStopVisitsPerLine: minimumStopVisitsPerLine),
            configuration: configuration, as: MTAWireSiriDelivery.self)
        let delivery = try await http.perform(endpoint)
        return MTAMapper.board(
            [(stop: stop, delivery: delivery)], filter: RouteFilter(qualified.map { [$0] }),
            receivedAt: configuration.now.date())
    }
}
