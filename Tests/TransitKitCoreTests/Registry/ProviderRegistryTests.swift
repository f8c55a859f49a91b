import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// A small provider over canned data: recorded stops, predictions made up per stop, a coverage,
/// and optionally a failure — enough to hold the registry to its contract through the public
/// capability protocols only.
struct FakeCity: StopFinder, PredictionSource {
    let id: ProviderID
    let coverage: CoverageArea?
    let stops: IndexedStops
    /// Minutes from `origin` of the departures at each stop.
    let minutes: [Stop.ID: [Int]]
    let failure: TransitError?
    let calls = Locked([String]())
    static let origin = Date(timeIntervalSince1970: 1_700_000_000)

    init(_ id: ProviderID, stops: [Stop], coverage: CoverageArea?, minutes: [Stop.ID: [Int]], failure: TransitError? = nil) {
        self.id = id
        self.stops = IndexedStops(stops)
        self.coverage = coverage
        self.minutes = minutes
        self.failure = failure
    }

    var descriptor: ProviderDescriptor {
        ProviderDescriptor(
            of: self,
            facts: .init(
                id: id, name: id.rawValue.capitalized, timeZone: .gmt, attribution: "",
                coverage: coverage))
    }

    func stop(_ id: Stop.ID) async throws(TransitError) -> Stop {
        guard let stop = stops.stop(id) else { throw TransitError(.notFound, provider: self.id) }
        return stop
    }

    func stops(near coordinate: Coordinate, radius: Double, limit: Int?) async throws(TransitError) -> [NearbyStop] {
        calls.withLock { $0.append("near") }
        return stops.near(try StopSearch.near(coordinate, radius: radius, limit: limit, provider: id))
    }

    func stops(matching text: String, limit: Int?) async throws(TransitError) -> [Stop] {
        stops.matching(try StopSearch.name(text, limit: limit, provider: id))
    }

    func predictions(at stopIDs: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        calls.withLock { $0.append("predictions \(stopIDs.count)") }
        if let failure { throw failure }
        var predictions: [Prediction] = []
        var notes: [ProviderNote] = []
        for stopID in stopIDs {
            guard let times = minutes[stopID] else {
                notes.append(ProviderNote(subject: .stop(stopID), kind: .noService, message: "No service scheduled"))
                continue
            }
            predictions += times.map {
                Prediction(
                    stopID: stopID, route: stops.stop(stopID)?.routeIDs.first ?? "?", time: Self.origin.addingTimeInterval(Double($0) * 60),
                    source: .realtime, timeZone: .gmt)
            }
        }
        return PredictionBoard(predictions: predictions, notes: notes)
    }
}

/// Learns its coverage at run time, like MTA's agencies-with-coverage.
struct LearningCity: StopFinder, PredictionSource, CoverageSource {
    let city: FakeCity
    let area: CoverageArea
    let fails: Bool
    let asked = Locked(0)

    var descriptor: ProviderDescriptor {
        ProviderDescriptor(of: self, facts: .init(id: city.id, name: "Learning", timeZone: .gmt, attribution: ""))
    }
    func coverageArea() async throws(TransitError) -> CoverageArea {
        asked.withLock { $0 += 1 }
        if fails { throw TransitError(.transport, provider: city.id, operation: "agencies-with-coverage", detail: "timed out") }
        return area
    }
    func stop(_ id: Stop.ID) async throws(TransitError) -> Stop { try await city.stop(id) }
    func stops(near coordinate: Coordinate, radius: Double, limit: Int?) async throws(TransitError) -> [NearbyStop] {
        try await city.stops(near: coordinate, radius: radius, limit: limit)
    }
    func stops(matching text: String, limit: Int?) async throws(TransitError) -> [Stop] {
        try await city.stops(matching: text, limit: limit)
    }
    func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        try await city.predictions(at: stops, routes: routes)
    }
}

/// Refuses a whole predictions call with `.notFound` when it names a stop outside `known`, as a
/// replay answers a batch it has no recording for.
struct PickyCity: StopFinder, PredictionSource {
    let city: FakeCity
    let known: Set<Stop.ID>
    var descriptor: ProviderDescriptor { city.descriptor }
    func stop(_ id: Stop.ID) async throws(TransitError) -> Stop { try await city.stop(id) }
    func stops(near coordinate: Coordinate, radius: Double, limit: Int?) async throws(TransitError) -> [NearbyStop] {
        try await city.stops(near: coordinate, radius: radius, limit: limit)
    }
    func stops(matching text: String, limit: Int?) async throws(TransitError) -> [Stop] {
        try await city.stops(matching: text, limit: limit)
    }
    func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        guard stops.allSatisfy(known.contains) else {
            throw TransitError(.notFound, provider: city.id, operation: "predictions", detail: "no answer for \(stops.count) stops")
        }
        return try await city.predictions(at: stops, routes: routes)
    }
}

