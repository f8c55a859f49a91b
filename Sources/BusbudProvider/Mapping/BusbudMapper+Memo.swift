import Foundation
import TransitKitCore

extension BusbudMapper {
    /// What the departures of one mapping call share, built the first time a departure needs
    /// it and reused by the next ones. poll-1's 16 departures name one operator, four stations
    /// and one zone; building each again per departure (the logo template expanded
    /// and parsed as a URL, address lines trimmed and joined, a zone looked up, a city id
    /// re-keyed for every stop) was most of the mapping's time.
    ///
    /// A value made afresh by ``BusbudMapper/departures(_:)`` and dropped when it returns:
    /// nothing outlives the call or is shared between calls and tasks, and every entry is what
    /// the uncached function returns for the same catalog and settings.
    struct Memo {
        /// The operator `Agency` by `operator_id` as written; `.some(nil)` when the id dangles.
        private var agencies: [String: Agency?] = [:]
        /// The `locations` station by location id, with no zone: each use sets its end's.
        private var stops: [Int: Stop] = [:]
        /// Zones by IANA identifier (only ones that exist).
        private var zones: [String: TimeZone] = [:]
        /// Each location's city as ``BusbudID/key(_:)``; `.some(nil)` when it has none.
        private var cities: [Int: String?] = [:]

        /// The agency of `operatorID`, built with `make` the first time it is asked for.
        mutating func agency(_ operatorID: String, _ make: () -> Agency?) -> Agency? {
            Self.remembered(operatorID, in: &agencies, make)
        }

        /// The station of `location` with no zone, built with `make` the first time.
        mutating func stop(_ location: Int, _ make: () -> Stop) -> Stop {
            Self.remembered(location, in: &stops, make)
        }

        /// The zone named `identifier`, looked up with `make` the first time; a failed lookup
        /// is not kept, so each one throws its own error.
        mutating func zone<Failure: Error>(_ identifier: String, _ make: () throws(Failure) -> TimeZone) throws(Failure) -> TimeZone {
            try Self.remembered(identifier, in: &zones, make)
        }

        /// The city key of `location`, found with `make` the first time.
        mutating func city(_ location: Int, _ make: () -> String?) -> String? {
            Self.remembered(location, in: &cities, make)
        }

        /// `table[key]`, made and kept the first time. An optional `Value` keeps a nil answer
        /// too (stored as `.some(nil)`), so a dangling id is looked up once.
        private static func remembered<Key: Hashable, Value, Failure: Error>(
            _ key: Key, in table: inout [Key: Value], _ make: () throws(Failure) -> Value
        ) throws(Failure) -> Value {
            if let known = table[key] { return known }
            let value = try make()
            table[key] = value
            return value
        }
    }
}
