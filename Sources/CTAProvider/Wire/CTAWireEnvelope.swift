/// `{"bustime-response": {…}}`, the wrapper of every Bus Tracker answer.
struct CTAWireEnvelope: Decodable, Equatable, Sendable {
    let response: CTAWireResponse

    enum CodingKeys: String, CodingKey { case response = "bustime-response" }
}
