import TransitKitCore

// The key lives in the configuration, the client and the request builder. `print`, string
// interpolation, `dump` and debuggers read values through these protocols, so each of them
// describes itself without it.

extension CTABusTrackerClient.Configuration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "CTABusTrackerClient.Configuration(apiKey: \(Redaction.placeholder), baseURL: \(baseURL.absoluteString), version: \(version.rawValue), userAgent: \(userAgent), maxConcurrentRequests: \(maxConcurrentRequests), predictionLimit: \(predictionLimit.map(String.init) ?? "nil"), locale: \(locale ?? "nil"))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: [
            "apiKey": Redaction.placeholder, "baseURL": baseURL, "version": version, "userAgent": userAgent,
            "maxConcurrentRequests": maxConcurrentRequests, "predictionLimit": predictionLimit as Any, "locale": locale as Any,
        ], displayStyle: .struct)
    }
}

extension CTABusTrackerClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "CTABusTrackerClient(\(configuration.description))" }
    public var debugDescription: String { description }
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
