import Foundation
import TransitKitCore

/// The one table of stops (`stops on`, `stops find`, `shape`), and of stops near a place
/// (`stops near`) with their distance. Columns no row fills (Routes, Access, Detour…) are left
/// out by ``Table``.
enum StopTable {
    static let headers = ["#", "Stop", "Code", "Name", "Area", "Dist", "Routes", "Access", "Detour", "Direction", "Position"]

    static func row(_ stop: Stop, index: Int?, distance: Double? = nil) -> [String] {
        [
            index.map { String($0 + 1) } ?? "", stop.id.rawValue, stop.code ?? "", stop.name, stop.address ?? "",
            distance.map(RiderMarks.distance) ?? "", stop.routeIDs.map(\.rawValue).joined(separator: " "), access(stop),
            detourNote(stop.detourChanges), stop.direction?.id.rawValue ?? "", stop.coordinate?.description ?? "",
        ]
    }

    static func print(_ stops: [Stop], numbered: Bool, to output: Output) {
        output.line(Table(headers, stops.enumerated().map { row($1, index: numbered ? $0 : nil) }).render())
    }

    static func print(nearby: [NearbyStop], to output: Output) {
        output.line(Table(headers, nearby.map { row($0.stop, index: nil, distance: $0.distance) }).render())
    }

    /// "♿" for a stop with wheelchair boarding, "steps" for one without, "" when unsaid.
    static func access(_ stop: Stop) -> String {
        switch stop.wheelchairBoarding {
        case .accessible?: return "♿"
        case .inaccessible?: return "steps"
        case .unknown?, nil: return ""
        }
    }

    /// "not served (detour)" for a stop a detour takes off the route, "temporary (detour)" for
    /// one only a detour serves, "" otherwise.
    static func detourNote(_ changes: DetourChanges?) -> String {
        guard let changes else { return "" }
        if changes.isClosed { return "not served (detour)" }
        return changes.isTemporary ? "temporary (detour)" : ""
    }
}
