/// A `getroutes` row.
struct CTAWireRoute: Decodable, Hashable, Sendable {
    let rt: String
    let rtnm: String
    /// `"#336633"`, lower-case hex.
    let rtclr: String?
    /// Display designator, normally equal to `rt`.
    let rtdd: String?
}
