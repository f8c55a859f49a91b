/// The geometry of a route: its paths and its stops, grouped per direction when the provider
/// groups them.
public struct RouteShape: Hashable, Sendable, Codable {
    /// Stops (in travel order) and paths of one direction or branch.
    public struct Branch: Hashable, Sendable, Codable {
        public var direction: Direction?
        public var stops: [Stop]
        public var paths: [[Coordinate]]

        public init(direction: Direction?, stops: [Stop], paths: [[Coordinate]] = []) {
            self.direction = direction
            self.stops = stops
            self.paths = paths
        }
    }

    public var route: Route.ID
    /// Every path of the route, ready for a map.
    public var paths: [[Coordinate]]
    public var branches: [Branch]

    public init(route: Route.ID, paths: [[Coordinate]], branches: [Branch]) {
        self.route = route
        self.paths = paths
        self.branches = branches
    }

    /// Every distinct stop across branches, first occurrence order.
    public var stops: [Stop] {
        var seen = Set<Stop.ID>()
        return branches.flatMap(\.stops).filter { seen.insert($0.id).inserted }
    }
}
