import TransitKitCore

/// The Bus Tracker calls TransitKit makes; the raw value is the URL path segment and the
/// operation name in errors and logs.
enum CTACall: String, Hashable, Sendable, CaseIterable {
    case gettime, getroutes, getdirections, getstops, getpatterns, getpredictions, getservicebulletins, getvehicles
    /// v3 only.
    case getdetours, getenhanceddetours
    case getlocalelist

    /// A day for the catalogue calls (routes, directions, stops, patterns — the 74's patterns
    /// alone are ~93 KB), so a `CacheMiddleware` in the app's transport answers them again
    /// without a request or a unit of the daily quota; CTA changes them with service changes,
    /// a few times a year. Nil for live data.
    var cacheLifetime: Duration? {
        switch self {
        case .getroutes, .getdirections, .getstops, .getpatterns, .getlocalelist: return .seconds(86_400)
        // Detours change during the day; CTA asks apps to poll them.
        case .gettime, .getpredictions, .getservicebulletins, .getvehicles, .getdetours, .getenhanceddetours: return nil
        }
    }
}
