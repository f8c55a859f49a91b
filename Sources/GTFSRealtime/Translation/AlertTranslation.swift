import Foundation
import TransitKitCore

extension GTFSRealtimeTranslator {
    /// One entity per alert id (`<provider>:alert:<id>`), after ``Swift/Array/merged()``.
    func alertEntities(_ alerts: [ServiceAlert], report: inout TranslationReport) -> [GTFSRT.FeedEntity] {
        alerts.merged().compactMap { alert in
            let selectors = informedEntities(alert)
            guard !selectors.isEmpty else {
                report.omit(
                    .alert, "\(alert.id)", .noInformedEntity,
                    alert.isNetworkWide ? "names no route or stop" : "none of its routes or stops has a GTFS id")
                return nil
            }
            return GTFSRT.FeedEntity(id: entityID("alert", alert.id.rawValue), alert: message(alert, selectors))
        }
    }

    private func message(_ alert: ServiceAlert, _ selectors: [GTFSRT.EntitySelector]) -> GTFSRT.Alert {
        let title = alert.title.trimmingCharacters(in: .whitespacesAndNewlines)
        let body = alert.description.trimmingCharacters(in: .whitespacesAndNewlines)
        return GTFSRT.Alert(
            activePeriod: alert.activePeriod.flatMap(timeRange).map { [$0] } ?? [],
            informedEntity: selectors,
            effect: effect(alert.effect),
            url: alert.url.map { GTFSRT.TranslatedString($0.absoluteString) },
            headerText: title.isEmpty ? nil : GTFSRT.TranslatedString(title),
            descriptionText: body.isEmpty || body == title ? nil : GTFSRT.TranslatedString(body),
            severityLevel: rules.statesAlertSeverity ? severity(alert.severity) : nil)
    }

    /// One selector per route, then one per stop: the core model does not pair them, so they
    /// are ORed (an alert about route 74 and stop 6597 informs both).
    private func informedEntities(_ alert: ServiceAlert) -> [GTFSRT.EntitySelector] {
        var seen = Set<String>()
        let routes = alert.affectedRoutes.compactMap { id(rules.route, $0.rawValue) }
            .filter { seen.insert("r" + $0).inserted }.map { GTFSRT.EntitySelector(routeID: $0) }
        let stops = alert.affectedStops.compactMap { id(rules.stop, $0.rawValue) }
            .filter { seen.insert("s" + $0).inserted }.map { GTFSRT.EntitySelector(stopID: $0) }
        return routes + stops
    }

    /// An open end (`Date.distantFuture`, MTA's "until further notice") or start is left out;
    /// a period with neither bound usable is no period.
    private func timeRange(_ period: DateInterval) -> GTFSRT.TimeRange? {
        let start = period.start > .distantPast ? POSIXTime.unsignedSeconds(period.start) : nil
        let end = period.end < .distantFuture ? POSIXTime.unsignedSeconds(period.end) : nil
        return start == nil && end == nil ? nil : GTFSRT.TimeRange(start: start, end: end)
    }

    private func effect(_ effect: ServiceAlert.Effect) -> GTFSRT.Alert.Effect? {
        switch effect {
        case .noService: return .noService
        case .reducedService: return .reducedService
        case .significantDelays: return .significantDelays
        case .detour: return .detour
        case .modifiedService: return .modifiedService
        case .stopMoved: return .stopMoved
        case .additionalService: return .additionalService
        case .other: return .otherEffect
        case .information: return .noEffect
        case .unknown: return nil
        }
    }

    private func severity(_ severity: ServiceAlert.Severity) -> GTFSRT.Alert.SeverityLevel {
        switch severity {
        case .low: return .info
        case .medium: return .warning
        case .high: return .severe
        }
    }
}
