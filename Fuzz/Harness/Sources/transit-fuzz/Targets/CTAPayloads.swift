import Foundation
import CTAProvider
import TransitKitCore

extension FuzzTarget {
    /// Bus Tracker bodies through every public `CTAPayloads` door, each error naming its call.
    static let ctaPayloads = FuzzTarget(name: "cta-payloads", corpus: "cta") { data in
        let now = Now.fixed(Date(timeIntervalSince1970: 1_700_000_000))
        let kinds: Set<TransitError.Kind> = [.decoding, .apiError, .notFound, .unauthorized, .invalidArgument,
                                             .rateLimited, .httpStatus, .unsupported]
        func check(_ call: String, _ body: () throws(TransitError) -> Void) {
            do { try body() } catch {
                checkError(error, allowed: kinds, call)
                guard error.operation != nil else { violated("\(call): error names no call: \(error)") }
            }
        }
        check("predictions") { () throws(TransitError) in _ = try CTAPayloads.predictions(data, now: now) }
        check("vehicles") { () throws(TransitError) in _ = try CTAPayloads.vehicles(data, now: now) }
        check("alerts") { () throws(TransitError) in _ = try CTAPayloads.alerts(data, now: now) }
        check("routes") { () throws(TransitError) in _ = try CTAPayloads.routes(data, now: now) }
        check("directions") { () throws(TransitError) in _ = try CTAPayloads.directions(data, now: now) }
        check("stops") { () throws(TransitError) in _ = try CTAPayloads.stops(data, now: now) }
        check("shape") { () throws(TransitError) in _ = try CTAPayloads.shape(data, route: "22", now: now) }
        check("time") { () throws(TransitError) in _ = try CTAPayloads.time(data, now: now) }
        // Another BusTime deployment's zone, feed and detour directions (BusTimeProfile).
        check("predictions(profile:)") { () throws(TransitError) in _ = try CTAPayloads.predictions(data, profile: .pittsburgh, now: now) }
        check("vehicles(profile:)") { () throws(TransitError) in _ = try CTAPayloads.vehicles(data, profile: .pittsburgh, now: now) }
        check("detours(profile:)") { () throws(TransitError) in _ = try CTAPayloads.detours(data, profile: .pittsburgh, now: now) }
        check("dataFeeds") { () throws(TransitError) in _ = try CTAPayloads.dataFeeds(data, now: now) }
    }
}
