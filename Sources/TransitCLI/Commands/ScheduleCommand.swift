import Foundation
import TransitKitCore

/// `transit schedule --stop ID --provider P [--date DAY]`: a stop's timetable for one service
/// day from any ``ScheduleSource`` (MTA today); `--json` prints the library's
/// ``PredictionBoard``. `mta schedule` is its old spelling.
enum ScheduleCommand {
    static let command = Command(
        name: "schedule", summary: "a stop's timetable for one service day", words: "[STOP]",
        options: [.stop, .provider, date, .route, .json],
        about: """
            Times are the timetable's, in the agency's time zone; a trip of the service day after
            midnight is marked "next day". No trip that day exits with status 3 (Docs/CLI.md).
            """,
        examples: ["schedule --stop MTA_308215 --date 2024-01-02"]
    ) { parsed, context in
        let stops = parsed.list(.stop) + Arguments.split(parsed.words)
        guard let stop = stops.first else { throw CLIError.usage("missing --stop ID") }
        guard stops.count == 1 else { throw CLIError.usage("schedule takes one STOP, not \(stops.count)") }
        let provider = try Providers.pick(parsed, ids: [stop], context: context)
        let zone = provider.descriptor.timeZone
        let day: CalendarDate
        if let text = parsed.value(date) {
            guard let given = try? CalendarDate(text) else {
                throw CLIError.usage("--date \"\(PlainText.oneLine(text, limit: 30))\" is not a day as yyyy-MM-dd")
            }
            day = given
        } else {
            day = CalendarDate(context.now.date(), in: zone)
        }
        let routes = parsed.list(.route).map { Route.ID($0) }
        let board = try await provider.require((any ScheduleSource).self, for: "schedule")
            .schedule(at: Stop.ID(stop), on: day, routes: routes.isEmpty ? nil : routes)
        return try context.answer(
            board, isEmpty: board.predictions.isEmpty, parsed, emptyNote: "no scheduled departures at \(stop) on \(day)"
        ) {
            context.output.line("Timetable of \(stop) on \(day): \(Wording.count(board.predictions.count, "trip"))")
            // The timetable's clock time; a trip of this service day after midnight says so.
            let clock = { (p: Prediction) in
                p.displayTime.map { Countdown.clock($0, in: zone) + (CalendarDate($0, in: zone) > day ? " (next day)" : "") } ?? "—"
            }
            BoardTable.print(board, now: context.now.date(), when: clock, to: context.output)
        }
    }

    static let date = Option(name: "--date", value: .one("DAY"), help: "the service day, yyyy-MM-dd (default: today there)")
}
