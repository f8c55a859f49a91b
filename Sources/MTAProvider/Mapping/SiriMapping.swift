import Foundation
import TransitKitCore

/// SIRI wire values → core model. No clock is read here: every instant comes from the payload.
enum SiriMapping {
    /// One position per `VehicleActivity`. An activity without `VehicleRef` or a usable
    /// `VehicleLocation` cannot be drawn and is left out.
    static func vehicles(_ delivery: SiriServiceDelivery) -> [VehiclePosition] {
        let activities = (delivery.VehicleMonitoringDelivery ?? []).flatMap { $0.VehicleActivity ?? [] }
        var result: [VehiclePosition] = []
        result.reserveCapacity(activities.count)
        for activity in activities {
            if let vehicle = vehicle(activity.MonitoredVehicleJourney, recordedAt: activity.RecordedAtTime?.date) {
                result.append(vehicle)
            }
        }
        return result
    }

    static func vehicle(_ journey: SiriMonitoredVehicleJourney, recordedAt: Date?) -> VehiclePosition? {
        guard let id = journey.VehicleRef, !id.isEmpty, let location = journey.VehicleLocation else { return nil }
        let coordinate = Coordinate(latitude: location.Latitude, longitude: location.Longitude)
        guard coordinate.isValid else { return nil }
        let destination = journey.DestinationName?.first
        let call = journey.MonitoredCall
        var status = progressStatuses(journey.ProgressStatus)
        if let distance = distanceText(call) { status.append(distance) }
        return VehiclePosition(
            id: VehiclePosition.ID(id),
            route: Route.ID(journey.LineRef ?? ""),
            routeName: journey.PublishedLineName?.first,
            direction: direction(journey),
            destination: destination,
            coordinate: coordinate,
            heading: journey.Bearing,
            recordedAt: recordedAt,
            isDelayed: false,
            nextStop: call?.StopPointRef.map { Stop.ID($0) },
            tripID: journey.FramedVehicleJourneyRef?.DatedVehicleJourneyRef,
            statusText: status.isEmpty ? nil : status.joined(separator: ", "))
    }

    /// Predictions from stop-monitoring visits. The server orders visits by distance, not time;
    /// ``PredictionBoard`` sorts by time.
    static func predictions(_ delivery: SiriServiceDelivery, stop requested: Stop.ID?, timeZone: TimeZone) -> [Prediction] {
        let visits = (delivery.StopMonitoringDelivery ?? []).flatMap { $0.MonitoredStopVisit ?? [] }
        return visits.compactMap { visit in
            prediction(visit.MonitoredVehicleJourney, stop: requested, timeZone: timeZone)
        }
    }

    /// Expected time → `.realtime`; no Expected but Aimed → `.scheduled`; neither → `.distanceOnly`
    /// with the distance text ("approaching", "2 stops away"). A visit without `MonitoredCall`
    /// (bus on a detour) still says which bus is coming, as distance-only without text.
    static func prediction(_ journey: SiriMonitoredVehicleJourney, stop requested: Stop.ID?,
                           timeZone: TimeZone) -> Prediction?
    {
        let call = journey.MonitoredCall
        guard let stopID = call?.StopPointRef.map({ Stop.ID($0) }) ?? requested, let line = journey.LineRef else {
            return nil
        }
        let expected = call?.ExpectedArrivalTime?.date ?? call?.ExpectedDepartureTime?.date
        let aimed = call?.AimedArrivalTime?.date ?? call?.AimedDepartureTime?.date
        let source: Prediction.Source = expected != nil ? .realtime : (aimed != nil ? .scheduled : .distanceOnly)
        return Prediction(
            stopID: stopID,
            stopName: call?.StopPointName?.first,
            route: Route.ID(line),
            routeName: journey.PublishedLineName?.first,
            direction: direction(journey),
            destination: journey.DestinationName?.first,
            vehicleID: journey.VehicleRef.map { VehiclePosition.ID($0) },
            event: .arrival,
            time: expected ?? aimed,
            scheduledTime: aimed,
            source: source,
            isDelayed: false,
            isCancelled: journey.VehicleStatus?.lowercased() == "cancelled",
            distanceText: distanceText(call),
            timeZone: timeZone)
    }

    static func direction(_ journey: SiriMonitoredVehicleJourney) -> Direction? {
        guard let id = journey.DirectionRef?.value, !id.isEmpty else { return nil }
        return Direction(id: Direction.ID(id), name: journey.DestinationName?.first ?? id)
    }

    /// v1 `Extensions.Distances.PresentableDistance`, v2 `ArrivalProximityText`.
    static func distanceText(_ call: SiriCall?) -> String? {
        let text = call?.Extensions?.Distances?.PresentableDistance ?? call?.ArrivalProximityText
        return text.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `"layover,prevTrip"` → `["layover", "prevTrip"]`; v2 lists are split the same way.
    static func progressStatuses(_ text: SiriText?) -> [String] {
        (text?.values ?? []).flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    // MARK: Situations

    static func alerts(_ situations: [SiriSituation]) -> [ServiceAlert] {
        situations.enumerated().map { index, situation in alert(situation, index: index) }
    }

    static func alert(_ situation: SiriSituation, index: Int) -> ServiceAlert {
        let summary = situation.Summary?.joined.map(displayText) ?? ""
        let description = situation.Description?.joined.map(displayText) ?? ""
        let title = summary.isEmpty ? String(description.split(separator: "\n").first ?? "") : headline(summary)
        var routes: [Route.ID] = []
        var seen = Set<String>()
        for journey in situation.Affects?.VehicleJourneys?.AffectedVehicleJourney ?? [] {
            if let line = journey.LineRef, !line.isEmpty, seen.insert(line).inserted { routes.append(Route.ID(line)) }
        }
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
        let order: [ServiceAlert.Effect] = [.noService, .significantDelays, .reducedService, .detour, .modifiedService,
                                            .additionalService, .other]
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
