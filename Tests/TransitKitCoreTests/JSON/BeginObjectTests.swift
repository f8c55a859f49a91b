import Foundation
import Testing

@testable import TransitKitCore

/// `JSONReader.beginObject()` opens a member's or element's object inline and leaves every
/// other case to `beginObjectInGeneral()`. Opening each value of a document both ways, after
/// every kind of whitespace, nested past the frames' first allocation (32) and up to a depth
/// limit, must give the same containers, offsets, paths and errors.
@Suite struct BeginObjectTests {
    static func outcome(_ text: String, general: Bool, maximumDepth: Int) -> String {
        var events: [String] = []
        func open(_ reader: inout JSONReader) throws(TransitError) {
            let object = try general ? reader.beginObjectInGeneral() : reader.beginObject()
            events.append("{ @\(reader.offset) \(reader.codingPath)")
            while let key = try reader.nextKeyInGeneral(in: object) {
                events.append("\(key) @\(reader.offset)")
                if try reader.peek() == .object { try open(&reader) }
            }
        }
        do throws(TransitError) {
            try JSONReader.read(Data(text.utf8), limits: JSONLimits(maximumDepth: maximumDepth), syntax: .jsonDecoderCompatible) {
                reader throws(TransitError) in
                switch try reader.peek() {
                case .array:
                    let array = try reader.beginArray()
                    while try reader.nextElement(in: array) {
                        do throws(TransitError) { try open(&reader) } catch { events.append("refused: \(error.detail ?? "")") }
                    }
                default:
                    try open(&reader)
                }
            }
            events.append("end")
        } catch {
            events.append("error: \(error.detail ?? "")")
        }
        return events.joined(separator: ", ")
    }

    @Test func bothPathsOpenAlike() {
        let values = ["{}", "{\"a\":{}}", "{ }", "{\"a\":1,\"b\":{\"c\":[]}}", "[]", "1", "null", "\"{\"", "{", "x"]
        let spaces = ["", " ", "  ", "\n", "\t", " \n"]
        var documents = 0
        for value in values {
            for space in spaces {
                let nested = String(repeating: "{\"n\":\(space)", count: 40) + "{}" + String(repeating: "}", count: 40)
                for text in [
                    "[\(space)\(value)]", "{\"a\":\(space)\(value)}", "[1,\(space)\(value),\(space)\(value)]", nested, "\(space)\(value)",
                ] {
                    for maximumDepth in [3, 33, 512] {
                        documents += 1
                        let inline = Self.outcome(text, general: false, maximumDepth: maximumDepth)
                        let general = Self.outcome(text, general: true, maximumDepth: maximumDepth)
                        #expect(inline == general, "\(text.debugDescription) depth \(maximumDepth)")
                    }
                }
            }
        }
        #expect(documents == 10 * 6 * 5 * 3)
        #expect(Self.outcome(#"{"a": {"b":{}}}"#, general: false, maximumDepth: 512).hasSuffix("b @11, { @12 a.b, end"))
    }
}
