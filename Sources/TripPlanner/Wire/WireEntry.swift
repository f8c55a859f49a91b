/// One element of the connections array, read without ever throwing: an element that is
/// not an object, or a field of the wrong type, is kept as a finding for the load report.
struct WireEntry: Sendable, Hashable {
    var isObject: Bool
    var from: WireField<String>
    var to: WireField<String>
    var price: WireField<WirePrice>
    var coordinates: WireField<WireCoordinates>

    /// An element that is not an object: a finding, with no fields.
    static let notAnObject = WireEntry(isObject: false, from: .missing, to: .missing, price: .missing, coordinates: .missing)
}
