import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// Init and poll answers (and bare departure arrays) are read straight from the bytes
/// (`BusbudWireResponse` and `[BusbudWireDeparture]` are `JSONReadable`, which
/// `JSONWireDecoder` uses first); the `Decodable` conformances read by
/// `JSONWireDecoder.decodableOnly` are the reference. Both must build equal values —
/// `BusbudLenient` reasons included — or both refuse the input.
@Suite("Direct read of Busbud answers")
struct DirectReadTests {
    static let files: [URL] = (try? Fixtures.files("busbud")) ?? []

    /// Either both paths read the same value or both refuse.
    static func compare<T: JSONReadable & Equatable>(_ type: T.Type, _ data: Data, _ label: String) {
        let direct = try? JSONWireDecoder().decode(T.self, from: data)
        let reference = try? JSONWireDecoder.decodableOnly.decode(T.self, from: data)
        #expect(direct == reference, "\(label)")
    }

    /// Both wire shapes a Busbud body can have: an envelope, or a bare array of departures.
    static func compareBoth(_ data: Data, _ label: String) {
        compare(BusbudWireResponse.self, data, label)
        compare([BusbudWireDeparture].self, data, label)
    }

    /// The direct read alone, without the fallback.
    static func readDirectly<T: JSONReadable>(_ type: T.Type, _ data: Data) throws(TransitError) -> T {
        try JSONReader.read(data, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in try T(reading: &reader) }
    }

    /// Every Busbud fixture (error bodies included: they read as an envelope without
    /// departures, or are refused by both), whole and in 30 damaged copies.
    @Test(arguments: files)
    func fixturesAndDamagedCopiesReadAlike(file: URL) throws {
        let data = try Data(contentsOf: file)
        let name = file.lastPathComponent
        Self.compareBoth(data, name)
        for (variant, damaged) in FixtureDamage.copies(of: data, seed: name).enumerated() {
            Self.compareBoth(damaged, "\(name) variant \(variant)")
        }
    }

    /// Well-formed answers are read by the direct path itself, not handed to the reference:
    /// otherwise the comparison above would compare the reference with itself.
    @Test(arguments: files.filter { !$0.lastPathComponent.hasPrefix("error-") })
    func wellFormedFilesNeedNoFallback(file: URL) throws {
        let data = try Data(contentsOf: file)
        if file.lastPathComponent.hasPrefix("departures-") {
            let direct = try Self.readDirectly([BusbudWireDeparture].self, data)
            #expect(!direct.isEmpty)
            #expect(direct == (try JSONWireDecoder.decodableOnly.decode([BusbudWireDeparture].self, from: data)))
        } else {
            let direct = try Self.readDirectly(BusbudWireResponse.self, data)
            #expect(direct == (try JSONWireDecoder.decodableOnly.decode(BusbudWireResponse.self, from: data)))
        }
    }

    /// poll-1 holds every kind of field: the direct read finds them (not only "both nil").
    @Test func theLargePollIsReadInFull() throws {
        let response = try Self.readDirectly(BusbudWireResponse.self, try Fixtures.data("busbud", "poll-1.json"))
        let departures = try #require(response.departures)
        #expect(departures.count == 16)
        #expect(response.operators?.isEmpty == false)
        #expect(response.locations?.isEmpty == false)
        #expect(response.metadata != nil)
        let first = try #require(departures.first)
        #expect(first.amenities?.available.contains("toilet") == true)
        #expect(first.amenities?.displayName == "Flex")
        #expect(first.prices?.breakdown?.taxes == 725)
        #expect(first.ticketTypes == .value([.value("eticket")]))
        #expect(first.tripStops?.value?.count ?? 0 > 1)
        #expect(first.numTransfers == .value(0))
    }

    /// A departure with its required fields and `fields` added.
    static func departure(_ fields: String) -> String {
        #"{"id":"D1","departure_time":"2021-07-30T10:30:00","arrival_time":"2021-07-30T14:15:00""#
            + (fields.isEmpty ? "" : ",") + fields + "}"
    }

    static func poll(_ fields: String) -> String {
        #"{"complete":true,"departures":["# + departure(fields) + "]}"
    }

