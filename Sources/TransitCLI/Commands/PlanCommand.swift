/// `transit plan` — arrives with issue 7.
enum PlanCommand {
    static let command = Command(
        name: "plan",
        summary: "cheapest trip between two cities of a connections data set",
        help: "usage: transit plan … (not available yet: issue 7)"
    ) { _, _ in
        throw CLIError.failed("transit plan is not available yet (issue 7)")
    }
}
