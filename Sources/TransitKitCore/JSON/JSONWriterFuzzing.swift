import Foundation

/// The writer's differential check, for the fuzz target `json-writer` and `JSONWriterTests`:
/// any bytes become values, and what ``JSONWriter`` writes for them is held to `JSONEncoder`
/// (byte for byte, compact and pretty) and read back by ``JSONReader`` and `JSONDecoder`.
///
/// ```swift
/// // libFuzzer: LLVMFuzzerTestOneInput
/// if let why = JSONWriterFuzzing.exercise(bytes) { report(why) }   // a bug in the writer
/// ```
package enum JSONWriterFuzzing {
    /// Checks the writer on what `bytes` hold, two ways: the bytes read as a JSON document
    /// (when they are one), and the bytes cut into texts and doubles (every 8 bytes a bit
    /// pattern, NaN and infinities among them, which must be refused with a typed error).
    /// Nil when every check held; otherwise what broke.
    package static func exercise(_ bytes: [UInt8]) -> String? {
        if let document = try? JSONReader.read(
            Data(bytes), syntax: .jsonDecoderCompatible,
            { reader throws(TransitError) in
                try JSONValue(reading: &reader)
            })
        {
            if let problem = check(document) { return "document: \(problem)" }
        }
        // Texts: the bytes split at NUL, each decoded as UTF-8 with repairs (as any String is).
        let texts = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var members: [String: JSONValue] = [:]
        for (index, text) in texts.enumerated() { members[text] = .string(texts[(index + 1) % texts.count]) }
        if let problem = check(.object(members)) { return "texts: \(problem)" }
        for text in texts {
            var writer = JSONWriter(escaping: .asciiOnly)
            writer.string(text)
            guard writer.bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return "asciiOnly wrote a byte outside printable ASCII" }
            guard (try? JSONDecoder().decode(String.self, from: Data(writer.bytes))) == text else {
                return "asciiOnly text does not read back: \(String(decoding: writer.bytes, as: UTF8.self))"
            }
        }
        // Doubles: every finite one as JSONEncoder writes it; a NaN or infinity refused.
        var doubles: [JSONValue] = []
        var start = 0
        while start + 8 <= bytes.count {
            let bits = bytes[start..<start + 8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let value = Double(bitPattern: bits)
            start += 8
            guard value.isFinite else {
                do {
                    _ = try JSONValue.double(value).jsonBytes()
                    return "\(value) was written"
                } catch {
                    guard error.kind == .invalidArgument else { return "\(value) refused with \(error.kind)" }
                }
                continue
            }
            doubles.append(.double(value))
        }
        if let problem = check(.array(doubles)) { return "doubles: \(problem)" }
        return nil
    }

    /// The writer's bytes for `value` against `JSONEncoder`'s, compact and pretty, and read
    /// back by both readers.
    static func check(_ value: JSONValue) -> String? {
        for pretty in [false, true] {
            let encoder = JSONEncoder()
            encoder.outputFormatting =
                pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
            guard let written = try? value.jsonBytes(layout: pretty ? .encoderPretty : .compact) else {
                return "the writer refused a finite value"
            }
            guard let reference = try? encoder.encode(value) else { return "JSONEncoder refused what the writer wrote" }
            guard written == [UInt8](reference) else {
                return
                    "pretty \(pretty): wrote \(String(decoding: written, as: UTF8.self)); JSONEncoder \(String(decoding: reference, as: UTF8.self))"
            }
        }
        guard let written = try? value.jsonBytes() else { return "the writer refused a finite value" }
        let expected = value.asWrittenNumbers
        guard let decoded = try? JSONDecoder().decode(JSONValue.self, from: Data(written)), decoded.isIdentical(to: expected) else {
            return "JSONDecoder does not read back \(String(decoding: written, as: UTF8.self))"
        }
        guard
            let read = try? JSONReader.read(Data(written), { reader throws(TransitError) in try JSONValue(reading: &reader) }),
            read.isIdentical(to: expected)
        else { return "JSONReader does not read back \(String(decoding: written, as: UTF8.self))" }
        return nil
    }
}

extension JSONValue {
    /// This value as a reader reads its text back. JSON has one kind of number, and a reader
    /// makes a whole one an integer when it fits `Int64` (``JSONNumber/int64``, `JSONDecoder`'s
    /// rule): `3.0` is written `3` and read `3`; `-0.0` is read `0`; 3.7264634083779327e17 is
    /// written `3.7264634083779327e+17` and read as that decimal, 372646340837793270, not as
    /// the double's own value 372646340837793280; -2^63's text reads as a double.
    package var asWrittenNumbers: JSONValue {
        switch self {
        case .double(let value):
            guard let bytes = try? JSONValue.double(value).jsonBytes() else { return self }
            let text = String(decoding: bytes, as: UTF8.self)
            let number = JSONNumber(text: text, isInteger: !text.contains { $0 == "." || $0 == "e" })
            return number.int64.map(JSONValue.integer) ?? self
        case .array(let values): return .array(values.map(\.asWrittenNumbers))
        case .object(let members): return .object(members.mapValues(\.asWrittenNumbers))
        default: return self
        }
    }
}
