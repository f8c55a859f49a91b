import Foundation
import Testing
import TransitKitCore

@Suite struct TimeWindowTests {
    static let six = Date(timeIntervalSince1970: 1_764_370_800) // 2025-11-28 23:00 UTC = 18:00 in New York
    static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

    @Test func bothEndsAreKeptAndAMissingEndIsOpen() {
        let window = TimeWindow(from: Self.six, for: .seconds(600))
        #expect(window.contains(Self.six) && window.contains(Self.six.addingTimeInterval(600)))
        #expect(!window.contains(Self.six.addingTimeInterval(-1)) && !window.contains(Self.six.addingTimeInterval(601)))
        #expect(TimeWindow(from: Self.six).contains(.distantFuture))
        #expect(TimeWindow(until: Self.six).contains(.distantPast))
        #expect(TimeWindow.next(.seconds(60), from: Self.six) == TimeWindow(from: Self.six, until: Self.six.addingTimeInterval(60)))
    }

    /// A row without a time cannot be placed: kept only when no bound was asked for.
    @Test func aRowWithoutATimeIsLeftOutOfABoundedWindow() {
        #expect(TimeWindow.unbounded.keeps(nil))
        #expect(!TimeWindow(from: Self.six).keeps(nil))
        let timed = Prediction(stopID: "1", route: "9", time: Self.six, source: .realtime, timeZone: .gmt)
        let untimed = Prediction(stopID: "1", route: "9", time: nil, source: .distanceOnly, timeZone: .gmt)
        let board = PredictionBoard(predictions: [timed, untimed])
        #expect(board.within(.unbounded).predictions.count == 2)
        #expect(board.within(TimeWindow(from: Self.six, for: .seconds(60))).predictions == [timed])
        #expect(board.within(TimeWindow(from: Self.six.addingTimeInterval(1))).predictions.isEmpty)
    }

    /// The service days an API with a date parameter is asked for include the day before: a
    /// trip of that service day can run past midnight into the window.
    @Test func serviceDaysIncludeTheDayBeforeAndCrossMidnight() throws {
        let evening = TimeWindow(from: Self.six, for: .seconds(3_600))
        #expect(evening.serviceDays(in: Self.newYork) == [try CalendarDate("2025-11-27"), try CalendarDate("2025-11-28")])
        let acrossMidnight = TimeWindow(from: Self.six, for: .seconds(8 * 3_600))
        #expect(
            acrossMidnight.serviceDays(in: Self.newYork)
                == [try CalendarDate("2025-11-27"), try CalendarDate("2025-11-28"), try CalendarDate("2025-11-29")])
        #expect(TimeWindow(from: Self.six).serviceDays(in: Self.newYork) == nil)
        let long = TimeWindow(from: Self.six, for: .seconds(30 * 86_400))
        #expect(long.serviceDays(in: Self.newYork, limit: 5)?.count == 5)
    }

    /// "The next ten minutes" counts from the board's server clock, as countdowns do, so a
    /// recording or a device whose clock drifts keeps the same rows.
    @Test func aWindowFromNowCountsFromTheServersClock() {
        let rows = [0, 5, 11].map {
            Prediction(stopID: "1", route: "9", time: Self.six.addingTimeInterval(Double($0) * 60), source: .realtime, timeZone: .gmt)
        }
        let board = PredictionBoard(predictions: rows, serverTime: Self.six, receivedAt: Self.six.addingTimeInterval(3_600))
        let kept = board.within(.next(.seconds(600)), now: .distantFuture).predictions
        #expect(kept == Array(rows.prefix(2)))
        #expect(TimeWindow.next(.seconds(600)).resolved(at: Self.six) == TimeWindow(from: Self.six, for: .seconds(600)))
        #expect(throws: TransitError.self) { try TimeWindow.next(.seconds(-1)).validate(operation: "predictions") }
    }

    @Test func aWindowEndingBeforeItStartsIsRefused() {
        #expect(throws: TransitError.self) {
            try TimeWindow(from: Self.six, until: Self.six.addingTimeInterval(-1)).validate(operation: "predictions")
        }
        #expect((try? TimeWindow(from: Self.six, until: Self.six).validate(operation: "predictions")) != nil)
    }
}
