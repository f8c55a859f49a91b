import TransitKitCore

/// One step of a Busbud search: the core snapshot plus what only Busbud says.
public struct BusbudSearchUpdate: Sendable {
    /// What every `DepartureSearch` reports: departures so far, complete or why it stopped.
    public var snapshot: DepartureSnapshot
    /// Names of `origin_city_id` / `destination_city_id`, when `cities` holds them.
    public var originCityName: String?
    /// See ``originCityName``.
    public var destinationCityName: String?
    /// The `origin_city_id` city, when `cities` holds it: name, full name and picture
    /// (``BusbudCity/imageURL``, at the configured ``BusbudClient/CityImageSize``). Set after
    /// the initializer, whose signature stays as it was.
    public var originCity: BusbudCity?
    /// See ``originCity``.
    public var destinationCity: BusbudCity?
    /// Departures received so far, duplicates included (the `index` of the next poll).
    public var receivedCount: Int
    /// The failure that ended the search early, when one did (the snapshot then carries a
    /// `DepartureSnapshot/stopReason`).
    public var stopError: TransitError?
    /// What the departures were mapped without, one note per item (kind `.other`, subject the
    /// stop when there is one): a `trip_stops` entry that could not be read, a stop kept
    /// without times because its zone is not known, a transfer count or ticket type of the
    /// wrong type. Each message starts with the field:
    /// `x-departures departures[0].trip_stops[2]: left out: location_id missing`.
    public var notes: [ProviderNote]

    /// An update as the search builds it; public so tests and previews can make their own.
    public init(
        snapshot: DepartureSnapshot, originCityName: String? = nil, destinationCityName: String? = nil,
        receivedCount: Int = 0, stopError: TransitError? = nil, notes: [ProviderNote] = []
    ) {
        self.snapshot = snapshot
        self.originCityName = originCityName
        self.destinationCityName = destinationCityName
        self.receivedCount = receivedCount
        self.stopError = stopError
        self.notes = notes
    }
}
