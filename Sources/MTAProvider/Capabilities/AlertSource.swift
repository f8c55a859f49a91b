import Foundation
import TransitKitCore

extension MTABusTimeClient: AlertSource {
    /// Situations affecting `routes`, from the `SituationExchangeDelivery` of a minimal
    /// vehicle-monitoring call per line; HTML stripped, duplicate lines merged, high severity
    /// first. ``AlertSource/status(of:)`` turns them into green / yellow / red.
    public func alerts(for routes: [Route.ID]) async throws -> [ServiceAlert] {
        var byID: [ServiceAlert.ID: ServiceAlert] = [:]
        var order: [ServiceAlert.ID] = []
        let deliveries = try await routes.uniqued.concurrentMap(limit: configuration.maxConcurrentRequests, provider: "mta") {
            route throws(TransitError) in
            try await self.siri(try MTARequests.vehicleMonitoring(self.configuration, line: route, detail: .minimum))
        }
        for delivery in deliveries {
            for alert in SiriMapping.alerts(delivery.situations) where alert.affectedRoutes.contains(where: routes.contains) {
                if byID[alert.id] == nil { order.append(alert.id) }
                byID[alert.id] = alert
            }
        }
        return order.compactMap { byID[$0] }.sorted(by: ServiceAlert.byPriority)
    }
}
