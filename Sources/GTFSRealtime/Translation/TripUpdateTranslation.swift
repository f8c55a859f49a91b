import Foundation
import TransitKitCore

extension GTFSRealtimeTranslator {
    /// The order a trip's stop updates are written in.
    enum CallOrder {
        /// By time: a board's predictions, gathered from several stops.
        case byTime
        /// As given: a ``VehicleTrip``'s calls, already in travel order.
        case asGiven
    }

    /// One prediction placed in its trip.
    private struct Call {
        var seconds: Int64
        var prediction: Prediction
        var stopID: String
    }

    /// The predictions of one trip instance, as far as the model tells trips apart.
    private struct Trip {
        /// The entity id: stable across refreshes.
        var entityID: String
        /// The vehicle, when the trip is keyed by its id and several vehicles could claim it.
        var vehicle: VehiclePosition.ID?
        var calls: [Call]
        /// When the vehicle's progress was measured, when known (a ``VehicleTrip``'s position).
        var timestamp: UInt64?
    }

    /// Predictions grouped into trip instances, one TripUpdate each:
    ///
    /// - with a trip id the rules write (`MTA NYCT_…` → `trip_id`), by that id:
    ///   `<provider>:trip:<trip id>`; a second vehicle claiming the same id is reported;
    /// - else with a vehicle, by route, direction and vehicle, and the provider's own trip id
    ///   when it has one (CTA `tatripid`, never written), so a vehicle's next trip is its own;
    /// - else by route, direction, stop and scheduled instant.
    ///
    /// Each call becomes a stop update: a realtime or distance-only estimate → `arrival` or
    /// `departure` `time`; a timetable time (`source == .scheduled`) → `NO_DATA` without times,
    /// so the schedule is never passed off as a live estimate; a cancelled call → `SKIPPED`;
    /// a trip whose every call is cancelled → `CANCELED` without stop updates (the spec's
    /// rule: CANCELED rather than all stops SKIPPED).
    func tripUpdateEntities(
        _ predictions: [Prediction], order: CallOrder = .byTime, timestamp: UInt64? = nil,
        report: inout TranslationReport
    ) -> [GTFSRT.FeedEntity] {
        var trips: [Trip] = []
        var indexByKey: [String: Int] = [:]
        for prediction in predictions {
            let subject =
                "route \(prediction.route) at stop \(prediction.stopID)"
                + (prediction.vehicleID.map { ", vehicle \($0)" } ?? "")
            guard let instant = prediction.time ?? prediction.scheduledTime, let seconds = POSIXTime.seconds(instant) else {
                report.omit(
                    .prediction, subject, .noUsableTime,
                    prediction.displayTime == nil ? prediction.distanceText ?? "no time given" : "outside 1970…9999")
                continue
            }
            guard let stopID = id(rules.stop, prediction.stopID.rawValue) else {
                report.omit(.prediction, subject, .noGTFSIdentifier, "stop id \(prediction.stopID) is \(provider)'s own")
                continue
            }
            guard id(rules.route, prediction.route.rawValue) != nil else {
                report.omit(
                    .prediction, subject, .noGTFSIdentifier,
                    prediction.route.rawValue.isEmpty ? "no route id" : "route id \(prediction.route) is \(provider)'s own")
                continue
            }
            let (entityID, vehicle) = tripKey(prediction, seconds: seconds)
            let call = Call(seconds: seconds, prediction: prediction, stopID: stopID)
            let key = entityID + "\u{0}" + (vehicle?.rawValue ?? "")
            if let index = indexByKey[key] {
                trips[index].calls.append(call)
            } else {
                indexByKey[key] = trips.count
                trips.append(Trip(entityID: entityID, vehicle: vehicle, calls: [call], timestamp: timestamp))
            }
        }
        return oneTripPerID(trips, report: &report).map { entity($0, order: order, report: &report) }
    }

    /// The entity id of the trip `prediction` belongs to, and the vehicle when two vehicles
    /// may share that id.
    private func tripKey(_ prediction: Prediction, seconds: Int64) -> (String, VehiclePosition.ID?) {
        let ownTripID = prediction.tripID.flatMap { $0.isEmpty ? nil : $0 }
        if let ownTripID, id(rules.trip, ownTripID) != nil {
            return (entityID("trip", ownTripID), prediction.vehicleID)
        }
        let trip = "\(prediction.route):\(prediction.direction?.id.rawValue ?? "-")"
        if let vehicle = prediction.vehicleID {
            let separating = rules.tripIDsSeparateTrips ? ownTripID.map { ":\($0)" } : nil
            return (entityID("trip", "\(trip):\(vehicle)" + (separating ?? "")), nil)
        }
        return (entityID("trip", "\(trip):\(prediction.stopID):\(prediction.scheduledTime.flatMap(POSIXTime.seconds) ?? seconds)"), nil)
    }

