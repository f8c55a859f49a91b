/// `transit mta` — arrives with issue 6.
enum MTACommand {
    static let command = Command(
        name: "mta",
        summary: "New York MTA Bus Time (MTA_API_KEY)",
        help: "usage: transit mta … (not available yet: issue 6)"
    ) { _, _ in
        throw CLIError.failed("transit mta is not available yet (issue 6)")
    }
}
