import Foundation
import TransitKitCore

extension GTFSRealtimeTranslator {
    /// One prediction placed in its trip.
    private struct Call {
        var seconds: Int64
        var prediction: Prediction
        var stopID: String
    }

    /// The predictions of one trip instance, as far as the core model tells trips apart.
    private struct Trip {
        var entityID: String
        var descriptor: GTFSRT.TripDescriptor
        var vehicle: GTFSRT.VehicleDescriptor?
        var calls: [Call] = []
    }

    /// Predictions grouped into trips — by route, direction and vehicle, or, without a vehicle,
    /// by route, direction, stop and instant — one TripUpdate each:
    ///
    /// - a realtime or distance-only estimate → the stop's `arrival` or `departure` `time`;
    /// - a timetable time (`source == .scheduled`) → `NO_DATA` without times, so the schedule
    ///   is never passed off as a live estimate;
    /// - a cancelled call → `SKIPPED`; a trip whose every call is cancelled → the trip is
    ///   `CANCELED` and carries no stop updates (the spec's rule: CANCELED rather than all SKIPPED).
    func tripUpdateEntities(_ predictions: [Prediction], report: inout TranslationReport) -> [GTFSRT.FeedEntity] {
        var trips: [Trip] = []
        var indexByKey: [String: Int] = [:]
        for prediction in predictions {
            let subject = "route \(prediction.route) at stop \(prediction.stopID)"
                + (prediction.vehicleID.map { ", vehicle \($0)" } ?? "")
            guard let instant = prediction.time ?? prediction.scheduledTime, let seconds = POSIXTime.seconds(instant) else {
                report.omit(.prediction, subject, .noUsableTime,
                            prediction.displayTime == nil ? prediction.distanceText ?? "no time given" : "outside 1970…9999")
                continue
            }
            guard let stopID = id(rules.stop, prediction.stopID.rawValue) else {
                report.omit(.prediction, subject, .noGTFSIdentifier, "stop id \(prediction.stopID) is \(provider)'s own")
                continue
            }
            guard let routeID = id(rules.route, prediction.route.rawValue) else {
                report.omit(.prediction, subject, .noGTFSIdentifier,
                            prediction.route.rawValue.isEmpty ? "no route id" : "route id \(prediction.route) is \(provider)'s own")
                continue
            }
            let direction = prediction.direction?.id.rawValue ?? "-"
            let trip = "\(prediction.route):\(direction)"
            let key = entityID("trip", prediction.vehicleID.map { "\(trip):\($0)" }
                ?? "\(trip):\(prediction.stopID):\(prediction.scheduledTime.flatMap(POSIXTime.seconds) ?? seconds)")
            let call = Call(seconds: seconds, prediction: prediction, stopID: stopID)
            if let index = indexByKey[key] {
                trips[index].calls.append(call)
                continue
            }
            indexByKey[key] = trips.count
            let descriptor = GTFSRT.TripDescriptor(routeID: routeID, directionID: rules.directionID(prediction.direction))
            let vehicle = prediction.vehicleID.map {
                GTFSRT.VehicleDescriptor(id: $0.rawValue, label: rules.vehicleLabel($0.rawValue))
            }
            trips.append(Trip(entityID: key, descriptor: descriptor, vehicle: vehicle, calls: [call]))
        }
        return trips.map { entity($0, report: &report) }
    }

    private func entity(_ trip: Trip, report: inout TranslationReport) -> GTFSRT.FeedEntity {
        // Trip order is the order of the times; without stop_sequence a stop may appear once.
        let calls = trip.calls.enumerated().sorted { ($0.element.seconds, $0.offset) < ($1.element.seconds, $1.offset) }
        var seen = Set<String>()
        var updates: [GTFSRT.TripUpdate.StopTimeUpdate] = []
        var allCancelled = true
        for call in calls.map(\.element) {
            guard seen.insert(call.stopID).inserted else {
                report.omit(.prediction, "route \(call.prediction.route) at stop \(call.prediction.stopID)", .repeated,
                            "stop already in trip \(trip.entityID); the earliest call is kept")
                continue
            }
            allCancelled = allCancelled && call.prediction.isCancelled
            updates.append(stopTimeUpdate(call))
        }
        var descriptor = trip.descriptor
        if allCancelled {
            descriptor.scheduleRelationship = .canceled
            updates = []
        }
        let update = GTFSRT.TripUpdate(trip: descriptor, stopTimeUpdate: updates, vehicle: trip.vehicle)
        return GTFSRT.FeedEntity(id: trip.entityID, tripUpdate: update)
    }

    private func stopTimeUpdate(_ call: Call) -> GTFSRT.TripUpdate.StopTimeUpdate {
        var update = GTFSRT.TripUpdate.StopTimeUpdate(stopID: call.stopID)
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
