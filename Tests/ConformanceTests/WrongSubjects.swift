import CTAProvider
import Foundation
import TransitKitCore
import TransitKitTesting

/// Subjects that are wrong on purpose: a real client over its recordings, wrapped to break one
/// clause of a behaviour rule (`RuleClauseTests`).
enum WrongSubjects {
    /// `subject` whose client is `wrap`ped.
    static func wrapped(
        _ subject: ConformanceSubject, _ wrap: @escaping @Sendable (any TransitProvider) -> any TransitProvider
    ) -> ConformanceSubject {
        var wrong = subject
        let make = subject.makeClient
        wrong.makeClient = { transport, key in wrap(make(transport, key)) }
        return wrong
    }

    static func window(_ subject: ConformanceSubject, _ fault: WrongWindow.Fault) -> ConformanceSubject {
        wrapped(subject) { client in (client as? any PredictionSource).map { WrongWindow(base: $0, fault: fault) } ?? client }
    }

    static func area(_ subject: ConformanceSubject, _ fault: WrongArea.Fault) -> ConformanceSubject {
        wrapped(subject) { client in (client as? any AreaVehicleSource).map { WrongArea(base: $0, fault: fault) } ?? client }
    }

    static func schedule(_ subject: ConformanceSubject, _ fault: WrongSchedule.Fault) -> ConformanceSubject {
        wrapped(subject) { client in (client as? any ScheduleSource).map { WrongSchedule(base: $0, fault: fault) } ?? client }
    }

    /// `base`'s facts, for a wrapper's descriptor (its capabilities are the wrapper's own).
    static func facts(_ base: any TransitProvider) -> ProviderDescriptor.Facts {
        let d = base.descriptor
        return ProviderDescriptor.Facts(id: d.id, name: d.name, timeZone: d.timeZone, attribution: d.attribution, coverage: d.coverage)
    }
}

/// Predictions whose window handling breaks one clause of rule 20.
struct WrongWindow: PredictionSource {
    enum Fault: Sendable {
        /// Leaves out the row at the window's start.
        case exclusiveStart
        /// Leaves out the row at the window's end.
        case exclusiveEnd
        /// Treats a window without an end as empty.
        case openEndKeepsNothing
        /// Treats a window without a start as empty.
        case openStartKeepsNothing
        /// Counts "the next N" from the device's clock.
        case nextFromDeviceClock
        /// Places a row by its timetable time even when it has an estimate.
        case placedByTimetable
    }

    let base: any PredictionSource
    let fault: Fault
    var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: WrongSubjects.facts(base)) }

    func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        try await base.predictions(at: stops, routes: routes)
    }

    func predictions(
        at stops: [Stop.ID], routes: [Route.ID]?, askingFor window: TimeWindow
    ) async throws(TransitError) -> PredictionBoard {
        var board = try await base.predictions(at: stops, routes: routes, askingFor: window)
        switch fault {
        case .exclusiveStart:
            if let start = window.start { board.predictions.removeAll { $0.displayTime == start } }
        case .exclusiveEnd:
            if let end = window.end { board.predictions.removeAll { $0.displayTime == end } }
        case .openEndKeepsNothing:
            if window.start != nil, window.end == nil, window.fromNow == nil { board.predictions = [] }
        case .openStartKeepsNothing:
            if window.start == nil, window.end != nil { board.predictions = [] }
        case .placedByTimetable:
            let resolved = window.resolved(at: board.serverTime ?? board.receivedAt ?? Date())
            board.predictions.removeAll { row in
                guard let planned = row.scheduledTime, row.time != nil else { return false }
                return !resolved.keeps(planned)
            }
        case .nextFromDeviceClock:
            if window.fromNow != nil {
                let resolved = window.resolved(at: Date())
                board.predictions.removeAll { !resolved.keeps($0.displayTime) }
            }
        }
        return board
    }
}

/// Vehicles in an area answered in a way that breaks one clause of rule 21.
struct WrongArea: AreaVehicleSource {
    enum Fault: Sendable {
        /// CTA: `getvehicles` for every route of the catalogue, crossing the box or not.
        case everyIndexedRoute
        /// The right answer, asked twice.
        case askedTwice
        /// Leaves out vehicles on the box's edges.
        case edgesExcluded
    }

    let base: any AreaVehicleSource
    let fault: Fault
    var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: WrongSubjects.facts(base)) }

    func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] {
        try await base.vehicles(on: routes)
    }

    func vehicles(around area: CoverageArea.Box) async throws(TransitError) -> AreaVehicles {
        switch fault {
        case .everyIndexedRoute:
            guard let cta = base as? CTABusTrackerClient else { return try await base.vehicles(around: area) }
            let routes = try await cta.routes().map(\.id)
            return AreaVehicles(vehicles: try await cta.vehicles(on: routes))
        case .askedTwice:
            _ = try await base.vehicles(around: area)
            return try await base.vehicles(around: area)
        case .edgesExcluded:
            var answer = try await base.vehicles(around: area)
            answer.vehicles.removeAll { vehicle in
                let c = vehicle.coordinate
                return c.latitude == area.south || c.latitude == area.north || c.longitude == area.west || c.longitude == area.east
            }
            return answer
        }
    }
}

/// A timetable that breaks one clause of rule 22.
struct WrongSchedule: ScheduleSource {
    enum Fault: Sendable {
        /// Trips after midnight moved 24 hours back, onto the service day's morning.
        case afterMidnightToMorning
        /// Every row a day early.
        case dayEarlier
        /// Rows marked real time.
        case realtime
        /// Latest first.
        case latestFirst
        /// Rows in UTC, not the agency's zone.
        case utc
        /// A blank stop id answered with an empty board instead of refused.
        case blankStopAnswered
    }

    let base: any ScheduleSource
    let fault: Fault
    var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: WrongSubjects.facts(base)) }

    func schedule(at stop: Stop.ID, on day: CalendarDate, routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        if fault == .blankStopAnswered, stop.rawValue.trimmingCharacters(in: .whitespaces).isEmpty {
            return PredictionBoard(predictions: [])
        }
        var board = try await base.schedule(at: stop, on: day, routes: routes)
        let zone = base.descriptor.timeZone
        func shifted(_ row: Prediction, by seconds: TimeInterval) -> Prediction {
            var row = row
            row.time = row.time?.addingTimeInterval(seconds)
            row.scheduledTime = row.scheduledTime?.addingTimeInterval(seconds)
            return row
        }
        switch fault {
        case .afterMidnightToMorning:
            board.predictions = board.predictions.map { row in
                guard let time = row.displayTime, CalendarDate(time, in: zone) > day else { return row }
                return shifted(row, by: -86_400)
            }
            board.predictions.sort { ($0.displayTime ?? .distantPast) < ($1.displayTime ?? .distantPast) }
        case .dayEarlier:
            board.predictions = board.predictions.map { shifted($0, by: -86_400) }
        case .realtime:
            for index in board.predictions.indices { board.predictions[index].source = .realtime }
        case .latestFirst:
            board.predictions.reverse()
        case .utc:
            for index in board.predictions.indices { board.predictions[index].timeZone = .gmt }
        case .blankStopAnswered:
            break
        }
        return board
    }
}
