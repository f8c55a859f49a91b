import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// `trip(of:)`: vehicle-monitoring for one `VehicleRef` at detail level `calls`. No recording
/// with onward calls exists: vehicle-monitoring-5.json (v1) and -6.json (v2) are the B70 bus
/// `MTA NYCT_353` of the 2020 snapshot with hand-made onward calls (Fixtures/mta/SOURCES.md).
@Suite("MTA trips")
struct TripTests {
    static let b70Stops: [Stop.ID] = [
        "MTA_305922", "MTA_308101", "MTA_305925", "MTA_305927", "MTA_305929", "MTA_308102",
        "MTA_305932", "MTA_305933",
    ]

    @Test func aQualifiedBusIsOneRequestAtDetailCalls() async throws {
        let mock = MockTransport()
        mock.on(.query("VehicleRef", "MTA NYCT_353"), .fixture("mta", "vehicle-monitoring-5.json"))
        let trip = try await makeClient(mock).trip(of: "MTA NYCT_353")
        #expect(mock.requests.count == 1)
        let request = try #require(mock.requests.first)
        #expect(request.url.path == "/api/siri/vehicle-monitoring.json")
        #expect(request.queryValue("VehicleMonitoringDetailLevel") == "calls")
        #expect(request.queryValue("LineRef") == nil)
        #expect(trip.vehicle == "MTA NYCT_353")
        #expect(trip.route == "MTA NYCT_B70")
        #expect(trip.routeName == "B70")
        #expect(trip.destination == "DYKER HEIGHTS VA HOSPITAL via 8 AV")
        #expect(trip.direction?.id == "1")
        #expect(trip.tripID == "MTA NYCT_JG_D0-Weekday-SDon-129400_B70_711")
        #expect(trip.position?.coordinate == Coordinate(latitude: 40.647949, longitude: -73.998397))
        #expect(trip.position?.nextStop == "MTA_305922")
        #expect(same(trip.serverTime, iso("2020-10-08T21:42:21.150-04:00")))
        #expect(trip.alerts.isEmpty)
        // The monitored stop is also the first onward call: one call each, in travel order.
        #expect(trip.calls.map(\.stopID) == Self.b70Stops)
        #expect(trip.calls.map(\.stopsAway) == Array(0...7))
        #expect(trip.calls.first?.stopName == "8 AV/40 ST")
        #expect(trip.calls.first?.distanceToStop == 239.7)
        #expect(trip.calls.first?.distanceText == "< 1 stop away")
        #expect(trip.calls.last?.distanceToStop == 1827.26)
        #expect(same(trip.calls.first?.time, iso("2020-10-08T21:43:05.049-04:00")))
        #expect(same(trip.calls.last?.time, iso("2020-10-08T21:50:16.348-04:00")))
        #expect(same(trip.calls.last?.scheduledTime, iso("2020-10-08T21:48:41.000-04:00")))
        let times = trip.calls.compactMap(\.time)
        #expect(times.count == 8 && times == times.sorted())
        #expect(
            trip.calls.allSatisfy {
                $0.vehicleID == "MTA NYCT_353" && $0.route == "MTA NYCT_B70" && $0.source == .realtime
                    && $0.tripID == trip.tripID && $0.timeZone.identifier == "America/New_York"
            })
        #expect(trip.call(at: "MTA_305929")?.stopsAway == 4)
    }

    /// SIRI 2.0: names as lists, `DistanceFromStop` / `NumberOfStopsAway` in each call; the
    /// monitored call repeats the first onward call.
    @Test func versionTwoCallsMapLikeVersionOne() throws {
        let v1 = try #require(try MTAPayloads.trips(fromVehicleMonitoring: try fixture("vehicle-monitoring-5.json")).first)
        let v2 = try #require(try MTAPayloads.trips(fromVehicleMonitoring: try fixture("vehicle-monitoring-6.json")).first)
        #expect(v2.calls.map(\.stopID) == Self.b70Stops)
        #expect(v2.calls.map(\.stopID) == v1.calls.map(\.stopID))
        #expect(v2.calls.map(\.stopName) == v1.calls.map(\.stopName))
        #expect(v2.calls.map(\.stopsAway) == v1.calls.map(\.stopsAway))
        #expect(v2.calls.map(\.time) == v1.calls.map(\.time))
        #expect(v2.calls.map(\.distanceText) == v1.calls.map(\.distanceText))
        #expect(zip(v2.calls, v1.calls).allSatisfy { abs(($0.distanceToStop ?? -9) - ($1.distanceToStop ?? 9)) <= 0.5 })
        #expect(v2.calls.allSatisfy { $0.scheduledTime == nil }) // v2 onward calls have no aimed time
        #expect(v2.routeName == "B70" && v2.destination == v1.destination)
    }

    /// Without `calls` (the whole-city snapshot, `OnwardCalls: {}`), a run is the monitored stop
    /// alone; the 3 buses on a detour have no `MonitoredCall` and no calls.
    @Test func withoutOnwardCallsARunIsTheNextStop() throws {
        let trips = try MTAPayloads.trips(fromVehicleMonitoring: try fixture("vehicle-monitoring-4.json"))
        #expect(trips.count == 1388)
        #expect(trips.filter { $0.calls.count == 1 }.count == 1385)
        #expect(trips.filter(\.calls.isEmpty).map(\.vehicle) == ["MTA NYCT_7347", "MTA NYCT_4425", "MTA NYCT_787"])
        #expect(trips.allSatisfy { $0.calls.first?.stopID == $0.position?.nextStop })
    }

    /// `353` is asked as `MTA NYCT_353` and `MTABC_353` (2 requests): the agency that has the
    /// bus answers.
    @Test func aBareFleetNumberIsAskedOfEachAgency() async throws {
        let mock = MockTransport()
        mock.on(.query("VehicleRef", "MTA NYCT_353"), .fixture("mta", "vehicle-monitoring-5.json"))
        mock.on(.query("VehicleRef", "MTABC_353"), .fixture("mta", "vehicle-monitoring-2.json"))
        let trip = try await makeClient(mock).trip(of: " 353 ")
        #expect(trip.vehicle == "MTA NYCT_353")
        #expect(Set(mock.requests.compactMap { $0.queryValue("VehicleRef") }) == ["MTA NYCT_353", "MTABC_353"])
        #expect(mock.requests.count == 2)
    }

    @Test func blankUnknownAndAmbiguousBuses() async throws {
        let mock = MockTransport()
        mock.on(.query("VehicleRef", "MTA NYCT_353"), .fixture("mta", "vehicle-monitoring-5.json"))
        mock.on(
            .query("VehicleRef", "MTABC_353"),
            .response(
                .init(
                    status: 200,
                    body: try rewritten(
                        "vehicle-monitoring-5.json", [("\"VehicleRef\": \"MTA NYCT_353\"", "\"VehicleRef\": \"MTABC_353\"")]))))
        mock.on(.path("/api/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-2.json"))
        let mta = try makeClient(mock)
        let blank = await #expect(throws: TransitError.self) { _ = try await mta.trip(of: "  ") }
        #expect(blank?.kind == .invalidArgument)
        #expect(mock.requests.isEmpty)
        let unknown = await #expect(throws: TransitError.self) { _ = try await mta.trip(of: "9999") }
        #expect(unknown?.kind == .notFound)
        #expect(unknown?.detail?.contains("MTA NYCT_9999, MTABC_9999") == true)
        let both = await #expect(throws: TransitError.self) { _ = try await mta.trip(of: "353") }
        #expect(both?.kind == .invalidArgument)
        #expect(both?.detail?.contains("MTA NYCT_353, MTABC_353") == true)
        // Named, it is one bus.
        #expect(try await mta.trip(of: "MTABC_353").vehicle == "MTABC_353")
    }

    /// A bus not found at one agency while the other agency's request failed is that failure,
    /// not `.notFound`: the bus may be the failing agency's.
    @Test func aFailedAgencyIsNotReportedAsNotFound() async throws {
        let mock = MockTransport()
        mock.on(.query("VehicleRef", "MTA NYCT_353"), .status(503))
        mock.on(.query("VehicleRef", "MTABC_353"), .fixture("mta", "vehicle-monitoring-2.json"))
        let error = await #expect(throws: TransitError.self) { _ = try await makeClient(mock).trip(of: "353") }
        #expect(error?.kind == .httpStatus)
        #expect(error?.status == 503)
    }
}
