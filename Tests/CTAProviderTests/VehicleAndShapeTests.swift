import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

@Suite struct VehicleAndShapeTests {
    @Test func vehiclesDecodeStringNumbers() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getvehicles").and(.query("rt", "74")), .fixture("cta", "getvehicles-1.json"))
        let vehicles = try await makeClient(mock).vehicles(on: ["74"])
        let bus = try #require(vehicles.first { $0.id == "8146" })
        #expect(bus.coordinate == Coordinate(latitude: 41.925437927246094, longitude: -87.65287017822266))
        #expect(bus.heading == 271)
        #expect(bus.recordedAt == Date(timeIntervalSince1970: 1_557_893_340)) // 20190514 23:09
        #expect(bus.destination == "Grand/Nordica")
        #expect(bus.tripID == "135")
        #expect(!bus.isDelayed)
        #expect(vehicles.map(\.id) == vehicles.map(\.id).sorted())
    }

    @Test func vehicleTimestampWithSeconds() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getvehicles").and(.query("vid", "8146")), .fixture("cta", "getvehicles-2.json"))
        let vehicles = try await makeClient(mock).vehicles(ids: ["8146"])
        #expect(vehicles.first?.recordedAt == Date(timeIntervalSince1970: 1_557_893_389))
    }

    @Test func routeWithNoBusesIsEmpty() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-handmade-nodata.json"))
        #expect(try await makeClient(mock).vehicles(on: ["137"]).isEmpty)
    }

    @Test func badCoordinateStringIsADecodingErrorWithPath() async throws {
        let mock = MockTransport()
        mock.on(
            .path(suffix: "/getvehicles"), .json(#"{"bustime-response":{"vehicle":[{"vid":"1","rt":"22","lat":"north","lon":"-87.6"}]}}"#))
        let error = await transitError { _ = try await makeClient(mock).vehicles(on: ["22"]) }
        #expect(error?.kind == .decoding)
        #expect(error?.detail?.hasPrefix("bustime-response.vehicle[0].lat") == true)
    }

    @Test(arguments: [#""lat":"NaN","lon":"-87.6""#, #""lat":"41.9","lon":"inf""#, #""lat":"91","lon":"-87.6""#])
    func nonFiniteOrOutOfRangeVehiclePositionIsADecodingError(_ position: String) async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getvehicles"), .json(#"{"bustime-response":{"vehicle":[{"vid":"1","rt":"22",\#(position)}]}}"#))
        let error = await transitError { _ = try await makeClient(mock).vehicles(on: ["22"]) }
        #expect(error?.kind == .decoding)
        #expect(error?.operation == "getvehicles")
        #expect(error?.detail?.hasPrefix("bustime-response.vehicle[0].lat/lon") == true)
    }

    @Test func liveVehiclesPollOnTheInjectedClock() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-2.json"))
        let cta = try makeClient(mock, clock: AnyClock(clock))
        var iterator = cta.liveVehicles(on: ["74"], every: .seconds(20)).makeAsyncIterator()
        #expect(try await iterator.next()?.count == 1)
        let second = Task { try await iterator.next() }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(20))
        #expect(try await second.value?.first?.id == "8146")
        #expect(clock.sleepHistory == [.seconds(20)])
        #expect(mock.requests.count == 2)
    }

    @Test func shapeHasOneBranchPerPatternWithStopsInOrder() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpatterns").and(.query("rt", "74")), .fixture("cta", "getpatterns-4.json"))
        let shape = try await makeClient(mock).shape(of: "74")
        #expect(shape.branches.map { $0.direction?.id.rawValue } == ["Westbound", "Eastbound", "Westbound"])
        #expect(shape.branches.map(\.stops.count) == [60, 68, 33]) // 8423 is the short-turn
        #expect(shape.branches.map { $0.paths.first?.count } == [320, 194, 159])
        #expect(shape.paths.count == 3)
        #expect(shape.branches[1].stops.first?.name == "Grand & Nordica Terminal")
    }

    @Test func patternsByIDAreBatched() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpatterns"), .fixture("cta", "getpatterns-5.json"))
        let shape = try await makeClient(mock).shape(ofPatterns: Array(8400..<8412), route: "74")
        #expect(mock.requests.compactMap { $0.queryValue("pid")?.split(separator: ",").count }.sorted(by: >) == [10, 2]) // any order
        #expect(shape.branches.count == 2)
    }
}