    /// At most one TripUpdate per trip instance: when vehicles claim the same trip id, the one
    /// that reaches its first stop first keeps it (the other is most likely still finishing its
    /// previous trip); ties go to the smaller vehicle id, so the choice never depends on order.
    private func oneTripPerID(_ trips: [Trip], report: inout TranslationReport) -> [Trip] {
        var kept: [String: Trip] = [:]
        for trip in trips {
            guard let earlier = kept[trip.entityID] else {
                kept[trip.entityID] = trip
                continue
            }
            func rank(_ t: Trip) -> (Int64, String) { (t.calls.map(\.seconds).min() ?? .max, t.vehicle?.rawValue ?? "") }
            let (winner, loser) = rank(trip) < rank(earlier) ? (trip, earlier) : (earlier, trip)
            kept[trip.entityID] = winner
            report.omit(
                .trip, "\(trip.entityID), vehicle \(loser.vehicle?.rawValue ?? "none")", .repeated,
                "the trip id is also claimed by vehicle \(winner.vehicle?.rawValue ?? "none"), which is kept")
        }
        // Each id once, where it first appeared.
        return trips.compactMap { kept.removeValue(forKey: $0.entityID) }
    }

    private func entity(_ trip: Trip, order: CallOrder, report: inout TranslationReport) -> GTFSRT.FeedEntity {
        let calls: [Call]
        switch order {
        case .asGiven: calls = trip.calls
        case .byTime:
            calls = trip.calls.enumerated()
                .sorted { ($0.element.seconds, $0.offset) < ($1.element.seconds, $1.offset) }.map(\.element)
        }
        // Without stop_sequence a stop may appear once per trip.
        var seen = Set<String>()
        var updates: [GTFSRT.TripUpdate.StopTimeUpdate] = []
        var allCancelled = true
        for call in calls {
            guard seen.insert(call.stopID).inserted else {
                report.omit(
                    .prediction, "route \(call.prediction.route) at stop \(call.prediction.stopID)", .repeated,
                    "stop already in trip \(trip.entityID); the \(order == .byTime ? "earliest" : "first") call is kept")
                continue
            }
            allCancelled = allCancelled && call.prediction.isCancelled
            updates.append(stopTimeUpdate(call))
        }
        var descriptor = tripDescriptor(trip, report: &report)
        if allCancelled {
            descriptor.scheduleRelationship = .canceled
            updates = []
        }
        let first = trip.calls.first?.prediction
        let vehicle = first?.vehicleID.map { vehicleDescriptor($0, trip.calls.lazy.compactMap(\.prediction.vehicleFeatures).first) }
        let update = GTFSRT.TripUpdate(trip: descriptor, stopTimeUpdate: updates, vehicle: vehicle, timestamp: trip.timestamp)
        return GTFSRT.FeedEntity(id: trip.entityID, tripUpdate: update)
    }

    /// trip_id, route_id and direction_id by the provider's rules, and the scheduled start on its
    /// service day — needed to identify a trip without trip_id, and a trip that runs past midnight.
    private func tripDescriptor(_ trip: Trip, report: inout TranslationReport) -> GTFSRT.TripDescriptor {
        let first = trip.calls.first?.prediction
        var descriptor = GTFSRT.TripDescriptor(
            tripID: first?.tripID.flatMap { id(rules.trip, $0) },
            routeID: first.flatMap { id(rules.route, $0.route.rawValue) },
            directionID: rules.directionID(first?.direction))
        let entityID = trip.entityID
        if let withStart = trip.calls.first(where: { $0.prediction.tripStart != nil })?.prediction,
            let start = startFields(
                withStart.tripStart, zone: rules.timeZone ?? withStart.timeZone, kind: .trip,
                subject: entityID, report: &report)
        {
            descriptor.startDate = start.date
            descriptor.startTime = start.time
        }
        return descriptor
    }

    private func stopTimeUpdate(_ call: Call) -> GTFSRT.TripUpdate.StopTimeUpdate {
        var update = GTFSRT.TripUpdate.StopTimeUpdate(
            stopID: call.stopID,
            stopTimeProperties: Self.stopTimeProperties(pickup: call.prediction.pickup, dropOff: call.prediction.dropOff))
        if call.prediction.isCancelled {
            update.scheduleRelationship = .skipped
        } else if call.prediction.source == .scheduled {
            update.scheduleRelationship = .noData
        } else {
            let event = GTFSRT.TripUpdate.StopTimeEvent(time: call.seconds)
            if call.prediction.event == .departure { update.departure = event } else { update.arrival = event }
        }
        return update
    }
}
