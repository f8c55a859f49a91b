import Foundation
import TransitKitCore

/// `{"OtherError":{"ErrorText":"…"},"Description":"…"}`.
struct MTAWireSiriErrorCondition: Decodable, Sendable, Equatable {
    var OtherError: MTAWireSiriOtherError?
    var Description: String?

    var text: String {
        let words = Description ?? OtherError?.ErrorText ?? ""
        return words.isEmpty ? (OtherError?.ErrorText ?? "") : words
    }
}

struct MTAWireSiriOtherError: Decodable, Sendable, Equatable {
    var ErrorText: String?
}

/// The `Siri` member of a body that is not a 2xx answer (the key interceptor answers every
/// endpoint, SIRI or "where", with a vehicle-monitoring delivery): only its `ErrorCondition`s,
/// read by `JSONDecoder` as one member of ``MTAWireWhereEnvelope`` (no delivery is decoded).
struct MTAWireSiriErrorBody: Decodable, Sendable {
    struct Delivery: Decodable, Sendable {
        var VehicleMonitoringDelivery: [Part]?
        var StopMonitoringDelivery: [Part]?
    }

    struct Part: Decodable, Sendable {
        var ErrorCondition: MTAWireSiriErrorCondition?
    }

    var ServiceDelivery: Delivery?

    /// The first `ErrorCondition` of any delivery.
    var errorCondition: MTAWireSiriErrorCondition? {
        ServiceDelivery?.VehicleMonitoringDelivery?.lazy.compactMap(\.ErrorCondition).first
            ?? ServiceDelivery?.StopMonitoringDelivery?.lazy.compactMap(\.ErrorCondition).first
    }
}
