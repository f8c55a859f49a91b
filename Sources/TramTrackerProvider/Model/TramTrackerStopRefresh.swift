import TransitKitCore

/// How ``TramTrackerClient/refreshStops(since:)`` brought the stop index up to date: by applying
/// the changes GetStopsAndRoutesUpdatesSince named, or by rebuilding it whole, and why.
///
/// ```swift
/// let refresh = try await tram.refreshStops(since: lastSync)
/// if let reason = refresh.rebuildReason { log("stop index rebuilt whole: \(reason)") }
/// lastSync = refresh.changes?.serverTime ?? lastSync
/// ```
public struct TramTrackerStopRefresh: Sendable {
    /// What the server said changed; nil when it was not asked (no index yet) or its answer
    /// could not be read.
    public var changes: TramTrackerChanges?
    /// Why the index was rebuilt whole instead of patched; nil when the changes were applied.
    public var rebuildReason: String?
    /// The index after the refresh: its size, requests and notes.
    public var status: StopIndex.Status

    /// True when the changes were applied to the index in use, without a full rebuild.
    public var wasIncremental: Bool { rebuildReason == nil }

    /// A refresh outcome, for tests and hand-built values.
    public init(changes: TramTrackerChanges?, rebuildReason: String?, status: StopIndex.Status) {
        self.changes = changes
        self.rebuildReason = rebuildReason
        self.status = status
    }
}
