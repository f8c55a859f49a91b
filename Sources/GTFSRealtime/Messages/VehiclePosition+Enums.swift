extension GTFSRT.VehiclePosition {
    /// Where the vehicle is relative to `stop_id`.
    public enum VehicleStopStatus: Int32, ProtoEnum {
        /// About to arrive.
        case incomingAt = 0
        /// Standing at the stop.
        case stoppedAt = 1
        /// Left the previous stop; the stop is the next one.
        case inTransitTo = 2

        public var protoName: String {
            switch self {
            case .incomingAt: return "INCOMING_AT"
            case .stoppedAt: return "STOPPED_AT"
            case .inTransitTo: return "IN_TRANSIT_TO"
            }
        }
    }

    /// Road congestion around the vehicle.
    public enum CongestionLevel: Int32, ProtoEnum {
        /// Not known (the spec's default).
        case unknownCongestionLevel = 0
        /// Traffic flows.
        case runningSmoothly = 1
        /// Stop-and-go traffic.
        case stopAndGo = 2
        /// Congestion.
        case congestion = 3
        /// Drivers leaving their cars.
        case severeCongestion = 4

        public var protoName: String {
            switch self {
            case .unknownCongestionLevel: return "UNKNOWN_CONGESTION_LEVEL"
            case .runningSmoothly: return "RUNNING_SMOOTHLY"
            case .stopAndGo: return "STOP_AND_GO"
            case .congestion: return "CONGESTION"
            case .severeCongestion: return "SEVERE_CONGESTION"
            }
        }
    }

    /// How full the vehicle is (not a linear scale; see `occupancyPercentage` for one).
    public enum OccupancyStatus: Int32, ProtoEnum {
        /// Empty, or very few riders; boarding is easy.
        case empty = 0
        /// Many seats free.
        case manySeatsAvailable = 1
        /// A few seats free.
        case fewSeatsAvailable = 2
        /// Standing room only.
        case standingRoomOnly = 3
        /// Standing room only, and little of it.
        case crushedStandingRoomOnly = 4
        /// Full: boarding may be refused.
        case full = 5
        /// Not taking riders (out of service, or only setting down).
        case notAcceptingPassengers = 6
        /// The vehicle sends no occupancy (experimental): unlike ``empty``, nothing is known.
        case noDataAvailable = 7
        /// Never takes riders (an engine, a service car).
        case notBoardable = 8

        public var protoName: String {
            switch self {
            case .empty: return "EMPTY"
            case .manySeatsAvailable: return "MANY_SEATS_AVAILABLE"
            case .fewSeatsAvailable: return "FEW_SEATS_AVAILABLE"
            case .standingRoomOnly: return "STANDING_ROOM_ONLY"
            case .crushedStandingRoomOnly: return "CRUSHED_STANDING_ROOM_ONLY"
            case .full: return "FULL"
            case .notAcceptingPassengers: return "NOT_ACCEPTING_PASSENGERS"
            case .noDataAvailable: return "NO_DATA_AVAILABLE"
            case .notBoardable: return "NOT_BOARDABLE"
            }
        }
    }
}
