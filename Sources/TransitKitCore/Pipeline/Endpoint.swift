import Foundation

/// One call of one API, described; ``HTTPClient/perform(_:)`` runs it.
///
/// This is the provider's side of the single request pipeline every provider shares — the
/// Swift form of hafas-client's profile: the core owns the path a request takes (send, status,
/// body errors, decoding with field paths, secrets scrubbed), and an endpoint supplies only the
/// facts and the steps where its API differs.
///
/// ```swift
/// struct RoutesEndpoint: Endpoint {
///     typealias Wire = RoutesEnvelope                      // Decodable: JSON by default
///     let configuration: CTABusTrackerClient.Configuration
///     var operation: String { "getroutes" }
///     func request() throws(TransitError) -> HTTPRequest { … }
///     func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
///         response.text?.contains("Transaction limit") == true ? quotaError(request) : nil
///     }
/// }
/// let wire = try await http.perform(RoutesEndpoint(configuration: configuration))
/// ```
///
/// The steps, in order: ``credential`` is checked (empty → `.unauthorized`, before any
/// request); ``request()`` is built and sent; ``errorInBody(_:for:)`` may claim the response
/// whatever its status (errors inside an HTTP 200, key errors in a 403 body); a non-2xx status
/// becomes its typed error; ``decode(_:for:)`` turns the body into the wire value, naming the
/// field path of anything that does not fit. Token refresh and polling wrap `perform`; they do
/// not replace it.
public protocol Endpoint: Sendable {
    /// What the API sends back, mirrored exactly.
    associatedtype Wire: Sendable

    /// The API's name for the call ("getpredictions", "vehicle-monitoring",
    /// "GetDeviceToken"), used in errors and logs.
    var operation: String { get }

    /// The key or token this call needs; nil when it needs none. An empty one fails the call
    /// with `.unauthorized` before anything is sent.
    var credential: Secret? { get }

    /// The request, with its provider, operation and ``Redaction`` set. Throws
    /// `.invalidArgument` when the arguments cannot make one.
    func request() throws(TransitError) -> HTTPRequest

    /// An error the API reports inside a body — an HTTP 200 that is a failure, or a non-2xx
    /// whose body says more than its status — or nil to let the status and the decoder decide.
    func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError?

    /// The body as the wire value; a failure is `.decoding` naming the field.
    func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> Wire
}

extension Endpoint {
    /// No credential: endpoints of keyless APIs need not declare one.
    public var credential: Secret? { nil }

    /// No error inside bodies: only the HTTP status decides.
    public func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? { nil }
}

extension Endpoint where Wire: Decodable {
    /// JSON through `JSONDecoder`: bodies that cannot be JSON (empty, not UTF-8, HTML, plain
    /// text) are refused with that reason, and a field that does not fit is named by its path.
    public func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> Wire {
        try HTTPClient.decodeJSON(Wire.self, from: response, for: request)
    }
}
