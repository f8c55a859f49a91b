/// The run of one vehicle: its next stops with predicted times.
public protocol TripSource: TransitProvider {
    /// Where `vehicle` is going: its remaining stops in travel order. `.notFound` when the
    /// provider does not know the vehicle or it is not in service.
    func trip(of vehicle: VehiclePosition.ID) async throws(TransitError) -> VehicleTrip
}
