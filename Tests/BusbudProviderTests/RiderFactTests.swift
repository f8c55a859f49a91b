import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// Transfers, ticket types and fare class, as Busbud states them across its eras.
@Suite struct RiderFactTests {
    /// 2020+ direct departures say `has_transfers: false, num_transfers: 0, details: {}`; the
    /// 2017 one (init-3) says the same.
    @Test func recordedDirectDeparturesHaveNoTransfers() throws {
        for file in ["init-1.json", "init-3.json", "init-4.json", "poll-1.json", "poll-3.json"] {
            let departures = try mapFixture(file)
            #expect(!departures.isEmpty && departures.allSatisfy { $0.transferCount == 0 }, "\(file)")
        }
        let bare = try BusbudPayloads.departures(inArray: Fixtures.data("busbud", "departures-1.json"))
        #expect(bare.allSatisfy { $0.transferCount == 0 })
    }

    /// departures-2 (recorded 2017-12, New York → Montréal): a connecting departure has
    /// `has_transfers: true`, `num_transfers: null` and its count in `details`.
    @Test func olderRecordingsCountTransfersInDetails() throws {
        let departures = try BusbudPayloads.departures(inArray: Fixtures.data("busbud", "departures-2.json"))
        let counts = Dictionary(uniqueKeysWithValues: departures.map { ($0.id.rawValue, $0.transferCount) })
        #expect(counts == ["YWEzNDA4ZmQ6MzA3NDg2ZTI": 0, "ZmI3YzAyYmQ6Y2MyZGQ4YjE": 2, "MWUxYWU5YTk6ODNiNTA0OTI": 1])
        // init-10 (hand-made, 2021 shape with the same `details` count).
        let handmade = try mapFixture("init-10.json")
        #expect(handmade.first { $0.id == "handmade-cross-zone-transfer" }?.transferCount == 1)
        #expect(handmade.first { $0.id == "handmade-agreeing-zones" }?.transferCount == 0) // has_transfers false, no count
    }

    /// No count and no `has_transfers: false`: Busbud did not say, so nil — never a guess.
    @Test func withoutACountOrAFalseFlagTheCountIsUnknown() throws {
        // 2016 README shapes carry none of the fields.
        #expect(try mapFixture("init-2.json", currency: "USD").allSatisfy { $0.transferCount == nil })
        #expect(try mapFixture("init-8.json", currency: "USD").allSatisfy { $0.transferCount == nil })
        // `has_transfers: true` with `num_transfers: "two"` and `details: null`.
        let uncounted = try #require(try mapFixture("init-10.json").first { $0.id == "handmade-uncounted" })
        #expect(uncounted.transferCount == nil)
    }

    /// A count wins over the flag; a count of the wrong type or below zero is left out and the
    /// next source is read.
    @Test func aCountWinsOverTheFlag() throws {
        func count(_ fields: [String: Any]) throws -> Int? {
            var departure: [String: Any] = [
                "id": "x", "departure_time": "2021-07-30T10:30:00", "arrival_time": "2021-07-30T12:00:00",
                "departure_timezone": "America/Montreal", "arrival_timezone": "America/Montreal",
            ]
            departure.merge(fields) { $1 }
            let body = try JSONSerialization.data(withJSONObject: ["departures": [departure], "complete": true])
            return try #require(try BusbudPayloads.departures(in: body).first).transferCount
        }
        #expect(try count(["has_transfers": false, "num_transfers": 1]) == 1)
        #expect(try count(["has_transfers": true, "num_transfers": 0]) == 0)
        #expect(try count(["has_transfers": false]) == 0)
        #expect(try count(["has_transfers": true]) == nil)
        #expect(try count(["num_transfers": 3, "details": ["num_transfers": 1]]) == 3)
        #expect(try count(["num_transfers": -1, "details": ["num_transfers": 2]]) == 2)
        #expect(try count(["num_transfers": "1", "has_transfers": false]) == 0)
        #expect(try count(["details": "none", "has_transfers": "yes"]) == nil)
    }

    /// Drifted counts are noted on the search update, with the field.
    @Test func unreadableCountsAreNoted() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("busbud", "init-10.json"))
        let (updates, _) = await drive(try makeClient(mock).search(seedQuery(currency: "USD")))
        let notes = updates.last?.notes.map(\.message) ?? []
        #expect(notes.contains { $0.hasPrefix("x-departures departures[2].num_transfers: left out") }, "\(notes)")
    }

    @Test func ticketTypesAsBusbudNamesThem() throws {
        #expect(try mapFixture("init-3.json").first?.ticketTypes == ["print"])
        #expect(try mapFixture("init-1.json").allSatisfy { $0.ticketTypes == ["eticket"] })
        let older = try BusbudPayloads.departures(inArray: Fixtures.data("busbud", "departures-2.json"))
        #expect(older.allSatisfy { $0.ticketTypes == ["print", "claim"] })
        #expect(try mapFixture("init-9.json").allSatisfy { $0.ticketTypes.isEmpty }) // none stated
        // init-10: `["eticket", null, "print", "eticket"]` → each text once; `"eticket"` (not a list) → none.
        let handmade = try mapFixture("init-10.json")
        #expect(handmade.first { $0.id == "handmade-cross-zone-transfer" }?.ticketTypes == ["eticket", "print"])
        #expect(handmade.first { $0.id == "handmade-uncounted" }?.ticketTypes == [])
    }

    /// `class_name` as Busbud shows it; its placeholders (`"-"` in 2017, `""` in 2019) give way
    /// to `class`.
    @Test func fareClassIsTheClassNameUnlessAPlaceholder() throws {
        let bare = try BusbudPayloads.departures(inArray: Fixtures.data("busbud", "departures-1.json"))
        #expect(bare.allSatisfy { $0.fareClass == "Flex" }) // class "FLEX", class_name "Flex"
        #expect(try mapFixture("init-3.json").first?.fareClass == "Economy") // class_name "-"
        var departures = try #require(
            try JSONSerialization.jsonObject(with: Fixtures.data("busbud", "departures-2.json")) as? [[String: Any]])
        departures[0]["class_name"] = ""
        let edited = try BusbudPayloads.departures(inArray: JSONSerialization.data(withJSONObject: departures))
        #expect(edited.allSatisfy { $0.fareClass == "Economy" })
    }
}