    /// The shapes the fixtures do not hold: duplicates (the first counts, a first null too),
    /// nulls, numbers as strings, wrong types, and every way a lenient rider fact can drift —
    /// whose reasons must be worded as the reference words them.
    @Test(arguments: [
        poll(#""id":"D2","source_id":1,"source_id":2,"class":null,"class":"X""#),
        poll(#""amenities":{"wifi":true,"wifi":false,"toilet":"yes","ac":true,"display_name":7,"display_name":"Flex"}"#),
        poll(#""amenities":{"display_name":null,"b":true,"a":true,"c":null,"d":1}"#),
        poll(#""amenities":null,"prices":null,"links":null,"details":null,"trip_stops":null,"ticket_types":null"#),
        poll(#""amenities":[]"#),
        poll(#""prices":{"total":"5557","currency":"USD"}"#),
        poll(#""prices":{"total":5557.0,"breakdown":{"base":1,"fees":2,"taxes":3,"discount":4,"base":9}}"#),
        poll(#""prices":{"total":55.5}"#),
        poll(#""origin_location_id":"12189""#),
        poll(#""duration":1e2,"available_seats":-3"#),
        poll(#""ticket_types":["print",null,7,{"a":1},["x"]]"#),
        poll(#""ticket_types":"eticket""#),
        poll(#""ticket_types":{}"#),
        poll(#""has_transfers":"no","num_transfers":"0""#),
        poll(#""has_transfers":1,"num_transfers":1.5"#),
        poll(#""num_transfers":2.0,"num_transfers":3"#),
        poll(#""num_transfers":99999999999999999999"#),
        poll(#""details":{"num_transfers":"2"}"#),
        poll(#""details":{"num_transfers":null,"num_transfers":2}"#),
        poll(#""details":"none""#),
        poll(#""details":[]"#),
        poll(#""trip_stops":[null,1,"x",[],{}]"#),
        poll(#""trip_stops":[{"location_id":"1","name":7},{"transfer":"no","name":null}]"#),
        poll(#""trip_stops":[{"name":7,"location_id":"1"},{"arrival_time":1,"departure_time":true,"geohash":[]}]"#),
        poll(#""trip_stops":[{"location_id":1.5},{"location_id":1e30},{"location_id":null,"location_id":"x"}]"#),
        poll(#""trip_stops":[{"location_id":12,"name":"A","name":"B","transfer":false,"transfer":"x"}]"#),
        poll(#""trip_stops":{"location_id":1}"#),
        poll(#""trip_stops":"none""#),
        poll(#""links":{"deeplink":null,"deeplink":"https://x"}"#),
        poll(#""links":{"deeplink":5}"#),
        poll(#""fetched_at":123"#),
        #"{"departures":[{"id":"D1","departure_time":"t"}]}"#,
        #"{"departures":[{"id":null,"departure_time":"t","arrival_time":"u"}]}"#,
        #"{"departures":[{"id":1,"departure_time":"t","arrival_time":"u"}]}"#,
        #"{"departures":null,"departures":[1]}"#,
        #"{"departures":[null]}"#,
        #"{"departures":[],"complete":"true"}"#,
        #"{"complete":null,"complete":false,"ttl":900,"ttl":"x","is_valid_route":true}"#,
        #"{"ttl":900.5}"#,
        #"{"cities":[{"id":"375dd5879001acbd84a4683deda84183","name":"New York","full_name":null}],"origin_city_id":null}"#,
        #"{"cities":[{"name":"No id"}]}"#,
        #"{"cities":[{"id":7}]}"#,
        #"{"locations":[{"id":1,"lat":45.5,"lon":-73.5,"address":["a","b"],"address":null}]}"#,
        #"{"locations":[{"id":"1"}]}"#,
        #"{"locations":[{"id":1,"lat":"45.5"}]}"#,
        #"{"locations":[{"id":1,"address":["a",null]}]}"#,
        #"{"operators":[{"id":"op","logo_url":"https://x/{width}","source":null}],"operators":[]}"#,
        #"{"operators":[{"name":"no id"}]}"#,
        #"{"search_request_ids":["a","b"],"metadata":{"complete":true,"ttl":"2021-07-30T01:27:13Z","interval":1000}}"#,
        #"{"search_request_ids":["a",1]}"#,
        #"{"metadata":{"interval":"1000"}}"#,
        #"{"metadata":[]}"#,
        #"{"error":{"type":"Unauthorized"}}"#,
        #"[]"#,
        #"null"#,
        #"{"departures":[],}"#,
        #"{"departures":[{"id":"D\u00e9","departure_time":"a","arrival_time":"b",}]}"#,
        #"{"departures":[{"id":"D\ud800","departure_time":"a","arrival_time":"b"}]}"#,
    ])
    func handMadeShapesReadAlike(json: String) {
        let data = Data(json.utf8)
        Self.compareBoth(data, json)
        // The direct read itself, where it reads: the fallback must not hide a difference.
        if let direct = try? Self.readDirectly(BusbudWireResponse.self, data) {
            #expect(direct == (try? JSONWireDecoder.decodableOnly.decode(BusbudWireResponse.self, from: data)), "\(json)")
        }
    }

    /// Drifted rider facts read directly (no fallback) and keep the reference's reasons.
    @Test func driftedRiderFactsReadDirectlyWithTheReferenceReasons() throws {
        let data = Data(
            Self.poll(
                #""has_transfers":"no","num_transfers":1.5,"ticket_types":["print",null,7],"#
                    + #""trip_stops":[{"name":7,"location_id":"1"},null,{"transfer":1}],"details":[]"#
            ).utf8)
        let direct = try #require(try Self.readDirectly(BusbudWireResponse.self, data).departures?.first)
        let reference = try #require(try JSONWireDecoder.decodableOnly.decode(BusbudWireResponse.self, from: data).departures?.first)
        #expect(direct == reference)
        #expect(direct.hasTransfers == .unreadable(field: "", reason: "Expected to decode Bool but found a string instead."))
        #expect(direct.numTransfers == .unreadable(field: "", reason: "Number 1.5 does not fit in Int."))
        #expect(
            direct.ticketTypes
                == .value([
                    .value("print"), .unreadable(field: "", reason: "null"),
                    .unreadable(field: "", reason: "Expected to decode String but found number instead."),
                ]))
        #expect(
            direct.tripStops?.value?.first
                == .unreadable(field: "location_id", reason: "Expected to decode Int but found a string instead."))
        #expect(
            direct.details == .unreadable(field: "", reason: "Expected to decode Dictionary<String, Any> but found an array instead."))
    }

    /// The quick check that spares a poll the error-body decode finds `"error"` wherever it is.
    @Test func errorBodiesAreFoundByTheirKey() {
        #expect(BusbudDecoder.mentionsError(Data(#"{"error":"x"}"#.utf8)))
        #expect(BusbudDecoder.mentionsError(Data(#""error""#.utf8)))
        #expect(BusbudDecoder.mentionsError(Data(#"{"a":1, "b": ""error"}"#.utf8)))
        #expect(!BusbudDecoder.mentionsError(Data(#"{"errors":1,"error":}"#.utf8.dropLast(3))))
        #expect(!BusbudDecoder.mentionsError(Data(#""erro"#.utf8)))
        #expect(!BusbudDecoder.mentionsError(Data()))
        #expect(!BusbudDecoder.mentionsError(Data(#"{"error_code":1}"#.utf8)))
    }

    /// The quick check gives what a plain search for `"error"` gives: on every fixture and its
    /// damaged copies, and with the key at every place in short bodies (and slices of them,
    /// which do not start at index 0).
    @Test func errorCheckAgreesWithAPlainSearch() throws {
        let needle = Data(#""error""#.utf8)
        var bodies: [Data] = []
        for file in Self.files {
            let data = try Data(contentsOf: file)
            bodies.append(data)
            bodies += FixtureDamage.copies(of: data, seed: file.lastPathComponent)
        }
        for length in needle.count...needle.count + 6 {
            for offset in 0...(length - needle.count) {
                var body = Data(repeating: UInt8(ascii: "o"), count: length)
                body.replaceSubrange(offset..<offset + needle.count, with: needle)
                bodies += [body, body.dropFirst(), body.dropLast(), Data(body.dropLast())]
            }
        }
        for body in bodies {
            #expect(
                BusbudDecoder.mentionsError(body) == (body.range(of: needle) != nil), "\(String(decoding: body.prefix(40), as: UTF8.self))")
        }
    }

    /// The mapper's quick read of `yyyy-MM-ddTHH:mm:ss` gives the pattern parser's value, and
    /// leaves every other text to it.
    @Test(arguments: [
        "2021-07-30T10:30:00", "2016-02-29T23:59:59", "0001-01-01T00:00:00", "2021-07-30T24:00:00", "2021-02-30T10:00:00",
        "2021-07-30T10:30:00.250", "2021-07-30 10:30:00", "2021-07-3OT10:30:00", "２021-07-30T10:30:00", "2021-07-30T10:30",
        "2021-13-01T00:00:00", "2021-07-30T10:60:00",
    ])
    func quickWallTimesMatchThePatternParser(text: String) {
        let pattern = try? LocalDateTime(parsing: text, pattern: BusbudMapper.timePattern)
        if let quick = BusbudMapper.fixedWallTime(text) {
            #expect(quick == pattern, "\(text)")
        } else {
            #expect(text.utf8.count != 19 || pattern == nil, "\(text): a plain time was left to the slow path")
        }
    }

    /// The byte-wise URI template expansion gives what the `Character` one gives.
    @Test(arguments: [
        "https://x/l.png?hash=1{&height,width}", "https://x/l.png?h={height}&w={width}", "https://x/{?width,height,nope}",
        "https://x/{unclosed", "https://x/}{}{,}{&}", "https://x/no-template", "", "{height}", "https://x/é{height}",
        "https://x/{\u{301}height}", "https://www.busbud.com/en/deeplink/a?utm_source={utm_source}&utm_campaign={utm_campaign}",
    ])
    func uriTemplatesExpandAsBefore(template: String) {
        for values in [[:], ["height": "40", "width": "80"], ["height": "a b/é"]] as [[String: String]] {
            #expect(URITemplate.expand(template, values) == URITemplate.expandCharacters(template, values), "\(template) \(values)")
        }
    }

    /// The byte-wise id key is the `Character` one.
    @Test(arguments: ["375dd587-9001-ACBD-84a4-683deda84183", "375dd5879001acbd84a4683deda84183", "", "-", "Ab-Cd", "É-x", "ẞ-Q"])
    func idKeysAreAsBefore(id: String) {
        #expect(BusbudID.key(id) == String(id.lowercased().filter { $0 != "-" }))
    }

    /// The public path reads the large poll directly and maps it as before.
    @Test func payloadsMapTheSameDepartures() throws {
        let data = try Fixtures.data("busbud", "poll-1.json")
        let departures = try BusbudPayloads.departures(in: data, currency: "USD")
        #expect(departures.count == 16)
    }
}
