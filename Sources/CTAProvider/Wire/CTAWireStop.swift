import TransitKitCore

/// A `getstops` row. `stpnm` is kept raw (it can end in spaces); mapping trims it.
struct CTAWireStop: Decodable, Hashable, Sendable {
    let stpid: String
    let stpnm: String
    let lat: LenientDouble
    let lon: LenientDouble
    /// v3: detour ids that add or remove the stop.
    let dtradd: [String]?
    let dtrrem: [String]?
    /// v3, optional: accessible stop.
    let ada: Bool?
}
