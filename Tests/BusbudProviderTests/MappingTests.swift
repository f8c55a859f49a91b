import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// Wire → core on the recorded payloads; every expected value is read from the fixture files.
@Suite struct MappingTests {
    /// The seed's search: New York (dr5reg) → Montréal (f25dvk), 1 adult, answered by the
    /// recorded 2017 response for that pair (init-3).
    @Test func seedCaseNewYorkToMontreal() async throws {
        let mock = MockTransport()
        mock.on(.path("/x-departures/dr5reg/f25dvk/2016-07-29").and(.query("adult", "1")), .fixture("busbud", "init-3.json"))
        let snapshot = try await makeClient(mock).searchDepartures(seedQuery())
        let departure = try #require(snapshot.departures.first)
        #expect(snapshot.departures.count == 1 && snapshot.isComplete)

        let ny = try TimeZone.named("America/New_York")
        let montreal = try TimeZone.named("America/Montreal")
        // "2017-09-10T11:00:00" in New York (EDT) and "2017-09-10T19:55:00" in Montréal.
        #expect(departure.departureTime == (try utc("2017-09-10T15:00:00Z")))
        #expect(departure.arrivalTime == (try utc("2017-09-10T23:55:00Z")))
        #expect(departure.departureTimeZone == ny && departure.arrivalTimeZone == montreal)
        #expect(Countdown.clock(departure.departureTime, in: departure.departureTimeZone) == "11:00 am")
        #expect(Countdown.clock(departure.arrivalTime, in: departure.arrivalTimeZone) == "7:55 pm")
        #expect(departure.duration == .seconds(535 * 60)) // the payload's own `duration`

        #expect(departure.origin.name == "Port Authority Bus Terminal")
        #expect(departure.origin.address == "619-623 8th Ave, New York, NY 10018, USA")
        #expect(departure.origin.coordinate == Coordinate(latitude: 40.756252, longitude: -73.990684))
        #expect(departure.destination.name == "Gare d'autocars de Montréal")
        #expect(departure.destination.id == "1938")

        #expect(departure.price == Money(minorUnits: 7013, currency: "CAD"))
        #expect(departure.price?.description == "70.13 CAD")
        #expect(departure.operator?.name == "Adirondack Trailways")
        #expect(departure.operator?.url?.absoluteString == "https://trailwaysny.com")
        #expect(departure.availableSeats == 33)
        #expect(departure.fareClass == "Economy") // class_name is the placeholder "-"
        #expect(departure.amenities == ["ac", "average_seat", "power_outlets", "toilet", "tv", "wifi"])
    }

