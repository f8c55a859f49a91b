import Foundation
import Testing
import TransitKitCore

@testable import GTFSRealtime

/// A trip's scheduled start as `start_date` / `start_time` on its GTFS service day
/// (Docs/GTFSRealtime.md, "Trip start"). Instants are worked out by hand from UTC.
@Suite struct ServiceDayTests {
    let newYork = TimeZone.agency("America/New_York", standardOffset: -5)

    func place(_ seconds: TimeInterval, _ rule: ServiceDayRule) -> ServiceDayRule.Placement {
        rule.serviceDay(of: Date(timeIntervalSince1970: seconds), in: newYork)
    }

    /// An evening start is its own day's: 2020-10-09T01:50Z is 21:50 EDT on the 8th.
    @Test func aDaytimeStartIsItsLocalDateAndTime() {
        #expect(place(1_602_208_200, .default) == .placed(date: "20201008", time: "21:50:00"))
        #expect(place(1_602_208_200, .previousDayBefore(hours: 3)) == .placed(date: "20201008", time: "21:50:00"))
    }

    /// 2024-01-06T06:10Z is 01:10 EST on the 6th. Where the agency's night trips belong to the
    /// evening before, it is the 5th's 25:10:00; by default it is not placed at all.
    @Test func aStartAfterMidnightIsThePreviousServiceDayOrNotPlaced() {
        #expect(place(1_704_521_400, .previousDayBefore(hours: 3)) == .placed(date: "20240105", time: "25:10:00"))
        #expect(place(1_704_521_400, .previousDayBefore(hours: 1)) == .placed(date: "20240106", time: "01:10:00"))
        #expect(place(1_704_521_400, .default) == .ambiguous(localTime: "01:10:00"))
        #expect(place(1_704_521_400, .ambiguousBefore(hours: 0)) == .placed(date: "20240106", time: "01:10:00"))
    }

    /// Service time counts from noon minus 12 h, not midnight. On 2024-03-10 (clocks 02:00 EST →
    /// 03:00 EDT) that origin is 23:00 EST on the 9th, so 01:30 EST (06:30Z) is service time
    /// 02:30:00 and 08:00 EDT (12:00Z) is 08:00:00. On 2024-11-03 (02:00 EDT → 01:00 EST) the
    /// origin is 01:00 EDT, so 00:30 EDT (04:30Z) lies before it: the 2nd's 24:30:00.
    @Test func daylightSavingDaysCountFromNoonMinusTwelveHours() {
        #expect(place(1_710_052_200, .previousDayBefore(hours: 0)) == .placed(date: "20240310", time: "02:30:00"))
        #expect(place(1_710_072_000, .default) == .placed(date: "20240310", time: "08:00:00"))
        #expect(place(1_730_608_200, .previousDayBefore(hours: 0)) == .placed(date: "20241102", time: "24:30:00"))
        #expect(place(1_730_608_200, .ambiguousBefore(hours: 0)) == .ambiguous(localTime: "00:30:00"))
    }

    /// Instants GTFS-RT cannot carry are not placed; hour counts outside 0…24 are clamped.
    @Test func outOfRangeStartsAreNotPlaced() {
        #expect(place(-1, .default) == .outOfRange)
        #expect(place(3_600, .previousDayBefore(hours: 4)) == .outOfRange) // 1969-12-31 service day
        #expect(place(.nan, .default) == .outOfRange)
        #expect(place(1e13, .default) == .outOfRange)
        #expect(place(1_602_208_200, .ambiguousBefore(hours: 99)) == .ambiguous(localTime: "21:50:00"))
        #expect(place(1_602_208_200, .previousDayBefore(hours: -3)) == .placed(date: "20201008", time: "21:50:00"))
    }

    /// In the translator: a prediction's start goes on the trip (in the rules' zone, else the
    /// prediction's own); an ambiguous one is left out and reported once per trip; a vehicle
    /// of a provider without a zone is reported.
    @Test func translatedStartsAndTheirReport() throws {
        func prediction(stop: Stop.ID, start: Date?, zone: TimeZone = .gmt) -> Prediction {
            Prediction(
                stopID: stop, route: "MTA NYCT_B63", vehicleID: "MTA NYCT_438",
                time: Date(timeIntervalSince1970: 1_704_525_000), source: .realtime, timeZone: zone,
                tripID: "MTA NYCT_JG_D3-Weekday-SDon-097100_B63_659", tripStart: start)
        }
        let mta = GTFSRealtimeTranslator(provider: "mta")
        let now = Date(timeIntervalSince1970: 1_704_525_000)
        let evening = mta.tripUpdates(
            [prediction(stop: "MTA_1", start: nil), prediction(stop: "MTA_2", start: Date(timeIntervalSince1970: 1_602_208_200))],
            timestamp: now)
        let trip = try #require(evening.feed.entity.first?.tripUpdate?.trip)
        #expect(trip.startDate == "20201008" && trip.startTime == "21:50:00") // New York, not the prediction's GMT
        #expect(evening.report.fieldsLeftOut.isEmpty)

        let night = mta.tripUpdates(
            [
                prediction(stop: "MTA_1", start: Date(timeIntervalSince1970: 1_704_521_400)),
                prediction(stop: "MTA_2", start: Date(timeIntervalSince1970: 1_704_521_400)),
            ], timestamp: now)
        #expect(night.feed.entity.first?.tripUpdate?.trip.startDate == nil)
        #expect(night.feed.entity.first?.tripUpdate?.trip.tripID == "JG_D3-Weekday-SDon-097100_B63_659")
        #expect(
            night.report.fieldsLeftOut == [
                .init(
                    kind: .trip, subject: "mta:trip:MTA NYCT_JG_D3-Weekday-SDon-097100_B63_659",
                    reason: .ambiguousServiceDay, detail: "starts 01:10:00 America/New_York",
                    field: "start_date/start_time")
            ])
        #expect(night.report.omitted.isEmpty)
        #expect(night.report.summary == ["1 trip written without start_date/start_time: start may belong to either service day"])

        var rules = TranslationRules.mta
        rules.serviceDay = .previousDayBefore(hours: 3)
        let owl = GTFSRealtimeTranslator(provider: "mta", rules: rules)
            .tripUpdates([prediction(stop: "MTA_1", start: Date(timeIntervalSince1970: 1_704_521_400))], timestamp: now)
        #expect(owl.feed.entity.first?.tripUpdate?.trip.startTime == "25:10:00")

        // No rules of its own: no zone, so a prediction's own zone places its start, and a
        // vehicle's start is reported.
        let other = GTFSRealtimeTranslator(provider: "elsewhere")
        let own = other.tripUpdates(
            [prediction(stop: "1", start: Date(timeIntervalSince1970: 1_602_208_200), zone: newYork)], timestamp: now)
        #expect(own.feed.entity.first?.tripUpdate?.trip.startTime == "21:50:00")
        let vehicle = VehiclePosition(
            id: "7", route: "R", coordinate: Coordinate(latitude: 1, longitude: 1),
            tripStart: Date(timeIntervalSince1970: 1_602_208_200))
        let positions = other.vehiclePositions([vehicle], timestamp: now)
        #expect(positions.feed.entity.first?.vehicle?.trip == GTFSRT.TripDescriptor(routeID: "R"))
        #expect(positions.report.summary == ["1 vehicle written without start_date/start_time: no agency time zone"])
    }
}
