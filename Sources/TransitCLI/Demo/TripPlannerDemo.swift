import Foundation
import TransitKitCore
import TripPlanner

/// Part of `transit demo`: fetch TUI's data set (replayed), then the cheapest trip, the
/// alternatives and the map line.
enum TripPlannerDemo {
    /// Where TUI publishes the data set; the demo replays it from the bundled v3 copy.
    static let upstream = "https://raw.githubusercontent.com/TuiMobilityHub/ios-code-challenge/master/connections.json"

    static let section = DemoSection(title: "Trip planner: the cheapest trip on the TUI data set") { context in
        let out = context.output
        guard let url = URL(string: upstream) else { throw CLIError.failed("bad demo URL") }
        let dataset = try await ConnectionDataset.load(
            from: url, transport: context.transport("connections"),
            userAgent: context.userAgent)
        let graph = ConnectionGraph(dataset)
        out.line(
            "  \(dataset.connections.count) connections between \(graph.cities.count) cities (\(dataset.report.isClean ? "all valid" : "\(dataset.report.issues.count) issues"))"
        )
        out.line("  typing \"lo\" suggests: \(graph.suggestions(for: "lo", limit: 3).map(\.name).joined(separator: ", "))")

        let cheapest = try graph.cheapestRoute(from: "london", to: " Cape Town ")
        guard let trip = cheapest.itinerary else {
            out.line("  \(cheapest)")
            return
        }
        out.line("  cheapest: \(trip)")
        let table = Table(["From", "To", "Price"], trip.legs.map { [$0.from.name, $0.to.name, $0.price.description] })
        out.line(table.render().split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        out.line("  total \(trip.total.description), map polyline \(try trip.encodedPolyline())")
        let others = try graph.alternatives(from: "London", to: "Cape Town", k: 3).dropFirst()
        for other in others { out.line("  alternative: \(other)") }
        out.line("  \(try graph.cheapestRoute(from: "Porto", to: "Tokyo"))")
    }
}
