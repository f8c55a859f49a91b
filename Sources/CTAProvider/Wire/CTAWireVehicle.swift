import TransitKitCore

/// A `getvehicles` row. `lat`, `lon` and `hdg` arrive as strings, `pid` and `pdist` as numbers.
struct CTAWireVehicle: Decodable, Hashable, Sendable {
    let vid: String
    let tmstmp: String?
    let lat: LenientDouble
    let lon: LenientDouble
    let hdg: LenientDouble?
    let pid: LenientInt?
    let rt: String
    let des: String?
    let pdist: LenientInt?
    let dly: Bool?
    let tatripid: String?
    /// Block id with an inner space ("74 -858"), kept verbatim.
    let tablockid: String?
    let zone: String?
    let origtatripno: String?
    let mode: LenientInt?
    let psgld: String?
    let stst: LenientInt?
    let stsd: String?
    /// Generic BusTime only; CTA does not send it.
    let rtdir: String?
}
