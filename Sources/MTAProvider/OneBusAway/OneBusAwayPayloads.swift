import Foundation
import TransitKitCore

/// Decoding without a client, for OneBusAway bodies an app already holds (and for fuzzing and
/// golden tests): each body goes through `HTTPClient.interpret` with the endpoint a
/// ``OneBusAwayClient`` call uses (error reading, status check, decoder), then the mapping, in
/// the zone the body names (else `region`'s). An error body throws its `TransitError`.
///
/// ```swift
/// let board = try OneBusAwayPayloads.predictions(fromArrivalsAndDepartures: data, region: .pugetSound)
/// ```
public enum OneBusAwayPayloads {
    /// The board of an arrivals-and-departures-for-stop body, soonest first; `.realtime` rows
    /// only where `region` serves "where" real time.
    public static func predictions(
        fromArrivalsAndDepartures body: Data, region: OneBusAwayRegion
    ) throws(TransitError) -> PredictionBoard {
        let answer = try interpret(
            MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereStopWithArrivals>>.self,
            .arrivalsAndDeparturesForStop("payload"), body, region: region)
        let rows = MTAMapper.arrivals(
            answer.payload, asked: nil, filter: RouteFilter(nil), realTime: region.realTime.contains(.whereAPI),
            fallbackZone: region.timeZone)
        return PredictionBoard(predictions: rows.predictions, notes: rows.notes, serverTime: answer.serverTime)
    }

    /// The run of a trip-details or trip-for-vehicle body: its stops from the next one on.
    public static func trip(fromTripDetails body: Data, region: OneBusAwayRegion) throws(TransitError) -> VehicleTrip {
        let answer = try interpret(
            MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereTripDetails>>.self, .tripDetails("payload", serviceDate: nil), body,
            region: region)
        return MTAMapper.trip(
            answer.payload, serverTime: answer.serverTime, realTime: region.realTime.contains(.whereAPI),
            fallbackZone: region.timeZone)
    }

    /// The vehicles of a trips-for-location or trips-for-route body (asked with `includeStatus`).
    public static func vehicles(fromTrips body: Data, region: OneBusAwayRegion) throws(TransitError) -> [VehiclePosition] {
        let answer = try interpret(MTAWireWhereTripDetailsList.self, .tripsForRoute("payload"), body, region: region)
        return MTAMapper.vehicles(answer, realTime: region.realTime.contains(.whereAPI))
    }

    /// The vehicles of a vehicles-for-agency body that have a position.
    public static func vehicles(fromVehiclesForAgency body: Data, region: OneBusAwayRegion) throws(TransitError) -> [VehiclePosition] {
        let answer = try interpret(MTAWireWhereVehicleStatusList.self, .vehiclesForAgency("payload"), body, region: region)
        return MTAMapper.vehicles(answer, realTime: region.realTime.contains(.whereAPI))
    }

    /// The timetable rows of a schedule-for-stop body (`.scheduled`, soonest first) in the zone
    /// its agencies name, with its `currentTime` as `serverTime`.
    public static func schedule(fromScheduleForStop body: Data, region: OneBusAwayRegion) throws(TransitError) -> PredictionBoard {
        let answer = try interpret(
            MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereStopSchedule>>.self,
            .scheduleForStop("payload", date: CalendarDate(Date(timeIntervalSince1970: 0), in: region.timeZone)), body,
            region: region)
        return MTAMapper.schedule(
            answer.payload, filter: RouteFilter(nil), serverTime: answer.serverTime, receivedAt: nil,
            zone: MTAMapper.zone(answer.payload.references, for: answer.payload.entry.stopId, fallback: region.timeZone))
    }

    /// The stop of a stop/{id} body, in the zone its agencies name.
    public static func stop(fromStop body: Data, region: OneBusAwayRegion) throws(TransitError) -> Stop {
        let answer = try interpret(MTAWireWhereEntry<MTAWireWhereStop>.self, .stop("payload"), body, region: region)
        return MTAMapper.stop(answer.entry, zone: MTAMapper.zone(answer.references, for: answer.entry.id, fallback: region.timeZone))
    }

    /// `body` as `call`'s answer at HTTP 200 on `region`'s server, without a key.
    static func interpret<Wire: MTAWire>(
        _ type: Wire.Type, _ call: MTACall, _ body: Data, region: OneBusAwayRegion
    ) throws(TransitError) -> Wire {
        let configuration = OneBusAwayClient.Configuration(
            region: region, apiKey: Secret("offline"), userAgent: try UserAgent(app: "TransitKit-payloads/1.0 (offline)"))
        let endpoint = OneBusAwayEndpoint(call, configuration: configuration, as: type)
        let request = HTTPRequest(url: region.baseURL, provider: region.id, operation: call.operation)
        return try HTTPClient.interpret(endpoint, HTTPResponse(status: 200, body: body), for: request)
    }
}
