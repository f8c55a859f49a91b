import Foundation

/// The entry point a fuzzer drives, and the differential test of the engine: any bytes read
/// as a ``JSONValue`` by ``JSONReader`` beside `JSONDecoder`, the reference. It never traps; it
/// reports what happened, so a harness can flag the one outcome that is a bug (`.mismatch`).
///
/// ```swift
/// // libFuzzer: LLVMFuzzerTestOneInput
/// if case .mismatch(let why) = JSONFuzzing.exercise(bytes) { report(why) }   // a bug in the reader
/// ```
@usableFromInline package enum JSONFuzzing {
    /// What one input did.
    @usableFromInline package enum Outcome: Hashable, Sendable {
        /// Both rejected the bytes.
        case rejected
        /// Both read the same value (doubles compared bit for bit), and the strict RFC 8259
        /// reader, when it accepted the bytes, read that value too.
        case agreed
        /// They disagree: one accepted what the other rejected, or they read different values.
        /// Always a bug in the reader; `detail` says which.
        case mismatch(detail: String)
    }

    /// Decodes `bytes` as a ``JSONValue`` with `JSONDecoder` and with ``JSONReader`` in
    /// `JSONDecoder`-compatible syntax (and in RFC 8259 syntax), and compares. Input that is
    /// not UTF-8 is out of the reader's scope (`JSONDecoder` also reads UTF-16 and UTF-32):
    /// only the reader accepting such input would be a mismatch.
    @discardableResult
    @usableFromInline package static func exercise(_ bytes: [UInt8]) -> Outcome {
        let data = Data(bytes)
        let reference = try? JSONDecoder().decode(JSONValue.self, from: data)
        let read = try? JSONReader.read(data, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in
            try JSONValue(reading: &reader)
        }
        // Stricter (no trailing comma): its value is compared when it has one.
        let strict = try? JSONReader.read(data) { reader throws(TransitError) in try JSONValue(reading: &reader) }
        switch (reference, read) {
        case (nil, nil):
            return strict == nil ? .rejected : .mismatch(detail: "the RFC 8259 reader accepted what both rejected")
        case (.some, nil):
            // A zero byte is how JSONDecoder recognises UTF-16 and UTF-32 (and never valid in UTF-8 JSON).
            let utf8 = UTF8Validity.isValid(data) && !bytes.contains(0)
            return utf8 ? .mismatch(detail: "JSONDecoder accepted, JSONReader rejected") : .rejected
        case (nil, .some):
            return .mismatch(detail: "JSONReader accepted, JSONDecoder rejected")
        case (.some(let reference), .some(let read)):
            guard reference.isIdentical(to: read) else { return .mismatch(detail: "JSONReader read a different value") }
            if let strict, !strict.isIdentical(to: reference) { return .mismatch(detail: "the RFC 8259 reader read a different value") }
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
