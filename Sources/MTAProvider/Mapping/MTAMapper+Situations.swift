import Foundation
import TransitKitCore

/// SIRI `PtSituationElement` → ``ServiceAlert``: HTML stripped, affected lines de-duplicated,
/// `Consequence` conditions turned into the effect that colours a line's ``ServiceStatus``.
extension MTAMapper {
    static func alerts(_ situations: [MTAWireSiriSituation]) -> [ServiceAlert] {
        situations.enumerated().map { index, situation in alert(situation, index: index) }
    }

    static func alert(_ situation: MTAWireSiriSituation, index: Int) -> ServiceAlert {
        let summary = situation.Summary?.joined.map(displayText) ?? ""
        let description = situation.Description?.joined.map(displayText) ?? ""
        let title = summary.isEmpty ? String(description.split(separator: "\n").first ?? "") : headline(summary)
        var routes: [Route.ID] = []
        var seen = Set<String>()
        for journey in situation.Affects?.VehicleJourneys?.AffectedVehicleJourney ?? [] {
            if let line = journey.LineRef, !line.isEmpty, seen.insert(line).inserted { routes.append(Route.ID(line)) }
        }
        // `AllOperators` widens the situation to the network: listed lines are examples, and an
        // alert scoped to them would be hidden from every other line's riders.
        if situation.Affects?.Operators?.AllOperators == true { routes = [] }
        let conditions = (situation.Consequences?.Consequence ?? []).flatMap { $0.Condition?.values ?? [] }
        var period: DateInterval?
        if let start = situation.PublicationWindow?.StartTime?.date {
            let end = situation.PublicationWindow?.EndTime?.date ?? .distantFuture
            period = DateInterval(start: start, end: max(start, end))
        }
        return ServiceAlert(
            id: ServiceAlert.ID(situation.SituationNumber ?? "situation-\(index)"),
            title: title,
            description: description,
            severity: severity(situation.Severity),
            effect: effect(conditions: conditions),
            affectedRoutes: routes,
            activePeriod: period,
            publishedAt: situation.CreationTime?.date)
    }

    /// HTML → plain text (MTA's planned-work texts use numeric entities too, `&#x2022;`).
    static func displayText(_ html: String) -> String {
        PlainText.clean(html)
    }

    /// Planned-work summaries put the period first ("Until further notice<br clear=left>Southbound
    /// M4 stop … is closed"): a rider reading one line needs the message, so the headline is the
    /// message with the period after it in brackets. Single-line summaries are kept as they are.
    static func headline(_ summary: String) -> String {
        let lines = summary.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard lines.count > 1 else { return summary }
        return lines.dropFirst().joined(separator: " ") + " (\(lines[0]))"
    }

    /// MTA always sends "undefined"; SIRI's scale is mapped for other servers.
    static func severity(_ text: String?) -> ServiceAlert.Severity {
        switch text?.lowercased() {
        case "slight", "noimpact": return .low
        case "severe", "verysevere": return .high
        default: return .medium
        }
    }

    /// SIRI `Consequence.Condition` → core effect, so that ``ServiceStatus`` colours a line
    /// red for delayed / no service and yellow for altered / diverted / anything else. With
    /// several conditions the most disruptive wins. A situation without any condition is still
    /// an advisory: `.other` (yellow).
    ///
    /// | Condition | Effect | Status |
    /// |---|---|---|
    /// | noService, cancelled | noService | disrupted |
    /// | delayed | significantDelays | disrupted |
    /// | disrupted, intermittentService, shortFormedService | reducedService | disrupted |
    /// | diverted | detour | altered |
    /// | altered, replacementService, replacementTransport, shuttleService | modifiedService | altered |
    /// | additionalService, extendedService, specialService | additionalService | altered |
    /// | normalService | information | normal (green) |
    /// | anything else, or none | other | altered |
    static func effect(conditions: [String]) -> ServiceAlert.Effect {
        let effects = conditions.map(effect(condition:))
        let order: [ServiceAlert.Effect] = [
            .noService, .significantDelays, .reducedService, .detour, .modifiedService,
            .additionalService, .other,
        ]
        if !effects.isEmpty, effects.allSatisfy({ $0 == .information }) { return .information }
        return order.first(where: effects.contains) ?? .other
    }

    static func effect(condition: String) -> ServiceAlert.Effect {
        switch condition.trimmingCharacters(in: .whitespaces).lowercased() {
        case "noservice", "cancelled": return .noService
        case "delayed": return .significantDelays
        case "disrupted", "intermittentservice", "shortformedservice": return .reducedService
        case "diverted": return .detour
        case "altered", "replacementservice", "replacementtransport", "shuttleservice": return .modifiedService
        case "additionalservice", "extendedservice", "specialservice": return .additionalService
        case "normalservice": return .information
        default: return .other
        }
    }
}
