import Foundation

/// A provider's whole stop catalogue, indexed to answer by id, near a place and by name
/// without a request: what ``StopIndex`` keeps and hands out. Immutable, so a query never
/// waits for a refresh.
///
/// - Stops listed more than once (a stop on several routes or directions) are one stop: the
///   first listing's name, code, address and coordinate (the first valid one), every listing's
///   routes, and a direction only when all listings agree on it.
/// - "Near" uses a grid of 0.01° cells (about 1.1 km north–south), so a question costs the
///   stops of the few cells the circle touches, not the whole network; distances are
///   ``Coordinate/distance(to:)``. Stops without a valid coordinate are found by id and name only.
/// - Names are matched on their ``SearchKey``; ranking is ``SearchKey/Rank``, then alphabetical,
///   then by id.
///
/// ```swift
/// let index = IndexedStops(catalogue.stops)
/// let near = index.near(try StopSearch.near(here, radius: 500, limit: 10))
/// let named = index.matching(try StopSearch.name("union stn", limit: 5))
/// ```
public struct IndexedStops: Sendable {
    /// Every stop once, alphabetical by name key then id.
    public let stops: [Stop]
    private let names: SearchKey.Table
    private let byID: [Stop.ID: Int]
    /// Lower-cased ids → position, for the lenient id rule (Behaviour.md rule 8).
    private let byLowerID: [String: Int]
    /// Lower-cased local part of each qualified id (`308214` of `MTA_308214`) → position.
    private let byLocalID: [String: Int]
    private let grid: Grid

    /// An index over `stops`.
    public init(_ stops: [Stop]) {
        let merged = Self.merge(stops)
        let keyed = merged.map { (stop: $0, key: SearchKey($0.name)) }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.stop.id < $1.stop.id }
        self.stops = keyed.map(\.stop)
        names = SearchKey.Table(keyed.map(\.key))
        var byID: [Stop.ID: Int] = [:]
        var byLower: [String: Int] = [:]
        var byLocal: [String: Int] = [:]
        for (position, stop) in self.stops.enumerated() {
            byID[stop.id] = position
            let lower = stop.id.rawValue.lowercased()
            if byLower[lower] == nil { byLower[lower] = position }
            if let local = RouteFilter.split(lower)?.local, byLocal[local] == nil { byLocal[local] = position }
        }
        self.byID = byID
        byLowerID = byLower
        byLocalID = byLocal
        grid = Grid(self.stops.map(\.coordinate))
    }

    /// How many distinct stops the index holds.
    public var count: Int { stops.count }

    /// The stop with `id`: exactly, else ignoring case, else its short or qualified form
    /// (`308214` ≡ `MTA_308214`, as ``RouteFilter/same(_:_:)`` reads route ids; two different
    /// agencies' ids never match).
    public func stop(_ id: Stop.ID) -> Stop? {
        if let position = byID[id] { return stops[position] }
        let lower = id.rawValue.lowercased()
        if let position = byLowerID[lower] { return stops[position] }
        if let local = RouteFilter.split(lower)?.local {
            // A qualified id asked, an unqualified one kept.
            guard let position = byLowerID[local], RouteFilter.split(local) == nil else { return nil }
            return stops[position]
        }
        return byLocalID[lower].map { stops[$0] }
    }

    /// Stops within `query.radius` metres of `query.coordinate`, nearest first (ties by id).
    public func near(_ query: StopSearch.Near) -> [NearbyStop] {
        // Positions and distances first: sorting whole stops (strings, arrays, a zone) moves far
        // more memory than sorting pairs, and only `limit` of them are returned.
        var found: [(distance: Double, position: Int)] = []
        grid.visit(around: query.coordinate, radius: query.radius) { position, coordinate in
            let distance = query.coordinate.distance(to: coordinate)
            if distance <= query.radius { found.append((distance, position)) }
        }
        let nearer: ((distance: Double, position: Int), (distance: Double, position: Int)) -> Bool = { a, b in
            a.distance != b.distance ? a.distance < b.distance : stops[a.position].id < stops[b.position].id
        }
        found.sort(by: nearer)
        let kept = query.limit.map { found.prefix($0) } ?? found[...]
        return kept.map { NearbyStop(stop: stops[$0.position], distance: $0.distance) }
    }

    /// Stops whose name matches `query.key`, best rank first, then alphabetical, then by id.
    public func matching(_ query: StopSearch.Name) -> [Stop] {
        names.ranked(query.key, limit: query.limit ?? names.count).map { stops[$0] }
    }

    /// The area the stops cover, grown by `margin` metres; nil when no stop has a valid coordinate.
    public func coverage(margin: Double = 1_000) -> CoverageArea? {
        CoverageArea(enclosing: stops.compactMap(\.coordinate), margin: margin)
    }

    /// One stop per id, in first-seen order.
    static func merge(_ stops: [Stop]) -> [Stop] {
        var merged: [Stop] = []
        var position: [Stop.ID: Int] = [:]
        var directionAgrees: [Bool] = []
        for stop in stops {
            guard let index = position[stop.id] else {
                position[stop.id] = merged.count
                var first = stop
                if first.coordinate?.isValid == false { first.coordinate = nil }
                merged.append(first)
                directionAgrees.append(true)
                continue
            }
            var existing = merged[index]
            if existing.coordinate == nil, let coordinate = stop.coordinate, coordinate.isValid { existing.coordinate = coordinate }
            existing.code = existing.code ?? stop.code
            existing.address = existing.address ?? stop.address
            existing.timeZone = existing.timeZone ?? stop.timeZone
            for route in stop.routeIDs where !existing.routeIDs.contains(route) { existing.routeIDs.append(route) }
            if existing.direction != stop.direction { directionAgrees[index] = false }
            merged[index] = existing
        }
        for index in merged.indices where !directionAgrees[index] { merged[index].direction = nil }
        return merged
    }
}

