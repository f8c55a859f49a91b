import Foundation
import TransitKitCore

/// What a rider can know about one arrival or vehicle beyond its time, as the compact marks of
/// a table cell, in a fixed order: crowding, step-free, boarding, distance, schedule-based
/// ("◑ ♿ drop-off only 350 m away"). `--json` carries the model's own fields instead
/// (`occupancy`, `vehicleFeatures`, `pickup`, …). A fact the provider did not give shows no
/// mark: "unknown" crowding is never drawn as "empty".
enum RiderMarks {
    static func marks(_ prediction: Prediction) -> [String] {
        marks(
            occupancy: prediction.occupancy, features: prediction.vehicleFeatures, pickup: prediction.pickup,
            dropOff: prediction.dropOff, distanceToStop: prediction.distanceToStop, stopsAway: prediction.stopsAway)
    }

    static func marks(_ vehicle: VehiclePosition) -> [String] {
        marks(occupancy: vehicle.occupancy, features: vehicle.features, realtime: vehicle.isRealtime)
    }

    /// The marks as one table cell.
    static func text(_ prediction: Prediction) -> String { marks(prediction).joined(separator: " ") }
    static func text(_ vehicle: VehiclePosition) -> String { marks(vehicle).joined(separator: " ") }

    static func marks(
        occupancy: Occupancy?, features: VehicleFeatures?, pickup: BoardingRule? = nil, dropOff: BoardingRule? = nil,
        distanceToStop: Double? = nil, stopsAway: Int? = nil, realtime: Bool = true
    ) -> [String] {
        var marks: [String] = []
        if let occupancy, occupancy.level != .unknown {
            let count = occupancy.passengerCount.map { count in occupancy.capacity.map { " \(count)/\($0)" } ?? " \(count)" } ?? ""
            marks.append(occupancy.level.symbol + count)
        } else if let passengers = occupancy?.passengerCount {
            marks.append("\(passengers)" + (occupancy?.capacity.map { "/\($0)" } ?? "") + " aboard")
        }
        switch features?.isStepFree {
        case true?: marks.append(features?.isLowFloor == true ? "♿ low-floor" : "♿")
        case false?: marks.append("steps")
        case nil: break
        }
        // GTFS pickup_type / drop_off_type in rider words.
        switch (pickup, dropOff) {
        case (.some(.none), .some(.none)): marks.append("no boarding")
        case (.some(.none), _): marks.append("drop-off only")
        case (_, .some(.none)): marks.append("pick-up only")
        case (.some(.coordinateWithDriver), _), (_, .some(.coordinateWithDriver)): marks.append("flag stop")
        case (.some(.phoneAgency), _), (_, .some(.phoneAgency)): marks.append("phone agency")
        default: break
        }
        let distance = distanceToStop.flatMap { $0.isFinite && $0 >= 0 ? Self.distance($0) : nil }
        let stops = stopsAway.flatMap { $0 >= 0 ? Wording.count($0, "stop") : nil }
        let away = [distance, stops].compactMap { $0 }.joined(separator: ", ")
        if !away.isEmpty { marks.append(away + " away") }
        if !realtime { marks.append("scheduled") }
        return marks
    }

    /// "350 m", "1.2 km".
    static func distance(_ metres: Double) -> String {
        metres < 1000 ? "\(Int(metres.rounded())) m" : String(format: "%.1f km", metres / 1000)
    }
}
