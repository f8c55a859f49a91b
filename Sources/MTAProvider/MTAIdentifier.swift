import Foundation
import TransitKitCore

/// MTA ids are `<agency>_<id>` (`MTA NYCT_M86+`, `MTA_308209`); the agency may contain a space
/// and the id a `+`, but never the agency an underscore — so split at the first `_`. The same
/// split the core's `RouteFilter` matches short and qualified route ids with.
public enum MTAIdentifier {
    /// `("MTA NYCT", "M86+")` for `"MTA NYCT_M86+"`; nil when there is no `_` or a side is empty.
    public static func split(_ id: String) -> (agency: String, local: String)? {
        RouteFilter.split(id)
    }
}
