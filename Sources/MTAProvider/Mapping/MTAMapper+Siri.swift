import Foundation
import TransitKitCore

/// SIRI vehicle- and stop-monitoring → vehicles and predictions. No clock is read here: every
/// instant comes from the payload; every prediction is shown in New York time.
extension MTAMapper {
    /// What a `MonitoredVehicleJourney` says about the bus and its trip, read once and given to
    /// every prediction made from it (a trip's calls share it).
    struct Journey {
        var line: String?
        var routeName: String?
        var direction: Direction?
        var destination: String?
        var vehicleID: VehiclePosition.ID?
        var tripID: String?
        var tripStart: Date?
        var occupancy: Occupancy?
        var features: VehicleFeatures?
        var isCancelled: Bool
        /// False (`Monitored: false`): the bus is not tracked; its position and times come from
        /// the schedule.
        var isMonitored: Bool

        @inline(__always)
        init(_ journey: borrowing MTAWireSiriMonitoredVehicleJourney) {
            line = journey.LineRef
            routeName = journey.PublishedLineName?.first
            direction = MTAMapper.direction(journey)
            destination = journey.DestinationName?.first
            vehicleID = journey.VehicleRef.flatMap { $0.isEmpty ? nil : VehiclePosition.ID($0) }
            tripID = journey.FramedVehicleJourneyRef?.DatedVehicleJourneyRef.flatMap { $0.isEmpty ? nil : $0 }
            tripStart = journey.OriginAimedDepartureTime?.date
            occupancy = MTAMapper.occupancy(journey)
            features = MTAMapper.features(journey)
            isCancelled = journey.VehicleStatus?.lowercased() == "cancelled"
            isMonitored = journey.Monitored ?? true
        }
    }

    /// One position per `VehicleActivity`. An activity without `VehicleRef` or a usable
    /// `VehicleLocation` cannot be drawn and is left out.
    static func vehicles(_ delivery: consuming MTAWireSiriDelivery) -> [VehiclePosition] {
        // Taken out of the delivery, so each array has one owner and is read in place: through
        // a shared buffer, each call that took an activity whole copied it first (a retain and
        // a release of every string in it), since the callee might have changed that memory.
        var deliveries = delivery.VehicleMonitoringDelivery ?? []
        delivery.VehicleMonitoringDelivery = nil
        var result: [VehiclePosition] = []
        result.reserveCapacity(deliveries.reduce(0) { $0 + ($1.VehicleActivity?.count ?? 0) })
        for part in deliveries.indices {
            var activities = deliveries[part].VehicleActivity ?? []
            deliveries[part].VehicleActivity = nil
            for index in activities.indices {
                if let vehicle = vehicle(in: &activities[index]) { result.append(vehicle) }
            }
        }
        return result
    }

    /// ``vehicle(_:recordedAt:)`` of an activity held exclusively (never changed).
    @inline(__always)
    private static func vehicle(in activity: inout MTAWireSiriVehicleActivity) -> VehiclePosition? {
        vehicle(activity.MonitoredVehicleJourney, recordedAt: activity.RecordedAtTime?.date)
    }

    // Inlined, with `Journey.init` and `statusText`, into the whole-city loop: called, the
    // `Journey` facts were copied on their way into the position (a retain and a release of
    // each string) and each bus paid three calls; 2% of the whole-city read (2.15 G → 2.10 G).
    @inline(__always)
    /// MTA Bus Time's SIRI `Bearing` is counter-clockwise from east (its developer guide: "0 is
    /// East, increments counter-clockwise"), not SIRI's compass bearing; ``VehiclePosition``
    /// headings are clockwise from north. The recordings agree: B70 bus 353 driving south-east
    /// along 39 St reports 329 (north-north-west as a compass bearing), and M7 bus 3828 turning
    /// east onto 14 St reports 337.
    static func compassHeading(_ bearing: Double) -> Double {
        let heading = (90 - bearing).truncatingRemainder(dividingBy: 360)
        // Rounded to the feed's own 5 decimals' neighbourhood: 90 − 64.48613 is
        // 25.513869999999997 in binary, which no one sent.
        return ((heading < 0 ? heading + 360 : heading) * 1e6).rounded() / 1e6
    }

    static func vehicle(_ journey: MTAWireSiriMonitoredVehicleJourney, recordedAt: Date?) -> VehiclePosition? {
        guard let id = journey.VehicleRef, !id.isEmpty, let location = journey.VehicleLocation else { return nil }
        let coordinate = Coordinate(latitude: location.Latitude, longitude: location.Longitude)
        guard coordinate.isValid else { return nil }
        let facts = Journey(journey)
        return VehiclePosition(
            id: VehiclePosition.ID(id),
            route: Route.ID(facts.line ?? ""),
            routeName: facts.routeName,
            direction: facts.direction,
            destination: facts.destination,
            coordinate: coordinate,
            heading: journey.Bearing.map(compassHeading),
            recordedAt: recordedAt,
            isDelayed: false,
            nextStop: journey.MonitoredCall?.StopPointRef.map { Stop.ID($0) },
            tripID: facts.tripID,
            statusText: statusText(journey),
            isRealtime: facts.isMonitored,
            occupancy: facts.occupancy,
            features: facts.features,
            tripStart: facts.tripStart)
    }

