import Foundation

/// Part of `transit demo`: one GTFS-Realtime feed per provider that has realtime data
/// (Busbud has none), written through `transit gtfs-rt` into a temporary directory (removed
/// afterwards), each summarised in one line: entities, bytes, what was left out.
enum GTFSRTDemo {
    static let feeds: [(file: String, words: [String])] = [
        ("cta-trip-updates.pb", ["gtfs-rt", "trip-updates", "--provider", "cta", "--stop", "6597"]),
        ("tramtracker-trip-updates.pb", ["gtfs-rt", "trip-updates", "--provider", "tramtracker", "--stop", "1234"]),
        ("mta-vehicle-positions.pb", ["gtfs-rt", "vehicle-positions", "--provider", "mta", "--route", "MTA NYCT_B70"]),
    ]

    static let section = DemoSection(title: "GTFS-Realtime out of every provider") { context in
        // A folder of its own, removed when the part ends: the feeds are shown, not kept
        // (13 folders once piled up in /tmp in one afternoon).
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("transitkit-demo-feeds-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failed("cannot create \(directory.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        context.output.line("  feeds written to a temporary folder, removed when this part ends:")
        for feed in feeds {
            let words = feed.words + ["--output", directory.appendingPathComponent(feed.file).path]
            context.output.line(
                "  $ transit \(feed.words.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")) --output \(feed.file)")
            let status = await CLI.run(words, context: DemoCLI.indented(context, by: "    "))
            if status != 0 { throw CLIError.failed("`transit \(feed.words.joined(separator: " "))` ended with status \(status)") }
        }
    }
}
