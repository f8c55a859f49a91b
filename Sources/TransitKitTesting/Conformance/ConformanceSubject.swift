import Foundation
import TransitKitCore

/// One provider, described for the cross-provider conformance suite (``ProviderConformance``):
/// how to build its client over a mock transport, which recordings answer it, and the ids the
/// behaviour rules exercise. A new provider that fills one in gets every rule checked.
///
/// Scenarios a provider cannot answer stay nil; the rules then check that its client really
/// does not conform to that capability, so "not applicable" is itself proven.
///
/// ```swift
/// static let subject = ConformanceSubject(
///     id: "cta", zoneIdentifier: "America/Chicago", credential: .required(name: "key"),
///     capabilities: [.routeCatalog, .predictions, .alerts, .vehicles, .routeShapes],
///     makeClient: { transport, key in CTABusTrackerClient(apiKey: key, userAgent: agent, transport: transport) },
///     record: { mock in mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-2.json")) },
///     predictions: .init(stops: ["1836", "1837"], route: "22", …))
/// ```
public struct ConformanceSubject: Sendable, CustomStringConvertible {
    /// Whether the client is built with a key or token.
    public enum Credential: Sendable, Hashable {
        /// No key: the provider needs none (tramTRACKER fetches its own device token).
        case none
        /// A key, named as errors name it.
        case required
    }

    /// "Stops and predictions" facts for the rules about lists, filters and partial failures.
    public struct Predictions: Sendable {
        /// Two or more stops the recordings answer, each with predictions or a note.
        public var stops: [Stop.ID]
        /// A route whose predictions the recordings hold at `stops`.
        public var route: Route.ID
        /// `route` written another way that must match it (other case, short or qualified id).
        public var routeVariants: [Route.ID]
        /// A stop, separate from `stops` in the requests it causes, whose request
        /// `failingRequest` recognizes: the rules make it fail while the others succeed.
        public var failingStop: Stop.ID
        /// Recognizes the request `failingStop` causes; the rules make that request fail.
        public var failingRequest: RequestMatcher
        /// A stop the recordings answer as unknown to the provider.
        public var unknownStop: Stop.ID?

        /// The facts, as the fields above describe them.
        public init(
            stops: [Stop.ID], route: Route.ID, routeVariants: [Route.ID], failingStop: Stop.ID,
            failingRequest: RequestMatcher, unknownStop: Stop.ID?
        ) {
            self.stops = stops
            self.route = route
            self.routeVariants = routeVariants
            self.failingStop = failingStop
            self.failingRequest = failingRequest
            self.unknownStop = unknownStop
        }
    }

    /// Facts for the alert-scoping rule.
    public struct Alerts: Sendable {
        /// Routes to ask alerts for; the recordings hold at least one alert for them.
        public var routes: [Route.ID]
        /// Alerts asked for `routes`.
        public init(routes: [Route.ID]) { self.routes = routes }
    }

    /// Facts for the vehicle rules.
    public struct Vehicles: Sendable {
        /// A route the recordings have vehicles on, as the answer names it.
        public var route: Route.ID
        /// The same route written as a rider would (short id, other case): must find the same vehicles.
        public var routeVariants: [Route.ID]
        /// Vehicles on `route`, also asked as each of `routeVariants`.
        public init(route: Route.ID, routeVariants: [Route.ID]) {
            self.route = route
            self.routeVariants = routeVariants
        }
    }

    /// Facts for departure searches: a query the recordings answer.
    public struct Departures: Sendable {
        /// A search the recordings answer with at least one departure.
        public var query: DepartureQuery
        /// Departures for `query`.
        public init(query: DepartureQuery) { self.query = query }
    }

    /// Facts for the stop-finding rules (Docs/Behaviour.md rules 13–17): a place, a name and an
    /// id the recordings answer.
    public struct Stops: Sendable {
        /// A place inside the provider's coverage…
        public var near: Coordinate
        /// …and a radius around it that holds `expected`.
        public var radius: Double
        /// A stop the recordings place within `radius` of `near`, found by `name` and by its id.
        public var expected: Stop.ID
        /// Text a rider would type for `expected` (another case, no accents, a word of it).
        public var name: String
        /// `expected` written another way that must find it (a short or qualified form); may be empty.
        public var idVariants: [Stop.ID]

        /// A stop found near a place, by name and by id.
        public init(near: Coordinate, radius: Double, expected: Stop.ID, name: String, idVariants: [Stop.ID] = []) {
            self.near = near
            self.radius = radius
            self.expected = expected
            self.name = name
            self.idVariants = idVariants
        }
    }

    /// Facts for the trip rule: a vehicle whose run the recordings answer.
    public struct Trip: Sendable {
        /// A vehicle in service whose run the recordings hold.
        public var vehicle: VehiclePosition.ID
        /// A vehicle the recordings answer as not in service.
        public var unknownVehicle: VehiclePosition.ID?
        /// The run of `vehicle`; `unknownVehicle` must be `.notFound`.
        public init(vehicle: VehiclePosition.ID, unknownVehicle: VehiclePosition.ID?) {
            self.vehicle = vehicle
            self.unknownVehicle = unknownVehicle
        }
    }

