/// `{"bustime-response": {…}}`, the wrapper of every Bus Tracker answer.
struct CTAWireEnvelope: Decodable, Sendable {
    let response: CTAWireResponse

    enum CodingKeys: String, CodingKey { case response = "bustime-response" }
}
