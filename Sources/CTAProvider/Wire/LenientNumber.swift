import Foundation

/// A number CTA sends either as a JSON number or as a string (`"lat": "41.92"` on vehicles,
/// `"lat": 41.92` on stops). A string that is not a number fails with the field's path.
struct LenientDouble: Decodable, Hashable, Sendable {
    let value: Double

    init(_ value: Double) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = number
            return
        }
        let text = try container.decode(String.self).trimmingCharacters(in: .whitespaces)
        guard let number = Double(text), number.isFinite else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "\"\(text)\" is not a number"))
        }
        value = number
    }
}

/// An integer sent as a JSON number, an integral float (`0.0`) or a string (`"271"`).
struct LenientInt: Decodable, Hashable, Sendable {
    let value: Int

    init(_ value: Int) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
            return
        }
        if let number = try? container.decode(Double.self), number.isFinite, number.rounded() == number,
            let exact = Int(exactly: number)
        {
            value = exact
            return
        }
        let text = try container.decode(String.self).trimmingCharacters(in: .whitespaces)
        guard let number = Int(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "\"\(text)\" is not an integer"))
        }
        value = number
    }
}
