import Foundation
import TransitKitCore

/// The time-window options every command that lists departures shares (`TimeWindow`):
/// `--within D` counts from the answer's clock (the recording's, under `--replay`), `--from T`
/// and `--until T` are ISO 8601 times with their offset. Bad values are usage errors before
/// any request.
enum WindowArguments {
    /// The three options, declared once.
    static let options = [
        Option(name: "--within", value: .one("D"), help: "only what leaves within D from now (90s, 20m, 2h, 1h30m)"),
        Option(name: "--from", value: .one("T"), help: "only what leaves at or after T (ISO 8601, e.g. 2026-11-28T18:00:00-05:00)"),
        Option(name: "--until", value: .one("T"), help: "only what leaves at or before T (ISO 8601)"),
    ]

    /// The window the options ask for; `.unbounded` when none is given.
    static func window(_ parsed: Parsed) throws -> TimeWindow {
        try window(within: parsed.values["--within"]?.first, from: parsed.values["--from"]?.first, until: parsed.values["--until"]?.first)
    }

    static func window(within: String?, from fromText: String?, until untilText: String?) throws -> TimeWindow {
        let from = try fromText.map { try date($0, option: "--from") }
        let until = try untilText.map { try date($0, option: "--until") }
        if let within {
            guard from == nil, until == nil else { throw CLIError.usage("--within cannot be combined with --from or --until") }
            return .next(try duration(within))
        }
        let window = TimeWindow(from: from, until: until)
        try window.validate(operation: "window")
        return window
    }

    /// "90s", "20m", "2h", "1h30m", or a bare number of minutes.
    static func duration(_ text: String) throws(CLIError) -> Duration {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let minutes = Int(trimmed), minutes > 0 { return .seconds(minutes * 60) }
        var seconds = 0
        var digits = ""
        for character in trimmed {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            let unit: Int? = ["h": 3_600, "m": 60, "s": 1][String(character)]
            guard let unit, let value = Int(digits), value <= 10_000 else {
                throw .usage("--within: \"\(PlainText.oneLine(text, limit: 30))\" is not a duration (90s, 20m, 2h, 1h30m)")
            }
            seconds += value * unit
            digits = ""
        }
        guard digits.isEmpty, seconds > 0 else {
            throw .usage("--within: \"\(PlainText.oneLine(text, limit: 30))\" is not a duration (90s, 20m, 2h, 1h30m)")
        }
        return .seconds(seconds)
    }

    static func date(_ text: String, option: String) throws(CLIError) -> Date {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        throw .usage("\(option): \"\(PlainText.oneLine(text, limit: 40))\" is not an ISO 8601 time (e.g. 2026-11-28T18:00:00-05:00)")
    }
}
