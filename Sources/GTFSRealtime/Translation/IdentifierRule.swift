/// How one kind of provider id (route, stop, trip, direction) becomes the id a GTFS-RT
/// consumer looks up in the agency's static GTFS.
///
/// GTFS-RT refers to static GTFS only through these ids, so an id that merely looks right
/// (a route *name* where the `route_id` differs) sends riders to the wrong route — the bug
/// Intersection's NJT translator shipped. Each provider's rule says what is known to match.
public enum IdentifierRule: Hashable, Sendable {
    /// The provider's id is the agency's GTFS id, as it is (CTA `rt` "22" is `route_id` "22").
    case gtfs
    /// The provider's id is OneBusAway's `<agency>_<GTFS id>`; the GTFS id is what follows the
    /// first `_` (MTA `MTA NYCT_B63` → `B63`, `MTA_308214` → `308214`).
    case gtfsAfterAgencyPrefix
    /// No published GTFS uses these ids (tramTRACKER stop numbers): they are written as the
    /// provider's own, for consumers that know that id space, or left out when the
    /// translator requires GTFS ids.
    case providerOwn
    /// Never written: nothing is known to match, and the provider's value would mislead
    /// (CTA `tatripid` is not a GTFS `trip_id`; CTA directions are words, not `direction_id`s).
    case omitted

    /// Whether what this rule writes is a GTFS id.
    public var isGTFS: Bool { self == .gtfs || self == .gtfsAfterAgencyPrefix }

    /// The id to write for `raw`, or nil: empty input, an `.omitted` rule, a `.providerOwn`
    /// id when `requireGTFS` is set, or a prefixed id with nothing after its prefix.
    public func apply(_ raw: String, requireGTFS: Bool = false) -> String? {
        guard !raw.isEmpty else { return nil }
        switch self {
        case .gtfs: return raw
        case .gtfsAfterAgencyPrefix:
            return Self.afterFirstUnderscore(raw)
        case .providerOwn: return requireGTFS ? nil : raw
        case .omitted: return nil
        }
    }

    /// What follows the first `_` (`raw` itself without one; nil when nothing follows it).
    /// A byte search over contiguous UTF-8: the separator is ASCII, and walking `Character`
    /// or `UTF8View` indices was the largest single cost of translating the city snapshot.
    private static func afterFirstUnderscore(_ raw: String) -> String? {
        var text = raw
        return text.withUTF8 { bytes -> String? in
            guard let separator = bytes.firstIndex(of: UInt8(ascii: "_")) else { return raw }
            let id = UnsafeBufferPointer(rebasing: bytes[(separator + 1)...])
            return id.isEmpty ? nil : String(decoding: id, as: UTF8.self)
        }
    }
}