/// A provider that covers a place but cannot find stops (Busbud-like).
struct Coaches: PredictionSource {
    let coverage: CoverageArea?
    var descriptor: ProviderDescriptor {
        ProviderDescriptor(of: self, facts: .init(id: "coaches", name: "Coaches", timeZone: .gmt, attribution: "", coverage: coverage))
    }
    func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        PredictionBoard(predictions: [])
    }
}

@Suite struct ProviderRegistryTests {
    /// 1633 W Madison (CTA 4727) and its neighbours on route 20.
    static let madison = Coordinate(latitude: 41.881383249235, longitude: -87.668550968956)
    static let brooklyn = Coordinate(latitude: 40.626591, longitude: -74.01767) // MTA_300407
    static let atlantic = Coordinate(latitude: 35, longitude: -40)

    static func chicago(
        _ id: ProviderID = "cta", minutes: [Stop.ID: [Int]] = ["4727": [7, 19], "431": [3]],
        failure: TransitError? = nil
    ) throws -> FakeCity {
        let stops = try StopFixtures.cta("getstops-1.json", route: "20")
        return FakeCity(id, stops: stops, coverage: IndexedStops(stops).coverage(), minutes: minutes, failure: failure)
    }

    static func newYork(failure: TransitError? = nil) throws -> FakeCity {
        let stops = try StopFixtures.newYork()
        return FakeCity("mta", stops: stops, coverage: IndexedStops(stops).coverage(), minutes: ["MTA_300407": [5]], failure: failure)
    }

    /// A second Chicago provider sharing the place: a few route 20 stops under its own ids.
    static func rail(failure: TransitError? = nil) throws -> FakeCity {
        let stops = try StopFixtures.cta("getstops-1.json", route: "R").map { stop -> Stop in
            var stop = stop
            stop.id = Stop.ID("rail-" + stop.id.rawValue)
            return stop
        }
        return FakeCity("rail", stops: stops, coverage: IndexedStops(stops).coverage(), minutes: ["rail-4727": [1, 11]], failure: failure)
    }

    @Test func providersCoveringAPlace() async throws {
        let registry = ProviderRegistry([try Self.chicago(), try Self.newYork(), try Self.rail(), Coaches(coverage: nil)])
        #expect(try await registry.providers(covering: Self.madison).map(\.descriptor.id) == ["cta", "rail"])
        #expect(try await registry.providers(covering: Self.brooklyn).map(\.descriptor.id) == ["mta"])
        #expect(try await registry.providers(covering: Self.atlantic).isEmpty)
        let error = await transitError { _ = try await registry.providers(covering: Coordinate(latitude: .nan, longitude: 0)) }
        #expect(error?.kind == .invalidArgument)
        #expect(registry.provider("mta")?.descriptor.name == "Mta")
    }

    @Test func departuresFromEveryCoveringProviderMergedByTime() async throws {
        let cta = try Self.chicago()
        let rail = try Self.rail()
        let mta = try Self.newYork()
        let registry = ProviderRegistry([cta, mta, rail])
        let board = try await registry.departures(near: Self.madison, radius: 600, limit: 10)
        #expect(board.providers == ["cta", "rail"])
        #expect(mta.calls.withLock { $0 }.isEmpty) // not covering: not asked
        #expect(board.rows.map(\.provider) == ["rail", "cta", "cta", "rail", "cta"])
        #expect(board.rows.map { Int($0.prediction.time?.timeIntervalSince(FakeCity.origin) ?? -1) / 60 } == [1, 3, 7, 11, 19])
        #expect(board.rows.map(\.stop.id.rawValue) == ["rail-4727", "431", "4727", "rail-4727", "4727"])
        let first = try #require(board.rows.first)
        #expect(first.distance == 0 && first.stop.name == "1633 W Madison")
        let ctaMadison = try #require(board.rows.first { $0.stop.id == "431" })
        #expect(ctaMadison.distance == Self.madison.distance(to: try #require(ctaMadison.stop.coordinate)))
        // Stops near the place with nothing coming keep their provider's note.
        #expect(board.notes.allSatisfy { $0.note.kind == .noService && ["cta", "rail"].contains($0.provider) })
        #expect(cta.calls.withLock { $0 } == ["near", "predictions \(min(10, try Self.nearCount(cta)))"])
        // The limit keeps the soonest rows.
        let two = try await registry.departures(near: Self.madison, radius: 600, limit: 2)
        #expect(two.rows.map(\.provider) == ["rail", "cta"])
    }

