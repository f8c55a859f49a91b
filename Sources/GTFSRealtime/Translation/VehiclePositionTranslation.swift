import Foundation
import TransitKitCore

extension GTFSRealtimeTranslator {
    /// One entity per vehicle, keyed `<provider>:vehicle:<vehicle id>`; a vehicle reported
    /// twice keeps its newest report, and only the kept report's left-out fields are reported.
    func vehiclePositionEntities(
        _ vehicles: [TransitKitCore.VehiclePosition], report: inout TranslationReport
    )
        -> [GTFSRT.FeedEntity]
    {
        var entities: [GTFSRT.FeedEntity] = []
        entities.reserveCapacity(vehicles.count)
        var indexByID: [String: (index: Int, recordedAt: Date?)] = [:]
        indexByID.reserveCapacity(vehicles.count)
        var fieldsByIndex: [Int: [TranslationReport.Omission]] = [:]
        for vehicle in vehicles {
            let fieldsBefore = report.fieldsLeftOut.count
            guard let entity = entity(vehicle, report: &report) else { continue }
            var fields: [TranslationReport.Omission] = []
            if report.fieldsLeftOut.count > fieldsBefore {
                fields = Array(report.fieldsLeftOut[fieldsBefore...])
                report.fieldsLeftOut.removeSubrange(fieldsBefore...)
            }
            if let earlier = indexByID[entity.id] {
                if let newer = vehicle.recordedAt, earlier.recordedAt.map({ newer > $0 }) ?? true {
                    entities[earlier.index] = entity
                    indexByID[entity.id] = (earlier.index, newer)
                    fieldsByIndex[earlier.index] = fields.isEmpty ? nil : fields
                }
                report.omit(.vehicle, "vehicle \(vehicle.id)", .repeated, "reported more than once; the newest report is kept")
                continue
            }
            indexByID[entity.id] = (entities.count, vehicle.recordedAt)
            if !fields.isEmpty { fieldsByIndex[entities.count] = fields }
            entities.append(entity)
        }
        report.fieldsLeftOut += fieldsByIndex.keys.sorted().flatMap { fieldsByIndex[$0] ?? [] }
        return entities
    }

    /// The vehicle's entity, or nil (and the reason in `report`) when it cannot be written.
    private func entity(_ vehicle: TransitKitCore.VehiclePosition, report: inout TranslationReport) -> GTFSRT.FeedEntity? {
        guard !vehicle.id.rawValue.isEmpty else {
            report.omit(.vehicle, "vehicle \(vehicle.id)", .noStableID, "empty vehicle id")
            return nil
        }
        // GTFS-RT has no flag for a position the timetable gives, and a consumer takes every
        // VehiclePosition for a measured one ("moment at which the position was measured").
        guard vehicle.isRealtime else {
            report.omit(.vehicle, "vehicle \(vehicle.id)", .scheduleBased, "where the timetable puts it")
            return nil
        }
        guard let position = position(vehicle) else {
            report.omit(
                .vehicle, "vehicle \(vehicle.id)", .noPosition,
                "\(vehicle.coordinate.latitude), \(vehicle.coordinate.longitude)")
            return nil
        }
        return GTFSRT.FeedEntity(
            id: entityID("vehicle", vehicle.id.rawValue),
            vehicle: message(vehicle, position, report: &report))
    }

    /// The trip as far as the rules identify it (with its scheduled start on its service day),
    /// the next stop (`current_status` is left at its default, IN_TRANSIT_TO: the model has no
    /// typed progress state, and the spec ignores it without `current_stop_sequence`), the
    /// vehicle with its wheelchair access, and the occupancy when it is known.
    private func message(
        _ vehicle: TransitKitCore.VehiclePosition, _ position: GTFSRT.Position,
        report: inout TranslationReport
    ) -> GTFSRT.VehiclePosition {
        let tripID = vehicle.tripID.flatMap { id(rules.trip, $0) }
        let routeID = id(rules.route, vehicle.route.rawValue)
        let identified = tripID != nil || routeID != nil
        // Only the id goes into the report's autoclosure: capturing the whole vehicle copied it
        // (a dozen retains) for every bus of a city snapshot.
        var start: (date: String, time: String)?
        if identified, let tripStart = vehicle.tripStart {
            let vehicleID = vehicle.id
            start = startFields(tripStart, zone: rules.timeZone, kind: .vehicle, subject: "vehicle \(vehicleID)", report: &report)
        }
        let trip =
            identified
            ? GTFSRT.TripDescriptor(
                tripID: tripID, startTime: start?.time, startDate: start?.date,
                routeID: routeID, directionID: rules.directionID(vehicle.direction)) : nil
        return GTFSRT.VehiclePosition(
            trip: trip,
            position: position,
            timestamp: vehicle.recordedAt.flatMap(POSIXTime.unsignedSeconds),
            stopID: vehicle.nextStop.flatMap { id(rules.stop, $0.rawValue) },
            vehicle: vehicleDescriptor(vehicle.id, vehicle.features),
            occupancyStatus: Self.occupancyStatus(vehicle.occupancy),
            occupancyPercentage: Self.occupancyPercentage(vehicle.occupancy))
    }

    /// The coordinate as 32-bit floats, or nil when it is not a place: not finite, out of
    /// range, or exactly (0, 0). A heading becomes a bearing in 0..<360.
    private func position(_ vehicle: TransitKitCore.VehiclePosition) -> GTFSRT.Position? {
        let coordinate = vehicle.coordinate
        guard coordinate.isValid, coordinate.latitude != 0 || coordinate.longitude != 0 else { return nil }
        let bearing = vehicle.heading.flatMap { heading -> Float? in
            guard heading.isFinite else { return nil }
            let remainder = heading.truncatingRemainder(dividingBy: 360)
            let degrees = Float(remainder < 0 ? remainder + 360 : remainder)
            return degrees < 360 ? degrees : 0 // −1e-9 rounds up to 360 as a Float
        }
        return GTFSRT.Position(latitude: Float(coordinate.latitude), longitude: Float(coordinate.longitude), bearing: bearing)
    }
}
