/// Part of `transit demo` — arrives with issue 7.
enum TripPlannerDemo {
    static let section = DemoSection(title: "Trip planner: the cheapest trip on the TUI data set") { context in
        context.output.line("  (arrives with issue 7)")
    }
}
