import Foundation
import TransitKitCore

extension MTABusTimeClient: AlertSource {
    /// Situations affecting `routes` (`B63` or `MTA NYCT_B63`), from the
    /// `SituationExchangeDelivery` of a minimal vehicle-monitoring call per line: only those
    /// naming an asked route (any case, short or qualified) or no route at all, one per
    /// situation with the lines of every copy joined, HTML stripped, high severity first.
    /// ``AlertSource/status(of:)`` turns them into green / yellow / red.
    public func alerts(for routes: [Route.ID]) async throws -> [ServiceAlert] {
        let operation = "vehicle-monitoring"
        let asked = try routes.requiredIDs(field: "routes", provider: Self.providerID, operation: operation)
        let lines = try await lines(for: asked, operation: operation)
        let deliveries = try await lines.concurrentMap(limit: configuration.maxConcurrentRequests, provider: Self.providerID) {
            line throws(TransitError) in
            do throws(TransitError) {
                return try await self.http.perform(try MTAEndpoint.vehicleMonitoring(self.configuration, line: line, detail: .minimum))
            } catch {
                throw error.naming(line)
            }
        }
        return deliveries.flatMap { MTAMapper.alerts($0.situations) }.scoped(to: asked)
    }
}
