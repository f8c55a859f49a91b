import TransitKitCore

/// The Bus Tracker calls TransitKit makes; the raw value is the URL path segment and the
/// operation name in errors and logs.
enum CTACall: String, Hashable, Sendable, CaseIterable {
    case gettime, getroutes, getdirections, getstops, getpatterns, getpredictions, getservicebulletins, getvehicles
    /// v3 only.
    case getdetours, getenhanceddetours
    case getlocalelist
    /// Multi-feed servers (not CTA): the feeds `rtpidatafeed` takes.
    case getrtpidatafeeds

    /// A day for the catalogue calls (routes, directions, stops, patterns — the 74's patterns
    /// alone are ~93 KB), so a `CacheMiddleware` in the app's transport answers them again
    /// without a request or a unit of the daily quota; CTA changes them with service changes,
    /// a few times a year. Nil for live data.
    var cacheLifetime: Duration? {
        switch self {
        case .getroutes, .getdirections, .getstops, .getpatterns, .getlocalelist, .getrtpidatafeeds: return .seconds(86_400)
        // Detours change during the day; CTA asks apps to poll them.
        case .gettime, .getpredictions, .getservicebulletins, .getvehicles, .getdetours, .getenhanceddetours: return nil
        }
    }

    /// Parameter pairs the guide says must not be sent together on this call: `vid` with `rt`
    /// (getvehicles), `stpid` with `vid` and `vid` with `rt` (getpredictions: `rt` narrows stops
    /// only), `pid` with `rt` (getpatterns). CTA would answer with an error, spending quota.
    var exclusiveParameters: [(String, String)] {
        switch self {
        case .getvehicles: return [("vid", "rt")]
        case .getpredictions: return [("stpid", "vid"), ("vid", "rt")]
        case .getpatterns: return [("pid", "rt")]
        default: return []
        }
    }

    /// Refuses `query` with `.invalidArgument` naming both parameters when it holds an exclusive
    /// pair, so no request is sent; the public methods never build one, this keeps it so.
    func refuseExclusive(_ query: [(String, String)], provider: ProviderID = CTABusTrackerClient.providerID) throws(TransitError) {
        let names = Set(query.map(\.0))
        for (first, second) in exclusiveParameters where names.contains(first) && names.contains(second) {
            throw TransitError(
                .invalidArgument, provider: provider, operation: rawValue,
                detail: "\(first) and \(second) are mutually exclusive on \(rawValue); ask them in separate calls")
        }
    }
}
