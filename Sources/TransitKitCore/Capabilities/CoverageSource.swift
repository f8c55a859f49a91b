/// A provider that learns where it has service at run time (OneBusAway's
/// `agencies-with-coverage`) rather than stating it in its ``ProviderDescriptor/Facts``.
/// ``ProviderRegistry`` asks it when the descriptor's ``ProviderDescriptor/coverage`` is nil,
/// and keeps the first answer.
public protocol CoverageSource: TransitProvider {
    /// Where the provider has service.
    func coverageArea() async throws(TransitError) -> CoverageArea
}
