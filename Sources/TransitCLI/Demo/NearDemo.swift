import Foundation
import TransitKitCore

/// Part of `transit demo`: "what leaves near here" in three cities, through the same `near`
/// and `stops` commands a user types, answered from recordings by every provider that covers
/// the place (ProviderRegistry). CTA's and tramTRACKER's answers come from a stop index built
/// from their catalogue calls; MTA's from its stops-for-location call.
enum NearDemo {
    /// The places asked about, with the words typed.
    static let places: [(city: String, words: [String])] = [
        (
            "Chicago, Fullerton 'L' station (CTA, stop index over the recorded route 74)",
            ["near", "41.925051,-87.652866", "--radius", "40", "--limit", "5"]
        ),
        (
            "Melbourne, Prahran Market (tramTRACKER, stop index over route 78)",
            ["near", "-37.8478,144.992", "--radius", "150", "--limit", "5"]
        ),
        (
            "New York, Vanderbilt Av / Lafayette Av (MTA stops-for-location)",
            ["near", "40.68766,-73.96880", "--radius", "40", "--limit", "5"]
        ),
    ]

    static let section = DemoSection(title: "Stops and departures near a place: Chicago, Melbourne, New York") { context in
        let out = context.output
        for place in places {
            out.line("  \(place.city):")
            out.line("    $ transit \(place.words.joined(separator: " "))")
            let status = await CLI.run(place.words, context: DemoCLI.indented(context, by: "    "))
            if status != 0 { throw CLIError.failed("`transit \(place.words.joined(separator: " "))` ended with status \(status)") }
        }
        out.line("  By name, from the same index:")
        let words = ["stops", "find", "fullerton & sheff", "--provider", "cta", "--limit", "3"]
        out.line("    $ transit \(words.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " "))")
        let status = await CLI.run(words, context: DemoCLI.indented(context, by: "    "))
        if status != 0 { throw CLIError.failed("`transit stops find` ended with status \(status)") }
    }
}

/// Running a `transit` command inside the demo, its output indented under the section.
enum DemoCLI {
    /// `context` with stdout indented by `prefix` and stderr lines shown indented on stdout as
    /// well: notes and feed summaries are part of what the demo shows.
    static func indented(_ context: Context, by prefix: String) -> Context {
        var inner = context
        let out = context.output
        inner.output = Output(
            isTerminal: out.isTerminal, out: out.indented(prefix).writeOut,
            err: { text in
                for line in text.split(separator: "\n") { out.writeOut("\(prefix)\(line)\n") }
            })
        return inner
    }
}
