import TransitKitCore

/// One step of a Busbud search: the core snapshot plus what only Busbud says.
public struct BusbudSearchUpdate: Sendable {
    public var snapshot: DepartureSnapshot
    /// Names of `origin_city_id` / `destination_city_id`, when `cities` holds them.
    public var originCityName: String?
    public var destinationCityName: String?
    /// Departures received so far, duplicates included (the `index` of the next poll).
    public var receivedCount: Int
    /// The failure that ended the search early, when one did (the snapshot then carries a
    /// ``DepartureSnapshot/stopReason``).
    public var stopError: TransitError?

    public init(snapshot: DepartureSnapshot, originCityName: String? = nil, destinationCityName: String? = nil,
                receivedCount: Int = 0, stopError: TransitError? = nil)
    {
        self.snapshot = snapshot
        self.originCityName = originCityName
        self.destinationCityName = destinationCityName
        self.receivedCount = receivedCount
        self.stopError = stopError
    }
}
