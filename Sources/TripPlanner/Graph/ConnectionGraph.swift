import TransitKitCore

/// An immutable, integer-indexed graph of a data set's cities and connections: build it
/// once, then query it as often as you like, from any task.
///
/// Adjacency is compressed (one offsets array, one targets array, one prices array), so a
/// search touches only integers; names are resolved once per query, before the search.
/// Parallel connections become one edge at their minimum price.
///
/// ```swift
/// let graph = ConnectionGraph(try ConnectionDataset(data: bytes))
/// let trip = try graph.cheapestRoute(from: "Tokyo", to: "Cape Town").itinerary
/// ```
public struct ConnectionGraph: Sendable {
    /// Every city, indexed by ``City/ID``; in order of first appearance in the data.
    public let cities: [City]
    /// ISO 4217 code of every price.
    public let currency: String
    /// False when built with `directed: false` (each connection usable both ways).
    public let isDirected: Bool

    /// `edgeStart[c] ..< edgeStart[c + 1]` are city c's outgoing edges.
    let edgeStart: [Int32]
    let edgeTarget: [Int32]
    /// Minor units of ``currency``.
    let edgePrice: [Int64]
    /// The same edges by arrival city: `reverseStart[c] ..< reverseStart[c + 1]` are the edges
    /// into c, for the backward half of a bidirectional search.
    let reverseStart: [Int32]
    let reverseSource: [Int32]
    let reversePrice: [Int64]
    let indexByKey: [String: Int32]
    /// `CityName.key` of each city, for autocomplete.
    let keys: [String]

    /// Builds the graph. `directed: false` also lets every connection be travelled backwards
    /// at the same price (the v1 README did not say connections were directed; one solution
    /// offers this mode). The TUI format is directed, hence the default.
    public init(_ dataset: ConnectionDataset, directed: Bool = true) {
        var cityNames: [String] = []
        var cityKeys: [String] = []
        var coordinates: [Coordinate?] = []
        var index: [String: Int32] = [:]
        // Exact spelling → city, so the (slower) folded key is computed once per spelling.
        var bySpelling: [String: Int32] = [:]

        func city(_ name: String, _ coordinate: Coordinate?) -> Int32 {
            if let existing = bySpelling[name] {
                if coordinates[Int(existing)] == nil, let coordinate { coordinates[Int(existing)] = coordinate }
                return existing
            }
            let key = CityName.key(name)
            if let existing = index[key] {
                bySpelling[name] = existing
                // First valid occurrence wins: later ones only fill a gap.
                if coordinates[Int(existing)] == nil, let coordinate { coordinates[Int(existing)] = coordinate }
                return existing
            }
            let new = Int32(cityNames.count)
            index[key] = new
            bySpelling[name] = new
            cityNames.append(name)
            cityKeys.append(key)
            coordinates.append(coordinate)
            return new
        }

        // Cheapest price per (from, to) pair.
        var cheapest: [Int64: Int64] = [:]
        var pairs: [(Int32, Int32)] = []
        func add(_ from: Int32, _ to: Int32, _ price: Int64) {
            let pair = Int64(from) << 32 | Int64(to)
            if let existing = cheapest[pair] {
                if price < existing { cheapest[pair] = price }
            } else {
                cheapest[pair] = price
                pairs.append((from, to))
            }
        }
        for connection in dataset.connections {
            let from = city(connection.from, connection.fromCoordinate)
            let to = city(connection.to, connection.toCoordinate)
            add(from, to, connection.price.minorUnits)
            if !directed { add(to, from, connection.price.minorUnits) }
        }

        // Counting sort into CSR, keeping data order within each city.
        let count = cityNames.count
        var start = [Int32](repeating: 0, count: count + 1)
        for (from, _) in pairs { start[Int(from) + 1] += 1 }
        for c in 0..<count { start[c + 1] += start[c] }
        var cursor = start
        var target = [Int32](repeating: 0, count: pairs.count)
        var price = [Int64](repeating: 0, count: pairs.count)
        for (from, to) in pairs {
            let slot = Int(cursor[Int(from)])
            cursor[Int(from)] += 1
            target[slot] = to
            price[slot] = cheapest[Int64(from) << 32 | Int64(to)] ?? 0
        }

        var reverse = [Int32](repeating: 0, count: count + 1)
        for (_, to) in pairs { reverse[Int(to) + 1] += 1 }
        for c in 0..<count { reverse[c + 1] += reverse[c] }
        var reverseCursor = reverse
        var source = [Int32](repeating: 0, count: pairs.count)
        var reversePrices = [Int64](repeating: 0, count: pairs.count)
        for from in 0..<count {
            for edge in Int(start[from])..<Int(start[from + 1]) {
                let to = Int(target[edge])
                let slot = Int(reverseCursor[to])
                reverseCursor[to] += 1
                source[slot] = Int32(from)
                reversePrices[slot] = price[edge]
            }
        }

        cities = (0..<count).map { City(id: City.ID(rawValue: $0), name: cityNames[$0], coordinate: coordinates[$0]) }
        currency = dataset.currency
        isDirected = directed
        edgeStart = start
        edgeTarget = target
        edgePrice = price
        reverseStart = reverse
        reverseSource = source
        reversePrice = reversePrices
        indexByKey = index
        keys = cityKeys
    }

    /// Number of distinct (from, to) edges after merging parallel connections.
    public var edgeCount: Int { edgeTarget.count }

    /// Cities with at least one outgoing connection.
    public var departureCities: [City] {
        cities.filter { outDegree($0.id.rawValue) > 0 }
    }

    /// The direct connections leaving `city`, cheapest parallel price each, in data order.
    public func connections(from city: City) -> [Leg] {
        let c = city.id.rawValue
        guard cities.indices.contains(c) else { return [] }
        return (Int(edgeStart[c])..<Int(edgeStart[c + 1])).map { edge in
            Leg(from: cities[c], to: cities[Int(edgeTarget[edge])], price: money(edgePrice[edge]))
        }
    }

    func outDegree(_ c: Int) -> Int { Int(edgeStart[c + 1] - edgeStart[c]) }

    func money(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: currency) }
}
