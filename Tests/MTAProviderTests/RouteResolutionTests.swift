import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// Short and qualified route ids (Docs/Behaviour.md rules 3 and 8). SIRI's `LineRef` takes
/// `MTA NYCT_B63`; riders write `B63`. Before, `vehicles(on: ["B63"])` sent `LineRef=B63` and
/// then dropped every bus of the answer, whose ids are `MTA NYCT_B63`: 0 of the 6 B63 buses of
/// vehicle-monitoring-4.json. A short id is now looked up once per client in routes-for-agency
/// of the configured agencies and sent qualified; answers keep the server's ids.
@Suite("MTA: short and qualified route ids")
struct RouteResolutionTests {
    static let vm = "/api/siri/vehicle-monitoring.json"
    static let nyct = "/api/where/routes-for-agency/MTA NYCT.json"
    static let mtabc = "/api/where/routes-for-agency/MTABC.json"

    @Test func shortIdsFindTheQualifiedLinesBuses() async throws {
        let mock = MockTransport()
        recordRoutes(mock)
        mock.on(.path(Self.vm), .fixture("mta", "vehicle-monitoring-4.json"))
        let mta = try makeClient(mock)

        let qualified = try await mta.vehicles(on: ["MTA NYCT_B63"])
        #expect(qualified.count == 6) // counted with python3 on vehicle-monitoring-4.json
        #expect(mock.requests.count == 1) // a qualified id needs no lookup

        for spelling in ["B63", "b63", " B63 "] {
            let buses = try await mta.vehicles(on: [Route.ID(spelling)])
            #expect(buses.map(\.id) == qualified.map(\.id), "\(spelling)")
            #expect(buses.allSatisfy { $0.route == "MTA NYCT_B63" }, "\(spelling)")
        }
        let one = try await mta.vehicles(on: "b63", direction: "1")
        #expect(!one.isEmpty && one.allSatisfy { $0.route == "MTA NYCT_B63" })
        #expect(mock.requests.last?.queryValue("DirectionRef") == "1")

        let lineRefs = mock.requests.filter { $0.url.path == Self.vm }.compactMap { $0.queryValue("LineRef") }
        #expect(lineRefs == Array(repeating: "MTA NYCT_B63", count: 5))
        // Two routes-for-agency requests (one per configured agency), once for the client.
        #expect(requests(mock, to: Self.nyct) == 1)
        #expect(requests(mock, to: Self.mtabc) == 1)
        #expect(await mta.directory.loadCount == 1)
    }

    @Test func unknownShortIdIsNotFoundNamingTheAgencies() async throws {
        let mock = MockTransport()
        recordRoutes(mock)
        let mta = try makeClient(mock)
        let error = await #expect(throws: TransitError.self) { _ = try await mta.vehicles(on: ["MTA NYCT_B63", "Z99"]) }
        #expect(error?.kind == .notFound)
        #expect(error?.detail?.contains("\"Z99\" is not a route of MTA NYCT, MTABC") == true, "\(String(describing: error))")
        #expect(requests(mock, to: Self.vm) == 0) // nothing asked of SIRI for a line that does not exist
    }

    /// A short id two agencies use stands for both in a list (like the ``RouteFilter`` rule,
    /// which matches it to either); where one line is needed, it is `.invalidArgument` naming
    /// both. No recorded catalogue has such an id, so MTABC's list here is hand-made.
    @Test func aShortIdOfSeveralAgencies() async throws {
        let mock = MockTransport()
        mock.on(.path(Self.nyct), .fixture("mta", "routes-for-agency-1.json"))
        mock.on(
            .path(Self.mtabc), .json(#"{"code":200,"version":2,"data":{"list":[{"id":"MTABC_B63","shortName":"B63","agencyId":"MTABC"}]}}"#)
        )
        mock.on(.path(Self.vm), .fixture("mta", "vehicle-monitoring-4.json"))
        let mta = try makeClient(mock)
        let buses = try await mta.vehicles(on: ["B63"])
        #expect(buses.count == 6) // vehicle-monitoring-4.json has no MTABC_B63 bus
        #expect(
            mock.requests.filter { $0.url.path == Self.vm }.compactMap { $0.queryValue("LineRef") }.sorted()
                == ["MTA NYCT_B63", "MTABC_B63"])
        let error = await #expect(throws: TransitError.self) { _ = try await mta.shape(of: "b63") }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.detail?.contains("MTA NYCT_B63, MTABC_B63") == true, "\(String(describing: error))")
    }

