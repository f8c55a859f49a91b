import Foundation

/// The input rules of every ``StopFinder`` and of ``ProviderRegistry/departures(near:radius:limit:stopsPerProvider:within:)``,
/// in one place: each check throws `.invalidArgument` naming the parameter and the value,
/// before any request (Docs/Behaviour.md, rules 13–17).
///
/// ```swift
/// public func stops(near coordinate: Coordinate, radius: Double, limit: Int?) async throws(TransitError) -> [NearbyStop] {
///     let query = try StopSearch.near(coordinate, radius: radius, limit: limit, provider: Self.providerID)
///     …                                    // query.coordinate, query.radius, query.limit are valid
/// }
/// ```
public enum StopSearch {
    /// The largest radius a "near" question may ask, in metres: 50 km, a whole metropolitan
    /// network (Chicago's bus network is about 45 km north to south). A larger circle is a
    /// mistake — a unit slip, a sentinel — and would ask a whole network for predictions.
    public static let maximumRadius: Double = 50_000

    /// A checked "near" question.
    public struct Near: Hashable, Sendable {
        /// The place asked about, checked to be a valid coordinate.
        public let coordinate: Coordinate
        /// Metres, in `0 < radius ≤ maximumRadius`.
        public let radius: Double
        /// Positive, or nil for every stop within the radius.
        public let limit: Int?
    }

    /// A checked name question.
    public struct Name: Hashable, Sendable {
        /// What was typed, as given.
        public let text: String
        /// Its normalized key; never empty.
        public let key: SearchKey
        /// Positive, or nil for every match.
        public let limit: Int?
    }

    /// Checks a "near" question: `coordinate` finite and within -90…90 / -180…180, `radius` a
    /// finite number of metres above 0 and at most ``maximumRadius``, `limit` nil or positive.
    public static func near(
        _ coordinate: Coordinate, radius: Double, limit: Int?, provider: ProviderID? = nil,
        operation: String = "stops(near:)"
    ) throws(TransitError) -> Near {
        let coordinate = try self.coordinate(coordinate, provider: provider, operation: operation)
        guard radius.isFinite, radius > 0, radius <= maximumRadius else {
            throw TransitError(
                .invalidArgument, provider: provider, operation: operation,
                detail: "radius: \(radius) must be a number of metres above 0 and at most \(Int(maximumRadius))")
        }
        try checkLimit(limit, provider: provider, operation: operation)
        return Near(coordinate: coordinate, radius: radius, limit: limit)
    }

    /// Checks a place: both components finite, latitude within -90…90, longitude within -180…180.
    public static func coordinate(
        _ coordinate: Coordinate, provider: ProviderID? = nil, operation: String
    )
        throws(TransitError) -> Coordinate
    {
        guard coordinate.isValid else {
            throw TransitError(
                .invalidArgument, provider: provider, operation: operation,
                detail:
                    "coordinate: (\(coordinate.latitude), \(coordinate.longitude)) is not a position (latitude -90...90, longitude -180...180, finite)"
            )
        }
        return coordinate
    }

    /// Checks a name question: `text` must have something to match once whitespace and
    /// invisible characters are set aside; `limit` nil or positive.
    public static func name(
        _ text: String, limit: Int?, provider: ProviderID? = nil,
        operation: String = "stops(matching:)"
    ) throws(TransitError) -> Name {
        let key = SearchKey(text)
        guard !key.isEmpty, !SearchKey.isBlank(key.text) else {
            throw TransitError(
                .invalidArgument, provider: provider, operation: operation,
                detail: "text: a stop name to search for is empty")
        }
        try checkLimit(limit, provider: provider, operation: operation)
        return Name(text: text, key: key, limit: limit)
    }

    /// Checks a stop id: trimmed of surrounding whitespace, and not empty.
    public static func id(_ id: Stop.ID, provider: ProviderID? = nil, operation: String = "stop") throws(TransitError) -> Stop.ID {
        let trimmed = id.rawValue.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw TransitError(.invalidArgument, provider: provider, operation: operation, detail: "id: a stop id is empty")
        }
        return Stop.ID(trimmed)
    }

    static func checkLimit(_ limit: Int?, provider: ProviderID?, operation: String) throws(TransitError) {
        if let limit, limit <= 0 {
            throw TransitError(
                .invalidArgument, provider: provider, operation: operation,
                detail: "limit: \(limit) must be positive (nil means no limit)")
        }
    }
}
