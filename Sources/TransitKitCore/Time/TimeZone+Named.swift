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
}
