import Foundation
import Testing

@testable import TransitKitCore

/// `JSONWireDecoder` reads a `JSONReadable` type with its direct reader first and lets the
/// `Decodable` path decide whatever that reader refuses.
@Suite struct JSONReadableTests {
    /// Records which path built it, and whose direct reader refuses names with a digit (a
    /// stricter reader, as direct readers often are).
    struct Stop: Decodable, JSONReadable, Equatable {
        var name: String
        var viaReader = false

        enum CodingKeys: String, CodingKey { case name }

        init(name: String, viaReader: Bool) {
            self.name = name
            self.viaReader = viaReader
        }

        init(reading reader: inout JSONReader) throws(TransitError) {
            var name: String?
            let object = try reader.beginObject()
            while let key = try reader.nextKey(in: object) {
                switch key {
                case "name" where name == nil: name = try reader.readString()
                default: try reader.skipValue()
                }
            }
            guard let name, !name.contains(where: \.isNumber) else { throw reader.error("refused") }
            self.name = name
            viaReader = true
        }
    }

    @Test func theDirectReaderIsUsedWhenItReads() throws {
        let data = Data(#"[{"name":"Halsted"},{"name":"Clark","x":[1]}]"#.utf8)
        let stops = try JSONWireDecoder().decode([Stop].self, from: data)
        #expect(stops == [Stop(name: "Halsted", viaReader: true), Stop(name: "Clark", viaReader: true)])
        let reference = try JSONWireDecoder.decodableOnly.decode([Stop].self, from: data)
        #expect(reference.map(\.viaReader) == [false, false])
        #expect(reference.map(\.name) == stops.map(\.name))
    }

    @Test func whatTheReaderRefusesTheDecodablePathDecides() throws {
        let refusedByReader = Data(#"{"name":"63rd"}"#.utf8)
        #expect(try JSONWireDecoder().decode(Stop.self, from: refusedByReader) == Stop(name: "63rd", viaReader: false))
        // Refused by both: the error is the Decodable path's, with its coding path.
        let broken = Data(#"[{"name":"Clark"},{"name":7}]"#.utf8)
        #expect {
            _ = try JSONWireDecoder().decode([Stop].self, from: broken)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return TransitError.path(context.codingPath) == "[1].name"
        }
    }

    @Test func userInfoKeepsTheDecodablePath() throws {
        var decoder = JSONWireDecoder()
        decoder.userInfo[try #require(CodingUserInfoKey(rawValue: "k"))] = 1
        #expect(try decoder.decode(Stop.self, from: Data(#"{"name":"Clark"}"#.utf8)).viaReader == false)
    }
}
