import Foundation
import Testing
import TransitKitCore

@testable import GTFSRealtime

/// Predictions grouped into trip instances by trip id, and a vehicle's run (``VehicleTrip``)
/// as its TripUpdate (Docs/GTFSRealtime.md, "Trips").
@Suite struct TripGroupingTests {
    let mta = GTFSRealtimeTranslator(provider: "mta")
    let cta = GTFSRealtimeTranslator(provider: "cta")
    let now = Date(timeIntervalSince1970: 1_704_230_000)
    static let b63 = "MTA NYCT_JG_D3-Weekday-SDon-097100_B63_659"

    func call(
        _ stop: Stop.ID, at offset: TimeInterval, vehicle: VehiclePosition.ID? = "MTA NYCT_438", trip: String? = b63,
        route: Route.ID = "MTA NYCT_B63", source: Prediction.Source = .realtime
    ) -> Prediction {
        Prediction(
            stopID: stop, route: route, direction: Direction(id: "1", name: "Bay Ridge"), vehicleID: vehicle,
            time: now.addingTimeInterval(offset), source: source, timeZone: .gmt, tripID: trip)
    }

    /// One trip id, two stops: one TripUpdate keyed by the trip, `trip_id` after the agency
    /// prefix, stops in time order. A later refresh — other times, other order — keeps the id.
    @Test func predictionsWithATripIDFormOneTripUpdatePerTrip() throws {
        let first = mta.tripUpdates([call("MTA_308216", at: 300), call("MTA_308215", at: 60)], timestamp: now).feed
        #expect(first.entity.map(\.id) == ["mta:trip:\(Self.b63)"])
        let update = try #require(first.entity.first?.tripUpdate)
        #expect(update.trip == GTFSRT.TripDescriptor(tripID: "JG_D3-Weekday-SDon-097100_B63_659", routeID: "B63", directionID: 1))
        #expect(update.stopTimeUpdate.map(\.stopID) == ["308215", "308216"])
        #expect(update.vehicle == GTFSRT.VehicleDescriptor(id: "MTA NYCT_438", label: "438"))

        let later = mta.tripUpdates([call("MTA_308217", at: 400), call("MTA_308216", at: 200)], timestamp: now).feed
        #expect(later.entity.map(\.id) == first.entity.map(\.id))
        // The same bus's next trip is a TripUpdate of its own.
        let two = mta.tripUpdates(
            [call("MTA_308216", at: 200), call("MTA_1", at: 3_000, trip: "MTA NYCT_JG_D3-Weekday-SDon-101600_B63_679")],
            timestamp: now
        ).feed
        #expect(two.entity.map(\.id) == ["mta:trip:\(Self.b63)", "mta:trip:MTA NYCT_JG_D3-Weekday-SDon-101600_B63_679"])
    }

