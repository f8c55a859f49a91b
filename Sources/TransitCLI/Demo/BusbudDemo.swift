/// Part of `transit demo` — arrives with issue 3.
enum BusbudDemo {
    static let section = DemoSection(title: "Busbud: New York → Montréal departures arriving in polls") { context in
        context.output.line("  (arrives with issue 3)")
    }
}