    static func nearCount(_ city: FakeCity) throws -> Int {
        city.stops.near(try StopSearch.near(madison, radius: 600, limit: nil)).count
    }

    @Test func oneProviderFailingIsANote() async throws {
        let down = TransitError(.httpStatus, provider: "rail", operation: "predictions", status: 503, detail: "busy")
        let registry = ProviderRegistry([try Self.chicago(), try Self.rail(failure: down)])
        let board = try await registry.departures(near: Self.madison, radius: 600, limit: 10)
        #expect(board.rows.map(\.provider) == ["cta", "cta", "cta"])
        let note = try #require(board.notes.first { $0.provider == "rail" })
        #expect(note.note.kind == .failed && note.note.subject == .request)
        #expect(note.note.message.contains("HTTP 503"))
        #expect(board.providers == ["cta", "rail"])
    }

    /// A predictions call for several stops refused as a whole with `.notFound` is asked again
    /// stop by stop: the stops that answer are rows, the others notes (it used to fail the
    /// provider as a whole). When every stop fails, the provider fails as before.
    @Test func aBatchRefusedAsAWholeIsAskedStopByStop() async throws {
        let picky = PickyCity(city: try Self.chicago(), known: ["4727", "431"])
        let board = try await ProviderRegistry([picky]).departures(near: Self.madison, radius: 600, limit: 10)
        #expect(board.rows.map(\.stop.id.rawValue).sorted() == ["431", "4727", "4727"])
        let refused = board.notes.filter { $0.note.kind == .notFound }
        #expect(refused.count == (try Self.nearCount(picky.city)) - 2)
        #expect(refused.allSatisfy { if case .stop = $0.note.subject { true } else { false } })
        let none = PickyCity(city: try Self.chicago(), known: [])
        let error = await transitError { _ = try await ProviderRegistry([none]).departures(near: Self.madison, radius: 600, limit: 10) }
        #expect(error?.kind == .notFound)
        // Any other failure of the batch is not retried stop by stop.
        let down = try Self.chicago(failure: TransitError(.transport, provider: "cta", operation: "predictions"))
        _ = await transitError { _ = try await ProviderRegistry([down]).departures(near: Self.madison, radius: 600, limit: 10) }
        #expect(down.calls.withLock { $0 }.filter { $0.hasPrefix("predictions") }.count == 1)
    }

    @Test func everyProviderFailingThrowsTheFirstError() async throws {
        let first = TransitError(.rateLimited, provider: "cta", operation: "getpredictions")
        let second = TransitError(.transport, provider: "rail", operation: "predictions")
        let registry = ProviderRegistry([try Self.chicago(failure: first), try Self.rail(failure: second)])
        let error = await transitError { _ = try await registry.departures(near: Self.madison, radius: 600, limit: 10) }
        #expect(error?.kind == .rateLimited)
        #expect(error?.provider == "cta")
    }

    @Test func noProviderCoveringIsNotFoundAndNoneAbleIsUnsupported() async throws {
        let chicagoArea = try #require(try Self.chicago().coverage)
        let registry = ProviderRegistry([try Self.newYork(), Coaches(coverage: chicagoArea)])
        let nowhere = await transitError { _ = try await registry.departures(near: Self.atlantic, radius: 500, limit: 5) }
        #expect(nowhere?.kind == .notFound)
        let unable = await transitError { _ = try await registry.departures(near: Self.madison, radius: 500, limit: 5) }
        #expect(unable?.kind == .unsupported)
        #expect(unable?.detail?.contains("coaches") == true)
        // With a provider that can answer, the one that cannot is skipped silently.
        let mixed = ProviderRegistry([Coaches(coverage: chicagoArea), try Self.chicago()])
        let board = try await mixed.departures(near: Self.madison, radius: 600, limit: 5)
        #expect(board.providers == ["cta"])
        #expect(board.notes.allSatisfy { $0.provider == "cta" })
        // Unknown coverage: never asked, and said so.
        let unknown = FakeCity("mystery", stops: try StopFixtures.chicago(), coverage: nil, minutes: [:])
        let blind = await transitError { _ = try await ProviderRegistry([unknown]).departures(near: Self.madison, radius: 500, limit: 5) }
        #expect(blind?.kind == .notFound)
        #expect(blind?.detail?.contains("coverage unknown: mystery") == true)
        #expect(unknown.calls.withLock { $0 }.isEmpty)
    }

