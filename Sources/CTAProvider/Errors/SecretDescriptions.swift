import TransitKitCore

// The key lives in the configuration, the client and the request builder. `print`, string
// interpolation, `dump` and debuggers read values through these protocols, so each of them
// describes itself without it.

extension CTABusTrackerClient.Configuration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Every option, with the key as `REDACTED`.
    public var description: String {
        "CTABusTrackerClient.Configuration(apiKey: \(Redaction.placeholder), baseURL: \(baseURL.absoluteString), version: \(version.rawValue), userAgent: \(userAgent), maxConcurrentRequests: \(maxConcurrentRequests), predictionLimit: \(predictionLimit.map(String.init) ?? "nil"), locale: \(locale ?? "nil"))"
    }

    /// Same as ``description``: debuggers must not show the key either.
    public var debugDescription: String { description }

    /// What `dump` and debuggers walk: the stored options with the key replaced.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "apiKey": Redaction.placeholder, "baseURL": baseURL, "version": version, "userAgent": userAgent,
            "maxConcurrentRequests": maxConcurrentRequests, "predictionLimit": predictionLimit as Any, "locale": locale as Any,
        ], displayStyle: .struct)
    }
}

extension CTABusTrackerClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The configuration's redacted description.
    public var description: String { "CTABusTrackerClient(\(configuration.description))" }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// The configuration (redacted) and descriptor; the request builder, which holds the key, is left out.
    public var customMirror: Mirror {
        Mirror(self, children: ["configuration": configuration, "descriptor": descriptor], displayStyle: .struct)
    }
}

extension CTARequestBuilder: CustomStringConvertible, CustomReflectable {
    var description: String { "CTARequestBuilder(apiKey: \(Redaction.placeholder), baseURL: \(baseURL.absoluteString), version: \(version.rawValue))" }
    var customMirror: Mirror {
        Mirror(self, children: ["apiKey": Redaction.placeholder, "baseURL": baseURL, "version": version], displayStyle: .struct)
    }
}
