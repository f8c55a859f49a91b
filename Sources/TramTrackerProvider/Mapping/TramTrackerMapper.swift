import Foundation
import TransitKitCore

/// Wire → core model, as pure functions. The topics live in `TramTrackerMapper+<Topic>.swift`:
/// predictions (and boards), alerts, routes, stops, tram runs.
enum TramTrackerMapper {
    static let up = Direction.ID("up")
    static let down = Direction.ID("down")

    /// "To North Richmond", or "Up" when the destination is unknown.
    static func upDirection(_ destination: String?) -> Direction {
        Direction(id: up, name: destination.flatMap { $0.isEmpty ? nil : "To \($0)" } ?? "Up")
    }

    /// "To Balaclava", or "Down" when the destination is unknown.
    static func downDirection(_ destination: String?) -> Direction {
        Direction(id: down, name: destination.flatMap { $0.isEmpty ? nil : "To \($0)" } ?? "Down")
    }

    /// `up` or `down` from an `Up` / `UpStop` flag; nil when the flag was not sent.
    static func direction(isUp: Bool?) -> Direction? {
        isUp.map { $0 ? upDirection(nil) : downDirection(nil) }
    }

    /// A fleet number that names a real tram; 0 and −1 mean none is assigned yet.
    static func vehicle(_ number: Int?) -> VehiclePosition.ID? {
        guard let number, number > 0 else { return nil }
        return VehiclePosition.ID(String(number))
    }

    /// A coordinate, unless missing, out of range, or the 0,0 the website now sends for
    /// "unknown".
    static func coordinate(_ latitude: Double?, _ longitude: Double?) -> Coordinate? {
        guard let latitude, let longitude, latitude != 0 || longitude != 0 else { return nil }
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        return coordinate.isValid ? coordinate : nil
    }

    /// Text with HTML removed, or nil when nothing is left.
    static func text(_ raw: String?) -> String? {
        raw.map(PlainText.clean).flatMap { $0.isEmpty ? nil : $0 }
    }
}
