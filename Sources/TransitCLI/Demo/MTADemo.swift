/// Part of `transit demo` — arrives with issue 6.
enum MTADemo {
    static let section = DemoSection(title: "MTA Bus Time: a route with its live buses and status colour") { context in
        context.output.line("  (arrives with issue 6)")
    }
}
