import TransitKitCore

/// What a rider can know about the tram itself, from a prediction's flags and newer fields.
extension TramTrackerMapper {
    /// `IsLowFloorTram` → `isLowFloor` (so `isStepFree`), `AirConditioned` →
    /// `hasAirConditioning`, `TramClass` → `model` as sent ("E", "z1"; "" is none). Nil when
    /// the prediction carries none of them. A timetable entry (`VehicleNo` 0) keeps them too:
    /// they describe the tram class planned for the trip.
    static func features(_ wire: TramTrackerWirePrediction) -> VehicleFeatures? {
        let model = text(wire.TramClass?.value?.value)
        guard wire.IsLowFloorTram != nil || wire.AirConditioned != nil || model != nil else { return nil }
        return VehicleFeatures(isLowFloor: wire.IsLowFloorTram, hasAirConditioning: wire.AirConditioned, model: model)
    }

    /// `OccupancyLevel`: GTFS-Realtime `OccupancyStatus` names, any case. `NO_DATA_AVAILABLE`,
    /// "" and any value not listed are `.unknown` with the text kept as `providerCode` — never
    /// an error for the row. Nil when the field is absent.
    static func occupancy(_ raw: String?) -> Occupancy? {
        guard let raw else { return nil }
        let code = raw.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        guard let level = occupancyLevels[code] else { return Occupancy(level: .unknown, providerCode: raw) }
        return Occupancy(level: level)
    }

    /// The GTFS-Realtime names; tramTRACKER is documented to send the first six (reference §6.1).
    static let occupancyLevels: [String: Occupancy.Level] = [
        "EMPTY": .empty, "MANY_SEATS_AVAILABLE": .manySeatsAvailable, "FEW_SEATS_AVAILABLE": .fewSeatsAvailable,
        "STANDING_ROOM_ONLY": .standingRoomOnly, "FULL": .full,
        "CRUSHED_STANDING_ROOM_ONLY": .crushedStandingRoomOnly, "NOT_ACCEPTING_PASSENGERS": .notAcceptingPassengers,
        "NOT_BOARDABLE": .notBoardable,
    ]

    /// `TripID`; 0 (every capture so far) and blanks mean none.
    static func tripID(_ raw: String?) -> String? {
        guard let id = text(raw), Int(id) != 0 else { return nil }
        return id
    }
}
