import Foundation
import TransitKitCore

/// Request building: pure functions from configuration and arguments to ``HTTPRequest``.
/// Ids go through ``URLBuilder``'s strict encoding, so `MTA NYCT_M86+` becomes
/// `MTA%20NYCT_M86%2B` in a path and in a query value (a raw `+` would be read as a space).
enum MTARequests {
    static let redaction = Redaction(queryItems: ["key"])

    /// `api/siri/vehicle-monitoring.json`: one line (optionally one direction), or one vehicle.
    static func vehicleMonitoring(_ configuration: MTABusTimeClient.Configuration, line: Route.ID?,
                                  direction: Direction.ID? = nil, vehicle: VehiclePosition.ID? = nil,
                                  detail: MTADetailLevel = .normal) throws(TransitError) -> HTTPRequest
    {
        var query: [(String, String)] = [("key", configuration.apiKey)]
        if configuration.siriVersion == .v2 { query.append(("version", "2")) }
        if let vehicle { query.append(("VehicleRef", vehicle.rawValue)) }
        if let line {
            try requireNonEmpty(line.rawValue, "line")
            query.append(("LineRef", line.rawValue))
            if let direction { query.append(("DirectionRef", direction.rawValue)) }
        }
        query.append(("VehicleMonitoringDetailLevel", detail.rawValue))
        return try siri(configuration, "vehicle-monitoring", query: query)
    }

    /// `api/siri/stop-monitoring.json` for one stop (`MTA_308209` or the bare code).
    static func stopMonitoring(_ configuration: MTABusTimeClient.Configuration, stop: Stop.ID, line: Route.ID? = nil,
                               direction: Direction.ID? = nil, maximumStopVisits: Int? = nil,
                               detail: MTADetailLevel = .normal) throws(TransitError) -> HTTPRequest
    {
        try requireNonEmpty(stop.rawValue, "stop")
        var query: [(String, String)] = [("key", configuration.apiKey)]
        if configuration.siriVersion == .v2 { query.append(("version", "2")) }
        query.append(("MonitoringRef", stop.rawValue))
        if let line { query.append(("LineRef", line.rawValue)) }
        if let direction { query.append(("DirectionRef", direction.rawValue)) }
        if let maximumStopVisits {
            guard maximumStopVisits > 0 else {
                throw TransitError(.invalidArgument, provider: "mta", operation: "stop-monitoring",
                                   detail: "maximumStopVisits: \(maximumStopVisits) must be positive")
            }
            query.append(("MaximumStopVisits", String(maximumStopVisits)))
        }
        query.append(("StopMonitoringDetailLevel", detail.rawValue))
        return try siri(configuration, "stop-monitoring", query: query)
    }

    /// `api/where/<method>[/<id>].<json|xml>?key=…&version=2` (+ `query`).
    static func `where`(_ configuration: MTABusTimeClient.Configuration, _ method: String, id: String? = nil,
                        query extra: [(String, String)] = []) throws(TransitError) -> HTTPRequest
    {
        let suffix = "." + configuration.whereFormat.rawValue
        var path = ["api", "where"]
        if let id {
            try requireNonEmpty(id, method)
            path += [method, id + suffix]
        } else {
            path.append(method + suffix)
        }
        let query = [("key", configuration.apiKey), ("version", "2")] + extra
        let url = try build(configuration, path: path, query: query, operation: method)
        return HTTPRequest(url: url, headers: accept(configuration.whereFormat), provider: "mta", operation: method,
                           redaction: redaction)
    }

    private static func siri(_ configuration: MTABusTimeClient.Configuration, _ method: String,
                             query: [(String, String)]) throws(TransitError) -> HTTPRequest
    {
        let url = try build(configuration, path: ["api", "siri", method + ".json"], query: query, operation: method)
        return HTTPRequest(url: url, headers: accept(.json), provider: "mta", operation: method, redaction: redaction)
    }

    private static func build(_ configuration: MTABusTimeClient.Configuration, path: [String], query: [(String, String)],
                              operation: String) throws(TransitError) -> URL
    {
        do {
            return try URLBuilder.url(base: configuration.baseURL, path: path, query: query)
        } catch {
            // The key is in the query; never let it into the message.
            throw TransitError(.invalidArgument, provider: "mta", operation: operation,
                               detail: (error.detail ?? "cannot build URL").replacingOccurrences(of: configuration.apiKey, with: Redaction.placeholder))
        }
    }

    private static func accept(_ format: MTAWhereFormat) -> HTTPHeaders {
        ["Accept": format == .xml ? "application/xml, text/xml" : "application/json"]
    }

    private static func requireNonEmpty(_ value: String, _ field: String) throws(TransitError) {
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw TransitError(.invalidArgument, provider: "mta", detail: "\(field): an id is required")
        }
    }
}
