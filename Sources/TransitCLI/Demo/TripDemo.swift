import Foundation

/// Part of `transit demo`: one vehicle's run — where tram 3001 and CTA bus 8164 go next and
/// when, with the rider facts each provider gives — through `transit trip`.
enum TripDemo {
    static let runs: [[String]] = [
        ["trip", "--provider", "tramtracker", "--vehicle", "3001"],
        ["trip", "--provider", "cta", "--vehicle", "8164"],
    ]

    static let section = DemoSection(title: "A vehicle's trip: its next stops and times") { context in
        for words in runs {
            context.output.line("  $ transit \(words.joined(separator: " "))")
            let status = await CLI.run(words, context: DemoCLI.indented(context, by: "  "))
            if status != 0 { throw CLIError.failed("`transit \(words.joined(separator: " "))` ended with status \(status)") }
        }
    }
}
