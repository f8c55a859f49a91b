/// The 2021 poll's `metadata`: `ttl` here is an ISO-8601 instant (the top-level `ttl` is
/// seconds) and `interval` is the server's suggested poll interval in milliseconds.
struct BusbudWireMetadata: Decodable, Sendable, Equatable {
    var complete: Bool?
    var ttl: String?
    var interval: Int?
}