    @Test func logoTemplateImgixFormIsExpanded() throws {
        let departure = try #require(try mapFixture("init-3.json").first)
        #expect(
            departure.operator?.logoURL?.absoluteString
                == "https://busbud.imgix.net/operator-logos/adirondack-trailways.png?h=40&w=80&auto=format&fit=fill&bg=0FFF")
    }

    @Test func logoTemplateRFC6570FormContinuationIsExpanded() throws {
        let departure = try #require(try mapFixture("init-8.json").first)
        #expect(
            departure.operator?.logoURL?.absoluteString
                == "https://busbud-pubweb-assets-staging.global.ssl.fastly.net/images-service/operator-logos/greyhound.png?hash=1&height=40&width=80"
        )
    }

    @Test func uriTemplateDropsUndefinedVariables() {
        #expect(URITemplate.expand("https://x/g.png?hash=1{&height,width}", [:]) == "https://x/g.png?hash=1")
        #expect(URITemplate.expand("https://x/g.png?hash=1{&height,width}", ["width": "80"]) == "https://x/g.png?hash=1&width=80")
        #expect(
            URITemplate.expand("https://x/l.png?h={height}&w={width}&auto=format", ["height": "40"])
                == "https://x/l.png?h=40&w=&auto=format")
        #expect(URITemplate.expand("/a{?q,lang}", ["q": "a b+c"]) == "/a?q=a%20b%2Bc")
        #expect(URITemplate.expand("/broken{height", ["height": "1"]) == "/broken{height")
    }

    @Test func readmeSampleWithoutCurrencyFallsBackToRequestedCurrency() throws {
        let departure = try #require(try mapFixture("init-8.json", currency: "USD").first)
        #expect(departure.price == Money(minorUnits: 5200, currency: "USD"))
        let unpriced = try #require(try mapFixture("init-8.json", currency: nil).first)
        #expect(unpriced.price == nil) // no currency anywhere: no guess
        // "2016-01-14T00:01:00" New York (EST) → "2016-01-14T07:55:00" Montréal.
        #expect(departure.departureTime == (try utc("2016-01-14T05:01:00Z")))
        #expect(departure.arrivalTime == (try utc("2016-01-14T12:55:00Z")))
    }

    @Test func danglingLocationReferencesGiveEmptyStopsNotCrashes() throws {
        // init-8: origin 1942 is in `locations`, destination 1938 is not.
        let departure = try #require(try mapFixture("init-8.json").first)
        #expect(departure.origin.name == "Métro Bonaventure Bus Station")
        #expect(departure.destination.id == "1938" && departure.destination.name.isEmpty)
        #expect(departure.destination.address == nil && departure.destination.coordinate == nil)
        // init-2: both 1942 and 1938 dangle (its only location is 3970).
        let both = try mapFixture("init-2.json", currency: "USD")
        #expect(both.count == 2 && both.allSatisfy { $0.origin.name.isEmpty && $0.destination.name.isEmpty })
    }

    @Test func priceIsTotalNeverTheBreakdownSum() throws {
        // poll-1: base 4833 + taxes 725 = 5558, but total is 5557.
        let poll = try mapFixture("poll-1.json")
        #expect(poll.allSatisfy { $0.price == Money(minorUnits: 5557, currency: "USD") })
        // init-1: 4684 + 95 + 702 = 5481 = total, in USD as requested in 2021.
        #expect(try mapFixture("init-1.json").first?.price?.description == "54.81 USD")
    }

    @Test func unsortedDeparturesAreSortedByInstantThenPriceThenID() throws {
        let departures = try mapFixture("poll-1.json")
        #expect(departures.count == 16)
        #expect(
            departures.prefix(4).map(\.id.rawValue) == [
                "ZTI4ZWFjMTU6YjAxODMzODg", "NGE2NTYxYjY6ZTI0MGQwMGE",
                "NjI4NTZjNDY6MjlmY2VlNTM", "Yzk1YjZlNjo5MjVkM2Q4ZQ",
            ])
        #expect(zip(departures, departures.dropFirst()).allSatisfy { $0.departureTime <= $1.departureTime })
    }

    /// Equal instants are ordered by price before id: poll-1's two 12:30 departures cost the
    /// same (ids decide, `NjI4…` first); make the other one cheaper and it moves ahead.
    @Test func equalInstantsAreOrderedByPriceBeforeID() async throws {
        var body = try #require(try JSONSerialization.jsonObject(with: Fixtures.data("busbud", "poll-1.json")) as? [String: Any])
        var departures = try #require(body["departures"] as? [[String: Any]])
        let index = try #require(departures.firstIndex { $0["id"] as? String == "Yzk1YjZlNjo5MjVkM2Q4ZQ" })
        #expect(departures[index]["departure_time"] as? String == "2021-07-30T12:30:00")
        var prices = try #require(departures[index]["prices"] as? [String: Any])
        prices["total"] = 5000
        departures[index]["prices"] = prices
        body["departures"] = departures
        let mock = MockTransport()
        mock.on(.any, .response(HTTPResponse(status: 200, body: try JSONSerialization.data(withJSONObject: body))))
        let mapped = try await makeClient(mock).searchDepartures(seedQuery(currency: "USD")).departures
        let noon = mapped.filter { $0.departureTime == (try? utc("2021-07-30T16:30:00Z")) }
        #expect(noon.map(\.id.rawValue) == ["Yzk1YjZlNjo5MjVkM2Q4ZQ", "NjI4NTZjNDY6MjlmY2VlNTM"])
        #expect(noon.map(\.price?.minorUnits) == [5000, 5557])
        let untouched = try mapFixture("poll-1.json").filter { $0.departureTime == (try? utc("2021-07-30T16:30:00Z")) }
        #expect(untouched.map(\.id.rawValue) == ["NjI4NTZjNDY6MjlmY2VlNTM", "Yzk1YjZlNjo5MjVkM2Q4ZQ"])
    }

    @Test func differentZonesAcrossMidnight() throws {
        let departures = try mapFixture("init-9.json", currency: "CAD")
        let overnight = try #require(departures.first { $0.id == "handmade-overnight" })
        let vancouver = try TimeZone.named("America/Vancouver")
        let toronto = try TimeZone.named("America/Toronto")
        // 23:30 PDT on the 30th → 09:15 EDT on the 31st.
        #expect(overnight.departureTime == (try utc("2021-07-31T06:30:00Z")))
        #expect(overnight.arrivalTime == (try utc("2021-07-31T13:15:00Z")))
        #expect(CalendarDate(overnight.departureTime, in: vancouver).description == "2021-07-30")
        #expect(CalendarDate(overnight.arrivalTime, in: toronto).description == "2021-07-31")
        #expect(overnight.duration == .seconds(405 * 60))
        #expect(overnight.origin.timeZone == vancouver && overnight.destination.timeZone == toronto)
        #expect(overnight.destination.coordinate == nil) // lat/lon null
        #expect(overnight.destination.address == "81 Bay St, Toronto, ON M5J 0E7")
        #expect(
            overnight.bookingURL?.absoluteString
                == "https://www.busbud.com/en/deeplink/c2b2qe/dpz88g/handmade-overnight?utm_source=&adults=1")
        #expect(overnight.amenities == ["toilet", "wifi"])
    }

    @Test func repeatedDSTHourTakesTheEarlierInstant() throws {
        let dst = try #require(try mapFixture("init-9.json").first { $0.id == "handmade-dst-repeated-hour" })
        // 01:30 happens twice in New York on 2021-11-07; the first is EDT (05:30 UTC).
        #expect(dst.departureTime == (try utc("2021-11-07T05:30:00Z")))
        #expect(dst.arrivalTime == (try utc("2021-11-07T13:00:00Z")))
        #expect(dst.duration == .seconds(450 * 60))
    }

    /// A wall time inside the spring-forward gap does not exist; it is read with the offset in
    /// force just before the gap (EST), so the search still maps rather than failing.
    @Test func skippedDSTHourShiftsForward() async throws {
        var body = try #require(try JSONSerialization.jsonObject(with: Fixtures.data("busbud", "init-9.json")) as? [String: Any])
        var departures = try #require(body["departures"] as? [[String: Any]])
        let index = try #require(departures.firstIndex { $0["id"] as? String == "handmade-dst-repeated-hour" })
        #expect(departures[index]["departure_timezone"] as? String == "America/New_York")
        departures[index]["departure_time"] = "2021-03-14T02:30:00" // 02:00–03:00 is skipped that night
        body["departures"] = departures
        let mock = MockTransport()
        mock.on(.any, .response(HTTPResponse(status: 200, body: try JSONSerialization.data(withJSONObject: body))))
        let snapshot = try await makeClient(mock).searchDepartures(seedQuery())
        let gap = try #require(snapshot.departures.first { $0.id == "handmade-dst-repeated-hour" })
        #expect(gap.departureTime == (try utc("2021-03-14T07:30:00Z"))) // 02:30 EST = 03:30 EDT
        #expect(snapshot.departures.count == 3)
    }

    @Test func dashedAndUndashedIDsJoin() throws {
        let departures = try mapFixture("init-9.json", currency: "CAD")
        // operator_id "B1C2D3E4-F5A6-…" joins operator "b1c2d3e4f5a6…"; the original id is kept.
        let overnight = try #require(departures.first { $0.id == "handmade-overnight" })
        #expect(overnight.operator?.name == "Night Coach Lines")
        #expect(overnight.operator?.id == "b1c2d3e4f5a64b7c8d9e0f1a2b3c4d5e")
        let dangling = try #require(departures.first { $0.id == "handmade-dangling" })
        #expect(dangling.operator == nil && dangling.origin.id == "999" && dangling.origin.name.isEmpty)
        #expect(dangling.price == Money(minorUnits: 4500, currency: "CAD"))
        // init-1's real dashed ids join too.
        #expect(try mapFixture("init-1.json").allSatisfy { $0.operator?.name == "Orléans Express" })
        #expect(BusbudID.key("375dd587-9001-ACBD-84a4-683deda84183") == BusbudID.key("375dd5879001acbd84a4683deda84183"))
    }

    @Test func cityNamesJoinAcrossSpellings() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("busbud", "init-9.json"))
        let clock = ImmediateClock()
        let (updates, _) = await drive(try makeClient(mock, clock: AnyClock(clock)).search(seedQuery()))
        #expect(updates.last?.originCityName == "Vancouver")
        #expect(updates.last?.destinationCityName == "Toronto")
    }

    @Test func unreadableTimeNamesTheField() async throws {
        let body =
            #"{"departures":[{"id":"x","departure_time":"2021-07-30 10:30","arrival_time":"2021-07-30T12:00:00","departure_timezone":"America/Montreal","arrival_timezone":"America/Montreal"}],"complete":true}"#
        let mock = MockTransport()
        mock.on(.any, .json(body))
        let error = await #expect(throws: TransitError.self) { _ = try await makeClient(mock).searchDepartures(seedQuery()) }
        #expect(error?.kind == .decoding)
        #expect(error?.detail?.contains("x-departures departures[0].departure_time") == true, "\(String(describing: error))")
    }

    @Test func unknownZoneAndWrongTypesNameTheField() async throws {
        let zone =
            #"{"departures":[{"id":"x","departure_time":"2021-07-30T10:30:00","arrival_time":"2021-07-30T12:00:00","departure_timezone":"Mars/Olympus","arrival_timezone":"America/Montreal"}],"complete":true}"#
        let typed =
            #"{"departures":[{"id":"x","departure_time":"2021-07-30T10:30:00","arrival_time":"2021-07-30T12:00:00","origin_location_id":"12189"}],"complete":true}"#
        for (body, field) in [(zone, "departures[0].departure_timezone"), (typed, "departures[0].origin_location_id")] {
            let mock = MockTransport()
            mock.on(.any, .json(body))
            let error = await #expect(throws: TransitError.self) { _ = try await makeClient(mock).searchDepartures(seedQuery()) }
            #expect(error?.kind == .decoding)
            #expect(error?.detail?.contains(field) == true, "\(String(describing: error))")
        }
    }
}
