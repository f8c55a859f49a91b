/// The options every command shares, declared once.
extension Option {
    static let json = Option(name: "--json", value: .flag, help: "the library's model as JSON (the keys an app decodes)")
    static let geojson = Option(
        name: "--geojson", value: .flag, help: "a GeoJSON FeatureCollection (not with --json)", conflicts: [Option.json.name])
    static let provider = Option(
        name: "--provider", value: .one("P"),
        help: "cta, mta, tram or a profile (`transit providers`: oba-pugetsound, prt…); inferred from MTA_… ids",
        completions: Providers.catalog.spellings)
    static let stop = Option(name: "--stop", value: .list("ID"), help: "a stop id; repeat or comma-separate for more")
    static let route = Option(
        name: "--route", value: .list("R"), help: "a route as riders write it (22, B63, 78) or its full id; repeatable")
    static let direction = Option(
        name: "--direction", value: .one("D"), help: "a direction id (CTA Eastbound, MTA 0 or 1, tram up or down)")
    static let vehicle = Option(name: "--vehicle", value: .list("V"), help: "a vehicle's number; repeatable")
    static let top = Option(name: "--top", value: .number(1...99), help: "at most N predictions per stop")
    static let lowFloor = Option(name: "--low-floor", value: .flag, help: "only step-free (low-floor) vehicles")
    static let api = Option(
        name: "--api", value: .one("v2|v3"), help: "CTA Bus Tracker version (default v3)", completions: ["v2", "v3"])
}

extension Command {
    /// An old spelling kept for one release: runs `verb` with `--provider provider`, answers
    /// `--help` with the verb's help under a line naming the new spelling, and is left out of
    /// help listings and completion.
    static func alias(_ name: String, of verb: Command, provider: String, newName: String? = nil) -> Command {
        let spelled = "transit \(newName ?? verb.name) --provider \(provider)"
        return Command(
            name: name, summary: "old spelling of `\(spelled)`", help: "`\(provider) \(name)` is now `\(spelled)`.\n\n" + verb.help,
            options: verb.options, isHidden: true
        ) { arguments, context in
            var forwarded = Arguments(arguments.tokens + (arguments.tokens.contains("--provider") ? [] : ["--provider", provider]))
            return try await verb.run(&forwarded, context)
        }
    }
}
