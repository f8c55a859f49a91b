import Foundation
import TransitKitCore

extension TramTrackerClient {
    /// GetStopsAndRoutesUpdatesSince: the stops and routes updated or deleted since `date`
    /// (sent as Melbourne local time). One request; the stop index is not touched.
    ///
    /// A date before 2009-07-07 or after today (Melbourne) is `.invalidArgument` before any
    /// request, as the service documents neither.
    ///
    /// ```swift
    /// let changes = try await tram.changes(since: lastSync)
    /// print(changes.updatedStops, changes.removedStops)   // ["2109"] ["2111"]
    /// ```
    public func changes(since date: Date) async throws(TransitError) -> TramTrackerChanges {
        let operation = TramTrackerCall.stopsAndRoutesUpdatesSince(date).name
        return try await fetchChanges(since: try TramTrackerDateSince.checked(date, now: configuration.now.date(), operation: operation))
    }

    /// The stops and routes changed since the start of `day` in Melbourne, the zone the
    /// service reads its date in (``changes(since:)-(Date)``).
    ///
    /// ```swift
    /// let changes = try await tram.changes(since: try CalendarDate("2023-11-01"))
    /// ```
    public func changes(since day: CalendarDate) async throws(TransitError) -> TramTrackerChanges {
        let operation = TramTrackerCall.stopsAndRoutesUpdatesSince(Date()).name
        guard let midnight = try? LocalDateTime(date: day, hour: 0, minute: 0).date(in: Self.melbourne) else {
            throw TransitError(
                .invalidArgument, provider: Self.providerID, operation: operation, detail: "since: \(day) is not a day in Melbourne")
        }
        return try await changes(since: midnight)
    }

    /// The call itself, for a date already checked (``refreshStops(since:)`` checks it first,
    /// so that a refused date is an error rather than a reason to rebuild).
    func fetchChanges(since checkedDate: Date) async throws(TransitError) -> TramTrackerChanges {
        var changes = try TramTrackerMapper.changes(try await perform(.stopsAndRoutesUpdatesSince(checkedDate)))
        changes.since = checkedDate
        return changes
    }

    /// Brings the stop index up to date from what changed since `date`, instead of walking the
    /// whole catalogue again: deleted stops leave the index, updated ones get their
    /// GetStopInformation (1 + changed-stops requests, four at a time).
    ///
    /// It rebuilds the index whole (as ``refreshStops()``) when the changes cannot be applied,
    /// and says why in ``TramTrackerStopRefresh/rebuildReason``: there is no index yet; the
    /// answer failed or could not be read; a route changed (its stops may have moved between
    /// routes, which only the route lists tell); a changed stop is not in the index (which
    /// routes serve a new stop is not in the answer); or a changed stop's information failed.
    /// A failed rebuild keeps the old index and throws, as ``refreshStops()`` does.
    ///
    /// ```swift
    /// let refresh = try await tram.refreshStops(since: lastSync)
    /// lastSync = refresh.changes?.serverTime ?? Date()
    /// if !refresh.wasIncremental { print("rebuilt:", refresh.rebuildReason ?? "") }
    /// ```
    public func refreshStops(since date: Date) async throws(TransitError) -> TramTrackerStopRefresh {
        let operation = TramTrackerCall.stopsAndRoutesUpdatesSince(date).name
        let since = try TramTrackerDateSince.checked(date, now: configuration.now.date(), operation: operation)
        let outcome = Locked<IncrementalCatalogue?>(nil)
        try await stopIndex.refresh(using: { () async throws(TransitError) -> StopCatalogue in
            let built = try await self.incrementalCatalogue(since: since)
            outcome.withLock { $0 = built }
            return built.catalogue
        })
        let built = outcome.withLock { $0 }
        return TramTrackerStopRefresh(
            changes: built?.changes,
            rebuildReason: built.map(\.rebuildReason) ?? "a rebuild already running answered instead",
            status: stopIndex.status)
    }

    /// A catalogue for the index, and how it was made.
    struct IncrementalCatalogue: Sendable {
        var catalogue: StopCatalogue
        var changes: TramTrackerChanges?
        var rebuildReason: String?
    }

    /// The index in use with `since`'s changes applied, or the whole catalogue when they
    /// cannot be (the reasons ``refreshStops(since:)`` lists).
    func incrementalCatalogue(since: Date) async throws(TransitError) -> IncrementalCatalogue {
        func whole(_ reason: String, _ changes: TramTrackerChanges? = nil) async throws(TransitError) -> IncrementalCatalogue {
            IncrementalCatalogue(catalogue: try await stopCatalogue(), changes: changes, rebuildReason: reason)
        }
        guard let current = stopIndex.current else { return try await whole("no stop index yet") }
        let changes: TramTrackerChanges
        do {
            changes = try await fetchChanges(since: since)
        } catch  where error.kind != .cancelled {
            return try await whole("GetStopsAndRoutesUpdatesSince could not be applied: \(error)")
        }
        let routes = changes.updatedRoutes + changes.removedRoutes
        if !routes.isEmpty {
            return try await whole("routes changed (\(Self.listed(routes.map(\.rawValue))))", changes)
        }
        let unknown = changes.updatedStops.filter { current.stop($0) == nil }
        if !unknown.isEmpty {
            return try await whole("stops not in the index changed (\(Self.listed(unknown.map(\.rawValue))))", changes)
        }
        let information = try await Self.informationOf(changes.updatedStops, using: self)
        if !information.notes.isEmpty {
            let failed = information.notes.map { "\($0.subject)" }
            return try await whole("a changed stop's GetStopInformation failed (\(Self.listed(failed)))", changes)
        }
        let removed = Set(changes.removedStops)
        let stops = current.stops.filter { !removed.contains($0.id) }.map { stop in
            information.known[stop.id].map { TramTrackerMapper.updating(stop, with: $0) } ?? stop
        }
        // The index's old notes stand (a route that failed is still missing), but not those
        // about a stop this refresh just answered for or removed.
        let settled = Set((changes.updatedStops + changes.removedStops).map { ProviderNote.Subject.stop($0) })
        let notes = stopIndex.status.notes.filter { !settled.contains($0.subject) }
        return IncrementalCatalogue(
            catalogue: StopCatalogue(stops: stops, requests: 1 + changes.updatedStops.count, notes: notes),
            changes: changes, rebuildReason: nil)
    }

    /// "2109, 2110, 2111" — at most five, then "and N more".
    private static func listed(_ ids: [String]) -> String {
        ids.count <= 5 ? ids.joined(separator: ", ") : ids.prefix(5).joined(separator: ", ") + " and \(ids.count - 5) more"
    }
}
