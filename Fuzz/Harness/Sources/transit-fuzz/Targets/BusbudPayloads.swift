import BusbudProvider
import Foundation
import TransitKitCore

extension FuzzTarget {
    /// x-departures init/poll bodies through every public `BusbudPayloads` door; the input is
    /// also split at a NUL into an init and a poll body, merged as a search merges them.
    static let busbudPayloads = FuzzTarget(name: "busbud-payloads", corpus: "busbud") { data in
        let kinds: Set<TransitError.Kind> = [.decoding, .apiError, .notFound, .unauthorized, .invalidArgument,
                                             .rateLimited, .httpStatus, .unsupported]
        func check(_ call: String, _ body: () throws(TransitError) -> Void) {
            do { try body() } catch {
                checkError(error, allowed: kinds, call)
                guard error.redactedURL == nil else { violated("\(call): a payload error carries a URL: \(error)") }
            }
        }
        check("departures") { () throws(TransitError) in _ = try BusbudPayloads.departures(in: data) }
        check("departures EUR") { () throws(TransitError) in _ = try BusbudPayloads.departures(in: data, currency: "EUR", logoSize: nil) }
        check("departures array") { () throws(TransitError) in _ = try BusbudPayloads.departures(inArray: data) }
        check("cities") { () throws(TransitError) in _ = try BusbudPayloads.cities(in: data) }
        let bodies = data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map { Data($0) }
        if bodies.count == 2 {
            check("departures init+poll") { () throws(TransitError) in _ = try BusbudPayloads.departures(in: bodies) }
        }
    }
}
