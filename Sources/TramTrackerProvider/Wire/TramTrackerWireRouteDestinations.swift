/// GetDestinationsForRoute's element.
struct TramTrackerWireRouteDestinations: Decodable, Sendable {
    var UpDestination: String?
    var DownDestination: String?
}
