import TransitKitCore

/// What one `error[]` message means. CTA answers HTTP 200 for everything, so the message text
/// is the only signal; it is matched case-insensitively on stable fragments because the guide
/// and the server word some of them slightly differently ("parameter" / "parameter(s)").
enum CTAErrorMeaning: Hashable, Sendable {
    /// Empty for that item: a ``ProviderNote`` of this kind, never a failure.
    case note(ProviderNote.Kind)
    /// The whole call failed.
    case fatal(TransitError.Kind)

    /// Classifies `message`. `tagged` says whether the entry names an item (`stpid`, `rt`,
    /// `vid`…): an unknown message about one item becomes a note so the other items survive,
    /// the same message about the whole request is an API error.
    static func classify(_ message: String, tagged: Bool) -> CTAErrorMeaning {
        let text = message.lowercased()
        func has(_ fragment: String) -> Bool { text.contains(fragment) }

        if has("transaction limit") { return .fatal(.rateLimited) }
        if has("api access") { return .fatal(.unauthorized) }  // no key, bad key, access disabled
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
        if has("no arrival times") || has("no data found") { return .note(.noData) }
        if has("invalid parameter") { return tagged ? .note(.noData) : .fatal(.notFound) }
        return tagged ? .note(.other) : .fatal(.apiError)
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
