import Foundation
import TransitKitCore

/// The one table of a ``PredictionBoard``, whichever provider answered and whichever verb asked
/// (`predictions`, `near`, `routes status`, the demo): route, destination, stop, countdown,
/// vehicle and the rider's facts; then the board's alerts. The provider's notes go to stderr.
/// `--json` prints the board itself (the library's model), so nothing here is missing there.
enum BoardTable {
    static let headers = ["Route", "To", "Stop", "When", "Vehicle", "Facts"]

    static func row(_ p: Prediction, now: Date, when: ((Prediction) -> String)? = nil) -> [String] {
        var flags: [String] = []
        if p.isCancelled { flags.append("cancelled") }
        if p.isDelayed { flags.append("delayed") }
        if p.event == .departure { flags.append("departs") }
        if p.source == .scheduled, when == nil { flags.append("scheduled") }
        return [
            p.routeName ?? p.route.rawValue, p.destination ?? "",
            p.stopName.map { "\($0) [\(p.stopID.rawValue)]" } ?? p.stopID.rawValue,
            when?(p) ?? p.countdown(now: now)?.text ?? "?", p.vehicleID?.rawValue ?? "",
            (flags + RiderMarks.marks(p)).joined(separator: ", "),
        ]
    }

    /// Prints the board; returns false when it held no prediction (a note said so). With
    /// `fromServer`, a dim last line says countdowns run from the server's clock; `when`
    /// replaces the countdown (a timetable shows clock times).
    @discardableResult
    static func print(
        _ board: PredictionBoard, now: Date, fromServer: Bool = false, limit: Int? = nil, when: ((Prediction) -> String)? = nil,
        to output: Output
    ) -> Bool {
        let shown = limit.map { Array(board.predictions.prefix($0)) } ?? board.predictions
        if shown.isEmpty {
            output.note("note: no predictions at these stops right now")
        } else {
            output.line(Table(headers, shown.map { row($0, now: now, when: when) }).render())
            if shown.count < board.predictions.count { output.line("… and \(board.predictions.count - shown.count) more") }
        }
        for note in board.notes { output.note(PlainText.oneLine("note: \(note.subject): \(note.message)", limit: 300)) }
        for alert in board.alerts {
            output.line("")
            for line in AlertLines.render(alert, detail: true) { output.line(line) }
        }
        if fromServer, board.serverTime != nil, let zone = board.predictions.first?.timeZone {
            output.line(output.colored("countdowns from server time \(Countdown.clock(now, in: zone))", .dim))
        }
        return !shown.isEmpty
    }
}
