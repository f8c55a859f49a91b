import Foundation
import TransitKitCore

/// What riders see beyond the time: how full the bus is, what it offers, how far it still is,
/// and whether a stop can be used in a wheelchair. A value this library does not know never
/// fails the row it is in: it becomes "unknown" (with the raw text where the model keeps it).
extension MTAMapper {
    /// SIRI `Occupancy` and v1 `MonitoredCall.Extensions.Capacities`; nil when the bus reports
    /// neither.
    ///
    /// | wire | field |
    /// |---|---|
    /// | `Occupancy` `seatsAvailable` / `standingAvailable` / `full` | level `.manySeatsAvailable` / `.standingRoomOnly` / `.full` |
    /// | `Occupancy` absent, `Capacities.EstimatedPassengerLoadFactor` a SIRI or GTFS-Realtime name (`manySeatsAvailable`) | that level |
    /// | any other text | `.unknown` |
    /// | either text | ``Occupancy/providerCode``, as sent |
    /// | `EstimatedPassengerCount` | ``Occupancy/passengerCount`` |
    /// | `EstimatedPassengerCapacity` (0 = unknown, every 2020 recording) | ``Occupancy/capacity`` (0 → nil) |
    static func occupancy(_ journey: MTAWireSiriMonitoredVehicleJourney) -> Occupancy? {
        let capacities = journey.MonitoredCall?.Extensions?.Capacities
        // Enumeration words: compared, not trimmed (trimming costs a Foundation bridge per bus).
        let word = journey.Occupancy.flatMap { $0.isEmpty ? nil : $0 }
        let code = word ?? capacities?.EstimatedPassengerLoadFactor.flatMap { $0.isEmpty ? nil : $0 }
        let count = capacities?.EstimatedPassengerCount
        let capacity = capacities?.EstimatedPassengerCapacity
        guard code != nil || count != nil || capacity != nil else { return nil }
        return Occupancy(
            level: code.map(occupancyLevel) ?? .unknown, passengerCount: count, capacity: capacity,
            providerCode: code)
    }

    /// SIRI 1.3 `OccupancyEnumeration` (what MTA sends), else a GTFS-Realtime `OccupancyStatus`
    /// name in any case (MTA's 2025 load factors use them); anything else is `.unknown`.
    static func occupancyLevel(_ code: String) -> Occupancy.Level {
        // ASCII (every code seen) is compared byte by byte, in place: lowercasing and filtering
        // a copy, then each case's name, cost 5,300 instructions a code. Other text lowercases
        // as a whole, where a non-ASCII character can become ASCII (the Kelvin sign a "k").
        guard code.utf8.allSatisfy({ $0 < 0x80 }) else {
            let key = code.lowercased().filter { $0 != "_" }
            return occupancyLevel(matching: { key == $0.lowercased() })
        }
        return occupancyLevel(matching: { foldedASCII(code, equals: $0) })
    }

    private static func occupancyLevel(matching matches: (String) -> Bool) -> Occupancy.Level {
        if matches("seatsAvailable") { return .manySeatsAvailable }
        if matches("standingAvailable") { return .standingRoomOnly }
        if matches("full") { return .full }
        return Occupancy.Level.allCases.first { matches($0.rawValue) } ?? .unknown
    }

    /// Whether ASCII `code`, in any case and with its underscores left out, spells `word` (ASCII).
    private static func foldedASCII(_ code: String, equals word: String) -> Bool {
        var letters = word.utf8.makeIterator()
        for byte in code.utf8 where byte != UInt8(ascii: "_") {
            guard let letter = letters.next(), lowered(byte) == lowered(letter) else { return false }
        }
        return letters.next() == nil
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// SIRI `VehicleFeatureRef` and MTA's `MonitoredCall.Extensions.VehicleFeatures`; nil when
    /// the bus reports neither.
    ///
    /// | wire | field |
    /// |---|---|
    /// | `VehicleFeatureRef` `lowFloor` | ``VehicleFeatures/isLowFloor`` true |
    /// | `VehicleFeatureRef` `wheelchairAccessible` / `wheelchairAccess` | ``VehicleFeatures/wheelchair`` `.accessible` |
    /// | `VehicleFeatureRef` anything else | ``VehicleFeatures/features``, as sent |
    /// | `StrollerVehicle` true / false | `features` holds / lacks `"stroller"` (the features are known either way) |
    static func features(_ journey: MTAWireSiriMonitoredVehicleJourney) -> VehicleFeatures? {
        let references = (journey.VehicleFeatureRef?.values ?? []).filter { !$0.isEmpty }
        let stroller = journey.MonitoredCall?.Extensions?.VehicleFeatures?.StrollerVehicle
        guard !references.isEmpty || stroller != nil else { return nil }
        var features = VehicleFeatures()
        for reference in references {
            switch reference.lowercased() {
            case "lowfloor": features.isLowFloor = true
            case "wheelchairaccessible", "wheelchairaccess": features.wheelchair = .accessible
            default: if !features.features.contains(reference) { features.features.append(reference) }
            }
        }
        if stroller == true { features.features.append("stroller") }
        return features
    }

    /// Metres from the bus to the call's stop: v2 `DistanceFromStop`, v1
    /// `Extensions.Distances.DistanceFromCall`; a negative or non-finite figure is no figure.
    static func distanceToStop(_ call: MTAWireSiriCall?) -> Double? {
        guard let metres = call?.DistanceFromStop ?? call?.Extensions?.Distances?.DistanceFromCall,
            metres.isFinite, metres >= 0
        else { return nil }
        return metres
    }

    /// Stops between the bus and the call's stop: v2 `NumberOfStopsAway`, v1
    /// `Extensions.Distances.StopsFromCall`; a negative count is no count.
    static func stopsAway(_ call: MTAWireSiriCall?) -> Int? {
        guard let stops = call?.NumberOfStopsAway ?? call?.Extensions?.Distances?.StopsFromCall, stops >= 0 else { return nil }
        return stops
    }

    /// OneBusAway `wheelchairBoarding` (GTFS `wheelchair_boarding`).
    ///
    /// | wire | field |
    /// |---|---|
    /// | `"ACCESSIBLE"` | `.accessible` |
    /// | `"NOT_ACCESSIBLE"` | `.inaccessible` |
    /// | `"UNKNOWN"`, or any other text | `.unknown` |
    /// | null, absent, `""` | nil (the server said nothing) |
    static func wheelchair(_ text: String?) -> WheelchairAccessibility? {
        guard let text = nonEmpty(text) else { return nil }
        switch text.uppercased() {
        case "ACCESSIBLE": return .accessible
        case "NOT_ACCESSIBLE": return .inaccessible
        default: return .unknown
        }
    }
}
