import Foundation
import TransitKitCore

/// The camelCase envelope every RestService answer wraps its data in, without the data:
/// decoded first, so an error body is recognised whatever its `responseObject` holds.
struct EnvelopeHead: Decodable, Sendable {
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

/// `responseObject` as it arrived: null, an array, or one object.
enum ResponseObject<Element: Decodable & Sendable>: Sendable {
    case null
    case array([Element])
    case object(Element)

    var shapeName: String {
        switch self {
        case .null: return "null"
        case let .array(items): return items.isEmpty ? "[]" : "an array of \(items.count)"
        case .object: return "a single object"
        }
    }
}

/// Decodes only `responseObject`, after ``EnvelopeHead`` said the call succeeded. The shape is
/// probed with nested containers first, so an element that fails to decode reports its own
/// field path instead of "not an array".
struct EnvelopeBody<Element: Decodable & Sendable>: Decodable, Sendable {
    var responseObject: ResponseObject<Element>?

    private enum CodingKeys: String, CodingKey { case responseObject }
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard c.contains(.responseObject) else {
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
                DecodingError.Context(codingPath: [CodingKeys.responseObject],
                                      debugDescription: "responseObject is neither an array, an object nor null"))
        }
    }
}
