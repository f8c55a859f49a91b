/// Part of `transit demo` — arrives with issue 5.
enum TramTrackerDemo {
    static let section = DemoSection(title: "tramTRACKER: next trams in Melbourne with countdowns") { context in
        context.output.line("  (arrives with issue 5)")
    }
}
