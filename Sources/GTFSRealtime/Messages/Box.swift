/// An immutable heap cell with value semantics (equal and hashed by its value): a setter
/// replaces the cell, so copies never share a change.
final class Box<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (a: Box, b: Box) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
