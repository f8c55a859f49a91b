import Foundation
import TransitKitCore

/// What riders see beyond the time: how full the bus is, how far it still has to go, whether
/// they may board or alight, and which trip it runs (Docs/CTA.md rows 41–46). Every value here
/// is a by-product of a row: a code this library does not know, or a field that does not read,
/// leaves the fact unknown and never costs the row.
extension CTAMapper {
    /// Feet in a metre's terms (`dstp` is in feet).
    static let metresPerFoot = 0.3048

    /// `psgld`: "the ratio of the current passenger count to the vehicle's total capacity",
    /// `FULL` / `HALF_EMPTY` / `EMPTY` (thresholds set by the agency) or `N/A` (unknown); CTA
    /// sends `""` on predictions and `N/A` on vehicles in practice. Read trimmed and in any case;
    /// `N/A`, `""` and any other text are ``Occupancy/Level/unknown``. The raw text is always kept
    /// (the levels are CTA's ratios, so every mapping is lossy). Absent (v2) is nil.
    static func occupancy(_ psgld: String?) -> Occupancy? {
        guard let psgld else { return nil }
        let level: Occupancy.Level
        switch trim(psgld).uppercased() {
        case "EMPTY": level = .manySeatsAvailable
        case "HALF_EMPTY": level = .fewSeatsAvailable
        case "FULL": level = .full
        default: level = .unknown
        }
        return Occupancy(level: level, providerCode: psgld)
    }

    /// `dstp` ("linear distance (feet) left to be traveled by the vehicle before it reaches the
    /// stop") in metres. A negative value (another BusTime agency sends -38 on a departure at
    /// its first stop) means the bus is at the stop: 0.
    static func distance(feet dstp: LenientInt?) -> Double? {
        dstp.map { Double(max(0, $0.value)) * metresPerFoot }
    }

    /// Pickup and drop-off from `dyn` and `flagstop` (CTA's v3 guide):
    ///
    /// | wire | pickup | drop-off |
    /// |---|---|---|
    /// | `flagstop` 0 (NORMAL) | `.regular` | `.regular` |
    /// | `flagstop` 1 (PICKUP_AND_DISCHARGE: "flag stop for both pickup and discharge") | `.coordinateWithDriver` | `.coordinateWithDriver` |
    /// | `flagstop` 2 (ONLY_DISCHARGE: "flag stop for discharge only") | `.none` | `.coordinateWithDriver` |
    /// | `flagstop` -1 (UNDEFINED), absent, or another number | nil | nil |
    /// | `dyn` 4 (Expressed: "drop-off only and will not stop to pick up passengers") | `.none` | as `flagstop` says, else `.regular` |
    static func boarding(dyn: Int, flagstop: Int?) -> (pickup: BoardingRule?, dropOff: BoardingRule?) {
        var rules: (pickup: BoardingRule?, dropOff: BoardingRule?)
        switch flagstop {
        case 0: rules = (.regular, .regular)
        case 1: rules = (.coordinateWithDriver, .coordinateWithDriver)
        case 2: rules = (BoardingRule.none, .coordinateWithDriver)
        default: rules = (nil, nil)
        }
        if dyn == 4 { rules = (BoardingRule.none, rules.dropOff ?? .regular) }
        return rules
    }

    /// The trip id: `tatripid` (the id getvehicles and getpredictions share), else
    /// `origtatripno` (the scheduling system's), blank ones skipped.
    static func tripID(tatripid: String?, origtatripno: String?) -> String? {
        // Two plain checks, not a lazy sequence over an array literal: the array was allocated
        // and released for every row.
        if let id = tatripid.map(trim), !id.isEmpty { return id }
        if let id = origtatripno.map(trim), !id.isEmpty { return id }
        return nil
    }

    /// The most seconds past midnight `stst` may say: a trip that starts after midnight runs
    /// on the previous service day (`stst` above 86,400); two days is past any schedule.
    static let maximumStartSeconds = 2 * 86_400

    /// When the trip starts by timetable: `stst` seconds after the start of the service day
    /// `stsd` (`yyyy-mm-dd`) in `zone` (the profile's; America/Chicago for CTA), the day starting — as in GTFS — twelve hours
    /// before its noon, so DST days come out on the wall clock. Noon of `stsd` is read in
    /// `zone` as ``CTATime`` reads `yyyyMMdd 12:00`. A `stsd` that is not a date, or a
    /// `stst` below 0 or above ``maximumStartSeconds``, leaves it nil; the row stays.
    static func tripStart(stsd: String?, stst: LenientInt?, zone: TimeZone = CTATime.zone) -> Date? {
        // Noon is built from the day's fields, not formatted as `yyyyMMdd 12:00` and parsed
        // back: a valid `CalendarDate` (years 1–9999) formats to exactly what `CTATime.wallClock`
        // reads back into the same fields, so the instant is the same without the formatting.
        guard let stsd, let seconds = stst?.value, (0...maximumStartSeconds).contains(seconds),
            let day = try? CalendarDate(trim(stsd)),
            let noon = try? LocalDateTime(date: day, hour: 12, minute: 0).date(in: zone)
        else { return nil }
        return noon.addingTimeInterval(Double(seconds) - 12 * 3600)
    }
}
