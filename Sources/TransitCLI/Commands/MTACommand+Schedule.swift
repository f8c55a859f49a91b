import Foundation
import MTAProvider
import TransitKitCore

extension MTACommand {
    /// `mta schedule`: a stop's timetable for one service day (`ScheduleSource`).
    static let schedule = Command(
        name: "schedule", summary: "a stop's timetable for one service day",
        help: """
            usage: transit mta schedule --stop STOP [--date YYYY-MM-DD] [--route ROUTE…] [--json]

              --stop STOP       stop id, e.g. MTA_308215 (or the bare code 308215)
              --date DAY        the service day, yyyy-MM-dd (default: today in New York)
              --route ROUTE     only these routes, short or full ids (repeatable, comma lists)

            Times are the timetable's, in New York time; a trip of the service day after
            midnight is marked "next day".

            example (answers offline with --replay demo):
              transit mta schedule --stop MTA_308215 --date 2024-01-02
            """
    ) { arguments, context in
        let routes = try arguments.list("--route").map { Route.ID($0) }
        let dateText = try arguments.option("--date")
        let json = arguments.flag("--json")
        let stops = try arguments.list("--stop") + Arguments.split(arguments.positionals())
        try arguments.finish()
        guard let stop = stops.first else { throw CLIError.usage("schedule needs --stop STOP") }
        guard stops.count == 1 else { throw CLIError.usage("schedule takes one STOP, not \(stops.count)") }
        let zone = MTABusTimeClient.newYork
        let day: CalendarDate
        if let dateText {
            guard let parsed = try? CalendarDate(dateText) else {
                throw CLIError.usage("--date \"\(PlainText.oneLine(dateText, limit: 30))\" is not a day as yyyy-MM-dd")
            }
            day = parsed
        } else {
            day = CalendarDate(context.now.date(), in: zone)
        }
        let board = try await client(context).schedule(at: Stop.ID(stop), on: day, routes: routes.isEmpty ? nil : routes)
        if json {
            try context.output.json(board)
            return 0
        }
        guard !board.predictions.isEmpty else {
            context.output.line("No scheduled departures at \(stop) on \(day).")
            return 0
        }
        context.output.line("Timetable of \(stop) on \(day): \(Wording.count(board.predictions.count, "trip"))")
        context.output.line(
            Table(
                ["Time", "Route", "To", "Trip"],
                board.predictions.map { p in
                    let time = p.displayTime.map { time in
                        Countdown.clock(time, in: zone) + (CalendarDate(time, in: zone) > day ? " (next day)" : "")
                    }
                    return [time ?? "—", p.routeName ?? p.route.rawValue, p.destination ?? "", p.tripID ?? ""]
                }
            ).render())
        return 0
    }
}
