/// A newer, optional field read as text whatever JSON type it arrives as: a string as it is, a
/// number or a boolean written out, anything else (an object, an array, null) as nil.
///
/// Decoding it never fails. `TramClass`, `OccupancyLevel` and `TripID` are documented only from
/// other clients' code (reference §6.1); a surprise in one of them must not cost the rider the
/// whole row — the arrival time still matters more than the tram's class.
struct TramTrackerWireText: Decodable, Sendable, Hashable {
    var value: String?

    init(_ value: String?) { self.value = value }

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.singleValueContainer() else {
            value = nil
            return
        }
        if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int64.self) {
            value = String(number)
        } else if let number = try? container.decode(Double.self), number.isFinite {
            value = String(number)
        } else if let flag = try? container.decode(Bool.self) {
            value = String(flag)
        } else {
            value = nil
        }
    }
}
