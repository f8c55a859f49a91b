import Foundation
import Testing
import TransitKitCore

@Suite struct LenientTests {
    struct Row: Decodable {
        let lat: LenientDouble
        let hdg: LenientInt
        let rt: LenientString
    }

    func decode(_ json: String) throws -> Row { try JSONDecoder().decode(Row.self, from: Data(json.utf8)) }

    @Test func numbersArriveAsNumbersOrStrings() throws {
        let strings = try decode(#"{"lat": " 41.92 ", "hdg": "271", "rt": "16d"}"#)
        #expect(strings.lat.value == 41.92 && strings.hdg.value == 271 && strings.rt.value == "16d")
        let numbers = try decode(#"{"lat": 41.92, "hdg": 271.0, "rt": 16}"#)
        #expect(numbers.lat.value == 41.92 && numbers.hdg.value == 271 && numbers.rt.value == "16")
        #expect(try decode(#"{"lat": 1, "hdg": 0, "rt": 3.5}"#).rt.value == "3.5")
    }

    @Test func badTextNamesTheField() {
        #expect {
            _ = try decode(#"{"lat": "north", "hdg": 1, "rt": "1"}"#)
        } throws: { TransitError.describe($0) == "lat: \"north\" is not a Double" }
        #expect {
            _ = try decode(#"{"lat": 1, "hdg": 271.5, "rt": "1"}"#)
        } throws: { TransitError.describe($0).hasPrefix("hdg:") }
        #expect {
            _ = try decode(#"{"lat": 1, "hdg": 1, "rt": {"no": 1}}"#)
        } throws: { TransitError.describe($0).hasPrefix("rt: expected a string or a number") }
        #expect {
            _ = try decode(#"{"lat": 1, "hdg": true, "rt": "1"}"#)
        } throws: { TransitError.describe($0) == "hdg: \"true\" is not an Int" }
    }

    /// tramTRACKER's optional texts (`TramClass`) once came as a boolean: written out, as the
    /// one lenient type does for every provider.
    @Test func aBooleanIsWrittenOutAsText() throws {
        #expect(try decode(#"{"lat": 1, "hdg": 1, "rt": true}"#).rt.value == "true")
    }
}
