import TransitKitCore

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
