import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// `TripSource.trip(of:)` from GetNextPredictedArrivalTimeAtStopsForTramNo, and `tramRun(_:)`,
/// which keeps the two facts a `VehicleTrip` has no place for.
@Suite struct TripTests {
    static let recorded = "GetNextPredictedArrivalTimeAtStopsForTramNo-1.json"

    func client(_ replies: [(String, MockTransport.Reply)]) throws -> (TramTrackerClient, MockTransport) {
        let mock = MockTransport()
        for (fragment, reply) in replies { mock.on(.path(containing: fragment), reply) }
        return (try TT.client(mock), mock)
    }

    /// Tram 3001 on route 109 (the recorded run), field by field: one request; its next stops
    /// in travel order, each a realtime prediction of this tram in Melbourne time.
    @Test func aTramsTripIsItsRecordedRunInTravelOrder() async throws {
        let (client, mock) = try client([("/GetNextPredictedArrivalTimeAtStopsForTramNo/", .fixture("tramtracker", Self.recorded))])
        let trip = try await client.trip(of: "3001")
        #expect(
            mock.requests.map(\.url.absoluteString)
                == [TT.base + "GetNextPredictedArrivalTimeAtStopsForTramNo/3001/?aid=TTIOSJSON&tkn=\(TT.token)"])
        #expect(trip.vehicle == "3001")
        #expect(trip.route == "109")
        #expect(trip.routeName == "109")
        #expect(trip.direction == Direction(id: "down", name: "Down"))
        #expect(trip.destination == nil && trip.tripID == nil && trip.position == nil)
        #expect(trip.calls.map(\.stopID) == ["1707", "3357", "3356"])
        #expect(trip.calls.map(\.time) == [TT.date(1_406_371_302_000), TT.date(1_406_371_422_000), TT.date(1_406_371_482_000)])
        #expect(
            trip.calls.allSatisfy {
                $0.vehicleID == "3001" && $0.route == "109" && $0.routeName == "109" && $0.source == .realtime
                    && $0.direction?.id == "down" && $0.timeZone == TT.melbourne && $0.stopName == nil
            })
        #expect(trip.serverTime == TT.date(1_406_371_302_351))
        #expect(trip.alerts.isEmpty)
        #expect(trip.call(at: "3357")?.time == TT.date(1_406_371_422_000))
    }

    /// Calls are in travel order — predicted time, ties in the order sent — whatever order the
    /// server lists them in (hand-made: the recorded stops listed backwards, two at one time).
    @Test func callsComeInTimeOrderWhateverOrderTheyWereSent() async throws {
        let body = #"""
            {"hasError":false,"responseObject":{"VehicleNo":3001,"RouteNo":"109","Up":false,"Available":true,
             "NextPredictedStopsDetails":[
              {"PredictedArrivalDateTime":"/Date(1406371482000+1000)/","StopNo":3356,"StopSeq":null},
              {"PredictedArrivalDateTime":"/Date(1406371422000+1000)/","StopNo":3357,"StopSeq":null},
              {"PredictedArrivalDateTime":"/Date(1406371302000+1000)/","StopNo":1707,"StopSeq":null},
              {"PredictedArrivalDateTime":"/Date(1406371482000+1000)/","StopNo":3355,"StopSeq":null}]}}
            """#
        let (client, _) = try client([("/GetNextPredictedArrivalTimeAtStopsForTramNo/", .json(body))])
        let trip = try await client.trip(of: "3001")
        #expect(trip.calls.map(\.stopID) == ["1707", "3357", "3356", "3355"])
    }

    @Test("a blank or non-numeric tram is refused before any request", arguments: ["", "  ", "30a1", "3001/1"])
    func aBlankOrNonNumericTramIsRefused(_ tram: String) async throws {
        let (client, mock) = try client([])
        let error = await transitError { _ = try await client.trip(of: VehiclePosition.ID(tram)) }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.detail?.hasPrefix("tram: ") == true)
        #expect(mock.requests.isEmpty)
    }

    /// Hand-made: the off-network answer (no `responseObject`).
    @Test func aTramOffTheNetworkIsNotFound() async throws {
        let (client, _) = try client([
            (
                "/GetNextPredictedArrivalTimeAtStopsForTramNo/",
                .fixture("tramtracker", "GetNextPredictedArrivalTimeAtStopsForTramNo-hand-offnetwork.json")
            )
        ])
        let error = await transitError { _ = try await client.trip(of: "9999") }
        #expect(error?.kind == .notFound)
        #expect(error?.detail == "tram 9999 is not on the network (responseObject is empty)")
    }

    /// The recorded run with `Available` turned false (the one edit): riders cannot board it,
    /// so `trip(of:)` says `.notFound`; `tramRun` still gives the run and says why.
    @Test func aTramOutOfPublicServiceIsNotFoundButItsRunIsKept() async throws {
        let recorded = String(decoding: try TT.body(Self.recorded), as: UTF8.self)
        let edited = recorded.replacingOccurrences(of: #""Available": true"#, with: #""Available": false"#)
        #expect(edited != recorded)
        let (client, _) = try client([("/GetNextPredictedArrivalTimeAtStopsForTramNo/", .json(edited))])
        let error = await transitError { _ = try await client.trip(of: "3001") }
        #expect(error?.kind == .notFound)
        #expect(error?.detail == "tram 3001 is not in public service (Available: false)")
        let run = try await client.tramRun("3001")
        #expect(run.isAvailable == false)
        #expect(run.trip.calls.count == 3)
    }

    /// Once the stop index is built, calls carry stop names from it — no request for names.
    /// Hand-made route list naming two of the recorded run's stops.
    @Test func callsAreNamedFromABuiltStopIndexWithoutARequest() async throws {
        let stops = #"""
            {"hasError":false,"responseObject":[
             {"StopNo":1707,"StopName":"Collins St & Swanston St","Latitude":-37.8153,"Longitude":144.9667,"UpStop":false},
             {"StopNo":3357,"StopName":"Spencer St & Collins St","Latitude":-37.8184,"Longitude":144.9545,"UpStop":false}]}
            """#
        let (client, mock) = try client([
            ("/GetNextPredictedArrivalTimeAtStopsForTramNo/", .fixture("tramtracker", Self.recorded)),
            ("/GetRouteSummaries", .fixture("tramtracker", "GetRouteSummaries-hand-2.json")),
            ("/GetRouteStopsByRoute/59", .json(stops)),
        ])
        #expect(try await client.trip(of: "3001").calls.map(\.stopName) == [nil, nil, nil])
        try await client.refreshStops()
        let before = mock.requests.count
        let named = try await client.trip(of: "3001")
        #expect(named.calls.map(\.stopName) == ["Collins St & Swanston St", "Spencer St & Collins St", nil])
        #expect(mock.requests.count == before + 1)
    }
}
