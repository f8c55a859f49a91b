import TransitKitCore

/// A trip a rider saves: where they start and end, the provider, and the lines they ride.
///
/// ```swift
/// let route = SavedRoute(id: "home", name: "Home", provider: "mta",
///                        start: .init(label: "Bay Ridge", coordinate: Coordinate(latitude: 40.6343, longitude: -74.0235)),
///                        end: .init(label: "Atlantic Terminal", coordinate: nil),
///                        lines: [.init(route: "MTA NYCT_B63")])
/// try route.validate()
/// ```
public struct SavedRoute: Hashable, Sendable, Codable, Identifiable {
    /// A saved route's id ("home", "work"): typed, so it cannot be passed where a stop or a
    /// route id is expected.
    public typealias ID = Identifier<SavedRoute>

    /// A labelled end point; the coordinate is optional (a rider may only type a name).
    public struct Place: Hashable, Sendable, Codable {
        /// What the rider calls the place ("Bay Ridge", "Work"); shown in lists and on maps.
        public var label: String
        /// Where it is, when known: it puts the start and end on a map
        /// (`GeoJSON.FeatureCollection(savedRoute:shapes:update:)`).
        public var coordinate: Coordinate?
        /// A place; `coordinate` is nil when the rider typed only a name.
        public init(label: String, coordinate: Coordinate? = nil) {
            self.label = label
            self.coordinate = coordinate
        }
    }

    /// One line ridden, optionally narrowed to a direction and stops.
    public struct Line: Hashable, Sendable, Codable {
        /// The provider's route id ("MTA NYCT_B63", "74"), as its catalogue names it.
        public var route: Route.ID
        /// Only the vehicles and alerts of this direction, when set; nil watches both ways.
        public var direction: Direction.ID?
        /// The stops the rider uses on this line, boarding first; empty when they did not
        /// say. The monitor watches predictions at these.
        public var stops: [Stop.ID]
        /// A line, narrowed to a direction and stops when given.
        ///
        /// ```swift
        /// let b63 = SavedRoute.Line(route: "MTA NYCT_B63", direction: "1", stops: ["MTA_308215"])
        /// ```
        public init(route: Route.ID, direction: Direction.ID? = nil, stops: [Stop.ID] = []) {
            self.route = route
            self.direction = direction
            self.stops = stops
        }
    }

    /// One missing or invalid field.
    public struct Issue: Hashable, Sendable, CustomStringConvertible {
        /// The field's path: `name`, `start.label`, `lines[1].route`.
        public let field: String
        /// What is wrong with it, in words a rider can act on ("is empty", "is longer than 100
        /// characters").
        public let problem: String
        /// A rule about text a rider reads (control characters, length), not about what can be
        /// monitored: a route saved before the rule, read from disk, is still watched.
        var isAboutText = false
        /// `field: problem`, e.g. `"lines[1].route: is empty"`.
        public var description: String { "\(field): \(problem)" }
    }

    /// The longest `name` and place label, in characters: a list row a terminal or a phone can
    /// show, with room to spare.
    public static let maximumTextLength = 100

    /// The route's id, unique in a ``RouteStore``: adding a route with the id of one already
    /// saved replaces it.
    public var id: ID
    /// What the rider calls the trip ("Home", "To work"), at most ``maximumTextLength``
    /// characters.
    public var name: String
    /// The provider whose lines these are ("mta", "cta"): one saved route, one provider.
    public var provider: ProviderID
    /// Where the trip starts.
    public var start: Place
    /// Where the trip ends.
    public var end: Place
    /// The lines ridden, in order; at least one.
    public var lines: [Line]

    /// A route with these fields, not checked yet: ``validate()`` or ``issues`` say what is
    /// wrong, and ``RouteStore`` refuses a route that has issues.
    public init(id: ID, name: String, provider: ProviderID, start: Place, end: Place, lines: [Line]) {
        self.id = id
        self.name = name
        self.provider = provider
        self.start = start
        self.end = end
        self.lines = lines
    }

    /// Every missing or invalid field, in field order; empty when the route is valid.
    public var issues: [Issue] {
        var issues: [Issue] = []
        func blank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }
        if blank(id.rawValue) { issues.append(Issue(field: "id", problem: "is empty")) }
        if blank(name) { issues.append(Issue(field: "name", problem: "is missing")) }
        issues += Self.textIssues(name, field: "name")
        if blank(provider.rawValue) { issues.append(Issue(field: "provider", problem: "is missing")) }
        for (field, place) in [("start", start), ("end", end)] {
            if blank(place.label) { issues.append(Issue(field: "\(field).label", problem: "is missing")) }
            issues += Self.textIssues(place.label, field: "\(field).label")
            if let c = place.coordinate, !c.isValid {
                issues.append(
                    Issue(
                        field: "\(field).coordinate",
                        problem: "(\(c.latitude), \(c.longitude)) is outside latitude -90...90 / longitude -180...180"))
            }
        }
        if lines.isEmpty { issues.append(Issue(field: "lines", problem: "needs at least one line")) }
        var seen = Set<Route.ID>()
        for (index, line) in lines.enumerated() {
            if blank(line.route.rawValue) {
                issues.append(Issue(field: "lines[\(index)].route", problem: "is missing"))
            } else if !seen.insert(line.route).inserted {
                issues.append(Issue(field: "lines[\(index)].route", problem: "\(line.route) is listed twice"))
            }
            if let direction = line.direction, blank(direction.rawValue) {
                issues.append(Issue(field: "lines[\(index)].direction", problem: "is empty"))
            }
            for (stopIndex, stop) in line.stops.enumerated() where blank(stop.rawValue) {
                issues.append(Issue(field: "lines[\(index)].stops[\(stopIndex)]", problem: "is empty"))
            }
        }
        return issues
    }

    /// Text shown to a rider must print as itself: no terminal escapes, line breaks or bidi
    /// controls (`PlainText.isControl(_:)`), and at most ``maximumTextLength`` characters.
    static func textIssues(_ text: String, field: String) -> [Issue] {
        var issues: [Issue] = []
        if let control = PlainText.firstControl(in: text) {
            let hex = String(control.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            issues.append(Issue(field: field, problem: "contains a control character (\(code)); use plain text", isAboutText: true))
        }
        if text.count > maximumTextLength {
            issues.append(
                Issue(field: field, problem: "is \(text.count) characters long; at most \(maximumTextLength)", isAboutText: true))
        }
        return issues
    }

    /// Throws `.invalidArgument` naming every missing or invalid field at once (the seed app
    /// showed one alert listing what to fill in).
    public func validate() throws(TransitError) {
        try Self.refuse(issues, name: name)
    }

    /// The check a monitor needs: every rule except the text ones, so a route saved before them
    /// (a long or escaped name in an old file) is still watched; its name is escaped where shown.
    func validateForMonitoring() throws(TransitError) {
        try Self.refuse(issues.filter { !$0.isAboutText }, name: name)
    }

    private static func refuse(_ issues: [Issue], name: String) throws(TransitError) {
        guard !issues.isEmpty else { return }
        throw TransitError(
            .invalidArgument, operation: "save route",
            detail: "route \"\(PlainText.oneLine(name, limit: 60))\": " + issues.map(\.description).joined(separator: "; "))
    }
}
