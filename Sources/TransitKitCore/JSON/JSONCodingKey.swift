/// A step of the reader's path in its errors: a member name, or an array position named the
/// way `JSONDecoder` names it (`"Index 2"`, int value 2), so ``TransitError/path(_:)`` prints
/// the same `a.b[2].c` for an error of either.
struct JSONCodingKey: CodingKey, Hashable, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }
}
