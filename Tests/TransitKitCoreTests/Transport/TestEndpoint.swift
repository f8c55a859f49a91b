import TransitKitCore

/// A call described by a ready-made request, decoded as JSON: the smallest `Endpoint`, for
/// tests of the pipeline itself.
struct TestEndpoint<Wire: Decodable & Sendable>: Endpoint {
    let prepared: HTTPRequest
    var operation: String { prepared.operation ?? "test" }

    init(_ wire: Wire.Type, _ request: HTTPRequest) { prepared = request }

    func request() throws(TransitError) -> HTTPRequest { prepared }
}
