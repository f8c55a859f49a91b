/// A field read without failing the whole entry: absent (or null), present but not the
/// expected type, or a value. Lets one bad entry be reported instead of rejecting the file.
enum WireField<Value: Sendable & Hashable>: Sendable, Hashable {
    case missing
    case invalid(String)
    case value(Value)
}
