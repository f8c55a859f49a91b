import TransitKitCore

/// A `getdetours` / `getenhanceddetours` row (v3). The enhanced call sends the dates as epoch
/// milliseconds in JSON numbers where getdetours sends `"YYYYMMDD HH:MM"` strings, so the
/// dates are ``LenientString``s read by ``CTATime``; its extra members (`moddt`, `ptrs`,
/// `sbnm`) are optional.
struct CTAWireDetour: Decodable, Hashable, Sendable {
    let id: String
    let ver: LenientInt?
    /// 1 active, 0 cancelled.
    let st: LenientInt
    let desc: String?
    let rtdirs: [RouteDirection]?
    let startdt: LenientString?
    let enddt: LenientString?
    let moddt: LenientString?
    let ptrs: [Pattern]?

    /// An affected route and direction; CTA's examples write the direction upper-case.
    struct RouteDirection: Decodable, Hashable, Sendable {
        let rt: String
        let dir: String?
    }

    /// getenhanceddetours: how one pattern is replaced.
    struct Pattern: Decodable, Hashable, Sendable {
        let origpid: LenientString?
        let dtrpid: LenientString?
        let dtrstartstop: LenientString?
        let dtrendstop: LenientString?
        /// The detour's path, a Google encoded polyline (precision 5).
        let encpl: String?
        let repstops: [ReplacementStop]?
    }

    /// A stop served only on the detour.
    struct ReplacementStop: Decodable, Hashable, Sendable {
        let stpid: LenientString?
        let stpnm: String?
        let lat: LenientDouble?
        let lon: LenientDouble?
    }
}
