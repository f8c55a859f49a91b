import Foundation
import TransitKitCore

extension MTABusTimeClient: AlertSource {
    /// Situations affecting `routes` (`B63` or `MTA NYCT_B63`), from the
    /// `SituationExchangeDelivery` of a minimal vehicle-monitoring call per line: only those
    /// naming an asked route (any case, short or qualified) or no route at all, one per
    /// situation with the lines of every copy joined, HTML stripped, high severity first.
    /// `AlertSource/status(of:)` turns them into green / yellow / red.
    public func alerts(for routes: [Route.ID]) async throws(TransitError) -> [ServiceAlert] {
        let configuration = configuration
        let (asked, deliveries) = try await eachLine(of: routes, operation: "vehicle-monitoring") {
            line throws(TransitError) in
            try await self.http.perform(
                MTAEndpoint(.vehicleMonitoring(line: line, detail: .minimum), configuration: configuration, as: MTAWireSiriDelivery.self))
        }
        return deliveries.flatMap { MTAMapper.alerts($0.situations) }.scoped(to: asked)
    }
}
