import Foundation
import TransitKitCore

extension MTABusTimeClient: CoverageSource {
    /// Where the server says it has service (agencies-with-coverage, 1 request, cacheable for a
    /// day): one box per agency from its centre and spans. MTA's umbrella agency `MTA` comes with
    /// an all-zero box and adds nothing. ``facts`` states a fixed New York box
    /// (``newYorkCity``), so `ProviderRegistry` never needs to ask; this is the server's view.
    /// `.notFound` when no agency has a box.
    public func coverageArea() async throws(TransitError) -> CoverageArea {
        let area = MTAMapper.coverageArea(try await agenciesWithCoverage())
        guard !area.boxes.isEmpty else {
            throw TransitError(
                .notFound, provider: Self.providerID, operation: "agencies-with-coverage",
                detail: "no agency has a coverage box (all spans zero or missing)")
        }
        return area
    }
}
