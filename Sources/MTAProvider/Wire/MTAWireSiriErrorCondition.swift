import Foundation
import TransitKitCore

/// `{"OtherError":{"ErrorText":"…"},"Description":"…"}`.
struct MTAWireSiriErrorCondition: Decodable, Sendable {
    var OtherError: MTAWireSiriOtherError?
    var Description: String?

    var text: String {
        let words = Description ?? OtherError?.ErrorText ?? ""
        return words.isEmpty ? (OtherError?.ErrorText ?? "") : words
    }
}

struct MTAWireSiriOtherError: Decodable, Sendable {
    var ErrorText: String?
}

/// Only the `ErrorCondition`s of a SIRI body, whatever the endpoint: what ``MTAErrors`` reads,
/// so an error body is recognised without decoding any delivery. The key interceptor answers
/// every endpoint with a vehicle-monitoring delivery; validation errors come in the delivery of
/// the endpoint called.
struct MTAWireSiriErrorProbe: Decodable, Sendable {
    struct Body: Decodable, Sendable {
        var ServiceDelivery: Delivery
    }

    struct Delivery: Decodable, Sendable {
        var VehicleMonitoringDelivery: [Part]?
        var StopMonitoringDelivery: [Part]?
    }

    struct Part: Decodable, Sendable {
        var ErrorCondition: MTAWireSiriErrorCondition?
    }

    var Siri: Body

    /// The first `ErrorCondition` of any delivery.
    var errorCondition: MTAWireSiriErrorCondition? {
        let delivery = Siri.ServiceDelivery
        return delivery.VehicleMonitoringDelivery?.lazy.compactMap(\.ErrorCondition).first
            ?? delivery.StopMonitoringDelivery?.lazy.compactMap(\.ErrorCondition).first
    }
}
