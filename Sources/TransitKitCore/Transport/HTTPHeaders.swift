/// HTTP header fields: ordered, names compared case-insensitively.
public struct HTTPHeaders: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in the order they were set, with names as first written.
    public private(set) var fields: [(name: String, value: String)] = []

    /// No fields.
    public init() {}
    /// Fields from a literal: `["Accept": "application/json"]`; a repeated name keeps the last value.
    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }
    /// Fields from name–value pairs; a repeated name (in any case) keeps the last value.
    public init(_ pairs: [(String, String)]) {
        for (name, value) in pairs { self[name] = value }
    }

    /// Fields whose names are already distinct (any case), kept as given: what a transport's
    /// head reader built, without the look-up ``subscript(_:)`` makes per field.
    init(distinctFields: [(name: String, value: String)]) {
        fields = distinctFields
    }

    /// The first value for `name` (any case); setting replaces every field of that name.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value }
        set {
            fields.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
            if let newValue { fields.append((name, newValue)) }
        }
    }

    /// Iterates the fields in order.
    public func makeIterator() -> some IteratorProtocol<(name: String, value: String)> {
        fields.makeIterator()
    }

    /// Equal when the same fields appear in the same order, names compared case-insensitively.
    public static func == (a: HTTPHeaders, b: HTTPHeaders) -> Bool {
        a.fields.count == b.fields.count
            && zip(a.fields, b.fields).allSatisfy { $0.name.lowercased() == $1.name.lowercased() && $0.value == $1.value }
    }

    /// Hashes consistently with `==`: names lower-cased.
    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name.lowercased())
            hasher.combine(field.value)
        }
    }
}
