import Foundation
import TransitKitCore

/// A decoded answer: the payload, plus the per-item errors CTA put beside it, as notes.
struct CTAPayload: Sendable {
    let body: CTAResponseBody
    let notes: [ProviderNote]
}

/// Bytes → ``CTAPayload``, a pure function so fixtures need no network.
///
/// Whole-call errors inside HTTP 200 (key, quota, version, format, server) are thrown as typed
/// ``TransitError``s; item errors ("No service scheduled" for one stop) become notes. A body
/// that is not JSON is a `.decoding` error, except CTA's quota reply, which is sometimes bare
/// text and still means `.rateLimited`.
enum CTADecoder {
    static func decode(_ data: Data, request: HTTPRequest, status: Int = 200, now: Date) throws(TransitError) -> CTAPayload {
        if let text = String(data: data, encoding: .utf8) {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.hasPrefix("{"), trimmed.lowercased().contains("transaction limit") {
                throw quotaError(message: HTTPClient.snippet(of: data) ?? trimmed, request: request, status: status, now: now)
            }
        }
        try HTTPClient.requireJSON(data, request: request, status: status)
        let envelope: CTAEnvelope
        do {
            envelope = try JSONDecoder().decode(CTAEnvelope.self, from: data)
        } catch {
            var failure = TransitError.decoding(error, request: request)
            failure.status = status
            throw failure
        }
        var notes: [ProviderNote] = []
        for (index, entry) in (envelope.response.error ?? []).enumerated() {
            switch CTAErrorMeaning.classify(entry.msg, tagged: entry.isTagged) {
            case .note(let kind):
                // Notes reach UIs and CLI output as they are; scrub them like error texts.
                notes.append(ProviderNote(subject: entry.subject, kind: kind, message: request.scrub(entry.msg)))
            case .fatal(let kind) where kind == .rateLimited:
                throw quotaError(message: entry.msg, request: request, status: status, now: now)
            case .fatal(let kind):
                throw TransitError(kind, request: request, status: status, providerMessage: entry.msg,
                                   detail: "bustime-response.error[\(index)].msg")
            }
        }
        return CTAPayload(body: envelope.response, notes: notes)
    }

    /// The daily quota resets at midnight in Chicago, so that is when retrying makes sense.
    static func quotaError(message: String, request: HTTPRequest, status: Int, now: Date) -> TransitError {
        TransitError(.rateLimited, request: request, status: status, providerMessage: message,
                     detail: "daily transaction limit reached; it resets at midnight America/Chicago",
                     retryAfter: untilChicagoMidnight(after: now))
    }

    static func untilChicagoMidnight(after now: Date) -> Duration? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = CTATime.zone
        guard let midnight = calendar.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0, second: 0),
                                               matchingPolicy: .nextTime)
        else { return nil }
        return .seconds(Int64(max(0, midnight.timeIntervalSince(now)).rounded(.up)))
    }
}
