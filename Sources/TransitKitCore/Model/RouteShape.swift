/// The geometry of a route: its paths and its stops, grouped per direction when the provider
/// groups them.
public struct RouteShape: Hashable, Sendable, Codable {
    /// Stops (in travel order) and paths of one direction or branch.
    public struct Branch: Hashable, Sendable, Codable {
        /// The direction the branch runs in, when the provider groups by direction.
        public var direction: Direction?
        /// The branch's stops in travel order.
        public var stops: [Stop]
        /// The branch's polylines, each a list of points in travel order.
        public var paths: [[Coordinate]]
        /// The detour that created this branch (CTA v3 `dtrid`); nil for a regular one.
        public var detour: Detour.ID?
        /// The points the branch ran along before its detour (CTA v3 `dtrpt`), in travel
        /// order: what a map draws as "no longer served". Nil when the provider gives none.
        public var pathBeforeDetour: [Coordinate]?

        /// Creates a branch; `paths` is empty when the provider gives stops but no geometry.
        /// (`detour` and `pathBeforeDetour` start nil; a provider that knows them sets them.)
        public init(direction: Direction?, stops: [Stop], paths: [[Coordinate]] = []) {
            self.direction = direction
            self.stops = stops
            self.paths = paths
        }
    }

    /// The route the shape belongs to.
    public var route: Route.ID
    /// Every path of the route, ready for a map.
    public var paths: [[Coordinate]]
    /// The route per direction or branch, with stops in travel order.
    public var branches: [Branch]

    /// Creates a shape from the route's paths and its branches.
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
