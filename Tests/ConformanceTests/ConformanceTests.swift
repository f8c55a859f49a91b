import Testing
import TransitKitCore
import TransitKitTesting

/// The behaviour table of Docs/Behaviour.md, run against every provider's client over its
/// recordings. Each test is one rule; each case is one provider, so a regression fails as
/// "rule × provider". A new provider adds its ``ConformanceSubject`` to
/// ``ConformanceSubjects/all`` and gets every rule checked.
@Suite("Conformance: one behaviour across providers")
struct ConformanceTests {
    static func run(_ rule: ProviderConformance.Rule, _ subject: ConformanceSubject) async {
        let problems = await ProviderConformance.check(rule, subject)
        #expect(problems.isEmpty, "\(subject) breaks rule \(rule.rawValue):\n- \(problems.joined(separator: "\n- "))")
    }

    @Test(arguments: ConformanceSubjects.all)
    func emptyInputIsRefusedBeforeAnyRequest(_ subject: ConformanceSubject) async { await Self.run(.emptyInput, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func duplicateInputIsAskedOnce(_ subject: ConformanceSubject) async { await Self.run(.duplicateInput, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func routeFiltersMatchAnyCaseAndShortOrQualifiedIDs(_ subject: ConformanceSubject) async {
        await Self.run(.routeFilter, subject)
    }

    @Test(arguments: ConformanceSubjects.all)
    func emptyCredentialIsUnauthorizedAtCallTime(_ subject: ConformanceSubject) async { await Self.run(.credentials, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func oneFailingItemIsANote(_ subject: ConformanceSubject) async { await Self.run(.partialFailure, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func unknownStopIsNotFound(_ subject: ConformanceSubject) async { await Self.run(.unknownItem, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func alertsAreScopedToTheRoutesAsked(_ subject: ConformanceSubject) async { await Self.run(.alertScope, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func timesAreShownInTheAgencyZone(_ subject: ConformanceSubject) async { await Self.run(.displayZone, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func capabilitiesAreDerivedFromConformances(_ subject: ConformanceSubject) async { await Self.run(.capabilities, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func secretsNeverShow(_ subject: ConformanceSubject) async { await Self.run(.secrets, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func cancelledCallsEndAsCancelled(_ subject: ConformanceSubject) async { await Self.run(.cancellation, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func stopsAreFoundNearByNameAndByID(_ subject: ConformanceSubject) async { await Self.run(.stopFinding, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func aVehiclesRunIsItsNextStopsInOrder(_ subject: ConformanceSubject) async { await Self.run(.trips, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func boardsCarryTheServersClock(_ subject: ConformanceSubject) async { await Self.run(.serverClock, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func aTimeWindowKeepsExactlyTheRowsInside(_ subject: ConformanceSubject) async { await Self.run(.timeWindow, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func vehiclesInAnAreaAreThoseInsideIt(_ subject: ConformanceSubject) async { await Self.run(.areaVehicles, subject) }

    @Test(arguments: ConformanceSubjects.all)
    func aStopsScheduleIsTimetableRowsOfItsServiceDay(_ subject: ConformanceSubject) async { await Self.run(.schedules, subject) }

    /// Every rule has its test above, so a rule added to the table cannot go unchecked.
    @Test func everyRuleHasATest() {
        #expect(ProviderConformance.Rule.allCases.count == 17)
    }

    /// The suite runs on every provider that ships.
    @Test func everyProviderIsASubject() {
        #expect(Set(ConformanceSubjects.all.map(\.id)) == ConformanceSubjects.shipped)
        #expect(ConformanceSubjects.all.count == ConformanceSubjects.shipped.count)
    }
}
