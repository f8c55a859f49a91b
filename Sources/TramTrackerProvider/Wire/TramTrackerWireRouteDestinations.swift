/// GetDestinationsForRoute's element.
struct TramTrackerWireRouteDestinations: Decodable, Sendable, Equatable {
    var UpDestination: String?
    var DownDestination: String?
}
