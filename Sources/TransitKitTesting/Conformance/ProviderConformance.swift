import Foundation
import TransitKitCore

/// The behaviour rules every provider follows (Docs/Behaviour.md), as checks any provider's
/// ``ConformanceSubject`` can be run through. Each check returns what went wrong — empty when the
/// provider conforms — so a test target asserts on it and a failure names provider and rule:
///
/// ```swift
/// @Test(arguments: ConformanceSubjects.all)
/// func emptyInputIsRefused(_ subject: ConformanceSubject) async {
///     let problems = await ProviderConformance.check(.emptyInput, subject)
///     #expect(problems.isEmpty, "\(subject): \(problems)")
/// }
/// ```
public enum ProviderConformance {
    /// One row of the behaviour table.
    public enum Rule: String, CaseIterable, Sendable {
        /// Rule 1: An empty list of stops or routes is `.invalidArgument` before any request.
        case emptyInput
        /// Rule 2: Duplicate and padded ids are asked once and answered once.
        case duplicateInput
        /// Rule 3, 8: Route filters ignore case and match short and qualified ids; answers keep the
        /// provider's own ids; an empty filter is no filter.
        case routeFilter
        /// Rule 4: Building a client never throws; an empty key fails the first call with
        /// `.unauthorized`, before any request.
        case credentials
        /// Rule 5: One failing item among many is a note; the call throws only when all fail.
        case partialFailure
        /// Rule 6: An unknown stop alone is `.notFound`; among others it is a `.notFound` note.
        case unknownItem
        /// Rule 7: `alerts(for:)` returns only alerts naming an asked route or the whole network,
        /// merged by id, high priority first.
        case alertScope
        /// Rule 9: Every time is shown in the agency's zone, a constant of the provider.
        case displayZone
        /// Rule 10: The descriptor's capabilities are exactly the protocols the client conforms to.
        case capabilities
        /// Rule 11: No key in descriptions, dumps or errors — even when the server echoes it.
        case secrets
        /// Rule 12: A cancelled call ends with `.cancelled`, before or during its request.
        case cancellation
        /// Rule 13–17: Stops near a place (nearest first, within the radius), by name and by id, with
        /// bad input refused before any request; the descriptor's coverage holds the place.
        case stopFinding
        /// Rule 18: The run of one vehicle: its next stops in travel order, in the agency's zone;
        /// an unknown vehicle is `.notFound`, an empty id `.invalidArgument`.
        case trips
        /// Rule 19: A board carries the server's clock (`serverTime`) and when it arrived
        /// (`receivedAt`), so `serverNow(at:)` counts recorded or drifting answers from the
        /// server's time, not the device's.
        case serverClock
        /// Rule 20: A time window keeps exactly the rows inside it (both ends included, either open, a
        /// row without a time left out), the same for every provider whether or not its API took
        /// the window; "the next N" counts from the board's server clock; a window that ends
        /// before it starts, or a negative `next`, is `.invalidArgument` before any request.
        case timeWindow
        /// Rule 21: `vehicles(in:)` returns every recorded vehicle inside the box (edges included) and
        /// none outside, with the fewest calls the API allows (never a route that does not cross
        /// the box); an invalid box is `.invalidArgument` before any request.
        case areaVehicles
        /// Rule 22: A stop's schedule for a service day is timetable rows (`.scheduled`), soonest
        /// first, in the agency's zone, on that service day (past midnight allowed, not before
        /// it starts; a trip after midnight stays on the next calendar day, never moved to the
        /// morning); an empty stop id is `.invalidArgument` before any request.
        case schedules
    }

    /// What `subject` does wrong under `rule`; empty when it conforms.
    public static func check(_ rule: Rule, _ subject: ConformanceSubject) async -> [String] {
        var problems = Problems()
        switch rule {
        case .emptyInput: await emptyInput(subject, &problems)
        case .duplicateInput: await duplicateInput(subject, &problems)
        case .routeFilter: await routeFilter(subject, &problems)
        case .credentials: await credentials(subject, &problems)
        case .partialFailure: await partialFailure(subject, &problems)
        case .unknownItem: await unknownItem(subject, &problems)
        case .alertScope: await alertScope(subject, &problems)
        case .displayZone: await displayZone(subject, &problems)
        case .capabilities: capabilities(subject, &problems)
        case .secrets: await secrets(subject, &problems)
        case .cancellation: await cancellation(subject, &problems)
        case .stopFinding: await stopFinding(subject, &problems)
        case .trips: await trips(subject, &problems)
        case .serverClock: await serverClock(subject, &problems)
        case .timeWindow: await timeWindow(subject, &problems)
        case .areaVehicles: await areaVehicles(subject, &problems)
        case .schedules: await schedules(subject, &problems)
        }
        return problems.items
    }

    struct Problems {
        var items: [String] = []
        mutating func add(_ text: String) { items.append(text) }
        mutating func expect(_ condition: Bool, _ text: @autoclosure () -> String) { if !condition { add(text()) } }
    }

