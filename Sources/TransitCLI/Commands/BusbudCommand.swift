import BusbudProvider
import Foundation
import TransitKitCore

/// `transit departures ORIGIN DESTINATION DATE`: a ``DepartureSearch`` (Busbud's intercity
/// search, the one provider with it), shown as it fills in. `busbud departures` is its old
/// spelling, and the `busbud` group, which held nothing else, is hidden with it. The token
/// comes from `BUSBUD_TOKEN` and is never printed.
enum BusbudCommand {
    static let command = Subcommands(group: "busbud", [departuresAlias]).command(
        summary: "old spelling: `transit departures` (BUSBUD_TOKEN)",
        note: "The partner token comes from BUSBUD_TOKEN and is never printed.", isHidden: true)

    static let departuresAlias = Command(
        name: "departures", summary: "old spelling of `transit departures`",
        help: "`busbud departures` is now `transit departures`.\n\n" + departures.help, options: [], isHidden: true,
        run: departures.run)

    static let adults = Option(name: "--adults", value: .number(0...50), help: "adults (default 1 unless children or seniors are given)")
    static let children = Option(name: "--children", value: .number(0...50), help: "children")
    static let seniors = Option(name: "--seniors", value: .number(0...50), help: "seniors")
    static let currency = Option(
        name: "--currency", value: .one("C"), help: "ISO 4217 code for prices (CAD, USD, EUR…)", completions: ["CAD", "USD", "EUR"])
    static let language = Option(name: "--lang", value: .one("L"), help: "ISO 639-1 language for names (en, fr…)")
    static let budget = Option(
        name: "--budget", value: .number(1...3600), help: "give up polling after S seconds and show what arrived (default 60)")
    static let jsonLines = Option(
        name: "--json", value: .flag, help: "JSON Lines: one snapshot per poll as the search fills in; the last is the result")

    static let departures = Command(
        name: "departures", summary: "search departures between two cities on a day, shown as they arrive",
        words: "ORIGIN DESTINATION DATE",
        options: [Option.provider, adults, children, seniors, currency, language, budget, jsonLines] + WindowArguments.options,
        about: """
            ORIGIN and DESTINATION are Busbud city geohashes (dr5reg New York, f25dvk Montréal,
            f2m673 Québec); DATE is the local departure day, yyyy-MM-dd (a time window filters
            its departures). A progress line on stderr shows departures arriving while Busbud
            polls its suppliers; the table lists them in local times (each end in its own zone),
            cheapest first among equal times. The one provider with departures is busbud.
            """,
        examples: ["departures dr5reg f25dvk 2016-07-29 --adults 1 --currency CAD"]
    ) { parsed, context in
        let children = parsed.number(children) ?? 0
        let seniors = parsed.number(seniors) ?? 0
        let json = parsed.flag(jsonLines)
        let window = try WindowArguments.window(parsed)
        if let provider = parsed.value(.provider), try Providers.resolve(provider) != "busbud" {
            throw CLIError.usage("departures between cities come from busbud only, not \(provider)")
        }
        let words = parsed.words
        guard words.count == 3 else {
            throw CLIError.usage("departures needs ORIGIN DESTINATION DATE, e.g. dr5reg f25dvk 2016-07-29")
        }
        guard let date = try? CalendarDate(words[2]) else { throw CLIError.usage("DATE \"\(words[2])\" is not a day as yyyy-MM-dd") }
        let passengers = Passengers(
            adults: parsed.number(adults) ?? (children + seniors > 0 ? 0 : 1), children: children, seniors: seniors)
        let query = DepartureQuery(
            origin: words[0], destination: words[1], date: date, passengers: passengers,
            currency: parsed.value(currency), language: parsed.value(language))
        let client = try Providers.busbud(context, budget: parsed.number(budget).map { .seconds($0) })
        var last = try await follow(client.search(query), context.output, jsonLines: json)
        // The core's one window rule; the day asked stays DATE, since the CLI cannot know the
        // origin's zone before the answer (BusbudClient.searchDepartures(_:within:originZone:)
        // asks every day a window touches when the caller knows it).
        last.snapshot = last.snapshot.within(window, now: context.now.date())
        if !json {
            show(last, context.output)
        }
        // Busbud's cache (or a recording) can answer with another day's departures: say so.
        let other = last.snapshot.daysOtherThan(date)
        if !other.isEmpty {
            let some = last.snapshot.departures.contains { CalendarDate($0.departureTime, in: $0.departureTimeZone) == date }
            context.output.error(
                "note: asked for \(date); \(some ? "some" : "the") departures found leave on "
                    + other.prefix(3).map(\.description).joined(separator: ", ") + (other.count > 3 ? " …" : ""))
        }
        return 0
    }

