import Foundation
import Testing

@testable import TransitKitCore

/// `JSONReader.readNull()` answers the common case inline and leaves the rest to
/// `readNullInGeneral()`. For every value after every kind of whitespace, as a member, an
/// element or the whole document, asked once or twice (the second time is a misuse), both
/// must answer the same, stop at the same byte, and read the rest of the document alike.
@Suite struct ReadNullTests {
    static let values = [
        "null", "nul", "n", "nulll", "true", "false", "1", "-2.5", "\"x\"", "\"\"", "{}", "[]", "[null]", "x", "", "]", "}",
    ]
    static let spaces = ["", " ", "  ", "\n", "\t", " \n", "\n ", "\r\n"]

    static func outcome(_ text: String, general: Bool, twice: Bool) -> String {
        var answers: [String] = []
        do {
            try JSONReader.read(Data(text.utf8), syntax: .jsonDecoderCompatible) { reader throws(TransitError) in
                func ask() throws(TransitError) {
                    let null = try general ? reader.readNullInGeneral() : reader.readNull()
                    answers.append("\(null) @\(reader.offset)")
                }
                switch text.first {
                case "{":
                    let object = try reader.beginObject()
                    while try reader.nextKey(in: object) != nil {
                        try ask()
                        if twice { try ask() }
                    }
                case "[":
                    let array = try reader.beginArray()
                    while try reader.nextElement(in: array) {
                        try ask()
                        if twice { try ask() }
                    }
                default:
                    try ask()
                    if twice { try ask() }
                }
            }
            answers.append("end")
        } catch {
            answers.append("error: \(error.detail ?? "")")
        }
        return answers.joined(separator: ", ")
    }

    @Test func bothPathsAnswerAlike() {
        var documents = 0
        for value in Self.values {
            for space in Self.spaces {
                for text in [
                    "{\"a\":\(space)\(value)}", "{\"a\":\(space)\(value),\"b\":\(space)\(value)}", "[\(space)\(value)]",
                    "[1,\(space)\(value)]", "\(space)\(value)", "{\"a\": \(space)\(value)\(space)}",
                ] {
                    for twice in [false, true] {
                        documents += 1
                        let inline = Self.outcome(text, general: false, twice: twice)
                        let general = Self.outcome(text, general: true, twice: twice)
                        #expect(inline == general, "\(text.debugDescription) twice: \(twice)")
                    }
                }
            }
        }
        #expect(documents == Self.values.count * Self.spaces.count * 6 * 2)
        // Both answers were exercised.
        #expect(Self.outcome("[ null, 1]", general: false, twice: false) == "true @6, false @8, end")
    }
}
