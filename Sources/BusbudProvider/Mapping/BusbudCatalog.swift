/// Operators, locations and cities received so far, merged by id (a later copy replaces an
/// earlier one). Lookups return nil when a reference dangles — hand-made payloads point at
/// location ids they never send — and never trap.
struct BusbudCatalog: Sendable {
    /// Keyed by ``BusbudID/key(_:)``, so dashed and undashed spellings meet.
    private(set) var operators: [String: BusbudWireOperator] = [:]
    private(set) var locations: [Int: BusbudWireLocation] = [:]
    /// Keyed by ``BusbudID/key(_:)``.
    private(set) var cities: [String: BusbudWireCity] = [:]

    mutating func merge(_ response: BusbudWireResponse) {
        for item in response.operators ?? [] { operators[BusbudID.key(item.id)] = item }
        for item in response.locations ?? [] { locations[item.id] = item }
        for item in response.cities ?? [] { cities[BusbudID.key(item.id)] = item }
    }

    func `operator`(_ id: String?) -> BusbudWireOperator? { id.flatMap { operators[BusbudID.key($0)] } }
    func location(_ id: Int?) -> BusbudWireLocation? { id.flatMap { locations[$0] } }
    func city(_ id: String?) -> BusbudWireCity? { id.flatMap { cities[BusbudID.key($0)] } }
}
