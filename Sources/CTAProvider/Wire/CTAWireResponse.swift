/// The inside of `bustime-response`. The plurals are CTA's own (`vehicle`, `routes`, `ptr`…).
///
/// Every payload key is optional: when there is no data CTA leaves the key out instead of
/// sending an empty array, and `error` may stand alone or sit beside data.
struct CTAWireResponse: Decodable, Equatable, Sendable {
    let tm: String?
    let vehicle: [CTAWireVehicle]?
    let routes: [CTAWireRoute]?
    let directions: [CTAWireDirection]?
    let stops: [CTAWireStop]?
    let ptr: [CTAWirePattern]?
    let prd: [CTAWirePrediction]?
    let sb: [CTAWireBulletin]?
    let dtrs: [CTAWireDetour]?
    let locale: [CTAWireLocale]?
    /// `getrtpidatafeeds` (multi-feed servers).
    let rtpidatafeeds: [CTAWireDataFeed]?
    let error: [CTAWireError]?
}
