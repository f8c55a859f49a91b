import Foundation
import TransitKitCore

extension TramTrackerMapper {
    /// GetStopsAndRoutesUpdatesSince: the stops and routes updated or deleted, each once.
    ///
    /// `[]` or null is "nothing changed" (the SOAP service answers an empty diffgram then). An
    /// object with neither table is not an answer this mapping understands, and a row without
    /// an id or with an action other than `UPDATE` / `DELETE` cannot be applied: all three are
    /// `.decoding` errors naming the row, so a caller never patches an index from a guess.
    /// An id both updated and deleted is deleted: it can no longer be looked up.
    static func changes(_ reply: TramTrackerWireReply<TramTrackerWireCoreDataChanges>) throws(TransitError) -> TramTrackerChanges {
        let serverTime = reply.head.timeResponded?.instant
        guard let tables = reply.single else { return TramTrackerChanges(serverTime: serverTime) }
        guard tables.dtStopsChanges != nil || tables.dtRoutesChanges != nil else {
            throw changeError(reply, "responseObject has neither dtStopsChanges nor dtRoutesChanges")
        }
        var stops: [String: Bool] = [:]
        for (row, change) in (tables.dtStopsChanges ?? []).enumerated() {
            let place = "dtStopsChanges[\(row)]"
            let id = try changedID(change.StopNo, field: "\(place).StopNo", reply)
            let deleted = try isDeletion(change.Action, field: "\(place).Action", reply)
            stops[id] = (stops[id] ?? false) || deleted
        }
        var routes: [String: Bool] = [:]
        for (row, change) in (tables.dtRoutesChanges ?? []).enumerated() {
            let place = "dtRoutesChanges[\(row)]"
            let id = try changedID(change.RouteNo, field: "\(place).RouteNo", reply)
            let deleted = try isDeletion(change.Action, field: "\(place).Action", reply)
            routes[id] = (routes[id] ?? false) || deleted
        }
        func stopIDs(deleted: Bool) -> [Stop.ID] {
            stops.filter { $0.value == deleted }.keys.sorted { $0.compare($1, options: .numeric) == .orderedAscending }
                .map { Stop.ID($0) }
        }
        func routeIDs(deleted: Bool) -> [Route.ID] {
            routes.filter { $0.value == deleted }.keys.map { Route.ID($0) }.sorted(by: routeOrder)
        }
        return TramTrackerChanges(
            updatedStops: stopIDs(deleted: false), removedStops: stopIDs(deleted: true),
            updatedRoutes: routeIDs(deleted: false), removedRoutes: routeIDs(deleted: true), serverTime: serverTime)
    }

    private static func changedID(
        _ raw: LenientString?, field: String, _ reply: TramTrackerWireReply<TramTrackerWireCoreDataChanges>
    ) throws(TransitError) -> String {
        let id = raw?.value.trimmingCharacters(in: .whitespaces) ?? ""
        guard !id.isEmpty else { throw changeError(reply, "\(field) is missing or empty") }
        return id
    }

    private static func isDeletion(
        _ action: String?, field: String, _ reply: TramTrackerWireReply<TramTrackerWireCoreDataChanges>
    ) throws(TransitError) -> Bool {
        switch action?.trimmingCharacters(in: .whitespaces).uppercased() {
        case "UPDATE": return false
        case "DELETE": return true
        default:
            let shown = action.map { "\"\($0)\"" } ?? "missing"
            throw changeError(reply, "\(field) is \(shown), expected UPDATE or DELETE")
        }
    }

    private static func changeError(
        _ reply: TramTrackerWireReply<TramTrackerWireCoreDataChanges>, _ detail: String
    ) -> TransitError {
        TransitError(
            .decoding, provider: TramTrackerClient.providerID, operation: reply.operation,
            detail: "\(reply.operation): \(detail)")
    }
}
