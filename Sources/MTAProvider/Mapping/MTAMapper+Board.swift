import Foundation
import TransitKitCore

/// Stop-monitoring answers → one ``PredictionBoard``, the same way for ``MTABusTimeClient/predictions(at:routes:)``,
/// ``MTABusTimeClient/arrivals(at:line:direction:maximumStopVisits:minimumStopVisitsPerLine:)`` and ``MTAPayloads``.
extension MTAMapper {
    /// The visits of every answer kept by `filter`, a `.noData` note for an asked stop left with
    /// none, the situations as alerts (scoped to the filter's routes when it has any), the
    /// latest `ResponseTimestamp` and the earliest `ValidUntil`.
    static func board(
        _ answers: [(stop: Stop.ID?, delivery: MTAWireSiriDelivery)], filter: RouteFilter = RouteFilter(nil),
        notes: [ProviderNote] = [], receivedAt: Date? = nil
    ) -> PredictionBoard {
        var predictions: [Prediction] = []
        var notes = notes
        var alerts: [ServiceAlert] = []
        for (stop, delivery) in answers {
            let kept = MTAMapper.predictions(delivery, stop: stop).filter { filter.matches($0.route) }
            if kept.isEmpty, let stop {
                notes.append(ProviderNote(subject: .stop(stop), kind: .noData, message: "No buses are on the way"))
            }
            predictions += kept
            alerts += MTAMapper.alerts(delivery.situations)
        }
        let deliveries = answers.map(\.delivery)
        return PredictionBoard(
            predictions: predictions, notes: notes,
            alerts: filter.isEmpty ? alerts : alerts.scoped(to: filter.routes),
            serverTime: deliveries.compactMap(responseTime).max(),
            receivedAt: receivedAt,
            validUntil: deliveries.compactMap(validUntil).min())
    }
}
