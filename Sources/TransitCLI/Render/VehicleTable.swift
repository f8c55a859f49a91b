import Foundation
import TransitKitCore

/// The one table of vehicle positions (`vehicles` by route, by number or in an area): a
/// Provider column only when several answered; columns no row fills are left out by ``Table``.
enum VehicleTable {
    static func print(_ rows: [(provider: ProviderID?, vehicle: VehiclePosition)], in zone: TimeZone?, to output: Output) {
        output.line(
            Table(
                ["Provider", "Vehicle", "Route", "To", "Position", "Heading", "Next stop", "Status", "Seen", "Facts"],
                rows.map { provider, v in
                    [
                        provider?.rawValue ?? "", v.id.rawValue, v.routeName ?? v.route.rawValue, v.destination ?? "",
                        v.coordinate.description, v.heading.map { String(format: "%.0f°", $0) } ?? "", v.nextStop?.rawValue ?? "",
                        v.statusText ?? "", v.recordedAt.map { Countdown.clock($0, in: zone ?? .gmt) } ?? "", RiderMarks.text(v),
                    ]
                }
            ).render())
    }
}
