import Foundation
import Testing
import TransitKitCore

@Suite struct LocalDateTimeTests {
    let chicago = TimeZone(identifier: "America/Chicago")!
    let melbourne = TimeZone(identifier: "Australia/Melbourne")!

    func utc(_ text: String) throws -> Date {
        try LocalDateTime(parsing: text, pattern: "yyyy-MM-dd HH:mm:ss").date(in: TimeZone(identifier: "UTC")!)
    }

    @Test func ordinaryChicagoTimes() throws {
        let winter = try LocalDateTime(parsing: "20190115 08:05", pattern: "yyyyMMdd HH:mm").date(in: chicago)
        #expect(winter == (try utc("2019-01-15 14:05:00"))) // CST, UTC-6
        let summer = try LocalDateTime(parsing: "20190715 08:05:30", pattern: "yyyyMMdd HH:mm:ss").date(in: chicago)
        #expect(summer == (try utc("2019-07-15 13:05:30"))) // CDT, UTC-5
    }

    @Test func chicagoRepeatedHourTakesTheEarlierInstant() throws {
        let wall = try LocalDateTime(parsing: "20191103 01:30", pattern: "yyyyMMdd HH:mm")
        #expect(try wall.date(in: chicago) == (try utc("2019-11-03 06:30:00"))) // 01:30 CDT
        #expect(try wall.date(in: chicago, repeated: .later) == (try utc("2019-11-03 07:30:00"))) // 01:30 CST
    }

    @Test func chicagoSkippedHourShiftsForward() throws {
        let wall = try LocalDateTime(parsing: "20190310 02:30", pattern: "yyyyMMdd HH:mm")
        #expect(try wall.date(in: chicago) == (try utc("2019-03-10 08:30:00"))) // shown as 03:30 CDT
        #expect(throws: TransitError.self) { try wall.date(in: chicago, skipped: .reject) }
    }

    @Test func melbourneDaylightSavingEnds() throws {
        // 2019-04-07 03:00 AEDT → 02:00 AEST: 02:30 happens twice.
        let wall = try LocalDateTime(parsing: "2019-04-07T02:30:00", pattern: "yyyy-MM-dd'T'HH:mm:ss")
        #expect(try wall.date(in: melbourne) == (try utc("2019-04-06 15:30:00"))) // AEDT, UTC+11
        #expect(try wall.date(in: melbourne, repeated: .later) == (try utc("2019-04-06 16:30:00"))) // AEST
    }

    @Test func melbourneDaylightSavingStarts() throws {
        // 2019-10-06 02:00 AEST → 03:00 AEDT: 02:30 never happens.
        let wall = try LocalDateTime(parsing: "2019-10-06T02:30:00", pattern: "yyyy-MM-dd'T'HH:mm:ss")
        #expect(try wall.date(in: melbourne) == (try utc("2019-10-05 16:30:00"))) // = 03:30 AEDT
        let after = try LocalDateTime(parsing: "2019-10-06T03:30:00", pattern: "yyyy-MM-dd'T'HH:mm:ss")
        #expect(try after.date(in: melbourne) == (try utc("2019-10-05 16:30:00")))
    }

    @Test func fractionalSecondsAreKept() throws {
        let wall = try LocalDateTime(parsing: "2016-07-29T08:00:00.250", pattern: "yyyy-MM-dd'T'HH:mm:ss")
        #expect(wall.nanosecond == 250_000_000)
        let date = try wall.date(in: TimeZone(identifier: "America/New_York")!)
        #expect(date.timeIntervalSince1970 == 1_469_793_600.25)
    }

    @Test(arguments: [
        ("20190230 08:00", "does not exist"), // 30 February
        ("20191301 08:00", "does not exist"), // month 13
        ("20190101 24:00", "does not exist"), // hour 24
        ("20190101 08:60", "does not exist"),
        ("2019010 08:00", "is not a number"), // short date shifts fields
        ("20190101 08:00 ", "unexpected"), // trailing text
        ("2019O101 08:00", "is not a number"), // letter O
        ("", "too short"),
    ])
    func rejectsImpossibleOrMalformedTimes(_ text: String, _ mentions: String) {
        #expect {
            _ = try LocalDateTime(parsing: text, pattern: "yyyyMMdd HH:mm")
        } throws: { error in
            guard let error = error as? TransitError else { return false }
            return error.kind == .decoding && (error.detail ?? "").contains(mentions) && (error.detail ?? "").contains("\"\(text)\"")
        }
    }

    @Test func calendarDateValidatesAndPrints() throws {
        #expect(try CalendarDate("2016-07-29").description == "2016-07-29")
        #expect(try CalendarDate("2024-02-29").day == 29)
        #expect(throws: TransitError.self) { try CalendarDate("2023-02-29") }
        #expect(throws: TransitError.self) { try CalendarDate("2016-7-29") }
        #expect(throws: TransitError.self) { try CalendarDate("29/07/2016") }
        // Signs pass `Int(_:)`: "2019-+1-01" was read as January (found by reading the fuzz target).
        #expect(throws: TransitError.self) { try CalendarDate("2019-+1-01") }
        #expect(throws: TransitError.self) { try CalendarDate("+019-01-01") }
    }

    @Test func calendarDateFromAnInstantDependsOnTheZone() throws {
        // 2016-07-29 02:00 UTC is still the 28th in New York.
        let instant = try utc("2016-07-29 02:00:00")
        #expect(CalendarDate(instant, in: TimeZone(identifier: "America/New_York")!).description == "2016-07-28")
        #expect(CalendarDate(instant, in: TimeZone(identifier: "UTC")!).description == "2016-07-29")
    }

    @Test func unknownZoneIsATypedError() {
        #expect(throws: TransitError.self) { try TimeZone.named("Mars/Olympus_Mons") }
        #expect((try? TimeZone.named("Australia/Melbourne"))?.identifier == "Australia/Melbourne")
    }
}
