/// What a map feature is: the `kind` property the library's GeoJSON writers put on every
/// feature (`GeoJSON+Stop`, `+Vehicle`, `+VehicleTrip`, `SavedRoute+GeoJSON`,
/// `Itinerary+GeoJSON`), read once here so the map switches over cases, not strings; a kind
/// this tool does not draw specially is ``other``.
enum FeatureKind: String, CaseIterable, Sendable {
    case stop, vehicle, path, trip, call, coverage, leg, city, start, end
    /// The place a `near` question was asked about.
    case place
    case other

    init(_ text: String?) {
        self = text.flatMap(FeatureKind.init(rawValue:)) ?? .other
    }
}
