/// City and operator ids are UUIDs written two ways — `375dd5879001acbd84a4683deda84183` in
/// the README and old fixtures, `375dd587-9001-acbd-84a4-683deda84183` in real responses, and
/// both inside one file. Joins compare this key; the original string is kept for display.
enum BusbudID {
    static func key(_ id: String) -> String {
        String(id.lowercased().filter { $0 != "-" })
    }
}
