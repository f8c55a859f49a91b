import Foundation

/// A `getservicebulletins` row.
struct CTAWireBulletin: Decodable, Hashable, Sendable {
    /// Unique name, used as the alert id.
    let nm: String
    let sbj: String?
    /// Full text; may hold newlines and HTML.
    let dtl: String?
    /// Short text; CTA sends `""`.
    let brf: String?
    /// "High", "Medium", "Low" in any case.
    let prty: String?
    let cse: String?
    let efct: String?
    let srvc: [Service]?
    /// v3: last modified, `yyyyMMdd HH:mm:ss`. Absent in v2.
    let mod: String?
    let url: String?

    /// An affected service; every member may be `""`, and CTA sends all-empty entries.
    struct Service: Decodable, Hashable, Sendable {
        let rt: String?
        let rtdir: String?
        let stpid: String?
        let stpnm: String?

        var isEmpty: Bool {
            [rt, rtdir, stpid, stpnm].allSatisfy { ($0 ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
        }
    }
}
