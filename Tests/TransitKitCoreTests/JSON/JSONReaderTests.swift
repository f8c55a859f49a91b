import Foundation
import Testing

@testable import TransitKitCore

/// The pull reader's contract: what it reads, what it skips, and the paths and offsets its
/// errors name.
@Suite struct JSONReaderTests {
    static let stops = Data(
        #"""
        {"version": 3, "stops": [{"id": "1836", "name": "Clark & Belmont", "lat": 41.9398, "tags": [1, {"x": null}]},
                                 {"name": "Caf\u00e9 \ud83d\ude8b", "id": "1837", "lat": -87.5}], "ok": true}
        """#.utf8)

    struct Stop: Equatable {
        var id = ""
        var name = ""
        var lat = 0.0
    }

    static func readStops(_ data: Data) throws(TransitError) -> [Stop] {
        try JSONReader.read(data) { reader throws(TransitError) in
            var stops: [Stop] = []
            let root = try reader.beginObject()
            while let key = try reader.nextKey(in: root) {
                guard key == "stops" else { continue }
                let array = try reader.beginArray()
                while try reader.nextElement(in: array) {
                    var stop = Stop()
                    let object = try reader.beginObject()
                    while let field = try reader.nextKey(in: object) {
                        switch field {
                        case "id": stop.id = try reader.readString()
                        case "name": stop.name = try reader.readString()
                        case "lat": stop.lat = try reader.readDouble()
                        default: break
                        }
                    }
                    stops.append(stop)
                }
            }
            return stops
        }
    }

    @Test func readsFieldsInAnyOrderAndSkipsTheRest() throws {
        let stops = try Self.readStops(Self.stops)
        #expect(stops == [Stop(id: "1836", name: "Clark & Belmont", lat: 41.9398), Stop(id: "1837", name: "Café 🚋", lat: -87.5)])
    }

    @Test func errorsNameThePathAndTheByte() {
        let bad = Data(#"{"stops": [{"id": "1"}, {"id": "2", "lat": "north"}]}"#.utf8)
        let error = transitError { _ = try Self.readStops(bad) }
        #expect(error?.kind == .decoding)
        #expect(error?.detail == "stops[1].lat: expected a number, found a string (byte 43)", "\(String(describing: error))")
    }

    @Test func syntaxErrorsAfterTheReadPartStillFail() {
        // The reader stops caring after "stops", but the document must still be JSON.
        let bad = Data(#"{"stops": [], "rest": [1, 2,, 3]}"#.utf8)
        let error = transitError { _ = try Self.readStops(bad) }
        #expect(error?.kind == .decoding)
        #expect(error?.detail?.hasPrefix("rest[1]: expected a value, found ','") == true, "\(String(describing: error))")
    }

    @Test func abandonedContainersAreFinishedAndChecked() throws {
        let data = Data(#"{"a": {"b": [1, 2, {"c": 3}], "d": 4}, "e": 5}"#.utf8)
        let e = try JSONReader.read(data) { reader throws(TransitError) -> Int in
            let root = try reader.beginObject()
            var e = 0
            while let key = try reader.nextKey(in: root) {
                if key == "a" {
                    let inner = try reader.beginObject()
                    _ = try reader.nextKey(in: inner) // "b"
                    _ = try reader.beginArray() // and leave both unfinished
                } else if key == "e" {
                    e = try reader.readInt()
                }
            }
            return e
        }
        #expect(e == 5)
        let broken = Data(#"{"a": {"b": [1, 2, {"c" 3}]}, "e": 5}"#.utf8)
        let error = transitError {
            _ = try JSONReader.read(broken) { reader throws(TransitError) in
                let root = try reader.beginObject()
                _ = try reader.nextKey(in: root)
                _ = try reader.beginObject()
            }
        }
        #expect(error?.detail?.contains("expected ':' after the member name") == true, "\(String(describing: error))")
    }

    @Test func numbersFollowJSONDecoderRules() throws {
        let data = Data(#"[1, 1.0, 1e2, -0, 1.5, 9223372036854775808, 0.1, 1e400]"#.utf8)
        let values = try JSONReader.read(data) { reader throws(TransitError) in
            try reader.readArray { reader throws(TransitError) in try reader.readNumber() }
        }
        #expect(values.map(\.int64) == [1, 1, 100, 0, nil, nil, nil, nil])
        #expect(values.map(\.double) == [1, 1, 100, -0.0, 1.5, 9_223_372_036_854_775_808, 0.1, nil])
        let error = transitError {
            _ = try JSONReader.read(Data("[1, 2.5]".utf8)) { reader throws(TransitError) in
                try reader.readArray { reader throws(TransitError) in try reader.readInt() }
            }
        }
        #expect(error?.detail == "[1]: 2.5 does not fit in Int (byte 4)", "\(String(describing: error))")
    }

    /// Text without escapes of up to 15 bytes is built in place (the standard library checks
    /// only that it is ASCII); it must be what `String(decoding:as:)` makes of the same bytes,
    /// ASCII or not, well-formed or not, either side of the 15-byte limit.
    @Test func stringContentIsWhatDecodingGives() {
        let random = Randomness.seeded(1515)
        // ASCII three times over, so most texts are plain and many are just under or over 15 bytes.
        let ascii: [[UInt8]] = [[0x61], [0x20], [0x7E]]
        let pieces = ascii + ascii + ascii + [[0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x9A, 0x8C], [0xC3], [0x80], [0xFF]]
        for _ in 0..<20_000 {
            let bytes = random.pieces(of: pieces, fewerThan: 20).flatMap { $0 }
            let token = JSONStringToken(start: 1, end: 1 + bytes.count, hasEscapes: false)
            let text = ([0x22] + bytes + [0x22]).withUnsafeBytes { JSONStringContent.string($0, token) }
            #expect(text == String(decoding: bytes, as: UTF8.self), "\(bytes)")
            #expect(Array(text.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
        }
    }

    @Test func borrowedUTF8AndEscapes() throws {
        let data = Data(#"["plain", "tab\tand \u00e9"]"#.utf8)
        let counts = try JSONReader.read(data) { reader throws(TransitError) in
            try reader.readArray { reader throws(TransitError) in try reader.withUTF8 { $0.count } }
        }
        #expect(counts == [5, 10])
    }

    @Test func misuseIsATypedError() {
        let error = transitError {
            _ = try JSONReader.read(Data("[1]".utf8)) { reader throws(TransitError) in
                _ = try reader.beginArray()
                return try reader.readInt() // no nextElement first
            }
        }
        #expect(error?.detail?.contains("call nextKey(in:) or nextElement(in:) first") == true)
    }

    @Test func keysMatchLiteralsAndLongNames() {
        let long = "OriginAimedDepartureTimeAndSomeMoreText"
        #expect(JSONKey("from") == "from")
        #expect(!(JSONKey("from") == "fro"))
        #expect(JSONKey(long) == "OriginAimedDepartureTimeAndSomeMoreText")
        #expect(JSONKey(long).string == long)
        #expect(JSONKey("é") == JSONKey("é"))
        // Long names (over 23 bytes, held in a box): equal by their whole text, however made.
        let sameLength = String(long.dropLast()) + "y"
        #expect(JSONKey(long) != JSONKey(sameLength))
        #expect(!(JSONKey(long) == "OriginAimedDepartureTimeAndSomeMoreTexy"))
        #expect(Set([JSONKey(long), JSONKey(long), JSONKey(sameLength)]).count == 2)
        let read = try? JSONReader.read(
            Data(#"{"OriginAimedDepartureTimeAndSomeMoreText": 1, "OriginAimed\u0044epartureTimeAndSomeMoreText": 2}"#.utf8)
        ) {
            reader throws(TransitError) -> [JSONKey] in
            var keys: [JSONKey] = []
            let object = try reader.beginObject()
            while let key = try reader.nextKey(in: object) { keys.append(key) }
            return keys
        }
        #expect(read == [JSONKey(long), JSONKey(long)])
        #expect(read?.first?.hashValue == JSONKey(long).hashValue)
    }

    /// 23 bytes is the most a key holds inline; the names either side of it, read plain or
    /// escaped, match their literals, and no other, and print as read.
    @Test func keysEitherSideOfTheInlineLimit() throws {
        let names = ["OriginAimedDepartureTi", "OriginAimedDepartureTim", "OriginAimedDepartureTime", "OriginAimedDepartureTimes"]
        let escaped = names.map { "Origin\\u0041imed" + $0.dropFirst(11) }
        let json = "{" + (names + escaped).map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
        let keys = try JSONReader.read(Data(json.utf8)) { reader throws(TransitError) -> [JSONKey] in
            var keys: [JSONKey] = []
            let object = try reader.beginObject()
            while let key = try reader.nextKey(in: object) { keys.append(key) }
            return keys
        }
        #expect(keys.map(\.string) == names + names)
        #expect(keys == (names + names).map(JSONKey.init))
        #expect(Set(keys).count == 4)
        for key in keys {
            let matched = [
                key == "OriginAimedDepartureTi", key == "OriginAimedDepartureTim",
                key == "OriginAimedDepartureTime", key == "OriginAimedDepartureTimes",
            ]
            #expect(matched.filter { $0 }.count == 1 && matched[names.firstIndex(of: key.string) ?? 0], "\(key)")
        }
    }
}

/// Runs `body`, expecting a TransitError, and returns it.
func transitError(_ body: () throws -> Void) -> TransitError? {
    do { try body() } catch let error as TransitError { return error } catch { return nil }
    return nil
}