    // MARK: Rules

    static func emptyInput(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        for empty in [[String](), ["", "  "]] {
            let (client, mock) = subject.recorded()
            var asked = 0
            if let source = client as? any PredictionSource {
                asked += 1
                await expectError(.invalidArgument, "predictions(at: \(empty))", &problems) {
                    _ = try await source.predictions(at: empty.map { Stop.ID($0) }, routes: nil)
                }
            }
            if let source = client as? any VehicleSource {
                asked += 1
                await expectError(.invalidArgument, "vehicles(on: \(empty))", &problems) {
                    _ = try await source.vehicles(on: empty.map { Route.ID($0) })
                }
            }
            if let source = client as? any AlertSource {
                asked += 1
                await expectError(.invalidArgument, "alerts(for: \(empty))", &problems) {
                    _ = try await source.alerts(for: empty.map { Route.ID($0) })
                }
            }
            problems.expect(mock.requests.isEmpty, "empty input \(empty) sent \(mock.requests.count) request(s): \(mock.requests)")
            if asked == 0 {
                problems.expect(
                    subject.predictions == nil && subject.vehicles == nil && subject.alerts == nil,
                    "the subject describes list scenarios but the client takes no lists")
            }
        }
    }

    static func duplicateInput(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        if let scenario = subject.predictions {
            let once = await recordedPredictions(subject, at: scenario.stops, routes: nil, &problems)
            let padded = scenario.stops + scenario.stops.reversed() + scenario.stops.map { Stop.ID(" \($0.rawValue) ") }
            let repeated = await recordedPredictions(subject, at: padded, routes: nil, &problems)
            if let once, let repeated {
                problems.expect(once.board == repeated.board, "predictions for \(padded) differ from those for \(scenario.stops)")
                problems.expect(
                    once.requests == repeated.requests,
                    "repeated stops made \(repeated.requests) requests instead of \(once.requests)")
            }
        }
        if let scenario = subject.vehicles {
            let once = await recordedVehicles(subject, on: [scenario.route], &problems)
            let repeated = await recordedVehicles(
                subject, on: [scenario.route, scenario.route, Route.ID(" \(scenario.route) ")], &problems)
            if let once, let repeated {
                problems.expect(once.vehicles == repeated.vehicles, "vehicles on a repeated route differ")
                problems.expect(
                    once.requests == repeated.requests, "a repeated route made \(repeated.requests) requests instead of \(once.requests)")
            }
        }
        if let scenario = subject.alerts {
            let once = await recordedAlerts(subject, for: scenario.routes, &problems)
            let repeated = await recordedAlerts(subject, for: scenario.routes + scenario.routes, &problems)
            if let once, let repeated { problems.expect(once == repeated, "alerts for repeated routes differ") }
        }
    }

    static func routeFilter(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        if let scenario = subject.predictions {
            let all = await recordedPredictions(subject, at: scenario.stops, routes: nil, &problems)
            let none = await recordedPredictions(subject, at: scenario.stops, routes: [], &problems)
            if let all, let none { problems.expect(all.board == none.board, "routes: [] is not the same as no filter") }
            let base = await recordedPredictions(subject, at: scenario.stops, routes: [scenario.route], &problems)
            if let base {
                problems.expect(!base.board.predictions.isEmpty, "no predictions for route \(scenario.route) at \(scenario.stops)")
                let others = base.board.predictions.filter { !RouteFilter.same($0.route, scenario.route) }
                problems.expect(others.isEmpty, "route filter \(scenario.route) let through \(Set(others.map(\.route)))")
                problems.expect(
                    base.board.predictions.allSatisfy { $0.route == scenario.route },
                    "answers must keep the provider's id \(scenario.route): \(Set(base.board.predictions.map(\.route)))")
                for variant in scenario.routeVariants {
                    let other = await recordedPredictions(subject, at: scenario.stops, routes: [variant], &problems)
                    problems.expect(
                        other?.board.predictions == base.board.predictions,
                        "route \"\(variant)\" does not find what \"\(scenario.route)\" finds")
                }
            }
        }
        if let scenario = subject.vehicles {
            let base = await recordedVehicles(subject, on: [scenario.route], &problems)
            if let base {
                problems.expect(!base.vehicles.isEmpty, "no vehicles on \(scenario.route)")
                problems.expect(
                    base.vehicles.allSatisfy { $0.route == scenario.route },
                    "vehicles must keep the provider's route id \(scenario.route): \(Set(base.vehicles.map(\.route)))")
                for variant in scenario.routeVariants {
                    let other = await recordedVehicles(subject, on: [variant], &problems)
                    problems.expect(
                        other?.vehicles.map(\.id) == base.vehicles.map(\.id),
                        "vehicles(on: [\"\(variant)\"]) does not find the \(base.vehicles.count) vehicles of \(scenario.route)")
                }
            }
        }
    }

