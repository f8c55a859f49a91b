import Foundation
import TransitKitCore

extension MTAEndpoint {
    /// A SIRI call (`api/siri/<operation>.json`): the answer is the `ServiceDelivery`.
    struct Siri: Endpoint {
        typealias Wire = MTAWireSiriDelivery

        /// "vehicle-monitoring" or "stop-monitoring".
        let operation: String
        /// The call's own query items (the key and `version` are added by ``request()``).
        let parameters: [(String, String)]
        let configuration: MTABusTimeClient.Configuration

        var credential: Secret? { configuration.apiKey }

        func request() throws(TransitError) -> HTTPRequest {
            var query: [(String, String)] = [("key", configuration.apiKey.revealed)]
            if configuration.siriVersion == .v2 { query.append(("version", "2")) }
            let url = try MTAEndpoint.url(
                configuration, path: ["api", "siri", operation + ".json"],
                query: query + parameters)
            return HTTPRequest(
                url: url, headers: MTAEndpoint.accept(.json), provider: MTABusTimeClient.providerID,
                operation: operation, redaction: MTAEndpoint.redaction)
        }

        func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
            MTAErrors.error(in: response, request: request, api: .siri)
        }

        func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> MTAWireSiriDelivery {
            try MTADecoder.siri(response.body, request: request, status: response.status)
        }
    }

    /// `vehicle-monitoring`: one line (qualified id, optionally one direction "0"/"1"), one
    /// vehicle, or — with neither — every bus in the city.
    static func vehicleMonitoring(
        _ configuration: MTABusTimeClient.Configuration, line: Route.ID?,
        direction: Direction.ID? = nil, vehicle: VehiclePosition.ID? = nil,
        detail: MTADetailLevel = .normal
    ) throws(TransitError) -> Siri {
        let operation = "vehicle-monitoring"
        var query: [(String, String)] = []
        if let vehicle { query.append(("VehicleRef", vehicle.rawValue)) }
        if let line {
            try requireID(line.rawValue, "line", operation: operation)
            query.append(("LineRef", line.rawValue))
            if let direction { query.append(("DirectionRef", direction.rawValue)) }
        }
        query.append(("VehicleMonitoringDetailLevel", detail.rawValue))
        return Siri(operation: operation, parameters: query, configuration: configuration)
    }

    /// `stop-monitoring` for one stop (`MTA_308209` or the bare code), optionally filtered by a
    /// qualified line and a direction on the server; `maximumStopVisits` caps the visits across
    /// lines and must be positive.
    static func stopMonitoring(
        _ configuration: MTABusTimeClient.Configuration, stop: Stop.ID, line: Route.ID? = nil,
        direction: Direction.ID? = nil, maximumStopVisits: Int? = nil,
        detail: MTADetailLevel = .normal
    ) throws(TransitError) -> Siri {
        let operation = "stop-monitoring"
        try requireID(stop.rawValue, "stop", operation: operation)
        var query: [(String, String)] = [("MonitoringRef", stop.rawValue)]
        if let line { query.append(("LineRef", line.rawValue)) }
        if let direction { query.append(("DirectionRef", direction.rawValue)) }
        if let maximumStopVisits {
            guard maximumStopVisits > 0 else {
                throw TransitError(
                    .invalidArgument, provider: MTABusTimeClient.providerID, operation: operation,
                    detail: "maximumStopVisits: \(maximumStopVisits) must be positive")
            }
            query.append(("MaximumStopVisits", String(maximumStopVisits)))
        }
        query.append(("StopMonitoringDetailLevel", detail.rawValue))
        return Siri(operation: operation, parameters: query, configuration: configuration)
    }
}
