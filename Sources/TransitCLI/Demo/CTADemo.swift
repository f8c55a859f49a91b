/// Part of `transit demo` — arrives with issue 4.
enum CTADemo {
    static let section = DemoSection(title: "CTA Bus Tracker: route → stop → predictions and alerts") { context in
        context.output.line("  (arrives with issue 4)")
    }
}