    static func credentials(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        guard subject.credential == .required else { return }
        for key in ["", "   "] {
            let mock = MockTransport()
            subject.record(mock)
            let client = subject.makeClient(mock, key)
            var calls = 0
            if let source = client as? any PredictionSource, let scenario = subject.predictions {
                calls += 1
                await expectError(.unauthorized, "predictions with key \"\(key)\"", &problems) {
                    _ = try await source.predictions(at: scenario.stops, routes: nil)
                }
            }
            if let source = client as? any VehicleSource, let scenario = subject.vehicles {
                calls += 1
                await expectError(.unauthorized, "vehicles with key \"\(key)\"", &problems) {
                    _ = try await source.vehicles(on: [scenario.route])
                }
            }
            if let source = client as? any AlertSource, let scenario = subject.alerts {
                calls += 1
                await expectError(.unauthorized, "alerts with key \"\(key)\"", &problems) {
                    _ = try await source.alerts(for: scenario.routes)
                }
            }
            if let source = client as? any RouteCatalog {
                calls += 1
                await expectError(.unauthorized, "routes() with key \"\(key)\"", &problems) { _ = try await source.routes() }
            }
            if let source = client as? any DepartureSearch, let scenario = subject.departures {
                calls += 1
                await expectError(.unauthorized, "departures with key \"\(key)\"", &problems) {
                    _ = try await source.searchDepartures(scenario.query)
                }
            }
            problems.expect(calls > 0, "no call to try an empty key on")
            problems.expect(mock.requests.isEmpty, "an empty key still sent \(mock.requests.count) request(s)")
        }
    }

    static func partialFailure(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        guard let scenario = subject.predictions else { return }
        let mock = MockTransport()
        mock.on(scenario.failingRequest, .status(503, body: "busy"))
        subject.record(mock)
        guard let source = subject.makeClient(mock, ConformanceSubject.testCredential) as? any PredictionSource else {
            return problems.add("a predictions scenario, but the client is no PredictionSource")
        }
        do {
            let board = try await source.predictions(at: scenario.stops + [scenario.failingStop], routes: nil)
            problems.expect(!board.predictions.isEmpty, "the answered stops lost their predictions when \(scenario.failingStop) failed")
            problems.expect(
                board.notes.contains { $0.subject == .stop(scenario.failingStop) && $0.kind == .failed },
                "no .failed note for \(scenario.failingStop): \(board.notes)")
            problems.expect(!board.predictions.contains { $0.stopID == scenario.failingStop }, "predictions for the failed stop")
        } catch {
            problems.add("one failing stop failed the whole call: \(error)")
        }
        let down = MockTransport()
        down.on(.any, .status(503, body: "busy"))
        let downSource = subject.makeClient(down, ConformanceSubject.testCredential) as? any PredictionSource
        await expectError(.httpStatus, "predictions when every stop fails", &problems) {
            _ = try await downSource?.predictions(at: scenario.stops, routes: nil)
        }
    }

    static func unknownItem(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        guard let scenario = subject.predictions, let unknown = scenario.unknownStop else { return }
        let (client, _) = subject.recorded()
        guard let source = client as? any PredictionSource else { return }
        await expectError(.notFound, "predictions(at: [\(unknown)])", &problems) {
            _ = try await source.predictions(at: [unknown], routes: nil)
        }
        do {
            let board = try await source.predictions(at: scenario.stops + [unknown], routes: nil)
            problems.expect(!board.predictions.isEmpty, "known stops lost their predictions beside \(unknown)")
            problems.expect(
                board.notes.contains { $0.subject == .stop(unknown) && $0.kind == .notFound },
                "no .notFound note for \(unknown): \(board.notes)")
        } catch {
            problems.add("an unknown stop among known ones failed the call: \(error)")
        }
    }

    static func alertScope(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        guard let scenario = subject.alerts else { return }
        guard let alerts = await recordedAlerts(subject, for: scenario.routes, &problems) else { return }
        problems.expect(!alerts.isEmpty, "the recordings give no alert for \(scenario.routes)")
        let filter = RouteFilter(scenario.routes)
        for alert in alerts where !alert.isNetworkWide && !alert.affectedRoutes.contains(where: filter.matches) {
            problems.add("alert \(alert.id) affects \(alert.affectedRoutes), none of \(scenario.routes)")
        }
        problems.expect(Set(alerts.map(\.id)).count == alerts.count, "alert ids repeat: \(alerts.map(\.id))")
        problems.expect(alerts == alerts.sorted(by: ServiceAlert.byPriority), "alerts are not in priority order")
    }

