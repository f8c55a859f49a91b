import Foundation

extension StopSearch {
    /// A place as a person types it — `"41.9250,-87.6529"`, spaces allowed after the comma — as
    /// a checked coordinate; nil, text that is not two numbers, or an impossible position is
    /// `.invalidArgument` saying how to write it.
    ///
    /// ```swift
    /// let place = try StopSearch.coordinate(text: "41.9250, -87.6529", operation: "near")
    /// ```
    public static func coordinate(text: String?, operation: String) throws(TransitError) -> Coordinate {
        guard let text else {
            throw TransitError(
                .invalidArgument, operation: operation, detail: "a place is missing: write it LAT,LON (e.g. 41.9250,-87.6529)")
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1] else {
            throw TransitError(
                .invalidArgument, operation: operation,
                detail: "place: \"\(PlainText.oneLine(text, limit: 60))\" is not LAT,LON (e.g. 41.9250,-87.6529)")
        }
        return try coordinate(Coordinate(latitude: latitude, longitude: longitude), operation: operation)
    }

    /// A radius as typed, in metres; ``defaultRadius`` when none is given. The range is checked
    /// with the place (``near(_:radius:limit:provider:operation:)``).
    ///
    /// ```swift
    /// let metres = try StopSearch.radius(text: "150", operation: "near")   // 150
    /// ```
    public static func radius(text: String?, operation: String) throws(TransitError) -> Double {
        guard let text else { return defaultRadius }
        guard let radius = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw TransitError(
                .invalidArgument, operation: operation,
                detail: "radius: \"\(PlainText.oneLine(text, limit: 40))\" is not a number of metres")
        }
        return radius
    }

    /// The radius of a "near" question nobody sized, in metres: a few minutes' walk.
    public static let defaultRadius: Double = 400

    /// A box as typed, `"SOUTH,WEST,NORTH,EAST"` in degrees (`"40.70,-74.02,40.80,-73.93"`),
    /// checked: four finite numbers, south not above north, each within its range.
    ///
    /// ```swift
    /// let box = try StopSearch.box(text: "40.70,-74.02,40.80,-73.93", operation: "vehicles(in:)")
    /// ```
    public static func box(text: String, operation: String) throws(TransitError) -> CoverageArea.Box {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let south = parts[0], let west = parts[1], let north = parts[2], let east = parts[3],
            [south, west, north, east].allSatisfy(\.isFinite), south <= north, (-90...90).contains(south), (-90...90).contains(north),
            (-180...180).contains(west), (-180...180).contains(east)
        else {
            throw TransitError(
                .invalidArgument, operation: operation,
                detail: "box: \"\(PlainText.oneLine(text, limit: 80))\" is not SOUTH,WEST,NORTH,EAST (e.g. 40.70,-74.02,40.80,-73.93)")
        }
        return CoverageArea.Box(south: south, west: west, north: north, east: east)
    }
}
