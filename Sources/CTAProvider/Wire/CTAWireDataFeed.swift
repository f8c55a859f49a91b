import TransitKitCore

/// A `getrtpidatafeeds` row (multi-feed BusTime servers; CTA has none): the feed's `name` (what
/// `rtpidatafeed` takes), its `source` system, `displayname`, and whether it is `enabled` and
/// `visible`. The generic guide does not type the flags, so they are read as text or booleans.
struct CTAWireDataFeed: Decodable, Hashable, Sendable {
    let name: String
    let source: String?
    let displayname: String?
    let enabled: LenientString?
    let visible: LenientString?
}
