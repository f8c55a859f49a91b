import TransitKitCore

/// A `getpredictions` row. v3-only fields (`dyn`, `psgld`, `stst`, `stsd`, `flagstop`,
/// `origtatripno`) and generic-BusTime ones (`gtfsseq`, `nbus`) are optional; unknown keys
/// are ignored.
struct CTAWirePrediction: Decodable, Hashable, Sendable {
    /// When CTA generated the row; may differ between rows of one answer.
    let tmstmp: String?
    /// "A" arrival, "D" departure from a terminal or layover.
    let typ: String?
    let stpnm: String?
    let stpid: String
    /// May be `""`.
    let vid: String?
    /// Feet to the stop.
    let dstp: LenientInt?
    let rt: String
    let rtdd: String?
    let rtdir: String?
    let des: String?
    /// Predicted local time, `yyyyMMdd HH:mm`, with `:ss` under `tmres=s`, epoch ms under
    /// `unixTime=true`.
    let prdtm: String
    /// Block id with an inner space ("N49 -691"), kept verbatim.
    let tablockid: String?
    let tatripid: String?
    let dly: Bool?
    /// Digits, "DUE" or "DLY" — minutes against server now, not against `tmstmp`.
    let prdctdn: String?
    let zone: String?
    let origtatripno: String?
    /// Dynamic action code (v3); unknown codes decode as plain numbers.
    let dyn: LenientInt?
    /// Load: FULL, HALF_EMPTY, EMPTY, N/A, or `""`.
    let psgld: String?
    let stst: LenientInt?
    let stsd: String?
    let flagstop: LenientInt?
}
