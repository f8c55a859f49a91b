import Foundation

/// A drop-in for `JSONDecoder` (default strategies) that decodes any `Decodable` from a
/// one-pass index of the bytes (`JSONIndex`) instead of a tree: the same values, the same
/// `DecodingError` kinds and coding paths, several times faster. `HTTPClient.decodeJSON` and
/// every `Endpoint` whose wire is `Decodable` use it. A type that is also ``JSONReadable`` is
/// read straight from the bytes first (see ``readsDirectly``).
///
/// ```swift
/// let envelope = try JSONWireDecoder().decode(CTAEnvelope.self, from: body)
/// ```
///
/// What it shares with `JSONDecoder`: member names as written (no key strategy), `Date` as
/// its own `Decodable` form, `Data` as Base64, `URL` from a string, `Decimal` from the
/// number's text, integers exactly (`1.0` and `1e2` are whole numbers, `1.5` is not), the
/// first of duplicate member names, UTF-16/32 input, one trailing comma, 512 levels. Where it
/// differs, it says more: a number that does not fit its type is reported at its own path
/// (`JSONDecoder` reports "not valid JSON" at the root), and a syntax error names the path
/// and byte offset where it was found.
public struct JSONWireDecoder: Sendable {
    /// Size and depth limits; inputs over them fail before any work.
    public var limits: JSONLimits
    /// ``JSONSyntax/jsonDecoderCompatible`` by default, so it accepts what `JSONDecoder` does.
    public var syntax: JSONSyntax
    /// Handed to every `init(from:)` as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]
    /// Whether a ``JSONReadable`` type is read with its direct reader first (true by
    /// default). False decodes through `init(from:)` only: the reference path that direct
    /// readers are tested against (``decodableOnly``).
    public var readsDirectly = true

    /// A decoder that never takes the ``JSONReadable`` path: the reference for tests.
    public static var decodableOnly: JSONWireDecoder {
        var decoder = JSONWireDecoder()
        decoder.readsDirectly = false
        return decoder
    }

    public init(
        limits: JSONLimits = .default, syntax: JSONSyntax = .jsonDecoderCompatible,
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) {
        self.limits = limits
        self.syntax = syntax
        self.userInfo = userInfo
    }

    /// Decodes a `T` from `data`. Throws what `JSONDecoder` would: `DecodingError`s with their
    /// coding paths, and whatever a type's own `init(from:)` throws.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        // The fast path, for types that have one; anything it refuses is decided below, by
        // the `Decodable` path, so both the values and the errors stay JSONDecoder's.
        if readsDirectly, userInfo.isEmpty, let readable = T.self as? any JSONReadable.Type,
            let value = try? readable.readDocument(data, limits: limits, syntax: syntax) as? T
        {
            return value
        }
        guard data.count <= limits.maximumBytes else {
            throw Self.notJSON("input of \(data.count) bytes is over the \(limits.maximumBytes)-byte limit", underlying: nil)
        }
        var data = data
        if syntax == .jsonDecoderCompatible {
            do throws(JSONSyntaxError) {
                if let utf8 = try JSONTranscoding.utf8(from: data) { data = utf8 }
            } catch {
                throw Self.notJSON(error.description, underlying: error)
            }
        }
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> T in
            let index: JSONIndex
            do throws(JSONIndexError) {
                index = try JSONIndex.build(raw, limits: limits, syntax: syntax)
            } catch {
                let place = error.path.isEmpty ? "" : "\(TransitError.path(error.path)): "
                throw Self.notJSON(place + error.syntax.description, underlying: error.syntax)
            }
            let state = JSONDecodingState(bytes: raw, entries: index.entries, userInfo: userInfo)
            // The state points into `raw`: a decoder a type kept past this call must not read it.
            defer { state.lifetime.isValid = false }
            return try state.decodeAny(T.self)
        }
    }

    static func notJSON(_ reason: String, underlying: (any Error)?) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON: \(reason).",
                underlyingError: underlying))
    }
}
