import Foundation
import TransitKitCore

/// What CTA's error answers mean. CTA answers HTTP 200 for almost everything, so the message
/// text is the only signal; it is matched case-insensitively on stable fragments because the
/// guide and the server word some of them slightly differently ("parameter" / "parameter(s)").
enum CTAErrors {
    /// What one `error[]` message means.
    enum Meaning: Hashable, Sendable {
        /// Empty for that item: a ``ProviderNote`` of this kind, never a failure.
        case note(ProviderNote.Kind)
        /// The whole call failed.
        case fatal(TransitError.Kind)
    }

    /// Classifies `message`. `tagged` says whether the entry names an item (`stpid`, `rt`,
    /// `vid`…): an unknown message about one item becomes a note so the other items survive,
    /// the same message about the whole request is an API error.
    static func meaning(of message: String, tagged: Bool) -> Meaning {
        let text = message.lowercased()
        func has(_ fragment: String) -> Bool { text.contains(fragment) }

        if has("transaction limit") { return .fatal(.rateLimited) }
        if has("api access") { return .fatal(.unauthorized) } // no key, bad key, access disabled
        if has("internal server error") { return .fatal(.apiError) }
        // CTA's v3 guide no longer documents getservicebulletins; if the server drops it, say so.
        if has("unsupported function") { return .fatal(.unsupported) }
        if has("version requested") || has("format parameter")
            || has("locale parameter") || has("parameter missing") || has("no parameter provided")
            || has("must be specified") || has("identifiers exceeded") || has("top parameter")
            || has("rtpi data feed") || has("rtpidatafeed")
        {
            return .fatal(.invalidArgument)
        }
        if has("no service scheduled") { return .note(.noService) }
        // "No data found" is CTA's answer for "no buses now" as much as for a bad id, so it
        // cannot say "unknown"; "Invalid parameter provided" is the guide's "unknown id".
        if has("no arrival times") || has("no data found") { return .note(.noData) }
        if has("invalid parameter") { return tagged ? .note(.notFound) : .fatal(.notFound) }
        return tagged ? .note(.other) : .fatal(.apiError)
    }

    /// CTA's daily quota reply — "Transaction limit for current day has been exceeded." — when
    /// it is not a JSON envelope: bare text, whatever the status, or any non-2xx body naming it.
    /// The JSON form inside an HTTP 200 is read by ``CTADecoder`` with the other `error[]`
    /// entries.
    static func quota(in response: HTTPResponse, request: HTTPRequest, now: Date, zone: TimeZone = CTATime.zone) -> TransitError? {
        // A 200 whose body starts with "{" is a JSON answer, never the bare-text reply (the
        // check below says the same); decided from the first byte, without lowercasing the
        // whole body, which cost as much as decoding it.
        if response.isSuccess, startsWithBrace(response.body) { return nil }
        guard let text = response.text, text.lowercased().contains("transaction limit") else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !response.isSuccess || !trimmed.hasPrefix("{") else { return nil }
        return quotaError(
            message: HTTPClient.snippet(of: response.body) ?? trimmed, request: request,
            status: response.status, now: now, zone: zone)
    }

    /// True when the first byte after ASCII whitespace is `{`.
    static func startsWithBrace(_ body: Data) -> Bool {
        // A `switch`, not `[…].contains(byte)`: the array literal was built for every byte.
        for byte in body {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: continue
            default: return byte == UInt8(ascii: "{")
            }
        }
        return false
    }

    /// The daily quota resets at midnight in the agency's zone (Chicago for CTA), so that is
    /// when retrying makes sense. Without `now` (the decoder has no clock) the wait is left for
    /// ``dated(_:now:zone:)``.
    static func quotaError(
        message: String, request: HTTPRequest, status: Int, now: Date?, zone: TimeZone = CTATime.zone
    ) -> TransitError {
        TransitError(
            .rateLimited, request: request, status: status, providerMessage: message,
            detail: "daily transaction limit reached; it resets at midnight \(zone.identifier)",
            retryAfter: now.flatMap { untilChicagoMidnight(after: $0, zone: zone) })
    }

    /// A quota error the decoder found, given the wait until midnight in Chicago after `now`.
    static func dated(_ error: TransitError, now: Date, zone: TimeZone = CTATime.zone) -> TransitError {
        guard error.kind == .rateLimited, error.retryAfter == nil else { return error }
        var error = error
        error.retryAfter = untilChicagoMidnight(after: now, zone: zone)
        return error
    }

    /// The wait until the next midnight in `zone` (the profile's; Chicago for CTA).
    static func untilChicagoMidnight(after now: Date, zone: TimeZone = CTATime.zone) -> Duration? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard
            let midnight = calendar.nextDate(
                after: now, matching: DateComponents(hour: 0, minute: 0, second: 0),
                matchingPolicy: .nextTime)
        else { return nil }
        return .seconds(Int64(max(0, midnight.timeIntervalSince(now)).rounded(.up)))
    }
}

extension CTAWireError {
    /// The item this entry is about, most specific first.
    var subject: ProviderNote.Subject {
        if let stpid = stpid?.value, !stpid.isEmpty { return .stop(Stop.ID(stpid)) }
        if let vid = vid?.value, !vid.isEmpty { return .vehicle(VehiclePosition.ID(vid)) }
        if let rt = rt?.value, !rt.isEmpty { return .route(Route.ID(rt)) }
        return .request
    }

    var isTagged: Bool {
        [stpid?.value, vid?.value, rt?.value, dir, rtdir].contains { !($0 ?? "").isEmpty } || pid != nil
    }
}
