import TransitKitCore

/// GetStopInformation's answer: the stop plus what TramTracker says about it.
public struct TramStopInformation: Hashable, Sendable {
    /// `id` is the tramTRACKER id asked for; `code` the number on the flag ("14").
    public var stop: Stop
    /// "towards City".
    public var cityDirection: String?
    public var suburb: String?
    /// Fare zones ("0,1" → ["0", "1"]).
    public var zones: [String]
    public var isCityStop: Bool?
    public var isPlatformStop: Bool?
    public var hasConnectingBuses: Bool?
    public var hasConnectingTrains: Bool?
    public var hasConnectingTrams: Bool?
    public var stopLength: Int?

    public init(stop: Stop, cityDirection: String? = nil, suburb: String? = nil, zones: [String] = [],
                isCityStop: Bool? = nil, isPlatformStop: Bool? = nil, hasConnectingBuses: Bool? = nil,
                hasConnectingTrains: Bool? = nil, hasConnectingTrams: Bool? = nil, stopLength: Int? = nil)
    {
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
