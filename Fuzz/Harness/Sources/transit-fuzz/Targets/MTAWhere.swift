import Foundation
@testable import MTAProvider
import TransitKitCore

extension FuzzTarget {
    /// OneBusAway "where" bodies (JSON or XML) through `MTAPayloads.where` (internal), the
    /// error reading and decoder every "where" endpoint uses, for each payload shape the
    /// client asks for, and through every public `MTAPayloads` and `OneBusAwayPayloads` door
    /// that maps them (seeds: Fuzz/Corpus/mta, which holds the OneBusAway recordings too).
    static let mtaWhere = FuzzTarget(name: "mta-where", corpus: "mta") { data in
        let kinds: Set<TransitError.Kind> = [.decoding, .apiError, .notFound, .unauthorized, .invalidArgument,
                                             .rateLimited, .httpStatus, .unsupported]
        func check<Payload: MTAWherePayload>(_ type: Payload.Type, _ operation: String) {
            // A Result rather than do/catch: swiftc 6.3 calls the catch unreachable here (a
            // generic typed-throws call in a nested generic function), though it is reached.
            let outcome = Result { () throws(TransitError) in try MTAPayloads.where(type, data, operation: operation) }
            if case let .failure(error) = outcome { checkError(error, allowed: kinds, operation) }
        }
        check(MTAWireWhereStopsForRoute.self, "stops-for-route")
        check(MTAWireWhereEntry<MTAWireWhereStop>.self, "stop")
        check(MTAWireWhereStopList.self, "stops-for-location")
        check(MTAWireWhereRouteList.self, "routes-for-agency")
        check(MTAWireWhereEntry<MTAWireWhereRoute>.self, "route")
        check(MTAWireWhereAgenciesWithCoverage.self, "agencies-with-coverage")
        let doors: [(String, () throws(TransitError) -> Void)] = [
            ("schedule-for-stop", { () throws(TransitError) in _ = try MTAPayloads.schedule(fromScheduleForStop: data) }),
            ("routes-for-location", { () throws(TransitError) in _ = try MTAPayloads.routes(fromRoutesForLocation: data) }),
            ("routes-for-agency", { () throws(TransitError) in _ = try MTAPayloads.routes(fromRoutesForAgency: data) }),
            ("route", { () throws(TransitError) in _ = try MTAPayloads.route(fromRoute: data) }),
            ("current-time", { () throws(TransitError) in _ = try MTAPayloads.serverTime(fromCurrentTime: data) }),
            ("stop", { () throws(TransitError) in _ = try MTAPayloads.stop(fromStop: data) }),
            ("stops-for-location", { () throws(TransitError) in _ = try MTAPayloads.stops(fromStopsForLocation: data) }),
            ("stops-for-route", { () throws(TransitError) in _ = try MTAPayloads.shape(fromStopsForRoute: data) }),
            ("agencies-with-coverage", { () throws(TransitError) in _ = try MTAPayloads.coverage(fromAgenciesWithCoverage: data) }),
            // Any OneBusAway server (OneBusAwayClient): the real-time "where" doors, Puget Sound's
            // profile and MTA's (no "where" real time).
            ("arrivals-and-departures-for-stop", { () throws(TransitError) in
                _ = try OneBusAwayPayloads.predictions(fromArrivalsAndDepartures: data, region: .pugetSound)
                _ = try OneBusAwayPayloads.predictions(fromArrivalsAndDepartures: data, region: .mtaNewYork)
            }),
            ("trip-details", { () throws(TransitError) in _ = try OneBusAwayPayloads.trip(fromTripDetails: data, region: .pugetSound) }),
            ("trips-for-location", { () throws(TransitError) in _ = try OneBusAwayPayloads.vehicles(fromTrips: data, region: .pugetSound) }),
            ("schedule-for-stop", { () throws(TransitError) in
                _ = try OneBusAwayPayloads.schedule(fromScheduleForStop: data, region: .pugetSound)
            }),
            ("stop", { () throws(TransitError) in _ = try OneBusAwayPayloads.stop(fromStop: data, region: .pugetSound) }),
            ("vehicles-for-agency", { () throws(TransitError) in
                _ = try OneBusAwayPayloads.vehicles(fromVehiclesForAgency: data, region: .pugetSound)
            }),
        ]
        for (operation, door) in doors {
            let outcome = Result { () throws(TransitError) in try door() }
            if case let .failure(error) = outcome { checkError(error, allowed: kinds, operation) }
        }
    }
}
