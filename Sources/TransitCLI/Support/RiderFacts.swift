import Foundation
import TransitKitCore

/// What a rider can know about one arrival or one vehicle beyond its time — crowding,
/// step-free boarding, boarding rules, distance — in the one form every table and every
/// `--json` answer of the CLI uses.
///
/// Tables show ``marks`` joined by spaces ("◑ ♿ drop-off only 350 m away"); JSON carries the
/// struct itself under `riderFacts`. A fact the provider did not give is absent, never a
/// default: "unknown" crowding shows no mark in a table and `"crowding": "unknown"` (with the
/// provider's raw code) in JSON, so it is never read as "empty".
struct RiderFacts: Encodable, Equatable, Sendable {
    /// ``Occupancy/Level`` name (`manySeatsAvailable`, `unknown` …).
    var crowding: String?
    /// Passengers on board / capacity, when counted.
    var passengers: Int?
    var capacity: Int?
    /// The provider's own crowding code, when it was lossy or unknown ("HALF_EMPTY", "crowded").
    var crowdingCode: String?
    /// True: step-free boarding (low floor or wheelchair accessible); false: steps.
    var stepFree: Bool?
    var lowFloor: Bool?
    var wheelchair: String?
    /// `dropOffOnly`, `pickUpOnly`, `flagStop` (signal the driver), `phoneAgency`.
    var boarding: String?
    /// Metres the vehicle still has to go to the stop.
    var distanceToStop: Double?
    var stopsAway: Int?
    /// False when a position comes from the timetable, not a tracked vehicle.
    var realtime: Bool?

    init(
        occupancy: Occupancy?, features: VehicleFeatures?, pickup: BoardingRule? = nil, dropOff: BoardingRule? = nil,
        distanceToStop: Double? = nil, stopsAway: Int? = nil, realtime: Bool? = nil
    ) {
        crowding = occupancy?.level.rawValue
        passengers = occupancy?.passengerCount
        capacity = occupancy?.capacity
        crowdingCode = occupancy?.providerCode
        stepFree = features?.isStepFree
        lowFloor = features?.isLowFloor
        wheelchair = features?.wheelchair?.rawValue
        boarding = Self.boarding(pickup: pickup, dropOff: dropOff)
        self.distanceToStop = distanceToStop.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.stopsAway = stopsAway.flatMap { $0 >= 0 ? $0 : nil }
        self.realtime = realtime
    }

    /// The facts of an arrival at a stop.
    init(_ prediction: Prediction) {
        self.init(
            occupancy: prediction.occupancy, features: prediction.vehicleFeatures, pickup: prediction.pickup,
            dropOff: prediction.dropOff, distanceToStop: prediction.distanceToStop, stopsAway: prediction.stopsAway)
    }

    /// The facts of a vehicle; `realtime` only when the position is schedule-based (false).
    init(_ vehicle: VehiclePosition) {
        self.init(occupancy: vehicle.occupancy, features: vehicle.features, realtime: vehicle.isRealtime ? nil : false)
    }

    /// GTFS `pickup_type` / `drop_off_type` in rider words; nil when both are regular or unsaid.
    static func boarding(pickup: BoardingRule?, dropOff: BoardingRule?) -> String? {
        switch (pickup, dropOff) {
        case (.some(.none), .some(.none)): return "noBoarding"
        case (.some(.none), _): return "dropOffOnly"
        case (_, .some(.none)): return "pickUpOnly"
        case (.some(.coordinateWithDriver), _), (_, .some(.coordinateWithDriver)): return "flagStop"
        case (.some(.phoneAgency), _), (_, .some(.phoneAgency)): return "phoneAgency"
        default: return nil
        }
    }

    /// True when nothing is known: the JSON then leaves `riderFacts` out.
    var isEmpty: Bool { self == RiderFacts(occupancy: nil, features: nil) }

    /// The compact marks for a table cell, in a fixed order: crowding, step-free, boarding,
    /// distance, schedule-based.
    var marks: [String] {
        var marks: [String] = []
        if let crowding, let level = Occupancy.Level(rawValue: crowding), level != .unknown {
            let count = passengers.map { capacity.map { " \(passengers ?? 0)/\($0)" } ?? " \($0)" } ?? ""
            marks.append(level.symbol + count)
        } else if let passengers {
            marks.append("\(passengers)" + (capacity.map { "/\($0)" } ?? "") + " aboard")
        }
        switch stepFree {
        case true?: marks.append(lowFloor == true ? "♿ low-floor" : "♿")
        case false?: marks.append("steps")
        case nil: break
        }
        switch boarding {
        case "dropOffOnly"?: marks.append("drop-off only")
        case "pickUpOnly"?: marks.append("pick-up only")
        case "noBoarding"?: marks.append("no boarding")
        case "flagStop"?: marks.append("flag stop")
        case "phoneAgency"?: marks.append("phone agency")
        default: break
        }
        let stops = stopsAway.map { "\($0) stop\($0 == 1 ? "" : "s")" }
        switch (distanceToStop.map(Self.distance), stops) {
        case (let distance?, let stops?): marks.append("\(distance), \(stops) away")
        case (let distance?, nil): marks.append("\(distance) away")
        case (nil, let stops?): marks.append("\(stops) away")
        case (nil, nil): break
        }
        if realtime == false { marks.append("scheduled") }
        return marks
    }

    /// The marks as one table cell.
    var text: String { marks.joined(separator: " ") }

    /// "350 m", "1.2 km".
    static func distance(_ metres: Double) -> String {
        metres < 1000 ? "\(Int(metres.rounded())) m" : String(format: "%.1f km", metres / 1000)
    }
}
