import TransitKitCore

/// A `getpatterns` row: one path of a route in one direction (short-turns included).
struct CTAWirePattern: Decodable, Hashable, Sendable {
    let pid: LenientInt
    /// Length in feet, sent as `42134.0`.
    let ln: LenientDouble?
    let rtdir: String
    let pt: [Point]
    /// v3: set only on patterns a detour created.
    let dtrid: String?
    /// v3: the pattern's points before its detour.
    let dtrpt: [Point]?

    /// A point of a pattern: a stop (`typ` "S", with `stpid`/`stpnm`) or a waypoint ("W").
    struct Point: Decodable, Hashable, Sendable {
        let seq: LenientInt
        let lat: LenientDouble
        let lon: LenientDouble
        let typ: String
        let stpid: String?
        let stpnm: String?
        /// Feet into the pattern; also on waypoints, often `0.0`.
        let pdist: LenientDouble?
    }
}
