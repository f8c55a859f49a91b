import Foundation

/// A whole RestService answer in one decoding pass: the head first, then `responseObject` —
/// only when the head does not report an error, because an error body's `responseObject` is
/// `[]` or null whatever the endpoint. The shape is probed with nested containers before the
/// elements are decoded, so an element that fails reports its own field path rather than "not
/// an array".
struct TramTrackerWireEnvelope<Element: Decodable & Sendable>: Decodable, Sendable {
    var head: TramTrackerWireEnvelopeHead
    /// Nil when the key is missing or the head reports an error.
    var responseObject: TramTrackerWireResponseObject<Element>?

    private enum CodingKeys: String, CodingKey { case responseObject }
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        head = try TramTrackerWireEnvelopeHead(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard head.reportsError != true, c.contains(.responseObject) else {
            responseObject = nil
            return
        }
        if try c.decodeNil(forKey: .responseObject) {
            responseObject = .null
        } else if (try? c.nestedUnkeyedContainer(forKey: .responseObject)) != nil {
            responseObject = .array(try c.decode([Element].self, forKey: .responseObject))
        } else if (try? c.nestedContainer(keyedBy: AnyKey.self, forKey: .responseObject)) != nil {
            responseObject = .object(try c.decode(Element.self, forKey: .responseObject))
        } else {
            throw DecodingError.typeMismatch(
                [Element].self,
                DecodingError.Context(
                    codingPath: [CodingKeys.responseObject],
                    debugDescription: "responseObject is neither an array, an object nor null"))
        }
    }
}

extension TramTrackerWireEnvelope: Equatable where Element: Equatable {}