    @Test func coverageLearntAtRunTimeIsAskedOnceAndAFailureIsANote() async throws {
        let city = try Self.chicago("learning")
        let learning = LearningCity(city: city, area: try #require(city.coverage), fails: false)
        let registry = ProviderRegistry([learning])
        #expect(try await registry.providers(covering: Self.madison).map(\.descriptor.id) == ["learning"])
        _ = try await registry.departures(near: Self.madison, radius: 600, limit: 5)
        #expect(learning.asked.withLock { $0 } == 1)

        let failing = LearningCity(city: city, area: try #require(city.coverage), fails: true)
        let mixed = ProviderRegistry([failing, try Self.rail()])
        #expect(try await mixed.providers(covering: Self.madison).map(\.descriptor.id) == ["rail"])
        let board = try await mixed.departures(near: Self.madison, radius: 600, limit: 5)
        #expect(board.rows.allSatisfy { $0.provider == "rail" } && !board.rows.isEmpty)
        let note = try #require(board.notes.first { $0.provider == "learning" })
        #expect(note.note.message.contains("agencies-with-coverage"))
        #expect(failing.asked.withLock { $0 } == 2) // a failure is not kept: asked again
    }

    @Test func badInputIsRefusedBeforeAnyProviderIsAsked() async throws {
        let cta = try Self.chicago()
        let registry = ProviderRegistry([cta])
        let cases: [(field: String, place: Coordinate, radius: Double, limit: Int, stops: Int)] = [
            ("coordinate", Coordinate(latitude: 95, longitude: 0), 500, 5, 10),
            ("radius", Self.madison, -1, 5, 10),
            ("radius", Self.madison, 80_000, 5, 10),
            ("limit", Self.madison, 500, 0, 10),
            ("limit", Self.madison, 500, 5, 0),
        ]
        for bad in cases {
            let error = await transitError {
                _ = try await registry.departures(near: bad.place, radius: bad.radius, limit: bad.limit, stopsPerProvider: bad.stops)
            }
            #expect(error?.kind == .invalidArgument, "\(bad.field)")
            #expect(error?.detail?.hasPrefix(bad.field + ":") == true, "\(bad.field): \(String(describing: error?.detail))")
        }
        #expect(cta.calls.withLock { $0 }.isEmpty)
    }

    @Test func duplicateProviderIdsKeepTheFirst() throws {
        let registry = ProviderRegistry([try Self.chicago(), try Self.chicago(minutes: [:]), try Self.rail()])
        #expect(registry.providers.map(\.descriptor.id) == ["cta", "rail"])
    }
}

extension ProviderRegistryTests {
    /// `departures(near:within:)` keeps the rows inside the window across providers, the same
    /// rule a single provider's `predictions(at:within:)` follows; a reversed window asks no one.
    @Test func aTimeWindowKeepsTheRowsInsideAcrossProviders() async throws {
        let cta = try Self.chicago()
        let registry = ProviderRegistry([cta, try Self.rail()])
        let window = TimeWindow(from: FakeCity.origin.addingTimeInterval(3 * 60), until: FakeCity.origin.addingTimeInterval(11 * 60))
        let board = try await registry.departures(near: Self.madison, radius: 600, limit: 10, within: window)
        #expect(board.rows.map { Int($0.prediction.time?.timeIntervalSince(FakeCity.origin) ?? -1) / 60 } == [3, 7, 11])
        let reversed = TimeWindow(from: FakeCity.origin, until: FakeCity.origin.addingTimeInterval(-60))
        let before = cta.calls.withLock { $0.count }
        let error = await transitError { _ = try await registry.departures(near: Self.madison, radius: 600, limit: 10, within: reversed) }
        #expect(error?.kind == .invalidArgument)
        #expect(cta.calls.withLock { $0.count } == before)
    }
}
