/// A field the API sends as a string in one place and a number in another (`RouteNo` is
/// `"16"` in predictions, `HeadBoardRouteNo` a number in some route summaries). Kept as text,
/// never as an `Int`: route numbers carry letters ("16d", "3a").
struct LenientString: Decodable, Hashable, Sendable, CustomStringConvertible {
    var value: String

    init(_ value: String) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int64.self) {
            value = String(number)
        } else if let number = try? container.decode(Double.self), number.isFinite {
            value = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        } else {
            throw DecodingError.typeMismatch(
                String.self, DecodingError.Context(codingPath: decoder.codingPath,
                                                   debugDescription: "expected a string or a number"))
        }
    }

    var description: String { value }
}
