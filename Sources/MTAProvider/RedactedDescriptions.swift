import Foundation
import TransitKitCore

// The configuration holds the key, and the client holds the configuration: printing either,
// `dump`-ing it or reflecting it shows `REDACTED` in the key's place.

extension MTABusTimeClient.Configuration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Every setting, with the key shown as `REDACTED`.
    public var description: String {
        "MTABusTimeClient.Configuration(apiKey: \(Redaction.placeholder), baseURL: \(baseURL.absoluteString), "
            + "userAgent: \(userAgent), siriVersion: \(siriVersion.rawValue), whereFormat: \(whereFormat.rawValue), "
            + "agencies: \(agencies.map(\.rawValue)), timeZone: \(timeZone.identifier), "
            + "maxConcurrentRequests: \(maxConcurrentRequests))"
    }

    /// Same as ``description``: the key is never shown.
    public var debugDescription: String { description }

    /// What `dump` and `Mirror` see: the key as `REDACTED`.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "apiKey": Redaction.placeholder, "baseURL": baseURL, "userAgent": userAgent, "siriVersion": siriVersion,
            "whereFormat": whereFormat, "agencies": agencies,
            "timeZone": timeZone.identifier, "maxConcurrentRequests": maxConcurrentRequests,
        ], displayStyle: .struct)
    }
}

extension MTABusTimeClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The configuration, key redacted.
    public var description: String { "MTABusTimeClient(\(configuration))" }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// Only the (redacted) configuration.
    public var customMirror: Mirror { Mirror(self, children: ["configuration": configuration], displayStyle: .struct) }
}
