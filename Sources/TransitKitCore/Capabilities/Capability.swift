/// A question a provider can answer; one per capability protocol.
public enum Capability: String, Hashable, Sendable, Codable, CaseIterable {
    case routeCatalog, predictions, departureSearch, alerts, vehicles, routeShapes
}
