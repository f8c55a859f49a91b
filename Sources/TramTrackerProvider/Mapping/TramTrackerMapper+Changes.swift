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
        let stops = try deletions(
            (tables.dtStopsChanges ?? []).map { ($0.StopNo, $0.Action) }, table: "dtStopsChanges", idField: "StopNo", reply)
        let routes = try deletions(
            (tables.dtRoutesChanges ?? []).map { ($0.RouteNo, $0.Action) }, table: "dtRoutesChanges", idField: "RouteNo", reply)
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

    /// Each changed id of one table and whether it was deleted (deleted wins over updated).
    private static func deletions(
        _ rows: [(id: LenientString?, action: String?)], table: String, idField: String,
        _ reply: TramTrackerWireReply<TramTrackerWireCoreDataChanges>
    ) throws(TransitError) -> [String: Bool] {
        var deleted: [String: Bool] = [:]
        for (row, change) in rows.enumerated() {
            let place = "\(table)[\(row)]"
            let id = try changedID(change.id, field: "\(place).\(idField)", reply)
            let isDeleted = try isDeletion(change.action, field: "\(place).Action", reply)
            deleted[id] = (deleted[id] ?? false) || isDeleted
        }
        return deleted
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
