/// `transit tram` — arrives with issue 5.
enum TramCommand {
    static let command = Command(
        name: "tram",
        summary: "Melbourne tramTRACKER next trams",
        help: "usage: transit tram … (not available yet: issue 5)"
    ) { _, _ in
        throw CLIError.failed("transit tram is not available yet (issue 5)")
    }
}
