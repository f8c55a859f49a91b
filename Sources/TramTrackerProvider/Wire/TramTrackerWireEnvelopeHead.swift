import Foundation

/// The camelCase envelope every RestService answer wraps its data in, without the data: read
/// first, so an error body is recognised whatever its `responseObject` holds.
struct TramTrackerWireEnvelopeHead: Decodable, Sendable, Equatable {
    var errorMessage: String?
    /// True means failure even though HTTP said 200.
    var hasError: Bool?
    /// The 2011 `pidsservicejson` spelling of `hasError`.
    var isError: Bool?
    var hasResponse: Bool?
    var timeRequested: DotNetDate?
    var timeResponded: DotNetDate?
    var webMethodCalled: String?
    /// Gateways answer `{"message":"Bad Gateway"}`.
    var message: String?
    /// Whether the body has a `responseObject` key at all.
    var hasResponseObject: Bool

    enum CodingKeys: String, CodingKey {
        case errorMessage, hasError, isError, hasResponse, timeRequested, timeResponded, webMethodCalled, message
        case responseObject
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        errorMessage = try c.decodeIfPresent(String.self, forKey: .errorMessage)
        hasError = try c.decodeIfPresent(Bool.self, forKey: .hasError)
        isError = try c.decodeIfPresent(Bool.self, forKey: .isError)
        hasResponse = try c.decodeIfPresent(Bool.self, forKey: .hasResponse)
        timeRequested = try c.decodeIfPresent(DotNetDate.self, forKey: .timeRequested)
        timeResponded = try c.decodeIfPresent(DotNetDate.self, forKey: .timeResponded)
        webMethodCalled = try c.decodeIfPresent(String.self, forKey: .webMethodCalled)
        message = try? c.decodeIfPresent(String.self, forKey: .message)
        hasResponseObject = c.contains(.responseObject)
    }

    /// `hasError`, or the legacy `isError`.
    var reportsError: Bool? { hasError ?? isError }
}