    /// Two vehicles claiming one trip id: one TripUpdate per trip instance, kept by the vehicle
    /// reaching its first stop first — whatever order they arrive in — and the other reported.
    @Test func oneTripIDClaimedByTwoVehiclesKeepsOne() throws {
        let running = call("MTA_308215", at: 60, vehicle: "MTA NYCT_438")
        let waiting = call("MTA_308215", at: 900, vehicle: "MTA NYCT_770", source: .scheduled)
        for order in [[running, waiting], [waiting, running]] {
            let result = mta.tripUpdates(order, timestamp: now)
            #expect(result.feed.entity.count == 1)
            #expect(result.feed.entity.first?.tripUpdate?.vehicle?.id == "MTA NYCT_438")
            #expect(
                result.report.omitted == [
                    .init(
                        kind: .trip, subject: "mta:trip:\(Self.b63), vehicle MTA NYCT_770", reason: .repeated,
                        detail: "the trip id is also claimed by vehicle MTA NYCT_438, which is kept")
                ])
        }
    }

    /// CTA's `tatripid` is not written, but it tells one bus's trips apart; without a trip id
    /// the key is route, direction and vehicle as before. tramTRACKER's `TripID` (0 in every
    /// capture) splits nothing.
    @Test func unwrittenTripIDsStillSeparateAVehiclesTrips() {
        func bus(_ stop: Stop.ID, _ offset: TimeInterval, _ trip: String?) -> Prediction {
            Prediction(
                stopID: stop, route: "22", direction: Direction(id: "Southbound", name: "Southbound"), vehicleID: "1107",
                time: now.addingTimeInterval(offset), source: .realtime, timeZone: .gmt, tripID: trip)
        }
        let feed = cta.tripUpdates([bus("1836", 60, "1001"), bus("1840", 120, "1001"), bus("1836", 3_000, "1005")], timestamp: now).feed
        #expect(feed.entity.map(\.id) == ["cta:trip:22:Southbound:1107:1001", "cta:trip:22:Southbound:1107:1005"])
        #expect(feed.entity.allSatisfy { $0.tripUpdate?.trip == GTFSRT.TripDescriptor(routeID: "22") })
        #expect(cta.tripUpdates([bus("1836", 60, nil)], timestamp: now).feed.entity.map(\.id) == ["cta:trip:22:Southbound:1107"])

        let tram = GTFSRealtimeTranslator(provider: "tramtracker")
        let trams = [0, 600].map { offset in
            Prediction(
                stopID: offset == 0 ? "1234" : "1235", route: "12", vehicleID: "262", time: now.addingTimeInterval(TimeInterval(offset)),
                source: .realtime, timeZone: .gmt, tripID: "0")
        }
        #expect(tram.tripUpdates(trams, timestamp: now).feed.entity.map(\.id) == ["tramtracker:trip:12:-:262"])
    }

    /// A vehicle's run: the calls in the travel order given (not re-sorted), the trip's
    /// vehicle, route, direction and trip id standing in where a call omits them, the
    /// position's measured time as `TripUpdate.timestamp`, the server time as the header's.
    @Test func aVehicleTripIsItsTripUpdate() throws {
        let recorded = now.addingTimeInterval(-20)
        let position = VehiclePosition(
            id: "MTA NYCT_438", route: "MTA NYCT_B63", coordinate: Coordinate(latitude: 40.6, longitude: -74),
            recordedAt: recorded, tripID: Self.b63, features: VehicleFeatures(wheelchair: .accessible),
            tripStart: Date(timeIntervalSince1970: 1_704_229_260))
        let calls = [
            call("MTA_1", at: 60, vehicle: nil, trip: nil, route: ""), call("MTA_2", at: 50, vehicle: nil, trip: nil, route: ""),
            call("MTA_1", at: 400, vehicle: nil, trip: nil, route: ""),
        ]
        let run = VehicleTrip(
            vehicle: "MTA NYCT_438", route: "MTA NYCT_B63", direction: Direction(id: "1", name: "Bay Ridge"),
            tripID: Self.b63, position: position, calls: calls, serverTime: now)
        let result = mta.tripUpdates(run, now: Date(timeIntervalSince1970: 0))
        #expect(result.feed.header.timestamp == 1_704_230_000)
        #expect(result.feed.entity.map(\.id) == ["mta:trip:\(Self.b63)"])
        let update = try #require(result.feed.entity.first?.tripUpdate)
        // 2024-01-02T21:01Z is 16:01 EST.
        #expect(
            update.trip
                == GTFSRT.TripDescriptor(
                    tripID: "JG_D3-Weekday-SDon-097100_B63_659", startTime: "16:01:00",
                    startDate: "20240102", routeID: "B63", directionID: 1))
        #expect(update.stopTimeUpdate.map(\.stopID) == ["1", "2"])
        #expect(update.vehicle == GTFSRT.VehicleDescriptor(id: "MTA NYCT_438", label: "438", wheelchairAccessible: .wheelchairAccessible))
        #expect(update.timestamp == 1_704_229_980)
        // A loop passes stop 1 again; without stop_sequence the first call is kept.
        #expect(result.report.omitted.map(\.reason) == [.repeated])
        #expect(result.report.omitted.first?.detail?.hasSuffix("the first call is kept") == true)

        var scheduled = run
        scheduled.position?.isRealtime = false
        #expect(mta.tripUpdates(scheduled, now: now).feed.entity.first?.tripUpdate?.timestamp == nil)
        #expect(mta.tripUpdates(VehicleTrip(vehicle: "MTA NYCT_438", calls: []), now: now).feed.entity.isEmpty)
    }
}
