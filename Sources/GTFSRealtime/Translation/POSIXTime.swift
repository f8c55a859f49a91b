import Foundation

/// Instants as GTFS-RT writes them: whole POSIX seconds (never milliseconds, the classic
/// GTFS-RT bug). A `Date` is already an absolute instant — the provider's wall-clock text was
/// resolved in the agency's zone when it was parsed — so this only counts seconds; it never
/// reinterprets a local time as UTC (Intersection's CTA translator does, and is 5 or 6 hours off).
enum POSIXTime {
    /// The last second GTFS-RT consumers can be expected to handle: 9999-12-31T23:59:59Z.
    static let latest: Int64 = 253_402_300_799

    /// `date` to the nearest second, or nil when it is not finite or outside 1970…9999.
    static func seconds(_ date: Date) -> Int64? {
        let value = date.timeIntervalSince1970.rounded(.toNearestOrAwayFromZero)
        guard value.isFinite, value >= 0, value <= Double(latest) else { return nil }
        return Int64(exactly: value)
    }

    /// ``seconds(_:)`` for the `uint64` fields (header, vehicle and time-range timestamps).
    static func unsignedSeconds(_ date: Date) -> UInt64? {
        seconds(date).flatMap { UInt64(exactly: $0) }
    }
}
