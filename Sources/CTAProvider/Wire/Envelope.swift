import TransitKitCore
/// `{"bustime-response": {…}}`, the wrapper of every Bus Tracker answer.
///
/// Every payload key is optional: when there is no data CTA leaves the key out instead of
/// sending an empty array, and `error` may stand alone or sit beside data.
struct CTAEnvelope: Decodable, Sendable {
    let response: CTAResponseBody

    enum CodingKeys: String, CodingKey { case response = "bustime-response" }
}

/// The inside of `bustime-response`. The plurals are CTA's own (`vehicle`, `routes`, `ptr`…).
struct CTAResponseBody: Decodable, Sendable {
    let tm: String?
    let vehicle: [CTAWireVehicle]?
    let routes: [CTAWireRoute]?
    let directions: [CTAWireDirection]?
    let stops: [CTAWireStop]?
    let ptr: [CTAWirePattern]?
    let prd: [CTAWirePrediction]?
    let sb: [CTAWireBulletin]?
    let error: [CTAWireError]?
}

/// One entry of `error[]`: the message, and the item it is about when it is about one.
/// The item ids are text on CTA; they are read leniently because a number there would
/// otherwise fail the whole answer, good rows included, over a note.
struct CTAWireError: Decodable, Hashable, Sendable {
    let msg: String
    let rt: LenientString?
    let stpid: LenientString?
    let vid: LenientString?
    let pid: LenientInt?
    let dir: String?
    let rtdir: String?
}
