import Foundation
import TransitKitCore

/// One OneBusAway deployment: where its server is, whose it is, the zone its agencies keep
/// time in, where it has stops, and what real time it serves. ``OneBusAwayClient`` asks any
/// server described by one; MTA Bus Time is ``mtaNewYork``.
///
/// The zone here is the profile's statement, used until the server says otherwise: every answer
/// that names its agencies (`references.agencies[].timezone`) or its trip's zone
/// (`schedule.timeZone`) is shown in that zone instead, so a server is never assumed to keep
/// New York time.
///
/// The public profiles come from the OneBusAway regions directory (`regions-v3.json`, as the
/// OneBusAway apps read it; the copy in OneBusAway/onebusaway-ios
/// `OBAKitTests/fixtures/regions-v3.json` at 0a25a353 lists the base URLs, bounds and flags
/// used here); each zone is its agencies' GTFS zone (Docs/MTA.md, "OneBusAway servers", lists the sources).
///
/// ```swift
/// let seattle = OneBusAwayClient(region: .pugetSound, apiKey: key, userAgent: agent)
/// let board = try await seattle.predictions(at: ["1_75414"], routes: nil)   // Los Angeles time
/// ```
public struct OneBusAwayRegion: Sendable, Hashable {
    /// What real time a deployment serves beside its schedules.
    public struct RealTime: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// "where" arrivals, trip statuses and vehicles carry predictions and positions
        /// (`supportsObaRealtimeApis`). Without it every row is the schedule's.
        public static let whereAPI = RealTime(rawValue: 1 << 0)
        /// A SIRI endpoint (`supportsSiriRealtimeApis`; MTA's is what ``MTABusTimeClient`` asks).
        public static let siri = RealTime(rawValue: 1 << 1)
    }

    /// Names the client in descriptors and errors (`oba-pugetsound`).
    public var id: ProviderID
    /// What riders call it ("Puget Sound").
    public var name: String
    /// The root the "where" calls hang off (`…/api/where/<method>.json` is added).
    public var baseURL: URL
    /// The zone stated for the deployment, used when an answer names none.
    public var timeZone: TimeZone
    /// Where it has stops (the directory's bounds).
    public var coverage: CoverageArea?
    /// What real time it serves.
    public var realTime: RealTime
    /// Credit the operator asks for.
    public var attribution: String

    /// A profile for any server.
    public init(
        id: ProviderID, name: String, baseURL: URL, timeZone: TimeZone, coverage: CoverageArea? = nil,
        realTime: RealTime = [.whereAPI], attribution: String? = nil
    ) {
        self.id = id
        self.name = name
        self.baseURL = baseURL
        self.timeZone = timeZone
        self.coverage = coverage
        self.realTime = realTime
        self.attribution = attribution ?? "Transit data: OneBusAway \(name)"
    }

    /// The facts a client of this region describes itself by: "OneBusAway Puget Sound", its
    /// stated zone, attribution and coverage — known without building a client.
    public var facts: ProviderDescriptor.Facts {
        ProviderDescriptor.Facts(id: id, name: "OneBusAway \(name)", timeZone: timeZone, attribution: attribution, coverage: coverage)
    }

    /// The profile with another base URL (a test server, a proxy).
    public func at(_ baseURL: URL) -> OneBusAwayRegion {
        var copy = self
        copy.baseURL = baseURL
        return copy
    }

    static func url(_ text: String) -> URL { URL(string: text) ?? URL(fileURLWithPath: "/") }

    static func boxes(_ boxes: [(lat: Double, lon: Double, latSpan: Double, lonSpan: Double)]) -> CoverageArea {
        CoverageArea(
            boxes.map {
                CoverageArea.Box(
                    center: Coordinate(latitude: $0.lat, longitude: $0.lon), latitudeSpan: $0.latSpan,
                    longitudeSpan: $0.lonSpan)
            })
    }
}
