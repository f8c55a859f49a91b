import Foundation
import TransitKitCore

/// Decoding without a client, for payloads an app already holds (and for benchmarks).
public enum MTAPayloads {
    /// Vehicle positions from a SIRI vehicle-monitoring body (v1 or v2 JSON).
    public static func vehicles(fromVehicleMonitoring body: Data) throws(TransitError) -> [VehiclePosition] {
        SiriMapping.vehicles(try MTADecoders.siri(body, request: placeholderRequest("vehicle-monitoring")))
    }

    /// Predictions from a SIRI stop-monitoring body, sorted by time.
    public static func predictions(fromStopMonitoring body: Data, timeZone: TimeZone = MTABusTimeClient.newYork)
        throws(TransitError) -> PredictionBoard
    {
        let delivery = try MTADecoders.siri(body, request: placeholderRequest("stop-monitoring"))
        return PredictionBoard(predictions: SiriMapping.predictions(delivery, stop: nil, timeZone: timeZone))
    }

    /// Service alerts from the situations of any SIRI body (JSON or XML).
    public static func alerts(fromSiri body: Data) throws(TransitError) -> [ServiceAlert] {
        SiriMapping.alerts(try MTADecoders.siri(body, request: placeholderRequest("situation-exchange")).situations)
    }

    static func placeholderRequest(_ operation: String) -> HTTPRequest {
        HTTPRequest(url: MTABusTimeClient.defaultBaseURL, provider: "mta", operation: operation)
    }
}
