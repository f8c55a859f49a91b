/// `transit routes` — arrives with issue 8.
enum RoutesCommand {
    static let command = Command(
        name: "routes",
        summary: "saved routes with live status",
        help: "usage: transit routes … (not available yet: issue 8)"
    ) { _, _ in
        throw CLIError.failed("transit routes is not available yet (issue 8)")
    }
}
