/// Part of `transit demo` — arrives with issue 8.
enum SavedRoutesDemo {
    static let section = DemoSection(title: "Saved routes: status at a glance") { context in
        context.output.line("  (arrives with issue 8)")
    }
}
