import CTAProvider
import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// Rules 20–22 fail on each clause of their text: every test runs one rule against a subject
/// that is deliberately wrong in exactly one way — a real client over its recordings, wrapped so
/// it breaks that clause (`WrongSubjects`) — and expects the rule to report it. A rule that
/// passed one of these would prove nothing about that clause.
@Suite("Conformance rules 20–22 fail on each wrong clause")
struct RuleClauseTests {
    /// The subjects that answer predictions (rule 20).
    static let predictionSubjects: [ConformanceSubject] = [CTASubject.subject, TramTrackerSubject.subject, MTASubject.subject]

    static func problems(_ rule: ProviderConformance.Rule, _ subject: ConformanceSubject) async -> [String] {
        await ProviderConformance.check(rule, subject)
    }

    // MARK: Rule 20, time windows

    @Test(arguments: predictionSubjects)
    func aWindowStartMadeExclusiveFails(_ subject: ConformanceSubject) async {
        let problems = await Self.problems(.timeWindow, WrongSubjects.window(subject, .exclusiveStart))
        #expect(problems.contains { $0.contains("both ends are included") }, "\(subject): \(problems)")
    }

    @Test(arguments: predictionSubjects)
    func aWindowEndMadeExclusiveFails(_ subject: ConformanceSubject) async {
        let problems = await Self.problems(.timeWindow, WrongSubjects.window(subject, .exclusiveEnd))
        #expect(problems.contains { $0.contains("both ends are included") }, "\(subject): \(problems)")
    }

    @Test(arguments: predictionSubjects)
    func anOpenEndThatKeepsNothingFails(_ subject: ConformanceSubject) async {
        let problems = await Self.problems(.timeWindow, WrongSubjects.window(subject, .openEndKeepsNothing))
        #expect(!problems.isEmpty, "\(subject)")
    }

    @Test(arguments: predictionSubjects)
    func anOpenStartThatKeepsNothingFails(_ subject: ConformanceSubject) async {
        let problems = await Self.problems(.timeWindow, WrongSubjects.window(subject, .openStartKeepsNothing))
        #expect(!problems.isEmpty, "\(subject)")
    }

    @Test(arguments: predictionSubjects)
    func theNextMinutesCountedFromTheDeviceClockFail(_ subject: ConformanceSubject) async {
        let problems = await Self.problems(.timeWindow, WrongSubjects.window(subject, .nextFromDeviceClock))
        #expect(problems.contains { $0.contains("next") }, "\(subject): \(problems)")
    }

    /// MTA's recorded rows carry both an estimate and a timetable time (SIRI's expected and
    /// aimed times), so placing a row by the timetable changes which rows a window keeps.
    @Test func aRowPlacedByItsTimetableInsteadOfItsEstimateFails() async {
        let problems = await Self.problems(.timeWindow, WrongSubjects.window(MTASubject.subject, .placedByTimetable))
        #expect(!problems.isEmpty)
    }

    // MARK: Rule 21, vehicles in an area

    /// CTA asking `getvehicles` for every indexed route, whether or not it crosses the box.
    @Test func askingEveryIndexedRouteRegardlessOfTheBoxFails() async {
        let problems = await Self.problems(.areaVehicles, WrongSubjects.area(CTASubject.subject, .everyIndexedRoute))
        #expect(problems.contains { $0.contains("not needed for the box") }, "\(problems)")
    }

    @Test(arguments: [CTASubject.subject, MTASubject.subject])
    func moreCallsThanTheAPINeedsFail(_ subject: ConformanceSubject) async {
        let problems = await Self.problems(.areaVehicles, WrongSubjects.area(subject, .askedTwice))
        #expect(problems.contains { $0.contains("the API allows it in") }, "\(subject): \(problems)")
    }

    @Test(arguments: [CTASubject.subject, MTASubject.subject])
    func aVehicleOnTheEdgeLeftOutFails(_ subject: ConformanceSubject) async {
        let problems = await Self.problems(.areaVehicles, WrongSubjects.area(subject, .edgesExcluded))
        #expect(problems.contains { $0.contains("edges are included") }, "\(subject): \(problems)")
    }

    // MARK: Rule 22, a stop's timetable

    @Test func afterMidnightTripsMovedToTheMorningFail() async {
        let problems = await Self.problems(.schedules, WrongSubjects.schedule(MTASubject.subject, .afterMidnightToMorning))
        #expect(problems.contains { $0.contains("after midnight") }, "\(problems)")
    }

    @Test func rowsBeforeTheServiceDayFail() async {
        let problems = await Self.problems(.schedules, WrongSubjects.schedule(MTASubject.subject, .dayEarlier))
        #expect(problems.contains { $0.contains("before the service day") }, "\(problems)")
    }

    @Test func realtimeRowsFail() async {
        let problems = await Self.problems(.schedules, WrongSubjects.schedule(MTASubject.subject, .realtime))
        #expect(problems.contains { $0.contains("not .scheduled") }, "\(problems)")
    }

    @Test func rowsLatestFirstFail() async {
        let problems = await Self.problems(.schedules, WrongSubjects.schedule(MTASubject.subject, .latestFirst))
        #expect(problems.contains { $0.contains("soonest first") }, "\(problems)")
    }

    @Test func rowsInAnotherZoneFail() async {
        let problems = await Self.problems(.schedules, WrongSubjects.schedule(MTASubject.subject, .utc))
        #expect(problems.contains { $0.contains("agency zone") }, "\(problems)")
    }

    @Test func aBlankStopAnsweredFails() async {
        let problems = await Self.problems(.schedules, WrongSubjects.schedule(MTASubject.subject, .blankStopAnswered))
        #expect(problems.contains { $0.contains("schedule(at: \" \")") }, "\(problems)")
    }

    /// A provider that claims no timetable but has a schedule scenario, or the reverse.
    @Test func aScheduleScenarioWithoutAScheduleSourceFails() async {
        var subject = CTASubject.subject
        subject.schedule = MTASubject.subject.schedule
        let problems = await Self.problems(.schedules, subject)
        #expect(problems.contains { $0.contains("no ScheduleSource") }, "\(problems)")
    }

    /// The unbroken subjects pass, so each failure above is the clause's.
    @Test(arguments: predictionSubjects)
    func theUnwrappedSubjectsPass(_ subject: ConformanceSubject) async {
        #expect(await Self.problems(.timeWindow, subject).isEmpty)
        #expect(await Self.problems(.areaVehicles, subject).isEmpty)
        #expect(await Self.problems(.schedules, subject).isEmpty)
    }
}
