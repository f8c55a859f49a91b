/// Which detours put a stop on its route's path and which take it off, as the provider lists
/// them (CTA v3 `getstops`: `dtradd`, `dtrrem`). The ids are those of ``Detour/id``, so a stop
/// can be matched to the detour a rider reads about.
///
/// ```swift
/// for stop in try await cta.stops(on: "53", direction: "Northbound") {
///     if let changes = stop.detourChanges, changes.isClosed { print(stop.name, "not served: detour") }
/// }
/// ```
public struct DetourChanges: Hashable, Sendable, Codable {
    /// Detours that serve this stop although the route's usual path does not (a temporary stop).
    public var addedBy: [Detour.ID]
    /// Detours that leave this stop out of the route's path while they last.
    public var removedBy: [Detour.ID]

    /// Creates the changes; both lists in the provider's order.
    public init(addedBy: [Detour.ID] = [], removedBy: [Detour.ID] = []) {
        self.addedBy = addedBy
        self.removedBy = removedBy
    }

    /// True when a detour takes the stop off the route: buses do not stop here while it lasts.
    public var isClosed: Bool { !removedBy.isEmpty }

    /// True when the stop exists only because of a detour.
    public var isTemporary: Bool { !addedBy.isEmpty }
}
