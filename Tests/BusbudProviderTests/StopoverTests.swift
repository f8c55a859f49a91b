import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// `trip_stops` → `Departure.stopovers`: the stops between origin and destination, each time
/// read in a zone that can be known, never the device's.
@Suite struct StopoverTests {
    /// init-4 (recorded 2021-07, Québec → Montréal): the 09:30 coach calls at Sainte-Foy (a
    /// station `locations` holds) and Drummondville (one it does not hold).
    @Test func recordedTripStopsBecomeStopoversBetweenTheEnds() throws {
        let departures = try mapFixture("init-4.json")
        let montreal = try TimeZone.named("America/Montreal")
        let nineThirty = try #require(departures.first { $0.id == "YmU4MjE5NDU6MzM5M2M5MDM" })
        #expect(nineThirty.stopovers.map(\.stop.id) == ["73654", "12195"]) // 12189 and 1938 are the ends
        let sainteFoy = try #require(nineThirty.stopovers.first)
        #expect(sainteFoy.stop.name == "Sainte-Foy - Gare d'autocars") // the `locations` entry, as for the ends
        #expect(sainteFoy.stop.coordinate?.latitude == 46.7728)
        #expect(sainteFoy.arrivalTime == (try utc("2021-08-28T14:00:00Z"))) // "2021-08-28T10:00:00" EDT
        #expect(sainteFoy.departureTime == (try utc("2021-08-28T14:00:00Z")))
        #expect(sainteFoy.timeZone == montreal && sainteFoy.stop.timeZone == montreal)
        #expect(!sainteFoy.isTransfer)
        let drummondville = try #require(nineThirty.stopovers.last)
        #expect(drummondville.stop.name == "Drummondville") // not in `locations`: the entry's own name
        let place = try #require(drummondville.stop.coordinate) // …and the centre of geohash f2hmjf5h6
        #expect(abs(place.latitude - 45.890644) < 1e-5 && abs(place.longitude - -72.516525) < 1e-5)
        #expect(drummondville.arrivalTime == (try utc("2021-08-28T15:30:00Z")))
        #expect(drummondville.departureTime == drummondville.arrivalTime)
        // The 10:30 coach waits a quarter of an hour at Trois-Rivières (12:15 → 12:30).
        let tenThirty = try #require(departures.first { $0.departureTime == (try? utc("2021-08-28T14:30:00Z")) })
        let troisRivieres = try #require(tenThirty.stopovers.first { $0.stop.id == "12187" })
        #expect(troisRivieres.arrivalTime == (try utc("2021-08-28T16:15:00Z")))
        #expect(troisRivieres.departureTime == (try utc("2021-08-28T16:30:00Z")))
    }

