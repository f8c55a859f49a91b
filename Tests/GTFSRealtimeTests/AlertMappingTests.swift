import Foundation
import Testing
import TransitKitCore

@testable import GTFSRealtime

/// How each field of a core `ServiceAlert` lands in a GTFS-RT `Alert` (Docs/GTFSRealtime.md,
/// "From the core model").
@Suite struct AlertMappingTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func alert(_ translator: GTFSRealtimeTranslator, _ source: ServiceAlert) throws -> GTFSRT.Alert {
        try #require(translator.alerts([source], timestamp: now).feed.entity.first?.alert)
    }

    @Test func everyCoreEffectHasItsGTFSEffect() throws {
        let expected: [(ServiceAlert.Effect, GTFSRT.Alert.Effect?)] = [
            (.noService, .noService), (.reducedService, .reducedService), (.significantDelays, .significantDelays),
            (.detour, .detour), (.modifiedService, .modifiedService), (.stopMoved, .stopMoved),
            (.additionalService, .additionalService), (.other, .otherEffect), (.information, .noEffect), (.unknown, nil),
        ]
        let translator = GTFSRealtimeTranslator(provider: "mta")
        for (effect, gtfs) in expected {
            #expect(
                try alert(translator, ServiceAlert(id: "a", title: "t", effect: effect, affectedRoutes: ["MTA NYCT_B63"])).effect == gtfs,
                "\(effect)")
        }
    }

    /// Severity only where the provider states it (CTA `prty`): low → INFO, medium → WARNING,
    /// high → SEVERE.
    @Test func severityOnlyWhereTheProviderStatesIt() throws {
        let cta = GTFSRealtimeTranslator(provider: "cta")
        let levels: [(ServiceAlert.Severity, GTFSRT.Alert.SeverityLevel)] = [(.low, .info), (.medium, .warning), (.high, .severe)]
        for (severity, level) in levels {
            #expect(try alert(cta, ServiceAlert(id: "a", title: "t", severity: severity, affectedRoutes: ["22"])).severityLevel == level)
        }
        let mta = GTFSRealtimeTranslator(provider: "mta")
        #expect(try alert(mta, ServiceAlert(id: "a", title: "t", severity: .high, affectedRoutes: ["MTA NYCT_B63"])).severityLevel == nil)
    }

    /// Title → header_text, description → description_text (not when it repeats the title),
    /// url → url, one selector per route and per stop (ORed), open bounds left out.
    @Test func textsLinksSelectorsAndPeriods() throws {
        let translator = GTFSRealtimeTranslator(provider: "cta")
        let link = try #require(URL(string: "https://www.transitchicago.com/alerts/?id=1"))
        let full = try alert(
            translator,
            ServiceAlert(
                id: "a", title: " Reroute ", description: "Buses use Lake St.", affectedRoutes: ["20", "20", "126"],
                affectedStops: ["456"], activePeriod: DateInterval(start: .distantPast, end: now), url: link))
        #expect(full.headerText == GTFSRT.TranslatedString("Reroute"))
        #expect(full.descriptionText == GTFSRT.TranslatedString("Buses use Lake St."))
        #expect(full.url == GTFSRT.TranslatedString("https://www.transitchicago.com/alerts/?id=1"))
        #expect(full.informedEntity == [.init(routeID: "20"), .init(routeID: "126"), .init(stopID: "456")])
        #expect(full.activePeriod == [GTFSRT.TimeRange(end: 1_700_000_000)])

        let same = try alert(
            translator,
            ServiceAlert(
                id: "b", title: "Elevator out", description: "Elevator out",
                affectedStops: ["456"],
                activePeriod: DateInterval(start: .distantPast, end: .distantFuture)))
        #expect(same.descriptionText == nil)
        #expect(same.activePeriod.isEmpty)
    }
}