    static func displayZone(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        let (client, _) = subject.recorded()
        problems.expect(
            client.descriptor.timeZone.identifier == subject.zoneIdentifier,
            "descriptor zone \(client.descriptor.timeZone.identifier), expected \(subject.zoneIdentifier)")
        if let scenario = subject.predictions, let result = await recordedPredictions(subject, at: scenario.stops, routes: nil, &problems) {
            let zones = Set(result.board.predictions.map(\.timeZone.identifier))
            problems.expect(zones.isSubset(of: [subject.zoneIdentifier]), "predictions shown in \(zones)")
        }
    }

    static func capabilities(_ subject: ConformanceSubject, _ problems: inout Problems) {
        let (client, _) = subject.recorded()
        let derived = Capability.supported(by: client)
        problems.expect(
            client.descriptor.capabilities == derived,
            "descriptor says \(client.descriptor.capabilities.sorted { $0.rawValue < $1.rawValue }), the client conforms to \(derived.sorted { $0.rawValue < $1.rawValue })"
        )
        problems.expect(
            derived == subject.capabilities,
            "documented \(subject.capabilities.sorted { $0.rawValue < $1.rawValue }), conforms to \(derived.sorted { $0.rawValue < $1.rawValue })"
        )
        problems.expect((subject.predictions != nil) == derived.contains(.predictions), "predictions scenario vs capability")
        problems.expect((subject.vehicles != nil) == derived.contains(.vehicles), "vehicles scenario vs capability")
        problems.expect((subject.alerts != nil) == derived.contains(.alerts), "alerts scenario vs capability")
        problems.expect((subject.departures != nil) == derived.contains(.departureSearch), "departures scenario vs capability")
        problems.expect((subject.stops != nil) == derived.contains(.stopFinder), "stops scenario vs capability")
        problems.expect((subject.trip != nil) == derived.contains(.trips), "trip scenario vs capability")
    }

    static func secrets(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        guard subject.credential == .required else { return }
        let key = ConformanceSubject.testCredential
        let forms = secretForms(key)
        let (client, _) = subject.recorded()
        var dumped = ""
        dump(client, to: &dumped)
        for (name, text) in [
            ("description", String(describing: client)), ("debugDescription", String(reflecting: client)),
            ("dump", dumped),
        ] {
            for form in forms where text.contains(form) { problems.add("the key shows in the client's \(name)") }
        }
        // A server that echoes the key back, in a body and a header, raw and percent-encoded.
        let echo = MockTransport()
        echo.on(.any, .status(401, body: forms.joined(separator: " "), headers: ["Location": "https://x.example/?key=\(key)"]))
        let echoing = subject.makeClient(echo, key)
        guard let error = await firstError(of: echoing, subject) else {
            return problems.add("no call failed on a 401")
        }
        var texts = [
            error.description, error.debugDescription, error.localizedDescription, error.redactedURL ?? "",
            error.providerMessage ?? "", error.detail ?? "",
        ]
        var errorDump = ""
        dump(error, to: &errorDump)
        texts.append(errorDump)
        for text in texts { for form in forms where text.contains(form) { problems.add("the key shows in an error: \(text)") } }
        problems.expect(error.kind == .unauthorized, "a 401 is \(error.kind), expected unauthorized")
    }