    /// Every recorded departure with `trip_stops`, field by field against an independent
    /// reading of the file: the entries between the ends, in order, each time read with a
    /// `DateFormatter` in the departure's zone.
    @Test(arguments: ["init-1.json", "init-4.json", "init-5.json", "poll-1.json", "poll-2.json", "poll-3.json"])
    func everyRecordedTripStopIsMapped(file: String) throws {
        let body = try #require(try JSONSerialization.jsonObject(with: Fixtures.data("busbud", file)) as? [String: Any])
        let raw = try #require(body["departures"] as? [[String: Any]])
        let mapped = try mapFixture(file)
        var compared = 0
        for wire in raw {
            let departure = try #require(mapped.first { $0.id.rawValue == wire["id"] as? String })
            let stops = try #require(wire["trip_stops"] as? [[String: Any]])
            let between = Array(stops.dropFirst().dropLast())
            #expect(stops.first?["location_id"] as? Int == wire["origin_location_id"] as? Int)
            #expect(stops.last?["location_id"] as? Int == wire["destination_location_id"] as? Int)
            #expect(departure.stopovers.map(\.stop.id.rawValue) == between.map { "\($0["location_id"] as? Int ?? -1)" })
            let zone = try TimeZone.named(try #require(wire["departure_timezone"] as? String))
            let reader = DateFormatter()
            reader.locale = Locale(identifier: "en_US_POSIX")
            reader.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
            reader.timeZone = zone
            for (stopover, entry) in zip(departure.stopovers, between) {
                #expect(stopover.arrivalTime == (entry["arrival_time"] as? String).flatMap(reader.date(from:)))
                #expect(stopover.departureTime == (entry["departure_time"] as? String).flatMap(reader.date(from:)))
                #expect(stopover.timeZone == zone && stopover.isTransfer == (entry["transfer"] as? Bool))
                #expect(stopover.stop.coordinate != nil, "\(file) \(stopover.stop.id): a geohash or a location")
                #expect(!stopover.stop.name.isEmpty)
                let times = [stopover.arrivalTime, stopover.departureTime].compactMap { $0 }
                #expect(times.allSatisfy { $0 > departure.departureTime && $0 < departure.arrivalTime })
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    /// departures-1 (recorded 2020-09, a bare array): entries carry no geohash and there is no
    /// `locations` to join, so the stops have their names and no coordinate.
    @Test func bareArrayStopoversHaveTheEntryNames() throws {
        let departures = try BusbudPayloads.departures(inArray: Fixtures.data("busbud", "departures-1.json"))
        let one = try #require(departures.first { $0.departureTime == (try? utc("2020-09-27T17:00:00Z")) })
        #expect(one.stopovers.map(\.stop.name) == ["Trois-Rivières", "Québec (Sainte-Foy)"])
        #expect(one.stopovers.allSatisfy { $0.stop.coordinate == nil })
        #expect(one.stopovers.first?.arrivalTime == (try utc("2020-09-27T18:45:00Z")))
        #expect(one.stopovers.first?.departureTime == (try utc("2020-09-27T19:00:00Z")))
        // trip_stops null (init-3, 2017) or absent (init-2, 2016): no stopovers, nothing noted.
        #expect(try mapFixture("init-3.json").allSatisfy { $0.stopovers.isEmpty })
        #expect(try mapFixture("init-2.json", currency: "USD").allSatisfy { $0.stopovers.isEmpty })
    }

    /// init-10 (hand-made), Chicago → Detroit: the ends are in zones an hour apart, so a stop
    /// is read only in a zone that can be known.
    @Test func stopsAreReadInAZoneThatCanBeKnownOnly() throws {
        let departure = try #require(try mapFixture("init-10.json").first { $0.id == "handmade-cross-zone-transfer" })
        let chicago = try TimeZone.named("America/Chicago")
        let detroit = try TimeZone.named("America/Detroit")
        try #require(departure.stopovers.map(\.stop.id) == ["601", "602", "603"])
        // Midway: its `locations` city (written undashed, upper case) is the origin's → Chicago.
        let midway = departure.stopovers[0]
        #expect(midway.timeZone == chicago && midway.stop.timeZone == chicago)
        #expect(midway.arrivalTime == (try utc("2021-07-30T13:30:00Z")))
        #expect(midway.departureTime == (try utc("2021-07-30T13:35:00Z")))
        #expect(midway.stop.name == "Chicago Midway" && midway.stop.address == "5700 S Cicero Ave, Chicago, IL 60638")
        // Kalamazoo: in neither end's city; no zone can be known, so no times — not device time.
        let kalamazoo = departure.stopovers[1]
        #expect(kalamazoo.arrivalTime == nil && kalamazoo.departureTime == nil)
        #expect(kalamazoo.stop.timeZone == nil && kalamazoo.timeZone == chicago) // a label only
        #expect(kalamazoo.stop.name == "Kalamazoo")
        #expect(kalamazoo.isTransfer) // `transfer: true`: riders change to Wolverine Express here
        let place = try #require(kalamazoo.stop.coordinate) // geohash dpe0s6vr1
        #expect(abs(place.latitude - 42.29172) < 1e-4 && abs(place.longitude - -85.58721) < 1e-4)
        // Rosa Parks: in the destination's city → Detroit.
        let rosaParks = departure.stopovers[2]
        #expect(rosaParks.timeZone == detroit && rosaParks.stop.timeZone == detroit && !rosaParks.isTransfer)
        #expect(rosaParks.arrivalTime == (try utc("2021-07-30T18:30:00Z")))
        #expect(rosaParks.departureTime == (try utc("2021-07-30T18:35:00Z")))
    }

    /// init-10, New York → Montréal: two zone names, one clock, so the stops between are read
    /// in the departure's zone. Stops before boarding and after alighting are not stopovers.
    @Test func agreeingZonesPlaceTheStopsBetween() throws {
        let departure = try #require(try mapFixture("init-10.json").first { $0.id == "handmade-agreeing-zones" })
        let newYork = try TimeZone.named("America/New_York")
        try #require(departure.stopovers.map(\.stop.name) == ["Albany", "Plattsburgh"]) // not Washington, not Québec
        let albany = departure.stopovers[0]
        #expect(albany.timeZone == newYork && albany.stop.timeZone == newYork)
        #expect(albany.arrivalTime == (try utc("2021-07-30T14:45:00Z")))
        #expect(albany.departureTime == (try utc("2021-07-30T15:00:00Z")))
        // Plattsburgh: both times null, `transfer` null — kept, with no times, not a transfer.
        let plattsburgh = departure.stopovers[1]
        #expect(plattsburgh.arrivalTime == nil && plattsburgh.departureTime == nil && !plattsburgh.isTransfer)
        #expect(plattsburgh.stop.timeZone == newYork)
    }

    /// A malformed entry never fails its departure: it is left out, and the search says so.
    @Test func malformedEntriesAreLeftOutWithANote() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("busbud", "init-10.json"))
        let (updates, error) = await drive(try makeClient(mock).search(seedQuery(currency: "USD")))
        #expect(error == nil)
        let update = try #require(updates.last)
        #expect(update.snapshot.departures.count == 3)
        let path = "x-departures departures[0].trip_stops"
        let notes = update.notes.map(\.message)
        for expected in [
            "\(path)[1]: left out", "\(path)[3]: left out", "\(path)[4]: left out: location_id missing",
            "\(path)[6].arrival_time: left out", "\(path)[7].location_id: left out",
            "\(path)[5]: times left out: the stop's zone is not known",
        ] {
            #expect(notes.contains { $0.hasPrefix(expected) }, "\(expected) in \(notes)")
        }
        #expect(update.notes.contains { $0.subject == .stop("602") && $0.kind == .other })
        #expect(update.notes.contains { $0.subject == .stop("605") }) // the unreadable time names its stop
        #expect(notes.contains { $0.hasPrefix("x-departures departures[2].trip_stops: left out") }) // an object
        #expect(!notes.contains { $0.contains("departures[1].trip_stops") }) // the cut ends are no problem
        let uncounted = try #require(update.snapshot.departures.first { $0.id == "handmade-uncounted" })
        #expect(uncounted.stopovers.isEmpty)
        // Recorded payloads need no note.
        let clean = MockTransport()
        clean.on(.any, .fixture("busbud", "init-4.json"))
        let recorded = await drive(try makeClient(clean).search(seedQuery()))
        #expect(recorded.updates.last?.notes == [])
    }

    @Test func geohashCentres() throws {
        let troisRivieres = try #require(Geohash.center("f2hrtk01d"))
        #expect(abs(troisRivieres.latitude - 46.340611) < 1e-5 && abs(troisRivieres.longitude - -72.542617) < 1e-5)
        #expect(Geohash.center("F2HRTK01D") == troisRivieres)
        let city = try #require(Geohash.center("dr5reg")) // New York's 6-character city hash
        #expect(abs(city.latitude - 40.7153) < 0.01 && abs(city.longitude - -74.0039) < 0.01)
        for bad in ["", "f2hrtk01a", "f2hrtk01d1234", "f2 hrtk", "ø"] { #expect(Geohash.center(bad) == nil, "\(bad)") }
    }
}
