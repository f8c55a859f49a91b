import Foundation

/// Scalars out of the index, with `JSONDecoder`'s errors: a null is `valueNotFound`, another
/// kind is `typeMismatch`, a number that does not fit is `dataCorrupted` — each at `path`,
/// which is only built when there is an error.
extension JSONDecodingState {
    func unboxString(at index: Int, as type: Any.Type, path: () -> [any CodingKey]) throws -> String {
        let entry = entries[index]
        guard entry.kind == .string else { throw mismatch(type, at: index, path: path()) }
        try requireBytes(path)
        try checkString(at: index, path: path())
        return JSONStringContent.string(bytes, entry.stringToken)
    }

    func unboxBool(at index: Int, path: () -> [any CodingKey]) throws -> Bool {
        switch entries[index].kind {
        case .true: return true
        case .false: return false
        // JSONDecoder's one exception: a null where a Bool belongs is a type mismatch, not a
        // missing value.
        default: throw typeMismatch(Bool.self, at: index, path: path())
        }
    }

    func unboxDouble(at index: Int, path: () -> [any CodingKey]) throws -> Double {
        let (token, digits) = try number(at: index, as: Double.self, path: path)
        guard let value = digits.double(bytes, token) else { throw doesNotFit(token, Double.self, path: path()) }
        return value
    }

    func unboxFloat(at index: Int, path: () -> [any CodingKey]) throws -> Float {
        let (token, digits) = try number(at: index, as: Float.self, path: path)
        guard let value = digits.float(bytes, token) else { throw doesNotFit(token, Float.self, path: path()) }
        return value
    }

    func unboxInteger<T: FixedWidthInteger>(at index: Int, as type: T.Type, path: () -> [any CodingKey]) throws -> T {
        let (token, digits) = try number(at: index, as: T.self, path: path)
        guard let value = digits.integer(T.self, bytes, token) else { throw doesNotFit(token, T.self, path: path()) }
        return value
    }

    func unboxDecimal(at index: Int, path: () -> [any CodingKey]) throws -> Decimal {
        let (token, _) = try number(at: index, as: Decimal.self, path: path)
        guard let value = JSONNumber.decimal(JSONNumberDigits.text(bytes, token)) else {
            throw doesNotFit(token, Decimal.self, path: path())
        }
        return value
    }

    private func number(at index: Int, as type: Any.Type, path: () -> [any CodingKey]) throws -> (JSONNumberToken, JSONNumberDigits) {
        let entry = entries[index]
        guard entry.kind == .number else { throw mismatch(type, at: index, path: path()) }
        try requireBytes(path)
        let token = entry.numberToken
        do {
            try JSONScanner(bytes).check(token)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(), debugDescription: "Not valid JSON: \(error.description).", underlyingError: error))
        }
        return (token, JSONNumberDigits(bytes, token))
    }

    /// Throws when the decode that owned the bytes has returned (a type kept its decoder).
    @inline(__always)
    func requireBytes(_ path: () -> [any CodingKey]) throws {
        guard lifetime.isValid else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(), debugDescription: "decoder used after JSONWireDecoder.decode returned"))
        }
    }

    /// `valueNotFound` for a null, `typeMismatch` for any other kind.
    func mismatch(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
        guard entries[index].kind != .null else {
            return .valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path, debugDescription: "Cannot get value of type \(name(of: type)) -- found null value instead"))
        }
        return typeMismatch(type, at: index, path: path)
    }

    func typeMismatch(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
        .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path,
                debugDescription: "Expected to decode \(name(of: type)) but found \(foundName(entries[index].kind)) instead."))
    }

    private func doesNotFit(_ token: JSONNumberToken, _ type: Any.Type, path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: path, debugDescription: "Number \(JSONNumberDigits.text(bytes, token)) does not fit in \(name(of: type))."))
    }

    /// The words `JSONDecoder` uses for what it found.
    private func foundName(_ kind: JSONIndexEntry.Kind) -> String {
        switch kind {
        case .object: return "a dictionary"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "number"
        case .true, .false: return "bool"
        case .null: return "null"
        }
    }
}
