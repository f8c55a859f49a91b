import Foundation
import TransitKitCore

/// A trip's next stops as a line diagram for the terminal, the shape riders know from the
/// inside of a bus: `● Fullerton & Ashland 11:10 pm ── ○ Fullerton & Greenview 11:11 pm`. The
/// filled dot is the stop the vehicle reaches next; a cancelled call is `✕`. Wrapped at
/// `width` columns, each continuation starting with the line's `──`.
enum StopLine {
    static func render(_ calls: [Prediction], width: Int = 100) -> [String] {
        let stops = calls.enumerated().map { index, call in
            let mark = call.isCancelled ? "✕" : index == 0 ? "●" : "○"
            let name = PlainText.oneLine(call.stopName ?? call.stopID.rawValue, limit: 60)
            let time = call.displayTime.map { " " + Countdown.clock($0, in: call.timeZone) } ?? ""
            return "\(mark) \(name)\(time)"
        }
        var lines: [String] = []
        var current = ""
        for stop in stops {
            let piece = current.isEmpty ? stop : " ── " + stop
            if !current.isEmpty, current.count + piece.count > width {
                lines.append(current)
                current = "── " + stop
            } else {
                current += piece
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
