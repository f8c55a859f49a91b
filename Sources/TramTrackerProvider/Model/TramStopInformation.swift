import TransitKitCore

/// GetStopInformation's answer: the stop plus what TramTracker says about it.
public struct TramStopInformation: Hashable, Sendable, Codable {
    /// `id` is the tramTRACKER id asked for; `code` the number on the flag ("14").
    public var stop: Stop
    /// "towards City".
    public var cityDirection: String?
    /// `SuburbName` ("Parkville").
    public var suburb: String?
    /// Fare zones ("0,1" → ["0", "1"]).
    public var zones: [String]
    /// In the CBD (`IsCityStop`); nil when the server did not say, like every flag below.
    public var isCityStop: Bool?
    /// A raised platform stop, level with low-floor trams (`IsPlatformStop`).
    public var isPlatformStop: Bool?
    /// `HasConnectingBuses`.
    public var hasConnectingBuses: Bool?
    /// `HasConnectingTrains`.
    public var hasConnectingTrains: Bool?
    /// `HasConnectingTrams`.
    public var hasConnectingTrams: Bool?
    /// `StopLength` as sent (the unit is undocumented; metres is likely).
    public var stopLength: Int?

    /// Every field but `stop` is optional: the server may leave any of them out.
    public init(
        stop: Stop, cityDirection: String? = nil, suburb: String? = nil, zones: [String] = [],
        isCityStop: Bool? = nil, isPlatformStop: Bool? = nil, hasConnectingBuses: Bool? = nil,
        hasConnectingTrains: Bool? = nil, hasConnectingTrams: Bool? = nil, stopLength: Int? = nil
    ) {
        self.stop = stop
        self.cityDirection = cityDirection
        self.suburb = suburb
        self.zones = zones
        self.isCityStop = isCityStop
        self.isPlatformStop = isPlatformStop
        self.hasConnectingBuses = hasConnectingBuses
        self.hasConnectingTrains = hasConnectingTrains
        self.hasConnectingTrams = hasConnectingTrams
        self.stopLength = stopLength
    }
}
