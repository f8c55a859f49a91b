import Foundation
import TransitKitCore

/// Turns a RestService answer into a checked ``TramTrackerWireReply`` or a ``TransitError``, as a
/// pure function of the response and its request: ``TramTrackerEndpoint`` decodes with it, and
/// ``TramTrackerPayloads`` reaches it through `HTTPClient.interpret`.
///
/// One decoding pass: the envelope's head is read first and `hasError` checked before
/// `responseObject` is touched (an error body's `responseObject` is `[]` or null whatever the
/// endpoint), so an error the body reports is found without decoding the body twice. Then the
/// shape the element type documents (``TramTrackerWireElement/shape``) is enforced.
enum TramTrackerDecoder {
    static func decode<Element: TramTrackerWireElement>(
        _ response: HTTPResponse, for request: HTTPRequest
    ) throws(TransitError) -> TramTrackerWireReply<Element> {
        let operation = request.operation ?? ""
        let shape = Element.shape
        let envelope = try HTTPClient.decodeJSON(TramTrackerWireEnvelope<Element>.self, from: response, for: request)
        let head = envelope.head
        if let reported = TramTrackerErrors.error(in: head, request: request, status: response.status) { throw reported }
        guard head.reportsError != nil || head.hasResponseObject else {
            throw TransitError(
                .decoding, request: request, status: response.status, providerMessage: head.message ?? head.errorMessage,
                detail: "\(operation): not a tramTRACKER envelope (no hasError, no responseObject)")
        }
        guard let object = envelope.responseObject else {
            throw TransitError(
                .decoding, request: request, status: response.status,
                detail: "\(operation): responseObject is missing, expected \(shape.rawValue)")
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
            throw TransitError(
                .decoding, request: request, status: response.status,
                detail: "\(operation): responseObject is \(object.shapeName), expected \(shape.rawValue)")
        }
        return TramTrackerWireReply(head: head, object: object, operation: operation)
    }
}
