/// `transit busbud` — arrives with issue 3.
enum BusbudCommand {
    static let command = Command(
        name: "busbud",
        summary: "Busbud intercity departures (BUSBUD_TOKEN)",
        help: "usage: transit busbud … (not available yet: issue 3)"
    ) { _, _ in
        throw CLIError.failed("transit busbud is not available yet (issue 3)")
    }
}