extension IndexedStops {
    /// Stop positions bucketed by 0.01° cell. Cells live in a dictionary (a network covers a
    /// few thousand of them, and a stray coordinate far away costs one more cell, not a
    /// continent-sized array); each cell's stops are a contiguous run of `order`.
    struct Grid: Sendable {
        static let cellDegrees = 0.01
        /// Cells around the world east–west.
        static let columns = Int(360 / cellDegrees)

        private let cells: [Int: Range<Int>]
        private let order: [Int]
        private let coordinates: [Coordinate?]

        init(_ coordinates: [Coordinate?]) {
            self.coordinates = coordinates
            var located: [(cell: Int, position: Int)] = []
            for (position, coordinate) in coordinates.enumerated() {
                guard let coordinate, coordinate.isValid else { continue }
                located.append((Self.cell(row: Self.row(coordinate.latitude), column: Self.column(coordinate.longitude)), position))
            }
            located.sort { $0.cell != $1.cell ? $0.cell < $1.cell : $0.position < $1.position }
            order = located.map(\.position)
            var cells: [Int: Range<Int>] = [:]
            var start = 0
            while start < located.count {
                var end = start + 1
                while end < located.count, located[end].cell == located[start].cell { end += 1 }
                cells[located[start].cell] = start..<end
                start = end
            }
            self.cells = cells
        }

        /// Calls `body` for every located stop in the cells a circle of `radius` metres around
        /// `center` touches (a superset of the stops within it).
        func visit(around center: Coordinate, radius: Double, _ body: (Int, Coordinate) -> Void) {
            let dLat = radius / CoverageArea.metresPerDegreeLatitude
            let south = Swift.max(-90, center.latitude - dLat)
            let north = Swift.min(90, center.latitude + dLat)
            // The band's edge nearest a pole is where a metre spans the most longitude.
            let dLon = CoverageArea.degreesLongitude(metres: radius, at: Swift.max(abs(south), abs(north)))
            let rows = Self.row(south)...Self.row(north)
            let columnCount =
                dLon >= 180
                ? Self.columns
                : Swift.min(
                    Self.columns,
                    Self.column(center.longitude + dLon, wrapping: false) - Self.column(center.longitude - dLon, wrapping: false) + 1)
            // When the circle touches more cells than there are stops, looking at every stop is cheaper.
            if rows.count * columnCount >= order.count {
                for position in order { if let coordinate = coordinates[position] { body(position, coordinate) } }
                return
            }
            let firstColumn = Self.column(center.longitude - dLon, wrapping: false)
            for row in rows {
                for offset in 0..<columnCount {
                    let column = Self.wrap(firstColumn + offset)
                    guard let run = cells[Self.cell(row: row, column: column)] else { continue }
                    for position in order[run] { if let coordinate = coordinates[position] { body(position, coordinate) } }
                }
            }
        }

        static func row(_ latitude: Double) -> Int {
            Int((Swift.max(-90, Swift.min(90, latitude)) / cellDegrees).rounded(.down))
        }

        static func column(_ longitude: Double, wrapping: Bool = true) -> Int {
            // Longitudes here are finite and within a few degrees of -180...180.
            let column = Int((Swift.max(-540, Swift.min(540, longitude)) / cellDegrees).rounded(.down))
            return wrapping ? wrap(column) : column
        }

        /// A column in -columns/2 ..< columns/2.
        static func wrap(_ column: Int) -> Int {
            let half = columns / 2
            return ((column + half) % columns + columns) % columns - half
        }

        static func cell(row: Int, column: Int) -> Int { row * (columns * 2) + column }
    }
}
