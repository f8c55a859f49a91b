import Foundation

extension TimeZone {
    /// The IANA zone `identifier`, or `.invalidArgument` naming it — never a silent fallback
    /// to GMT or to the device's zone.
    public static func named(_ identifier: String, field: String = "timeZone") throws(TransitError) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else {
            throw TransitError(.invalidArgument, detail: "\(field): \"\(identifier)\" is not an IANA time zone")
        }
        return zone
    }

    /// An agency's zone, for a provider's constant facts: the IANA zone `identifier`, or —
    /// only on a system without the zone database — the fixed `standardOffset` (hours from
    /// GMT). Never the device's zone: times are shown where the vehicles run
    /// (Docs/Behaviour.md, rule 9).
    ///
    /// ```swift
    /// static let zone = TimeZone.agency("America/Chicago", standardOffset: -6)
    /// ```
    public static func agency(_ identifier: String, standardOffset hours: Int) -> TimeZone {
        TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: hours * 3600) ?? .gmt
    }
}
