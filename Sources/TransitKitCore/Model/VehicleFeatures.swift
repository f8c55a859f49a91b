/// Whether a stop or vehicle can be used in a wheelchair (GTFS `wheelchair_boarding`,
/// GTFS-Realtime `wheelchair_accessible`).
public enum WheelchairAccessibility: String, Hashable, Sendable, Codable {
    /// A rider in a wheelchair can board.
    case accessible
    /// A rider in a wheelchair cannot board.
    case inaccessible
    /// The provider says it does not know (OneBusAway `wheelchairBoarding: "UNKNOWN"`).
    case unknown
}

/// What a rider can know about the vehicle itself.
///
/// | provider value | field |
/// |---|---|
/// | tramTRACKER `IsLowFloorTram` | ``isLowFloor`` (a low-floor tram is step-free at level-access stops) |
/// | tramTRACKER `AirConditioned` | ``hasAirConditioning`` |
/// | tramTRACKER `TramClass` ("E", "Z3") | ``model`` |
/// | SIRI `VehicleFeatureRef` `lowFloor` / `wheelchairAccessible`, others (MTA's server does not send it) | ``isLowFloor`` / ``wheelchair`` / ``features`` |
/// | MTA `MonitoredCall.Extensions.VehicleFeatures.StrollerVehicle` true / false | ``features`` holds / lacks `"stroller"` |
public struct VehicleFeatures: Hashable, Sendable, Codable {
    /// Whether a wheelchair user can board; nil when the provider does not say.
    public var wheelchair: WheelchairAccessibility?
    /// True for a low-floor (step-free) vehicle; nil when the provider does not say.
    public var isLowFloor: Bool?
    /// Whether the vehicle is air-conditioned; nil when the provider does not say.
    public var hasAirConditioning: Bool?
    /// The vehicle class or model as the provider names it.
    public var model: String?
    /// Other named features ("stroller").
    public var features: [String]

    /// Creates a feature set; every field is optional because each provider reports a different subset.
    public init(
        wheelchair: WheelchairAccessibility? = nil, isLowFloor: Bool? = nil, hasAirConditioning: Bool? = nil,
        model: String? = nil, features: [String] = []
    ) {
        self.wheelchair = wheelchair
        self.isLowFloor = isLowFloor
        self.hasAirConditioning = hasAirConditioning
        self.model = model
        self.features = features
    }

    /// True when boarding needs no step: a low-floor vehicle or one declared wheelchair
    /// accessible; nil when the provider does not say.
    public var isStepFree: Bool? {
        if isLowFloor == true || wheelchair == .accessible { return true }
        if isLowFloor == false || wheelchair == .inaccessible { return false }
        return nil
    }
}

/// Whether riders may board or alight at a stop on this trip (GTFS `pickup_type` /
/// `drop_off_type`, GTFS-Realtime `StopTimeProperties`).
///
/// | provider value | pickup / drop-off |
/// |---|---|
/// | CTA `dyn` 4 ("drop-off only") | `.none` / `.regular` |
/// | CTA `flagstop` 1 (pickup and discharge on signal) | `.coordinateWithDriver` / `.coordinateWithDriver` |
/// | CTA `flagstop` 2 (discharge only) | `.none` / `.coordinateWithDriver` |
public enum BoardingRule: String, Hashable, Sendable, Codable {
    /// Scheduled stop: board or alight as usual.
    case regular
    /// Not possible at this stop on this trip.
    case none
    /// Arrange it with the agency by phone.
    case phoneAgency
    /// Signal the driver (a flag stop).
    case coordinateWithDriver
}
