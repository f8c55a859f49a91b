import Foundation
import TransitKitCore

extension GTFSRealtimeTranslator {
    /// One entity per vehicle, keyed `<provider>:vehicle:<vehicle id>`; a vehicle reported
    /// twice keeps its newest report.
    func vehiclePositionEntities(_ vehicles: [TransitKitCore.VehiclePosition], report: inout TranslationReport)
        -> [GTFSRT.FeedEntity]
    {
        var entities: [GTFSRT.FeedEntity] = []
        entities.reserveCapacity(vehicles.count)
        var indexByID: [String: (index: Int, recordedAt: Date?)] = [:]
        indexByID.reserveCapacity(vehicles.count)
        for vehicle in vehicles {
            guard let entity = entity(vehicle, report: &report) else { continue }
            if let earlier = indexByID[entity.id] {
                if let newer = vehicle.recordedAt, earlier.recordedAt.map({ newer > $0 }) ?? true {
                    entities[earlier.index] = entity
                    indexByID[entity.id] = (earlier.index, newer)
                }
                report.omit(.vehicle, "vehicle \(vehicle.id)", .repeated, "reported more than once; the newest report is kept")
                continue
            }
            indexByID[entity.id] = (entities.count, vehicle.recordedAt)
            entities.append(entity)
        }
        return entities
    }

    /// The vehicle's entity, or nil (and the reason in `report`) when it cannot be written.
    private func entity(_ vehicle: TransitKitCore.VehiclePosition, report: inout TranslationReport) -> GTFSRT.FeedEntity? {
        guard !vehicle.id.rawValue.isEmpty else {
            report.omit(.vehicle, "vehicle \(vehicle.id)", .noStableID, "empty vehicle id")
            return nil
        }
        guard let position = position(vehicle) else {
            report.omit(.vehicle, "vehicle \(vehicle.id)", .noPosition,
                        "\(vehicle.coordinate.latitude), \(vehicle.coordinate.longitude)")
            return nil
        }
        return GTFSRT.FeedEntity(id: entityID("vehicle", vehicle.id.rawValue), vehicle: message(vehicle, position))
    }

    private func message(_ vehicle: TransitKitCore.VehiclePosition, _ position: GTFSRT.Position) -> GTFSRT.VehiclePosition {
        let trip = GTFSRT.TripDescriptor(tripID: vehicle.tripID.flatMap { id(rules.trip, $0) },
                                         routeID: id(rules.route, vehicle.route.rawValue),
                                         directionID: rules.directionID(vehicle.direction))
        let identified = trip.tripID != nil || trip.routeID != nil
        return GTFSRT.VehiclePosition(
            trip: identified ? trip : nil,
            position: position,
            timestamp: vehicle.recordedAt.flatMap(POSIXTime.unsignedSeconds),
            stopID: vehicle.nextStop.flatMap { id(rules.stop, $0.rawValue) },
            vehicle: GTFSRT.VehicleDescriptor(id: vehicle.id.rawValue, label: rules.vehicleLabel(vehicle.id.rawValue)))
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
            return degrees < 360 ? degrees : 0   // −1e-9 rounds up to 360 as a Float
        }
        return GTFSRT.Position(latitude: Float(coordinate.latitude), longitude: Float(coordinate.longitude), bearing: bearing)
    }
}
