import Foundation
import TransitKitCore

/// The seed app's "search for a bus": the core's `RouteSearch` rule under the name MTA's
/// samples use, so every provider's routes are searched alike.
///
/// ```swift
/// let hits = MTARouteSearch.filter(routes, matching: "bx1")   // Bx1, Bx10, Bx11…
/// ```
public enum MTARouteSearch {
    /// The routes matching `text`, best matches first; all of them for empty text
    /// (`RouteSearch.filter(_:matching:)`).
    public static func filter(_ routes: [Route], matching text: String) -> [Route] {
        RouteSearch.filter(routes, matching: text)
    }
}
