import BusbudProvider
import Foundation
import TransitKitCore

/// Part of `transit demo`: the seed's search (New York → Montréal, answered from Busbud's cache
/// in one round trip), then a cold search whose departures arrive over two polls.
enum BusbudDemo {
    static let section = DemoSection(title: "Busbud: New York → Montréal, then a search arriving in polls") { context in
        let out = context.output
        let busbud = try BusbudCommand.client(context)

        out.line("  dr5reg → f25dvk on 2016-07-29, 1 adult, CAD:")
        let seed = DepartureQuery(
            origin: "dr5reg", destination: "f25dvk", date: try CalendarDate("2016-07-29"),
            passengers: Passengers(adults: 1), currency: "CAD", language: "en")
        let first = try await busbud.searchDepartures(seed)
        for departure in first.departures { out.line("    " + describe(departure)) }
        if let mismatch = BusbudCommand.dateMismatch(asked: seed.date, first.departures) {
            out.line("    note: \(mismatch) (the recording answers this pair with another day)")
        }
        out.line(
            "    \(Wording.count(first.departures.count, "departure")), \(first.isComplete ? "complete" : "incomplete") after \(first.requestCount) request"
        )

        out.line("  f2m673 → f25dvk on 2021-08-28, 1 adult, EUR — departures arriving as Busbud polls:")
        let cold = DepartureQuery(
            origin: "f2m673", destination: "f25dvk", date: try CalendarDate("2021-08-28"),
            passengers: Passengers(adults: 1), currency: "EUR", language: "en")
        var last: BusbudSearchUpdate?
        for try await update in busbud.search(cold) {
            let snapshot = update.snapshot
            out.line(
                "    request \(snapshot.requestCount): \(Wording.count(snapshot.departures.count, "departure")) so far, next index \(update.receivedCount)\(snapshot.isComplete ? ", complete" : "")"
            )
            last = update
        }
        guard let last else { return }
        if let from = last.originCityName, let to = last.destinationCityName { out.line("    \(from) → \(to):") }
        for departure in last.snapshot.departures { out.line("    " + describe(departure)) }
    }

    static func describe(_ departure: Departure) -> String {
        let row = BusbudCommand.row(departure)
        return "\(row[0]) → \(row[1])  \(row[2]) → \(row[3])  \(row[4])  \(row[5])"
    }
}
