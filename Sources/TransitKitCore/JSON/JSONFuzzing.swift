import Foundation

/// The entry point a fuzzer drives: any bytes through ``JSONWireDecoder`` and ``JSONReader``
/// beside `JSONDecoder`, the reference. It never traps; it reports what happened, so a harness
/// can flag the one outcome that is a bug (`.mismatch`).
///
/// ```swift
/// // libFuzzer: LLVMFuzzerTestOneInput
/// if case .mismatch(let why) = JSONFuzzing.exercise(bytes) { report(why) }   // a bug in the reader
/// ```
public enum JSONFuzzing {
    /// What one input did.
    public enum Outcome: Hashable, Sendable {
        /// Both decoders rejected the bytes, each with a typed error.
        case rejected
        /// Both decoders read the same value (doubles compared bit for bit), and the strict
        /// reader, when it accepted the bytes, read that value too.
        case agreed
        /// The decoders disagree: one accepted what the other rejected, or they read different
        /// values. Always a bug in the core reader; `detail` says which.
        case mismatch(detail: String)
    }

    /// Decodes `bytes` as a ``JSONValue`` with `JSONDecoder` and with ``JSONWireDecoder``
    /// (`JSONDecoder`-compatible syntax), and with ``JSONReader`` (RFC 8259), and compares.
    @discardableResult
    public static func exercise(_ bytes: [UInt8]) -> Outcome {
        let data = Data(bytes)
        let reference = try? JSONDecoder().decode(JSONValue.self, from: data)
        let wire = try? JSONWireDecoder().decode(JSONValue.self, from: data)
        // Stricter than both (no trailing comma, UTF-8 only): its value is compared when it has one.
        let strict = try? JSONReader.read(data) { reader throws(TransitError) in try JSONValue(reading: &reader) }
        switch (reference, wire) {
        case (nil, nil):
            return strict == nil ? .rejected : .mismatch(detail: "JSONReader accepted what both decoders rejected")
        case (.some, nil):
            return .mismatch(detail: "JSONDecoder accepted, JSONWireDecoder rejected")
        case (nil, .some):
            return .mismatch(detail: "JSONWireDecoder accepted, JSONDecoder rejected")
        case (.some(let reference), .some(let wire)):
            guard reference.isIdentical(to: wire) else { return .mismatch(detail: "JSONWireDecoder read a different value") }
            if let strict, !strict.isIdentical(to: reference) { return .mismatch(detail: "JSONReader read a different value") }
            return .agreed
        }
    }
}

extension JSONValue {
    /// Equality that tells doubles apart by bit pattern (`-0.0` ≠ `0.0`), as a differential
    /// comparison must.
    func isIdentical(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.double(let x), .double(let y)): return x.bitPattern == y.bitPattern
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.isIdentical(to: $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { key, value in y[key].map { value.isIdentical(to: $0) } ?? false }
        default: return self == other
        }
    }
}
