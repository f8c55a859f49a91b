import Foundation
import TransitKitCore

/// One deployment of Clever Devices' BusTime API: where it lives, which generation it speaks,
/// the zone its wall-clock times are in, which data feed to ask on a multi-feed server, and
/// what riders are shown (name, attribution). ``CTABusTrackerClient`` is the BusTime client; a
/// profile points it at an agency, as hafas-client keeps one profile per HAFAS endpoint.
///
/// Every BusTime time without an offset (`prdtm`, `tmstmp`, detour dates, `stsd`/`stst`, the
/// quota's midnight) is read in ``timeZone``: nothing in the mapping assumes Chicago.
///
/// ```swift
/// let prt = CTABusTrackerClient(apiKey: key, userAgent: agent, profile: .pittsburgh)
/// let board = try await prt.predictions(at: ["1009"], routes: ["13"])   // America/New_York
/// let custom = BusTimeProfile(
///     id: "myagency", name: "My Agency BusTime", baseURL: url,
///     timeZone: TimeZone(identifier: "America/Denver") ?? .gmt, attribution: "Data: My Agency")
/// ```
///
/// Docs/CTA.md ("BusTime profiles") lists the deployments shipped here and where each fact
/// comes from.
public struct BusTimeProfile: Hashable, Sendable {
    /// How a deployment writes the directions of `getdetours` (`rtdirs[].dir`) compared with
    /// the direction ids `getdirections` answers.
    public enum DetourDirections: String, Hashable, Sendable, CaseIterable {
        /// Kept as sent: `INBOUND` stays `INBOUND`, so an id that arrives upper-case is sent
        /// back unchanged. The default for every deployment but CTA.
        case verbatim
        /// CTA: directions are capitalised words (`Northbound`) everywhere but detours, which
        /// write them upper-case (`NORTHBOUND`); an all-upper-case detour direction is
        /// capitalised so it matches the id the other calls use.
        case capitalisedFromUpperCase
    }

    /// The provider id a client with this profile reports (`descriptor.id`, errors, notes).
    public var id: ProviderID
    /// The name riders see ("CTA Bus Tracker", "PRT TrueTime").
    public var name: String
    /// The API root, without the version segment (`…/bustime/api`).
    public var baseURL: URL
    /// The API generation the deployment answers.
    public var version: CTABusTrackerClient.APIVersion
    /// The agency's IANA zone: BusTime times carry no offset and are wall clock here.
    public var timeZone: TimeZone
    /// `rtpidatafeed`, sent with every call but `getrtpidatafeeds` on a multi-feed server
    /// (``CTABusTrackerClient/dataFeeds()`` lists them); nil on a single-feed one (CTA).
    public var feed: String?
    /// What the agency's terms ask apps to show.
    public var attribution: String
    /// Where the agency runs buses, when stated up front; nil when unknown.
    public var coverage: CoverageArea?
    /// How detour directions map to direction ids.
    public var detourDirections: DetourDirections

    /// A deployment. Only CTA capitalises detour directions, so the default keeps them.
    public init(
        id: ProviderID, name: String, baseURL: URL, version: CTABusTrackerClient.APIVersion = .v3,
        timeZone: TimeZone, feed: String? = nil, attribution: String, coverage: CoverageArea? = nil,
        detourDirections: DetourDirections = .verbatim
    ) {
        self.id = id
        self.name = name
        self.baseURL = baseURL
        self.version = version
        self.timeZone = timeZone
        self.feed = feed
        self.attribution = attribution
        self.coverage = coverage
        self.detourDirections = detourDirections
    }

    /// The facts a client with this profile describes itself by.
    public var facts: ProviderDescriptor.Facts {
        ProviderDescriptor.Facts(id: id, name: name, timeZone: timeZone, attribution: attribution, coverage: coverage)
    }

    /// The same profile answering on `feed` (`rtpidatafeed`), e.g. a name from
    /// ``CTABusTrackerClient/dataFeeds()``.
    public func on(feed: String?) -> BusTimeProfile {
        var profile = self
        profile.feed = feed
        return profile
    }
}

extension BusTimeProfile {
    /// The Chicago Transit Authority's Bus Tracker (the default): `www.ctabustracker.com`, v3,
    /// America/Chicago, single feed, ``CTABusTrackerClient/coverage``.
    public static let cta = BusTimeProfile(
        id: CTABusTrackerClient.providerID, name: "CTA Bus Tracker", baseURL: CTABusTrackerClient.defaultBaseURL,
        version: .v3, timeZone: CTATime.zone, feed: nil, attribution: "Data provided by Chicago Transit Authority",
        coverage: CTABusTrackerClient.coverage, detourDirections: .capitalisedFromUpperCase)

    /// Pittsburgh Regional Transit (formerly Port Authority of Allegheny County) TrueTime:
    /// `https://truetime.portauthority.org/bustime/api`, v3, America/New_York, on the multi-feed
    /// server's bus feed `Port Authority Bus` (its light rail is another feed). Coverage:
    /// Allegheny County, 40.18…40.70 N, 80.37…79.68 W (Docs/CTA.md says where the figures come from).
    public static let pittsburgh = BusTimeProfile(
        id: "prt", name: "PRT TrueTime", baseURL: url("https://truetime.portauthority.org/bustime/api"),
        version: .v3, timeZone: TimeZone.agency("America/New_York", standardOffset: -5), feed: "Port Authority Bus",
        attribution: "Data provided by Pittsburgh Regional Transit",
        coverage: CoverageArea(south: 40.18, west: -80.37, north: 40.70, east: -79.68))

    /// The deployments this package documents (Docs/CTA.md, "BusTime profiles").
    public static let known: [BusTimeProfile] = [.cta, .pittsburgh]

    /// A literal root; each parses (`BusTimeProfileTests`), the fallback only spares a force unwrap.
    private static func url(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }
}