    /// Runs the search, drawing a progress line (stderr) per round trip — or, with `jsonLines`,
    /// writing each snapshot as one JSON line on stdout; returns the final update.
    static func follow(
        _ updates: AsyncThrowingStream<BusbudSearchUpdate, any Error>, _ out: Output,
        jsonLines: Bool = false
    ) async throws -> BusbudSearchUpdate {
        var last: BusbudSearchUpdate?
        do {
            for try await update in updates {
                last = update
                if jsonLines { try out.jsonLine(update.snapshot) } else { out.progress(progressText(update)) }
            }
        } catch {
            if !jsonLines { out.endProgress() }
            throw error
        }
        if !jsonLines { out.endProgress() }
        guard let last else { throw CLIError.failed("the search ended before Busbud answered") }
        return last
    }

    static func progressText(_ update: BusbudSearchUpdate) -> String {
        let snapshot = update.snapshot
        let state = snapshot.isComplete ? "complete" : snapshot.stopReason == nil ? "searching…" : "stopped"
        return
            "busbud: \(state) \(Wording.count(snapshot.departures.count, "departure")) after \(Wording.count(snapshot.requestCount, "request"))"
    }

    /// The table and a closing line saying how the search ended.
    static func show(_ update: BusbudSearchUpdate, _ out: Output) {
        let snapshot = update.snapshot
        if let from = update.originCityName, let to = update.destinationCityName {
            out.line(PlainText.oneLine("\(from) → \(to)", limit: 2 * Table.cellLimit))
        }
        if !snapshot.isRouteServed {
            out.line("Busbud does not serve this city pair.")
            return
        }
        if snapshot.departures.isEmpty {
            out.line("No departures found for that day.")
        } else {
            out.line(
                Table(
                    ["Departs", "Arrives", "From", "To", "Operator", "Price", "Seats", "Class"],
                    snapshot.departures.map(row)
                ).render())
        }
        var end = "\(Wording.count(snapshot.departures.count, "departure")), "
        switch snapshot.stopReason {
        case .budgetExhausted?: end += "incomplete: the time budget ran out"
        case .expired?: end += "incomplete: the search expired"
        case .failed?: end += "incomplete: a poll failed"
        case nil: end += snapshot.isComplete ? "complete" : "incomplete"
        }
        if let error = update.stopError {
            end += " (" + PlainText.oneLine(error.riderMessage(providerName: BusbudClient.facts.name), limit: 300) + ")"
        }
        out.line(end)
    }

    static func row(_ departure: Departure) -> [String] {
        let departs = local(departure.departureTime, departure.departureTimeZone)
        let arrives = local(departure.arrivalTime, departure.arrivalTimeZone)
        return [
            departs.date + " " + departs.time + " " + departs.zone,
            (arrives.date == departs.date ? "" : arrives.date + " ") + arrives.time + " " + arrives.zone,
            departure.origin.name.isEmpty ? "location \(departure.origin.id)" : departure.origin.name,
            departure.destination.name.isEmpty ? "location \(departure.destination.id)" : departure.destination.name,
            departure.operator?.name ?? "",
            departure.price?.description ?? "",
            departure.availableSeats.map(String.init) ?? "",
            departure.fareClass ?? "",
        ]
    }

    /// "2017-09-10", "11:00", "UTC−4" — the wall clock where the coach is, not this machine's.
    /// The offset, not the zone's city: Québec City runs on America/Toronto, and "09:30 Toronto"
    /// next to a Québec departure reads as the wrong place (abbreviations read "GMT-4" on Linux).
    static func local(_ instant: Date, _ zone: TimeZone) -> (date: String, time: String, zone: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.hour, .minute], from: instant)
        let date = CalendarDate(instant, in: zone).description
        let time = String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
        let offset = zone.secondsFromGMT(for: instant)
        let sign = offset < 0 ? "−" : "+"
        let minutes = abs(offset) / 60
        let label = minutes % 60 == 0 ? "UTC\(sign)\(minutes / 60)" : String(format: "UTC%@%d:%02d", sign, minutes / 60, minutes % 60)
        return (date, time, label)
    }
}
