import Foundation
import TransitKitCore

extension OneBusAwayClient: AreaVehicleSource {
    /// The vehicles serving the active trips in `area`: ONE trips-for-location call with the
    /// box's centre and spans and `includeStatus=true`. The core's `vehicles(in:)` keeps those
    /// inside the box (a trip is listed when it crosses it, its vehicle may be outside).
    public func vehicles(around area: CoverageArea.Box) async throws(TransitError) -> AreaVehicles {
        let region = configuration.region
        let answer = try await perform(.tripsForLocation(.box(area)), as: MTAWireWhereTripDetailsList.self)
        return AreaVehicles(vehicles: MTAMapper.vehicles(answer, realTime: region.realTime.contains(.whereAPI)))
    }
}