    /// Facts for the area rule (`AreaVehicleSource`): a box the recordings answer, a vehicle
    /// they place inside it and one they report outside it (which must be left out), and what
    /// "the fewest calls" means for this provider's API.
    public struct Area: Sendable {
        /// The box asked for.
        public var box: CoverageArea.Box
        /// A vehicle the recordings place inside `box`: it must be in the answer.
        public var inside: VehiclePosition.ID
        /// A vehicle the recordings place outside `box`: it must be left out.
        public var outside: VehiclePosition.ID?
        /// The most requests `vehicles(in: box)` may make on a fresh client — the fewest the API
        /// allows, any catalogue walk it needs included (CTA: the one-route stop index and one
        /// `getvehicles`; MTA: one snapshot). Nil: not checked.
        public var maximumRequests: Int?
        /// A request the box must not cause, such as asking a route that does not cross it
        /// (CTA's `getvehicles` naming route 20, indexed but far from the box). Nil: not checked.
        public var unaskedRequest: RequestMatcher?

        /// A scenario whose request count is not checked.
        public init(box: CoverageArea.Box, inside: VehiclePosition.ID, outside: VehiclePosition.ID?) {
            self.init(box: box, inside: inside, outside: outside, maximumRequests: nil, unaskedRequest: nil)
        }

        /// A scenario that also bounds the requests `vehicles(in:)` makes.
        public init(
            box: CoverageArea.Box, inside: VehiclePosition.ID, outside: VehiclePosition.ID?,
            maximumRequests: Int?, unaskedRequest: RequestMatcher?
        ) {
            self.box = box
            self.inside = inside
            self.outside = outside
            self.maximumRequests = maximumRequests
            self.unaskedRequest = unaskedRequest
        }
    }

    /// Facts for the schedule rule (`ScheduleSource`): a stop and a service day the
    /// recordings answer, and how many of that day's trips run after midnight.
    public struct Schedule: Sendable {
        /// A stop whose timetable the recordings hold.
        public var stop: Stop.ID
        /// The service day asked for, in the agency's zone.
        public var day: CalendarDate
        /// How many of the day's rows the recordings place after midnight (on the next calendar
        /// day of the agency's zone): they must stay there, never be moved to the morning.
        public var afterMidnight: Int

        /// A day without trips past midnight.
        public init(stop: Stop.ID, day: CalendarDate) {
            self.init(stop: stop, day: day, afterMidnight: 0)
        }

        /// A day of which `afterMidnight` trips run past midnight.
        public init(stop: Stop.ID, day: CalendarDate, afterMidnight: Int) {
            self.stop = stop
            self.day = day
            self.afterMidnight = afterMidnight
        }
    }

    /// The provider the subject's client answers as; the suite names every rule's result by it.
    public var id: ProviderID
    /// The agency's IANA zone: every time the provider returns is shown in it.
    public var zoneIdentifier: String
    /// Whether the client needs a key, and so whether the key rules apply.
    public var credential: Credential
    /// The capabilities the provider's documentation promises.
    public var capabilities: Set<Capability>
    /// A client over `transport`, with `credential` as its key (ignored when it takes none).
    /// Building a client never throws: a bad key is reported by the first call.
    public var makeClient: @Sendable (_ transport: any Transport, _ credential: String) -> any TransitProvider
    /// Registers on `mock` the recorded answers every scenario below needs.
    public var record: @Sendable (_ mock: MockTransport) -> Void
    /// Facts for the prediction rules; nil when the provider answers none.
    public var predictions: Predictions?
    /// Facts for the alert rules; nil when the provider answers none.
    public var alerts: Alerts?
    /// Facts for the vehicle rules; nil when the provider answers none.
    public var vehicles: Vehicles?
    /// Facts for departure searches; nil when the provider answers none.
    public var departures: Departures?
    /// Facts for the stop-finding rules; nil when the provider answers none.
    public var stops: Stops?
    /// Facts for the trip rule; nil when the provider answers none.
    public var trip: Trip?
    /// Facts for the area rule; nil when the provider answers none.
    public var area: Area?
    /// Facts for the schedule rule; nil when the provider answers none.
    public var schedule: Schedule?

    /// A subject: the provider, its client and recordings, and the facts each rule it answers needs.
    public init(
        id: ProviderID, zoneIdentifier: String, credential: Credential, capabilities: Set<Capability>,
        makeClient: @escaping @Sendable (_ transport: any Transport, _ credential: String) -> any TransitProvider,
        record: @escaping @Sendable (_ mock: MockTransport) -> Void,
        predictions: Predictions? = nil, alerts: Alerts? = nil, vehicles: Vehicles? = nil,
        departures: Departures? = nil, stops: Stops? = nil, trip: Trip? = nil, area: Area? = nil, schedule: Schedule? = nil
    ) {
        self.id = id
        self.zoneIdentifier = zoneIdentifier
        self.credential = credential
        self.capabilities = capabilities
        self.makeClient = makeClient
        self.record = record
        self.predictions = predictions
        self.alerts = alerts
        self.vehicles = vehicles
        self.departures = departures
        self.stops = stops
        self.trip = trip
        self.area = area
        self.schedule = schedule
    }

    /// The provider id, which names every conformance test case.
    public var description: String { id.rawValue }

    /// The key the rules build clients with: distinctive, so a leak is easy to find.
    public static let testCredential = "CONFORMANCE-KEY-7f3a+/="

    /// A fresh mock with the recordings, and a client over it.
    public func recorded() -> (client: any TransitProvider, mock: MockTransport) {
        let mock = MockTransport()
        record(mock)
        return (makeClient(mock, Self.testCredential), mock)
    }
}
