import Foundation
import TransitKitCore

/// Decoding without a client, for payloads an app already holds (and for fuzzing and
/// benchmarks): the same error reading (`MTAErrors`), decoding (`MTADecoder`) and mapping
/// (`MTAMapper`) a client's call goes through, so an error body throws its `TransitError`
/// here too ("No such stop: …" is `.notFound`).
///
/// ```swift
/// let buses = try MTAPayloads.vehicles(fromVehicleMonitoring: data)   // [VehiclePosition]
/// ```
public enum MTAPayloads {
    /// Vehicle positions from a SIRI vehicle-monitoring body (v1 or v2 JSON).
    public static func vehicles(fromVehicleMonitoring body: Data) throws(TransitError) -> [VehiclePosition] {
        MTAMapper.vehicles(try siri(body, operation: "vehicle-monitoring"))
    }

    /// Predictions from a SIRI stop-monitoring body, sorted by time, shown in New York time,
    /// with the situations that came with them as the board's alerts.
    public static func predictions(fromStopMonitoring body: Data) throws(TransitError) -> PredictionBoard {
        MTAMapper.board([(stop: nil, delivery: try siri(body, operation: "stop-monitoring"))])
    }

    /// The run of every bus of a SIRI vehicle-monitoring body asked at detail level `calls`:
    /// position, next stops in travel order (monitored call, then onward calls), the situations.
    public static func trips(fromVehicleMonitoring body: Data) throws(TransitError) -> [VehicleTrip] {
        MTAMapper.trips(try siri(body, operation: "vehicle-monitoring"))
    }

    /// Service alerts from the situations of any SIRI body (JSON or XML).
    public static func alerts(fromSiri body: Data) throws(TransitError) -> [ServiceAlert] {
        MTAMapper.alerts(try siri(body, operation: "situation-exchange").situations)
    }

    /// A SIRI body as an endpoint's answer at `status`: its error, or its delivery.
    static func siri(_ body: Data, operation: String, status: Int = 200) throws(TransitError) -> MTAWireSiriDelivery {
        let request = placeholderRequest(operation)
        if let error = MTAErrors.error(in: HTTPResponse(status: status, body: body), request: request, api: .siri) {
            throw error
        }
        return try MTADecoder.siri(body, request: request, status: status)
    }

    /// A "where" body as an endpoint's answer at `status`: its error, or its envelope.
    static func `where`<Payload: Decodable & Sendable>(
        _ type: Payload.Type, _ body: Data, operation: String,
        status: Int = 200
    ) throws(TransitError) -> MTAWireWhereEnvelope<Payload> {
        let request = placeholderRequest(operation)
        if let error = MTAErrors.error(in: HTTPResponse(status: status, body: body), request: request, api: .where) {
            throw error
        }
        return try MTADecoder.where(type, body, request: request, status: status)
    }

    static func placeholderRequest(_ operation: String) -> HTTPRequest {
        HTTPRequest(url: MTABusTimeClient.defaultBaseURL, provider: MTABusTimeClient.providerID, operation: operation)
    }
}