    static func cancellation(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        // Cancelled before the call: nothing is sent but what a token fetch may need.
        let (client, mock) = subject.recorded()
        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await firstError(of: client, subject)
        }
        let error = await early.value
        problems.expect(error?.kind == .cancelled, "a call from a cancelled task ended with \(error.map { "\($0.kind)" } ?? "a value")")
        problems.expect(
            mock.requests.allSatisfy { $0.operation == "GetDeviceToken" },
            "a cancelled call still sent \(mock.requests.map { $0.operation ?? "?" })")
        // Cancelled while waiting for the server: it ends at once, as `.cancelled`.
        let hanging = MockTransport()
        hanging.on(.any, .delayed(.seconds(3600), on: ContinuousClock(), .status(500)))
        let stuck = subject.makeClient(hanging, ConformanceSubject.testCredential)
        let late = Task { await firstError(of: stuck, subject) }
        try? await Task.sleep(for: .milliseconds(50))
        late.cancel()
        let lateError = await late.value
        problems.expect(
            lateError?.kind == .cancelled, "a call cancelled mid-request ended with \(lateError.map { "\($0.kind)" } ?? "a value")")
    }

    static func stopFinding(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        let (client, mock) = subject.recorded()
        guard let finder = client as? any StopFinder else {
            problems.expect(subject.stops == nil, "a stops scenario, but the client is no StopFinder")
            do {
                _ = try client.require((any StopFinder).self, for: "stops near")
                problems.add("require(StopFinder) succeeded on a client that is no StopFinder")
            } catch {
                problems.expect(error.kind == .unsupported, "require(StopFinder) threw \(error.kind), expected unsupported")
            }
            return
        }
        guard let scenario = subject.stops else { return problems.add("a StopFinder without a stops scenario") }
        // Bad input: refused before any request, and before any index is built.
        let place = scenario.near
        await expectError(.invalidArgument, "stops(near: NaN)", &problems) {
            _ = try await finder.stops(near: Coordinate(latitude: .nan, longitude: place.longitude), radius: 500, limit: nil)
        }
        await expectError(.invalidArgument, "stops(near: latitude 91)", &problems) {
            _ = try await finder.stops(near: Coordinate(latitude: 91, longitude: place.longitude), radius: 500, limit: nil)
        }
        for radius in [0, -5, Double.nan, 60_000] {
            await expectError(.invalidArgument, "stops(near:radius: \(radius))", &problems) {
                _ = try await finder.stops(near: place, radius: radius, limit: nil)
            }
        }
        await expectError(.invalidArgument, "stops(near:limit: 0)", &problems) {
            _ = try await finder.stops(near: place, radius: 500, limit: 0)
        }
        await expectError(.invalidArgument, "stops(matching: \"  \")", &problems) {
            _ = try await finder.stops(matching: "  ", limit: nil)
        }
        await expectError(.invalidArgument, "stop(\"\")", &problems) { _ = try await finder.stop(" ") }
        problems.expect(mock.requests.isEmpty, "bad stop questions sent \(mock.requests.count) request(s)")
        // Answers.
        do {
            let near = try await finder.stops(near: place, radius: scenario.radius, limit: nil)
            problems.expect(near.contains { $0.stop.id == scenario.expected }, "\(scenario.expected) not found within \(scenario.radius) m")
            problems.expect(near.map(\.distance) == near.map(\.distance).sorted(), "stops near are not nearest first")
            problems.expect(near.allSatisfy { $0.distance <= scenario.radius + 1 }, "a stop beyond the radius")
            for nearby in near {
                if let coordinate = nearby.stop.coordinate {
                    problems.expect(
                        abs(coordinate.distance(to: place) - nearby.distance) < 1, "distance of \(nearby.stop.id) is not its distance")
                }
            }
            let limited = try await finder.stops(near: place, radius: scenario.radius, limit: 1)
            problems.expect(limited.map(\.stop.id) == Array(near.prefix(1).map(\.stop.id)), "limit 1 is not the nearest stop")
        } catch {
            problems.add("stops(near:) failed: \(error)")
        }
        do {
            let named = try await finder.stops(matching: scenario.name, limit: nil)
            problems.expect(named.contains { $0.id == scenario.expected }, "\"\(scenario.name)\" does not find \(scenario.expected)")
            let stop = try await finder.stop(scenario.expected)
            problems.expect(stop.id == scenario.expected, "stop(\(scenario.expected)) is \(stop.id)")
            for variant in scenario.idVariants {
                let found = try? await finder.stop(variant)
                problems.expect(found?.id == scenario.expected, "stop(\"\(variant)\") does not find \(scenario.expected)")
            }
        } catch {
            problems.add("stops(matching:) or stop(_:) failed: \(error)")
        }
        await expectError(.notFound, "stop(\"no-such-stop-0\")", &problems) { _ = try await finder.stop("no-such-stop-0") }
        if let coverage = client.descriptor.coverage {
            problems.expect(coverage.contains(place), "the descriptor's coverage does not hold \(place)")
        } else {
            problems.add("a StopFinder whose descriptor states no coverage")
        }
    }

    static func trips(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        let (client, _) = subject.recorded()
        guard let source = client as? any TripSource else {
            problems.expect(subject.trip == nil, "a trip scenario, but the client is no TripSource")
            return
        }
        guard let scenario = subject.trip else { return problems.add("a TripSource without a trip scenario") }
        do {
            let trip = try await source.trip(of: scenario.vehicle)
            problems.expect(!trip.calls.isEmpty, "the run of \(scenario.vehicle) has no calls")
            let times = trip.calls.compactMap(\.displayTime)
            problems.expect(times == times.sorted(), "the calls are not in travel order")
            problems.expect(trip.calls.allSatisfy { $0.timeZone.identifier == subject.zoneIdentifier }, "calls not in the agency zone")
            problems.expect(
                trip.calls.allSatisfy {
                    $0.vehicleID == nil || RouteFilter.same(Route.ID($0.vehicleID?.rawValue ?? ""), Route.ID(scenario.vehicle.rawValue))
                },
                "calls of another vehicle")
        } catch {
            problems.add("trip(of: \(scenario.vehicle)) failed: \(error)")
        }
        await expectError(.invalidArgument, "trip(of: \"\")", &problems) { _ = try await source.trip(of: " ") }
        if let unknown = scenario.unknownVehicle {
            await expectError(.notFound, "trip(of: \(unknown))", &problems) { _ = try await source.trip(of: unknown) }
        }
    }

    static func serverClock(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        guard let scenario = subject.predictions,
            let result = await recordedPredictions(subject, at: scenario.stops, routes: nil, &problems)
        else { return }
        let board = result.board
        guard let serverTime = board.serverTime, let receivedAt = board.receivedAt else {
            let times = "serverTime \(board.serverTime.map { "\($0)" } ?? "nil"), receivedAt \(board.receivedAt.map { "\($0)" } ?? "nil")"
            return problems.add("the board has \(times): serverNow(at:) would be the device's clock")
        }
        let later = receivedAt.addingTimeInterval(90)
        problems.expect(board.serverNow(at: later) == serverTime.addingTimeInterval(90), "serverNow(at:) does not move on from serverTime")
    }

    /// Rule 20, clause by clause, each against a window built from the recorded board's own
    /// times and an expectation computed here with plain comparisons (never with `TimeWindow`,
    /// the code under test):
    ///
    /// - both ends included: a window from the second time to the one before last must keep the
    ///   rows on both edges;
    /// - either end open: a window with no end keeps every row from its start on, one with no
    ///   start every row up to its end;
    /// - a row is placed by its estimate, else its timetable: a window holding only a row's
    ///   estimate (when the recordings have one that differs from its timetable time) keeps it;
    /// - "the next N" counts from the board's `serverTime`: a recorded board is years old, so a
    ///   provider counting from the device's clock keeps nothing;
    /// - a reversed window or a negative `next` is `.invalidArgument` before any request.
    ///
    /// A row without a time is left out of a bounded window by the core after the provider
    /// answered (`PredictionBoard.within`), so no provider can break that clause; `TimeWindowTests`
    /// proves it.
    static func timeWindow(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        guard let scenario = subject.predictions,
            let whole = await recordedPredictions(subject, at: scenario.stops, routes: nil, &problems)?.board
        else { return }
        let times = Array(Set(whole.predictions.compactMap(\.displayTime))).sorted()
        guard times.count >= 2 else { return problems.add("the recorded board has fewer than 2 distinct times to cut a window in") }
        let (client, mock) = subject.recorded()
        guard let source = client as? any PredictionSource else { return problems.add("not a PredictionSource") }
        /// The rows of the whole board between `start` and `end` (nil: open), both included.
        func rows(from start: Date?, until end: Date?) -> [Prediction] {
            whole.predictions.filter { row in
                guard let time = row.displayTime else { return false }
                return (start.map { time >= $0 } ?? true) && (end.map { time <= $0 } ?? true)
            }
        }
        func ask(_ window: TimeWindow, expecting expected: [Prediction], edges: [Date], _ problems: inout Problems) async {
            do {
                let board = try await source.predictions(at: scenario.stops, routes: nil, within: window)
                problems.expect(
                    board.predictions == expected,
                    "predictions(within: \(window)) kept \(board.predictions.count) rows, expected \(expected.count)")
                for edge in edges {
                    problems.expect(
                        board.predictions.contains { $0.displayTime == edge },
                        "predictions(within: \(window)) left out the row at its edge \(edge.formatted(.iso8601)): both ends are included")
                }
            } catch {
                problems.add("predictions(within: \(window)) failed: \(error)")
            }
        }
        // Both ends included; with fewer than four times the end stays open.
        let end = times.count >= 4 ? times[times.count - 2] : nil
        let bounded = rows(from: times[1], until: end)
        problems.expect(bounded.count < whole.predictions.count && !bounded.isEmpty, "the recorded times cannot prove a window")
        await ask(TimeWindow(from: times[1], until: end), expecting: bounded, edges: [times[1]] + (end.map { [$0] } ?? []), &problems)
        // Either end open.
        await ask(TimeWindow(from: times[1]), expecting: rows(from: times[1], until: nil), edges: [times[1]], &problems)
        let last = times[times.count - 2]
        await ask(TimeWindow(until: last), expecting: rows(from: nil, until: last), edges: [last], &problems)
        // A row is placed by its estimate: a window holding only a late row's estimate, not its
        // timetable time, keeps it (when the recordings have a row whose two times differ).
        if let late = whole.predictions.first(where: { row in
            guard let time = row.time, let planned = row.scheduledTime else { return false }
            return time != planned
        }), let time = late.time {
            await ask(TimeWindow(from: time, until: time), expecting: rows(from: time, until: time), edges: [time], &problems)
        }
        // "The next N" from the answer's clock.
        if let serverTime = whole.serverTime {
            let ahead = times.filter { $0 >= serverTime }
            if let reach = ahead.dropLast().last ?? ahead.first {
                // Whole milliseconds, rounded up, so the row at `reach` is inside however the
                // seconds are represented.
                let milliseconds = Int64((reach.timeIntervalSince(serverTime) * 1000).rounded(.up))
                let until = serverTime.addingTimeInterval(Double(milliseconds) / 1000)
                await ask(
                    .next(.milliseconds(milliseconds)), expecting: rows(from: serverTime, until: until), edges: [reach],
                    &problems)
            } else {
                problems.add("no recorded row at or after the board's serverTime to count \"the next\" from")
            }
        }
        let before = mock.requests.count
        await expectError(.invalidArgument, "predictions(within: a window ending before it starts)", &problems) {
            _ = try await source.predictions(at: scenario.stops, within: TimeWindow(from: times[1], until: times[0]))
        }
        await expectError(.invalidArgument, "predictions(within: .next(-60 s))", &problems) {
            _ = try await source.predictions(at: scenario.stops, within: .next(.seconds(-60)))
        }
        problems.expect(mock.requests.count == before, "a reversed window or a negative next was sent")
    }

    /// Rule 21, clause by clause: the recorded box keeps the vehicle inside and leaves out the
    /// one outside; the fewest calls — at most the scenario's `maximumRequests`, and never its
    /// `unaskedRequest` (a route that does not cross the box); edges included — a box whose
    /// north and east edges run through the inside vehicle still holds it; a box with an edge
    /// that is not a finite number is `.invalidArgument` before any request (`CoverageArea.Box`
    /// orders south and north itself, so a box cannot be built upside down).
    static func areaVehicles(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        let (client, mock) = subject.recorded()
        guard let source = client as? any AreaVehicleSource else {
            problems.expect(subject.area == nil, "an area scenario, but the client is no AreaVehicleSource")
            return
        }
        guard let scenario = subject.area else { return problems.add("an AreaVehicleSource without an area scenario") }
        var insideAt: Coordinate?
        do {
            let answer = try await source.vehicles(in: scenario.box)
            let ids = Set(answer.vehicles.map(\.id))
            problems.expect(ids.contains(scenario.inside), "vehicles(in: \(scenario.box)) misses \(scenario.inside)")
            if let outside = scenario.outside {
                problems.expect(!ids.contains(outside), "vehicles(in: \(scenario.box)) keeps \(outside), which is outside")
            }
            problems.expect(answer.vehicles.allSatisfy { scenario.box.contains($0.coordinate) }, "a vehicle outside the box was kept")
            insideAt = answer.vehicles.first { $0.id == scenario.inside }?.coordinate
        } catch {
            problems.add("vehicles(in: \(scenario.box)) failed: \(error)")
        }
        if let maximum = scenario.maximumRequests {
            problems.expect(
                mock.requests.count <= maximum,
                "vehicles(in: \(scenario.box)) made \(mock.requests.count) requests; the API allows it in \(maximum)")
        }
        if let unasked = scenario.unaskedRequest, let asked = mock.requests.first(where: unasked.matches) {
            problems.add("vehicles(in: \(scenario.box)) asked \(asked.redactedURL): \(unasked) is not needed for the box")
        }
        if let at = insideAt {
            let edges = CoverageArea.Box(south: scenario.box.south, west: scenario.box.west, north: at.latitude, east: at.longitude)
            do {
                let answer = try await source.vehicles(in: edges)
                problems.expect(
                    answer.vehicles.contains { $0.id == scenario.inside },
                    "vehicles(in: \(edges)) left out \(scenario.inside), which lies on its north-east corner: edges are included")
            } catch {
                problems.add("vehicles(in: \(edges)) failed: \(error)")
            }
        }
        let before = mock.requests.count
        await expectError(.invalidArgument, "vehicles(in: a box with an edge that is not a number)", &problems) {
            _ = try await source.vehicles(in: CoverageArea.Box(south: .nan, west: 0, north: 1, east: 1))
        }
        await expectError(.invalidArgument, "vehicles(in: a box with an infinite edge)", &problems) {
            _ = try await source.vehicles(in: CoverageArea.Box(south: 0, west: -.infinity, north: 1, east: 1))
        }
        problems.expect(mock.requests.count == before, "an invalid box was sent")
    }

    /// Rule 22, clause by clause: timetable rows (`.scheduled`), soonest first, in the agency's
    /// zone, every one with a time, none before the service day starts, and the scenario's
    /// `afterMidnight` trips still on the service day's next calendar day (not moved to its
    /// morning); an empty stop id is `.invalidArgument` before any request; a provider without
    /// a timetable call claims no schedule.
    static func schedules(_ subject: ConformanceSubject, _ problems: inout Problems) async {
        let (client, mock) = subject.recorded()
        guard let source = client as? any ScheduleSource else {
            problems.expect(subject.schedule == nil, "a schedule scenario, but the client is no ScheduleSource")
            return
        }
        guard let scenario = subject.schedule else { return problems.add("a ScheduleSource without a schedule scenario") }
        do {
            let board = try await source.schedule(at: scenario.stop, on: scenario.day, routes: nil)
            problems.expect(!board.predictions.isEmpty, "the schedule of \(scenario.stop) on \(scenario.day) is empty")
            problems.expect(board.predictions.allSatisfy { $0.source == .scheduled }, "a schedule row is not .scheduled")
            problems.expect(
                board.predictions.allSatisfy { $0.timeZone.identifier == subject.zoneIdentifier }, "rows not in the agency zone")
            let times = board.predictions.compactMap(\.displayTime)
            problems.expect(times.count == board.predictions.count, "a schedule row without a time")
            problems.expect(times == times.sorted(), "the schedule is not soonest first")
            if let zone = TimeZone(identifier: subject.zoneIdentifier) {
                problems.expect(
                    times.allSatisfy { CalendarDate($0, in: zone) >= scenario.day }, "a row before the service day \(scenario.day) starts")
                let late = times.filter { CalendarDate($0, in: zone) > scenario.day }.count
                problems.expect(
                    late == scenario.afterMidnight,
                    "\(late) rows after midnight, expected \(scenario.afterMidnight): a trip past midnight stays on its service day, dated the next calendar day"
                )
            }
        } catch {
            problems.add("schedule(at: \(scenario.stop), on: \(scenario.day)) failed: \(error)")
        }
        let before = mock.requests.count
        await expectError(.invalidArgument, "schedule(at: \" \")", &problems) {
            _ = try await source.schedule(at: " ", on: scenario.day, routes: nil)
        }
        problems.expect(mock.requests.count == before, "an empty stop id was sent")
    }

    // MARK: Helpers

    /// Every form a secret can take in text: raw, and percent-encoded with upper- or
    /// lower-case hex.
    public static func secretForms(_ secret: String) -> [String] {
        let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret
        return Array(Set([secret, encoded, encoded.lowercased(), encoded.uppercased()]))
    }

    struct RecordedBoard {
        var board: PredictionBoard
        var requests: Int
    }
    struct RecordedVehicles {
        var vehicles: [VehiclePosition]
        var requests: Int
    }

    static func recordedPredictions(
        _ subject: ConformanceSubject, at stops: [Stop.ID], routes: [Route.ID]?,
        _ problems: inout Problems
    ) async -> RecordedBoard? {
        let (client, mock) = subject.recorded()
        guard let source = client as? any PredictionSource else {
            problems.add("not a PredictionSource")
            return nil
        }
        do {
            let board = try await source.predictions(at: stops, routes: routes)
            return RecordedBoard(board: board, requests: mock.requests.count)
        } catch {
            problems.add("predictions(at: \(stops), routes: \(routes.map { "\($0)" } ?? "nil")) failed: \(error)")
            return nil
        }
    }

    static func recordedVehicles(
        _ subject: ConformanceSubject, on routes: [Route.ID], _ problems: inout Problems
    ) async
        -> RecordedVehicles?
    {
        let (client, mock) = subject.recorded()
        guard let source = client as? any VehicleSource else {
            problems.add("not a VehicleSource")
            return nil
        }
        do {
            let vehicles = try await source.vehicles(on: routes)
            return RecordedVehicles(vehicles: vehicles, requests: mock.requests.count)
        } catch {
            problems.add("vehicles(on: \(routes)) failed: \(error)")
            return nil
        }
    }

    static func recordedAlerts(
        _ subject: ConformanceSubject, for routes: [Route.ID], _ problems: inout Problems
    ) async
        -> [ServiceAlert]?
    {
        let (client, _) = subject.recorded()
        guard let source = client as? any AlertSource else {
            problems.add("not an AlertSource")
            return nil
        }
        do {
            return try await source.alerts(for: routes)
        } catch {
            problems.add("alerts(for: \(routes)) failed: \(error)")
            return nil
        }
    }

    /// The error of the first call `client` can make with the subject's scenarios, or nil
    /// when the call succeeded.
    static func firstError(of client: any TransitProvider, _ subject: ConformanceSubject) async -> TransitError? {
        do {
            if let source = client as? any PredictionSource, let scenario = subject.predictions {
                _ = try await source.predictions(at: scenario.stops, routes: nil)
            } else if let source = client as? any VehicleSource, let scenario = subject.vehicles {
                _ = try await source.vehicles(on: [scenario.route])
            } else if let source = client as? any AlertSource, let scenario = subject.alerts {
                _ = try await source.alerts(for: scenario.routes)
            } else if let source = client as? any DepartureSearch, let scenario = subject.departures {
                _ = try await source.searchDepartures(scenario.query)
            } else if let source = client as? any RouteCatalog {
                _ = try await source.routes()
            }
            return nil
        } catch let error as TransitError {
            return error
        } catch {
            return TransitError(.transport, detail: "not a TransitError: \(type(of: error))")
        }
    }

    static func expectError(
        _ kind: TransitError.Kind, _ call: String, _ problems: inout Problems,
        _ body: () async throws -> Void
    ) async {
        do {
            try await body()
            problems.add("\(call) succeeded; expected .\(kind)")
        } catch let error as TransitError {
            problems.expect(error.kind == kind, "\(call) threw .\(error.kind), expected .\(kind): \(error)")
        } catch {
            problems.add("\(call) threw \(type(of: error)), not a TransitError")
        }
    }
}
