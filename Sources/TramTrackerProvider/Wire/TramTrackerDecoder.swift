import Foundation
import TransitKitCore

/// Turns a RestService body into a checked ``TramTrackerWireReply`` or a ``TransitError``, as a
/// pure function of bytes: ``TramTrackerEndpoint`` calls it inside the core pipeline, and
/// ``TramTrackerPayloads`` calls it on bytes an app already holds.
///
/// Order matters: the envelope head is read first and `hasError` checked before
/// `responseObject` is touched, because an error body's `responseObject` is `[]` or null
/// whatever the endpoint. Then the shape the endpoint documents is enforced.
enum TramTrackerDecoder {
    /// Where the bytes came from, for the errors: a request (its provider, operation and
    /// redacted URL, and its secrets scrubbed from every text) or just an operation name.
    struct Source: Sendable {
        var operation: String
        var request: HTTPRequest?
        var status: Int?

        /// Bytes that came back for `request` with `status`.
        init(_ request: HTTPRequest, status: Int?) {
            self.operation = request.operation ?? ""
            self.request = request
            self.status = status
        }

        /// Bytes an app holds, said to be `operation`'s answer.
        init(operation: String) {
            self.operation = operation
        }

        /// An error about these bytes. Decoding errors carry the HTTP status (as the core's
        /// decoder does); errors the body reports do not, since the status said "success".
        func error(
            _ kind: TransitError.Kind, providerMessage: String? = nil, detail: String,
            underlying: (any Error)? = nil
        ) -> TransitError {
            let status = kind == .decoding ? self.status : nil
            guard let request else {
                return TransitError(
                    kind, provider: TramTrackerClient.providerID, operation: operation, status: status,
                    providerMessage: providerMessage, detail: detail, underlying: underlying)
            }
            return TransitError(
                kind, request: request, status: status, providerMessage: providerMessage, detail: detail,
                underlying: underlying)
        }
    }

    /// The error a body reports in its envelope (`hasError: true`), or nil when it reports none
    /// or is no envelope at all — those are left to the status check and to ``reply(_:from:shape:source:)``.
    static func reportedError(in body: Data, source: Source) -> TransitError? {
        guard HTTPClient.jsonProblem(in: body) == nil,
            let head = try? JSONDecoder().decode(TramTrackerWireEnvelopeHead.self, from: body)
        else { return nil }
        return TramTrackerErrors.error(in: head, operation: source.operation, source: source)
    }

    /// Bytes an app holds, said to be `method`'s answer (``TramTrackerPayloads``).
    static func reply<Element: Decodable & Sendable>(
        _ type: Element.Type, from body: Data, method: TramTrackerMethod
    )
        throws(TransitError) -> TramTrackerWireReply<Element>
    {
        try reply(type, from: body, shape: method.shape, source: Source(operation: method.rawValue))
    }

    /// The envelope checks, then `responseObject` in the `shape` the endpoint documents.
    static func reply<Element: Decodable & Sendable>(
        _ type: Element.Type, from body: Data, shape: TramTrackerWireShape,
        source: Source
    ) throws(TransitError) -> TramTrackerWireReply<Element> {
        let operation = source.operation
        if let request = source.request {
            try HTTPClient.requireJSON(body, request: request, status: source.status)
        } else if let problem = HTTPClient.jsonProblem(in: body) {
            throw source.error(.decoding, providerMessage: HTTPClient.snippet(of: body), detail: problem)
        }
        let envelope: TramTrackerWireEnvelope<Element>
        do { envelope = try JSONDecoder().decode(TramTrackerWireEnvelope<Element>.self, from: body) } catch {
            throw source.error(.decoding, detail: "\(operation): \(TransitError.describe(error))", underlying: error)
        }
        let head = envelope.head
        if let reported = TramTrackerErrors.error(in: head, operation: operation, source: source) { throw reported }
        guard head.reportsError != nil || head.hasResponseObject else {
            throw source.error(
                .decoding, providerMessage: head.message ?? head.errorMessage,
                detail: "\(operation): not a tramTRACKER envelope (no hasError, no responseObject)")
        }
        guard let object = envelope.responseObject else {
            throw source.error(.decoding, detail: "\(operation): responseObject is missing, expected \(shape.rawValue)")
        }
        switch (shape, object) {
        case (.array, .array),
            (.arrayOfOne, .null), (.object, .null):
            break
        case (.arrayOfOne, .array(let items)) where items.count <= 1:
            break
        case (.object, .array(let items)) where items.isEmpty:
            break
        case (.object, .object):
            break
        default:
            throw source.error(
                .decoding,
                detail: "\(operation): responseObject is \(object.shapeName), expected \(shape.rawValue)")
        }
        return TramTrackerWireReply(head: head, object: object)
    }
}
