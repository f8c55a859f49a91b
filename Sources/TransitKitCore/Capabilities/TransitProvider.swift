/// Anything that answers transit questions. Providers also conform to the capability
/// protocols their API can serve (``RouteCatalog``, ``PredictionSource``…).
public protocol TransitProvider: Sendable {
    /// What the provider is: its id, name, zone, attribution, coverage and capabilities.
    var descriptor: ProviderDescriptor { get }
    /// The clock live sequences (``VehicleSource/liveVehicles(on:every:)``,
    /// ``PredictionSource/livePredictions(at:routes:every:)``) wait on: a client returns the
    /// one in its configuration, so a test that injects a manual clock controls every wait.
    var clock: AnyClock { get }
}

extension TransitProvider {
    /// The real clock, for providers that have none configured.
    public var clock: AnyClock { .continuous }
}

extension TransitProvider {
    /// `self` as capability `C`, or `.unsupported` up front — before any request is made.
    ///
    /// ```swift
    /// let alerts = try provider.require((any AlertSource).self, for: "route status")
    /// ```
    public func require<C>(_ capability: C.Type, for operation: String) throws(TransitError) -> C {
        guard let conforming = self as? C else {
            throw TransitError(
                .unsupported, provider: descriptor.id, operation: operation,
                detail: "\(descriptor.name) cannot answer \(operation)")
        }
        return conforming
    }
}
