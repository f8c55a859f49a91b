import TransitKitCore

/// A newer, optional field read as text whatever JSON type it arrives as: a string as it is, a
/// number or a boolean written out, anything else (an object, an array, null) as nil.
///
/// Decoding it never fails. `TramClass`, `OccupancyLevel` and `TripID` are documented only from
/// other clients' code (reference §6.1); a surprise in one of them must not cost the rider the
/// whole row — the arrival time still matters more than the tram's class.
struct TramTrackerWireText: Decodable, Sendable, Hashable {
    var value: String?

    init(_ value: String?) { self.value = value }

    /// The core's `LenientString` reads strings and numbers; a boolean is written out; the
    /// rest is absent rather than an error.
    init(from decoder: any Decoder) throws {
        if let text = try? LenientString(from: decoder) {
            value = text.value
        } else if let flag = try? decoder.singleValueContainer().decode(Bool.self) {
            value = String(flag)
        } else {
            value = nil
        }
    }
}