    /// Predictions from stop-monitoring visits. The server orders visits by distance, not time;
    /// ``PredictionBoard`` sorts by time.
    static func predictions(_ delivery: MTAWireSiriDelivery, stop requested: Stop.ID?) -> [Prediction] {
        let visits = (delivery.StopMonitoringDelivery ?? []).flatMap { $0.MonitoredStopVisit ?? [] }
        return visits.compactMap { visit in
            let journey = visit.MonitoredVehicleJourney
            return prediction(Journey(journey), call: journey.MonitoredCall, stop: requested)
        }
    }

    /// Expected time → `.realtime`; no Expected but Aimed → `.scheduled`; neither → `.distanceOnly`
    /// with the distance text ("approaching", "2 stops away"). A bus that is not tracked
    /// (`Monitored: false`) has times from the schedule: `.scheduled` even with an Expected time.
    /// A visit without `MonitoredCall` (bus on a detour) still says which bus is coming, as
    /// distance-only without text.
    static func prediction(_ journey: Journey, call: MTAWireSiriCall?, stop requested: Stop.ID?) -> Prediction? {
        guard let stopID = call?.StopPointRef.map({ Stop.ID($0) }) ?? requested, let line = journey.line else {
            return nil
        }
        let expected = call?.ExpectedArrivalTime?.date ?? call?.ExpectedDepartureTime?.date
        let aimed = call?.AimedArrivalTime?.date ?? call?.AimedDepartureTime?.date
        let source: Prediction.Source =
            expected != nil && journey.isMonitored
            ? .realtime
            : (expected ?? aimed) != nil ? .scheduled : .distanceOnly
        return Prediction(
            stopID: stopID,
            stopName: call?.StopPointName?.first,
            route: Route.ID(line),
            routeName: journey.routeName,
            direction: journey.direction,
            destination: journey.destination,
            vehicleID: journey.vehicleID,
            event: .arrival,
            time: expected ?? aimed,
            scheduledTime: aimed,
            source: source,
            isDelayed: false,
            isCancelled: journey.isCancelled,
            distanceText: distanceText(call),
            timeZone: MTABusTimeClient.newYork,
            distanceToStop: distanceToStop(call),
            stopsAway: stopsAway(call),
            occupancy: journey.occupancy,
            vehicleFeatures: journey.features,
            tripID: journey.tripID,
            tripStart: journey.tripStart)
    }

    static func direction(_ journey: MTAWireSiriMonitoredVehicleJourney) -> Direction? {
        guard let id = journey.DirectionRef?.value, !id.isEmpty else { return nil }
        return Direction(id: Direction.ID(id), name: journey.DestinationName?.first ?? id)
    }

    /// v1 `Extensions.Distances.PresentableDistance`, v2 `ArrivalProximityText`.
    static func distanceText(_ call: MTAWireSiriCall?) -> String? {
        let text = call?.Extensions?.Distances?.PresentableDistance ?? call?.ArrivalProximityText
        return text.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The progress statuses, then the distance text, joined by ", "; nil when there is neither.
    /// Joined as they come, without an array: building and joining one cost 3,800 instructions
    /// for each bus with a status (228 of the 1,388 in the whole-city snapshot).
    @inline(__always)
    static func statusText(_ journey: MTAWireSiriMonitoredVehicleJourney) -> String? {
        let distance = distanceText(journey.MonitoredCall)
        // Most buses have no progress status: their text is the distance.
        guard let progress = journey.ProgressStatus else { return distance }
        var text = ""
        func add(_ part: String) {
            if text.isEmpty {
                text = part
            } else {
                text += ", "
                text += part
            }
        }
        progress.forEachValue { forEachStatus(in: $0, add) }
        if let distance { add(distance) }
        return text.isEmpty ? nil : text
    }

    /// `"layover,prevTrip"` → `["layover", "prevTrip"]`; v2 lists are split the same way.
    static func progressStatuses(_ text: MTAWireSiriText?) -> [String] {
        var statuses: [String] = []
        text?.forEachValue { forEachStatus(in: $0) { statuses.append($0) } }
        return statuses
    }

    /// Each non-empty, trimmed status of one comma-separated value.
    private static func forEachStatus(in value: String, _ body: (String) -> Void) {
        // One status (nearly always "layover"): no split, which goes by Characters.
        guard value.utf8.contains(UInt8(ascii: ",")) else {
            let status = value.trimmed()
            if !status.isEmpty { body(status) }
            return
        }
        for part in value.split(separator: ",") {
            let status = part.trimmed()
            if !status.isEmpty { body(status) }
        }
    }

    /// When the server answered (`ResponseTimestamp` of the delivery, or of its monitoring part).
    static func responseTime(_ delivery: MTAWireSiriDelivery) -> Date? {
        delivery.ResponseTimestamp?.date ?? delivery.StopMonitoringDelivery?.first?.ResponseTimestamp?.date
            ?? delivery.VehicleMonitoringDelivery?.first?.ResponseTimestamp?.date
    }

    /// Until when the server says the answer holds (`ValidUntil`, the earliest of its parts).
    static func validUntil(_ delivery: MTAWireSiriDelivery) -> Date? {
        ((delivery.StopMonitoringDelivery ?? []).compactMap(\.ValidUntil?.date)
            + (delivery.VehicleMonitoringDelivery ?? []).compactMap(\.ValidUntil?.date)).min()
    }
}
