import Foundation
import TransitKitCore

/// The core model's rider facts in GTFS-RT terms: occupancy, wheelchair access, boarding rules,
/// and a trip's scheduled start as `start_date` / `start_time`.
extension GTFSRealtimeTranslator {
    /// `occupancy_status` for a level; nil for ``Occupancy/Level/unknown`` (and no occupancy),
    /// so "no data" is absent on the wire — never EMPTY, the enum's zero value, which a reader
    /// would take for an empty bus.
    static func occupancyStatus(_ occupancy: Occupancy?) -> GTFSRT.VehiclePosition.OccupancyStatus? {
        switch occupancy?.level {
        case .empty: return .empty
        case .manySeatsAvailable: return .manySeatsAvailable
        case .fewSeatsAvailable: return .fewSeatsAvailable
        case .standingRoomOnly: return .standingRoomOnly
        case .crushedStandingRoomOnly: return .crushedStandingRoomOnly
        case .full: return .full
        case .notAcceptingPassengers: return .notAcceptingPassengers
        case .notBoardable: return .notBoardable
        case .unknown, nil: return nil
        }
    }

    /// `occupancy_percentage` from a counted load and a known capacity (100 = capacity, above
    /// 100 allowed), rounded to the nearest 10: the spec asks for a precision too coarse to
    /// follow single riders boarding, and one rider on an 80-place bus is 1.25 %. Nil without
    /// both figures (MTA's capacity 0 already reads as unknown in the core).
    static func occupancyPercentage(_ occupancy: Occupancy?) -> UInt32? {
        guard let count = occupancy?.passengerCount, let capacity = occupancy?.capacity, count >= 0, capacity > 0 else {
            return nil
        }
        let tens = (Double(count) * 10 / Double(capacity)).rounded(.toNearestOrAwayFromZero)
        return UInt32(exactly: tens * 10)
    }

    /// `wheelchair_accessible` where the provider states it. Its "unknown" is left absent
    /// (NO_VALUE) rather than written as UNKNOWN, which would override the static trip's value
    /// with no information. Without a stated value, a low-floor flag counts only where the
    /// rules say low floor means wheelchair access.
    func wheelchairAccessible(_ features: VehicleFeatures?) -> GTFSRT.VehicleDescriptor.WheelchairAccessible? {
        switch features?.wheelchair {
        case .accessible: return .wheelchairAccessible
        case .inaccessible: return .wheelchairInaccessible
        case .unknown, nil: break
        }
        guard rules.lowFloorIsWheelchairAccessible, let lowFloor = features?.isLowFloor else { return nil }
        return lowFloor ? .wheelchairAccessible : .wheelchairInaccessible
    }

    /// The vehicle of a TripUpdate or VehiclePosition: the provider's id, its rider-facing label,
    /// and its wheelchair access.
    func vehicleDescriptor(_ id: VehiclePosition.ID, _ features: VehicleFeatures?) -> GTFSRT.VehicleDescriptor {
        GTFSRT.VehicleDescriptor(
            id: id.rawValue, label: rules.vehicleLabel(id.rawValue),
            wheelchairAccessible: wheelchairAccessible(features))
    }

    /// `stop_time_properties` (experimental) when the provider states a boarding rule.
    static func stopTimeProperties(
        pickup: BoardingRule?, dropOff: BoardingRule?
    )
        -> GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties?
    {
        guard pickup != nil || dropOff != nil else { return nil }
        return .init(pickupType: pickup.map(dropOffPickupType), dropOffType: dropOff.map(dropOffPickupType))
    }

    private static func dropOffPickupType(_ rule: BoardingRule) -> GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties.DropOffPickupType {
        switch rule {
        case .regular: return .regular
        case .none: return .none
        case .phoneAgency: return .phoneAgency
        case .coordinateWithDriver: return .coordinateWithDriver
        }
    }

    /// `start` placed on its service day in `zone` by the rules' ``ServiceDayRule``; nil when
    /// there is no start, and nil with a report line when it cannot be placed.
    func startFields(
        _ start: Date?, zone: TimeZone?, kind: TranslationReport.Kind, subject: @autoclosure () -> String,
        report: inout TranslationReport
    ) -> (date: String, time: String)? {
        // `subject` is built only for a report line.
        guard let start else { return nil }
        let field = "start_date/start_time"
        guard let zone else {
            report.leaveOut(field, of: kind, subject(), .noTimeZone)
            return nil
        }
        switch rules.serviceDay.serviceDay(of: start, in: zone) {
        case .placed(let date, let time):
            return (date, time)
        case .ambiguous(let localTime):
            report.leaveOut(field, of: kind, subject(), .ambiguousServiceDay, "starts \(localTime) \(zone.identifier)")
        case .outOfRange:
            report.leaveOut(field, of: kind, subject(), .noUsableTime, "start outside 1970…9999")
        }
        return nil
    }
}
