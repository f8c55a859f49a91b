import Foundation
import Testing
import TransitKitCore

@Suite struct CountdownTests {
    let melbourne = TimeZone(identifier: "Australia/Melbourne")!
    // 2019-07-01 09:20:00 in Melbourne (AEST, UTC+10) = 2019-06-30 23:20:00 UTC.
    let now = Date(timeIntervalSince1970: 1_561_936_800)

    @Test func minutesAwayInTheAgencyZone() {
        let countdown = Countdown(target: now.addingTimeInterval(3 * 60 + 20), now: now, timeZone: melbourne)
        #expect(countdown.text == "9:23 am (3 min)")
        #expect(countdown.minutes == 3)
    }

    @Test func underAMinuteIsDue() {
        #expect(Countdown(target: now.addingTimeInterval(59), now: now, timeZone: melbourne).text == "Due")
        #expect(Countdown(target: now.addingTimeInterval(-30), now: now, timeZone: melbourne).text == "Due")
    }

    @Test func hoursAheadAndPast() {
        #expect(
            Countdown(target: now.addingTimeInterval(3 * 3600 + 12 * 60), now: now, timeZone: melbourne).text == "12:32 pm (3 h 12 min)")
        #expect(Countdown(target: now.addingTimeInterval(2 * 3600), now: now, timeZone: melbourne).text == "11:20 am (2 h)")
        #expect(Countdown(target: now.addingTimeInterval(-5 * 60), now: now, timeZone: melbourne).text == "9:15 am (departed)")
    }

    @Test func clockTextIgnoresTheDeviceZone() {
        let chicago = TimeZone(identifier: "America/Chicago")!
        #expect(Countdown.clock(now, in: chicago) == "6:20 pm")
        #expect(Countdown.clock(now, in: melbourne) == "9:20 am")
        #expect(Countdown.clock(now.addingTimeInterval(2 * 3600 + 40 * 60), in: melbourne) == "12:00 pm")
        #expect(Countdown.clock(now.addingTimeInterval(14 * 3600 + 40 * 60), in: melbourne) == "12:00 am")
    }

    @Test func predictionCountdownUsesItsOwnZoneAndScheduledTimeWhenCancelled() {
        let cancelled = Prediction(
            stopID: "1", route: "96", time: nil, scheduledTime: now.addingTimeInterval(600),
            source: .scheduled, isCancelled: true, timeZone: melbourne)
        #expect(cancelled.countdown(now: now)?.text == "9:30 am (10 min)")
        let unknown = Prediction(
            stopID: "1", route: "96", time: nil, source: .distanceOnly, distanceText: "approaching",
            timeZone: melbourne)
        #expect(unknown.countdown(now: now) == nil)
    }
}
