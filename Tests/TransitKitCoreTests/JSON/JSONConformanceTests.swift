import Foundation
import Testing

@testable import TransitKitCore

/// RFC 8259 conformance on our own vectors in JSONTestSuite's categories (JSONVectors): the
/// RFC 8259 reader accepts every `y_`, rejects every `n_` with a typed error, and does what
/// JSONVectors says for each `i_`. The JSONDecoder-compatible reader gives the same answer
/// as `JSONDecoder` on every vector (``JSONFuzzing/exercise(_:)``, the differential test of
/// the engine).
@Suite struct JSONConformanceTests {
    static func readStrictly(_ bytes: [UInt8]) -> Result<Void, TransitError> {
        do throws(TransitError) {
            try JSONReader.read(Data(bytes), syntax: .rfc8259) { reader throws(TransitError) in try reader.skipValue() }
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    @Test(arguments: JSONVectors.all)
    func rfc8259Reader(vector: JSONVector) {
        switch (Self.readStrictly(vector.bytes), vector.expectation) {
        case (.success, .accept): break
        case (.failure(let error), .reject):
            #expect(error.kind == .decoding, "\(vector.name): \(error)")
            #expect(error.detail?.contains("(byte ") == true, "\(vector.name): \(error)")
        case (.success, .reject): Issue.record("\(vector.name) was accepted")
        case (.failure(let error), .accept): Issue.record("\(vector.name) was rejected: \(error)")
        }
    }

    /// Reading the value (not only checking it) gives the same verdict, except for numbers
    /// beyond every type, which check fine and fail to convert. (Numbers too small for a
    /// double read as the whole number 0, as `JSONDecoder` reads them.)
    @Test(arguments: JSONVectors.all)
    func readerValues(vector: JSONVector) {
        let read: Bool
        do {
            _ = try JSONReader.read(Data(vector.bytes), syntax: .rfc8259) { reader throws(TransitError) in try JSONValue(reading: &reader) }
            read = true
        } catch {
            read = false
            #expect(error.kind == .decoding)
        }
        let outOfRange = [
            "i_number_huge_exp", "i_number_neg_int_huge_exp", "i_number_pos_double_huge_exp",
            "i_number_real_neg_overflow", "i_number_real_pos_overflow",
        ].contains(vector.name)
        #expect(read == (vector.expectation == .accept && !outOfRange), "\(vector.name)")
    }

    @Test(arguments: JSONVectors.all)
    func readerAgreesWithJSONDecoder(vector: JSONVector) {
        let outcome = JSONFuzzing.exercise(vector.bytes)
        if case .mismatch(let detail) = outcome { Issue.record("\(vector.name): \(detail)") }
    }

    @Test func acceptedValuesAreRight() throws {
        func value(_ text: String) throws -> JSONValue {
            try JSONReader.read(Data(text.utf8)) { reader throws(TransitError) in try JSONValue(reading: &reader) }
        }
        #expect(
            try value(#"["\uD801\udc37", "\u00e9", "\\u0000", "a\/b"]"#)
                == .array([.string("𐐷"), .string("é"), .string("\\u0000"), .string("a/b")]))
        #expect(try value(#"{"a":"b","a":"c"}"#) == .object(["a": .string("b")]))
        #expect(
            try value("[1E22, -0, 1.5e-3, 9223372036854775807]") == .array([.double(1e22), .integer(0), .double(0.0015), .integer(.max)]))
        #expect(try value("\u{FEFF}{}") == .object([:]))
    }

    /// The grammar allows any number; a type that cannot hold it is a typed error naming it.
    @Test func outOfRangeNumbersAreTypedErrors() throws {
        func read<T>(_ text: String, _ body: (inout JSONReader) throws(TransitError) -> T) -> Result<T, TransitError> {
            do throws(TransitError) { return .success(try JSONReader.read(Data(text.utf8), body)) } catch { return .failure(error) }
        }
        if case .failure(let error) = read("1.5e+9999", { reader throws(TransitError) in try reader.readDouble() }) {
            #expect(error.detail == "(root): 1.5e+9999 does not fit in Double (byte 0)")
        } else {
            Issue.record("1.5e+9999 read as a Double")
        }
        if case .failure(let error) = read(
            "[100000000000000000000]",
            { reader throws(TransitError) in
                try reader.readArray { reader throws(TransitError) in try reader.readInt64() }
            })
        {
            #expect(error.detail == "[0]: 100000000000000000000 does not fit in Int64 (byte 1)")
        } else {
            Issue.record("10^20 read as an Int64")
        }
        #expect((try? read("100000000000000000000", { reader throws(TransitError) in try reader.readDouble() }).get()) == 1e20)
        #expect((try? read("123e-10000000", { reader throws(TransitError) in try reader.readNumber() }).get())?.double == nil)
        #expect((try? read("-0.0", { reader throws(TransitError) in try reader.readDouble() }).get())?.sign == .minus)
    }
}
