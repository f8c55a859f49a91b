/// `transit cta` — arrives with issue 4.
enum CTACommand {
    static let command = Command(
        name: "cta",
        summary: "Chicago CTA Bus Tracker (CTA_API_KEY)",
        help: "usage: transit cta … (not available yet: issue 4)"
    ) { _, _ in
        throw CLIError.failed("transit cta is not available yet (issue 4)")
    }
}
