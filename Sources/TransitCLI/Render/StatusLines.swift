import Foundation
import TransitKitCore

/// The one rendering of route statuses (`alerts`, `routes status`): a marker line per route,
/// its alerts indented under it.
enum StatusLines {
    static func print(_ statuses: [RouteStatus], word: String = "alert", to output: Output) {
        for status in statuses {
            output.line("\(status.route): \(output.marker(status.status)) (\(Wording.count(status.alerts.count, word)))")
            for alert in status.alerts {
                for line in AlertLines.render(alert, detail: false, indent: "  ") { output.line(line) }
            }
        }
    }
}
