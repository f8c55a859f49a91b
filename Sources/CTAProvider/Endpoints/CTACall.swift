/// The Bus Tracker calls TransitKit makes; the raw value is the URL path segment and the
/// operation name in errors and logs.
enum CTACall: String, Hashable, Sendable, CaseIterable {
    case gettime, getroutes, getdirections, getstops, getpatterns, getpredictions, getservicebulletins, getvehicles
}
