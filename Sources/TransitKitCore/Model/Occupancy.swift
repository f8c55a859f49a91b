/// How full a vehicle is: a small scale every provider maps to, and the raw figures where the
/// provider gives them.
///
/// The scale is GTFS-Realtime's `OccupancyStatus`, so a feed can be written from it unchanged.
/// ``Level/unknown`` is kept apart from ``Level/empty``: a provider that says nothing, or says
/// "N/A", never reads as an empty bus (GTFS-Realtime's own zero value is EMPTY, a known trap).
///
/// | provider value | level |
/// |---|---|
/// | CTA `psgld` `EMPTY` / `HALF_EMPTY` / `FULL` | `.manySeatsAvailable` / `.fewSeatsAvailable` / `.full` |
/// | CTA `psgld` `N/A`, `""` | `.unknown` (raw kept) |
/// | SIRI `Occupancy` `seatsAvailable` / `standingAvailable` / `full` | `.manySeatsAvailable` / `.standingRoomOnly` / `.full` (raw kept: SIRI's three words are coarser than these levels) |
/// | SIRI `Occupancy` any other word | `.unknown` (raw kept) |
/// | MTA `Capacities.EstimatedPassengerCount` / `EstimatedPassengerCapacity` | ``passengerCount`` / ``capacity`` (capacity 0 = unknown → nil); level `.unknown` when no word came with them |
/// | MTA `Capacities.EstimatedPassengerLoadFactor` (a GTFS-Realtime name, used when `Occupancy` is absent) | the same level (raw kept) |
/// | tramTRACKER `OccupancyLevel` `EMPTY` … `FULL` (GTFS-RT names, any case) | the same level |
/// | tramTRACKER `OccupancyLevel` `NO_DATA_AVAILABLE`, `""`, unlisted text | `.unknown` (raw kept) |
///
/// ```swift
/// if let occupancy = prediction.occupancy, occupancy.level != .unknown { cell.badge = occupancy.level.symbol }
/// ```
public struct Occupancy: Hashable, Sendable, Codable {
    /// GTFS-Realtime `OccupancyStatus`, plus ``unknown`` for "no data".
    public enum Level: String, Hashable, Sendable, Codable, CaseIterable {
        /// Few or no passengers on board.
        case empty
        /// Plenty of free seats.
        case manySeatsAvailable
        /// Some free seats left.
        case fewSeatsAvailable
        /// No free seats, but room to stand.
        case standingRoomOnly
        /// Standing room only, and crowded.
        case crushedStandingRoomOnly
        /// No room at all; the vehicle may not stop.
        case full
        /// The vehicle takes no passengers (out of service, or full and not stopping).
        case notAcceptingPassengers
        /// The vehicle cannot be boarded (a non-revenue run, for instance).
        case notBoardable
        /// The provider gave no usable value (none, "N/A", a code this library does not know).
        case unknown

        /// A compact mark for tables: "○" empty … "●" full, "?" unknown.
        public var symbol: String {
            switch self {
            case .empty: return "○"
            case .manySeatsAvailable: return "◔"
            case .fewSeatsAvailable: return "◑"
            case .standingRoomOnly, .crushedStandingRoomOnly: return "◕"
            case .full, .notAcceptingPassengers, .notBoardable: return "●"
            case .unknown: return "?"
            }
        }
    }

    /// How full the vehicle is, on the GTFS-Realtime scale every provider is mapped to.
    public var level: Level
    /// Passengers on board, when counted (MTA automatic passenger counters).
    public var passengerCount: Int?
    /// The vehicle's capacity, when known; never 0 (MTA's 0 means unknown and maps to nil).
    public var capacity: Int?
    /// The provider's own code, kept when it maps to ``Level/unknown`` or is lossy
    /// (`"HALF_EMPTY"`, `"standingAvailable"`).
    public var providerCode: String?

    /// Creates an occupancy; a negative passenger count or a capacity of 0 is stored as unknown (nil).
    public init(level: Level, passengerCount: Int? = nil, capacity: Int? = nil, providerCode: String? = nil) {
        self.level = level
        self.passengerCount = passengerCount.flatMap { $0 >= 0 ? $0 : nil }
        self.capacity = capacity.flatMap { $0 > 0 ? $0 : nil }
        self.providerCode = providerCode
    }

    /// Passengers as a percentage of capacity (GTFS-Realtime `occupancy_percentage`), when
    /// both are known.
    public var percentage: Int? {
        guard let passengerCount, let capacity, capacity > 0 else { return nil }
        return Int((Double(passengerCount) * 100 / Double(capacity)).rounded())
    }
}
