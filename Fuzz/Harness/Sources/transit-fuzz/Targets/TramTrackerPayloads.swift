import Foundation
import TramTrackerProvider
import TransitKitCore

extension FuzzTarget {
    /// RestService answers through every public `TramTrackerPayloads` door.
    static let tramTrackerPayloads = FuzzTarget(name: "tramtracker-payloads", corpus: "tramtracker") { data in
        let kinds: Set<TransitError.Kind> = [.decoding, .apiError, .notFound, .unauthorized, .invalidArgument,
                                             .rateLimited, .httpStatus, .unsupported]
        func check(_ call: String, _ body: () throws(TransitError) -> Void) {
            do { try body() } catch { checkError(error, allowed: kinds, call) }
        }
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        check("predictions") { () throws(TransitError) in _ = try TramTrackerPayloads.predictions(data, stop: "1234", receivedAt: at) }
        check("predictions routes") { () throws(TransitError) in
            _ = try TramTrackerPayloads.predictions(data, stop: "1234", routes: ["96"], receivedAt: at)
        }
        check("tramRun") { () throws(TransitError) in _ = try TramTrackerPayloads.tramRun(data, tram: "3001") }
        check("stopInformation") { () throws(TransitError) in _ = try TramTrackerPayloads.stopInformation(data, stop: "1234") }
        check("routes") { () throws(TransitError) in _ = try TramTrackerPayloads.routes(data) }
        check("stops") { () throws(TransitError) in _ = try TramTrackerPayloads.stops(data, route: "96", direction: nil) }
        check("directions") { () throws(TransitError) in _ = try TramTrackerPayloads.directions(data, route: "96") }
        check("directionsOfAllRoutes") { () throws(TransitError) in _ = try TramTrackerPayloads.directionsOfAllRoutes(data) }
        check("mainRoutes") { () throws(TransitError) in _ = try TramTrackerPayloads.mainRoutes(data, stop: "1234") }
        check("changes") { () throws(TransitError) in _ = try TramTrackerPayloads.changes(data) }
        check("schedules") { () throws(TransitError) in _ = try TramTrackerPayloads.schedules(data, stop: "1234") }
        check("tripSchedule") { () throws(TransitError) in _ = try TramTrackerPayloads.tripSchedule(data) }
    }
}
