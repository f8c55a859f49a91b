import Foundation
import TransitKitCore

/// What is known about one provider's ids and fields against its agency's static GTFS, and so
/// what the translator may write. Docs/GTFSRealtime.md has the table with the evidence.
///
/// ```swift
/// let rules = TranslationRules.forProvider("mta")       // MTA NYCT_B63 → route_id B63
/// rules.route.apply("MTA NYCT_B63")                     // "B63"
/// ```
public struct TranslationRules: Hashable, Sendable {
    /// Route ids → `route_id`.
    public var route: IdentifierRule
    /// Stop ids → `stop_id`.
    public var stop: IdentifierRule
    /// Trip ids → `trip_id`.
    public var trip: IdentifierRule
    /// `.gtfs` when the provider's direction ids are GTFS `direction_id`s ("0" / "1").
    public var direction: IdentifierRule
    /// Whether the rider-facing fleet number (`VehicleDescriptor.label`) is the vehicle id
    /// after its agency prefix (MTA `MTA NYCT_481` → `481`) rather than the id itself.
    public var vehicleLabelDropsAgencyPrefix: Bool
    /// Whether the provider states each alert's severity itself (CTA `prty`), so it becomes
    /// `severity_level`; otherwise the core's default severity is not passed off as the agency's.
    public var statesAlertSeverity: Bool
    /// The agency's zone, in which a trip's scheduled start becomes `start_date` / `start_time`.
    /// Nil: predictions use their own `timeZone`, vehicles' starts are left out (and reported).
    public var timeZone: TimeZone?
    /// Which service day a start shortly after midnight belongs to.
    public var serviceDay: ServiceDayRule
    /// Whether a low-floor vehicle is one a wheelchair can board, so `VehicleFeatures.isLowFloor`
    /// becomes `wheelchair_accessible` when the provider states no wheelchair value itself
    /// (true for tramTRACKER: PTV says low-floor trams carry wheelchair spaces, high-floor
    /// trams have steps).
    public var lowFloorIsWheelchairAccessible: Bool
    /// Whether the provider's trip ids tell one vehicle's trips apart even where they are not
    /// written (CTA `tatripid`): then a vehicle's next trip becomes a TripUpdate of its own.
    /// False for tramTRACKER, whose `TripID` is 0 in every capture.
    public var tripIDsSeparateTrips: Bool

    /// Rules for a provider TransitKit does not ship; see ``IdentifierRule`` for what each case claims.
    public init(
        route: IdentifierRule, stop: IdentifierRule, trip: IdentifierRule, direction: IdentifierRule,
        vehicleLabelDropsAgencyPrefix: Bool = false, statesAlertSeverity: Bool = false,
        timeZone: TimeZone? = nil, serviceDay: ServiceDayRule = .default,
        lowFloorIsWheelchairAccessible: Bool = false, tripIDsSeparateTrips: Bool = true
    ) {
        self.route = route
        self.stop = stop
        self.trip = trip
        self.direction = direction
        self.vehicleLabelDropsAgencyPrefix = vehicleLabelDropsAgencyPrefix
        self.statesAlertSeverity = statesAlertSeverity
        self.timeZone = timeZone
        self.serviceDay = serviceDay
        self.lowFloorIsWheelchairAccessible = lowFloorIsWheelchairAccessible
        self.tripIDsSeparateTrips = tripIDsSeparateTrips
    }

    /// MTA Bus Time: OneBusAway `AgencyAndId`s over MTA's own GTFS; SIRI `DirectionRef` is the
    /// GTFS `direction_id`; `Severity` is always "undefined".
    public static let mta = TranslationRules(
        route: .gtfsAfterAgencyPrefix, stop: .gtfsAfterAgencyPrefix,
        trip: .gtfsAfterAgencyPrefix, direction: .gtfs,
        vehicleLabelDropsAgencyPrefix: true,
        timeZone: .agency("America/New_York", standardOffset: -5))

    /// CTA Bus Tracker: `rt` and `stpid` are CTA's GTFS `route_id` and `stop_id`; `tatripid`
    /// and the direction words are not GTFS ids; bulletins state a priority.
    public static let cta = TranslationRules(
        route: .gtfs, stop: .gtfs, trip: .omitted, direction: .omitted,
        statesAlertSeverity: true,
        timeZone: .agency("America/Chicago", standardOffset: -6))

    /// tramTRACKER: route and stop numbers of its own (PTV's GTFS uses other ids), `TripID`
    /// always 0, no direction id; a low-floor tram is the accessible one.
    public static let tramTRACKER = TranslationRules(
        route: .providerOwn, stop: .providerOwn, trip: .omitted,
        direction: .omitted,
        timeZone: .agency("Australia/Melbourne", standardOffset: 10),
        lowFloorIsWheelchairAccessible: true, tripIDsSeparateTrips: false)

    /// Any provider without rules of its own: its ids are written as its own, never claimed
    /// to be GTFS ids.
    public static let providerOwn = TranslationRules(
        route: .providerOwn, stop: .providerOwn, trip: .providerOwn,
        direction: .omitted)

    /// The rules of every provider TransitKit knows, by id.
    public static let known: [ProviderID: TranslationRules] = ["mta": .mta, "cta": .cta, "tramtracker": .tramTRACKER]

    /// `provider`'s rules, or ``providerOwn`` for one without.
    public static func forProvider(_ provider: ProviderID) -> TranslationRules {
        known[provider] ?? .providerOwn
    }

    /// `direction` as a GTFS `direction_id` (0 or 1) when the rule says directions are GTFS ids.
    func directionID(_ direction: Direction?) -> UInt32? {
        guard self.direction.isGTFS, let raw = direction.flatMap({ self.direction.apply($0.id.rawValue) }),
            let value = UInt32(raw), value <= 1
        else { return nil }
        return value
    }

    /// The rider-facing label of a vehicle id.
    func vehicleLabel(_ id: String) -> String {
        guard vehicleLabelDropsAgencyPrefix else { return id }
        return IdentifierRule.gtfsAfterAgencyPrefix.apply(id) ?? id
    }
}