    /// A `RouteMonitor` asks a line's alerts and vehicles at once: both wait for the one load.
    @Test func concurrentCallsShareOneLoad() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(.path(Self.nyct), .delayed(.seconds(1), on: clock, .fixture("mta", "routes-for-agency-1.json")))
        mock.on(.path(Self.mtabc), .delayed(.seconds(1), on: clock, .fixture("mta", "routes-for-agency-3.json")))
        mock.on(.path(Self.vm), .fixture("mta", "vehicle-monitoring-3.json"))
        let mta = try makeClient(mock)
        async let alerts = mta.alerts(for: ["M4"])
        async let buses = mta.vehicles(on: ["b63"])
        #expect(await clock.waitForSleepers(2))
        for _ in 0..<1_000 { await Task.yield() }
        clock.advance(by: .seconds(1))
        #expect(try await alerts.map(\.id.rawValue).sorted() == ["MTA NYCT_270156", "MTA NYCT_270232"])
        #expect(try await buses.count == 4) // B63 buses at 02:57 (vehicle-monitoring-3.json)
        #expect(requests(mock, to: Self.nyct) == 1)
        #expect(requests(mock, to: Self.mtabc) == 1)
        #expect(await mta.directory.loadCount == 1)
    }

    /// A caller cancelled while the routes load ends at once with `.cancelled`; another caller
    /// waiting on the same load is not cancelled with it and gets its answer.
    @Test func aCancelledWaiterDoesNotFailTheOthers() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(.path(Self.nyct), .delayed(.seconds(1), on: clock, .fixture("mta", "routes-for-agency-1.json")))
        mock.on(.path(Self.mtabc), .delayed(.seconds(1), on: clock, .fixture("mta", "routes-for-agency-3.json")))
        mock.on(.path(Self.vm), .fixture("mta", "vehicle-monitoring-3.json"))
        let mta = try makeClient(mock)
        let cancelled = Task { try await mta.vehicles(on: ["B63"]) }
        #expect(await clock.waitForSleepers(2))
        let patient = Task { try await mta.vehicles(on: ["b63"]) }
        for _ in 0..<1_000 { await Task.yield() }
        cancelled.cancel()
        let error = await #expect(throws: TransitError.self) { _ = try await cancelled.value }
        #expect(error?.kind == .cancelled)
        // The shared load was cancelled with its first caller; the other one loads again.
        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(1))
        #expect(try await patient.value.count == 4)
        #expect(requests(mock, to: Self.nyct) == 2)
    }

    /// A load that fails is not kept: the call says what it was looking up, the next call loads again.
    @Test func aFailedLoadIsNotKept() async throws {
        let mock = MockTransport()
        mock.on(.path(Self.mtabc), times: 1, .status(503, body: "busy"))
        recordRoutes(mock)
        mock.on(.path(Self.vm), .fixture("mta", "vehicle-monitoring-4.json"))
        let mta = try makeClient(mock)
        let error = await #expect(throws: TransitError.self) { _ = try await mta.vehicles(on: ["B63"]) }
        #expect(error?.kind == .httpStatus)
        #expect(error?.detail?.hasPrefix("looking up route \"B63\" in routes-for-agency") == true, "\(String(describing: error))")
        #expect(try await mta.vehicles(on: ["B63"]).count == 6)
        #expect(requests(mock, to: Self.mtabc) == 2)
    }

    /// `routes()` fetches afresh and keeps what it got for later lookups.
    @Test func routesKeepsTheCatalogueForLookups() async throws {
        let mock = MockTransport()
        recordRoutes(mock)
        mock.on(.path(Self.vm), .fixture("mta", "vehicle-monitoring-4.json"))
        let mta = try makeClient(mock)
        #expect(try await mta.routes().count == 236 + 65)
        _ = try await mta.vehicles(on: ["B63"])
        #expect(requests(mock, to: Self.nyct) == 1)
        #expect(await mta.directory.loadCount == 0)
    }

    /// Route lookups of the "where" API take either form too.
    @Test func shapeAndRouteTakeShortIds() async throws {
        let mock = MockTransport()
        recordRoutes(mock)
        mock.on(.path("/api/where/stops-for-route/MTA NYCT_B70.json"), .fixture("mta", "stops-for-route-1.json"))
        let mta = try makeClient(mock)
        let shape = try await mta.shape(of: "b70")
        #expect(shape.route == "MTA NYCT_B70")
        #expect(try await mta.directions(of: "B70").map(\.id) == ["0", "1"])
        let blank = await #expect(throws: TransitError.self) { _ = try await mta.shape(of: "  ") }
        #expect(blank?.kind == .invalidArgument)
    }

    /// Several lines are one call each; a list of positions has no room for a note, so a line
    /// that fails fails the call, and the error says which line.
    @Test func aFailingLineFailsTheCallNamingIt() async throws {
        let mock = MockTransport()
        mock.on(.query("LineRef", "MTA NYCT_M86+"), .status(503, body: "busy"))
        mock.on(.path(Self.vm), .fixture("mta", "vehicle-monitoring-4.json"))
        let mta = try makeClient(mock)
        let error = await #expect(throws: TransitError.self) { _ = try await mta.vehicles(on: ["MTA NYCT_B63", "MTA NYCT_M86+"]) }
        #expect(error?.kind == .httpStatus)
        #expect(error?.detail?.hasPrefix("line MTA NYCT_M86+") == true, "\(String(describing: error))")
    }
}
