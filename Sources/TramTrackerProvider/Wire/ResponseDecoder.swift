import Foundation
import TransitKitCore

/// Turns a RestService body into data or a ``TransitError``, as a pure function of bytes.
///
/// Order matters: the envelope is read first and `hasError` checked before `responseObject`
/// is touched, because an error body's `responseObject` is `[]` or null whatever the endpoint.
/// Then the shape the endpoint documents is enforced.
enum ResponseDecoder {
    /// Data plus the envelope it came in (for `timeResponded`).
    struct Decoded<Value: Sendable>: Sendable {
        var value: Value
        var head: EnvelopeHead
    }

    /// `.array` endpoints: every element.
    static func list<T: Decodable & Sendable>(_ type: T.Type, from body: Data, endpoint: TramTrackerEndpoint,
                                              request: HTTPRequest) throws(TransitError) -> Decoded<[T]>
    {
        let (head, object) = try envelope(T.self, from: body, endpoint: endpoint, request: request)
        switch object {
        case let .array(items): return Decoded(value: items, head: head)
        default: throw shapeError(object, endpoint: endpoint, request: request)
        }
    }

    /// `.arrayOfOne` and `.object` endpoints: the one element, or nil for `[]` / null.
    static func single<T: Decodable & Sendable>(_ type: T.Type, from body: Data, endpoint: TramTrackerEndpoint,
                                                request: HTTPRequest) throws(TransitError) -> Decoded<T?>
    {
        let (head, object) = try envelope(T.self, from: body, endpoint: endpoint, request: request)
        switch (endpoint.shape, object) {
        case (_, .null): return Decoded(value: nil, head: head)
        case let (_, .array(items)) where items.isEmpty: return Decoded(value: nil, head: head)
        case let (.arrayOfOne, .array(items)) where items.count == 1: return Decoded(value: items[0], head: head)
        case let (.object, .object(item)): return Decoded(value: item, head: head)
        default: throw shapeError(object, endpoint: endpoint, request: request)
        }
    }

    /// The envelope checks, then `responseObject` in whatever shape it came.
    static func envelope<T: Decodable & Sendable>(_ type: T.Type, from body: Data, endpoint: TramTrackerEndpoint,
                                                  request: HTTPRequest) throws(TransitError)
        -> (EnvelopeHead, ResponseObject<T>)
    {
        try HTTPClient.requireJSON(body, request: request)
        let decoder = JSONDecoder()
        let head: EnvelopeHead
        do { head = try decoder.decode(EnvelopeHead.self, from: body) } catch {
            throw decodingError(error, endpoint: endpoint, request: request)
        }
        if head.reportsError == true {
            let message = head.errorMessage.flatMap { $0.isEmpty ? nil : $0 }
            let tokenProblem = message.map(TokenErrors.isTokenError) ?? false
            throw TransitError(.apiError, request: request, providerMessage: message,
                               detail: "\(endpoint.method): hasError is true in an HTTP 200 body"
                                   + (tokenProblem ? " (device token rejected)" : ""))
        }
        guard head.reportsError != nil || head.hasResponseObject else {
            throw TransitError(.decoding, request: request, providerMessage: head.message ?? head.errorMessage,
                               detail: "\(endpoint.method): not a tramTRACKER envelope (no hasError, no responseObject)")
        }
        let object: ResponseObject<T>?
        do { object = try decoder.decode(EnvelopeBody<T>.self, from: body).responseObject } catch {
            throw decodingError(error, endpoint: endpoint, request: request)
        }
        guard let object else {
            throw TransitError(.decoding, request: request,
                               detail: "\(endpoint.method): responseObject is missing, expected \(endpoint.shape.rawValue)")
        }
        return (head, object)
    }

    static func decodingError(_ error: any Error, endpoint: TramTrackerEndpoint, request: HTTPRequest) -> TransitError {
        TransitError(.decoding, request: request, detail: "\(endpoint.method): \(TransitError.describe(error))",
                     underlying: error)
    }

    static func shapeError<T>(_ object: ResponseObject<T>, endpoint: TramTrackerEndpoint, request: HTTPRequest) -> TransitError {
        TransitError(.decoding, request: request,
                     detail: "\(endpoint.method): responseObject is \(object.shapeName), expected \(endpoint.shape.rawValue)")
    }
}
