import Foundation
import TransitKitCore

/// A decoded Bus Tracker answer: the inside of the envelope, the per-item errors CTA put
/// beside it (as notes), and the request it answers — mapping errors name its operation and
/// URL — and the BusTime profile it came from, whose zone every wall-clock time is read in.
struct CTAAnswer: Sendable {
    let body: CTAWireResponse
    let notes: [ProviderNote]
    let request: HTTPRequest
    var profile: BusTimeProfile = .cta

    /// The zone the answer's times are in (the profile's).
    var zone: TimeZone { profile.timeZone }
}

/// Bytes → ``CTAAnswer``, a pure function: what ``CTAEndpoint`` decodes with, and what
/// ``CTAPayloads`` runs on bytes an app already holds.
///
/// Whole-call errors inside HTTP 200 (key, quota, version, format, server) are thrown as typed
/// ``TransitError``s; item errors ("No service scheduled" for one stop) become notes. A body
/// that is not JSON is a `.decoding` error saying why (CTA's bare-text quota reply is claimed
/// before decoding, by ``CTAErrors/quota(in:request:now:)``).
///
/// The one decode also finds the whole-call errors: the envelope decodes `error[]` beside the
/// data, so the body is never probed and decoded again. The quota entry is thrown without a
/// `retryAfter` — the decoder has no clock; ``CTAEndpoint`` dates it with the configuration's.
enum CTADecoder {
    static func decode(
        _ response: HTTPResponse, for request: HTTPRequest, profile: BusTimeProfile = .cta
    ) throws(TransitError) -> CTAAnswer {
        let envelope = try HTTPClient.decodeJSON(CTAWireEnvelope.self, from: response, for: request)
        var notes: [ProviderNote] = []
        for (index, entry) in (envelope.response.error ?? []).enumerated() {
            switch CTAErrors.meaning(of: entry.msg, tagged: entry.isTagged) {
            case .note(let kind):
                // Notes reach UIs and CLI output as they are; scrub them like error texts.
                notes.append(ProviderNote(subject: entry.subject, kind: kind, message: request.scrub(entry.msg)))
            case .fatal(let kind) where kind == .rateLimited:
                throw CTAErrors.quotaError(
                    message: entry.msg, request: request, status: response.status, now: nil, zone: profile.timeZone)
            case .fatal(let kind):
                throw TransitError(
                    kind, request: request, status: response.status, providerMessage: entry.msg,
                    detail: "bustime-response.error[\(index)].msg")
            }
        }
        return CTAAnswer(body: envelope.response, notes: notes, request: request, profile: profile)
    }
}
