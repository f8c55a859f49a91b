import Foundation
import SavedRoutes
import TransitKitCore

/// Part of `transit demo`: saved routes on two providers, each with its status colour, the
/// alerts behind it and its live vehicles, through the same `RouteMonitor` whatever the
/// provider. The list lives in a temporary file, never the rider's own.
enum SavedRoutesDemo {
    static let routes = [
        SavedRoute(
            id: "uptown", name: "Uptown on Fifth", provider: "mta",
            start: .init(label: "Washington Square", coordinate: Coordinate(latitude: 40.7308, longitude: -73.9973)),
            end: .init(label: "Harlem", coordinate: Coordinate(latitude: 40.8116, longitude: -73.9465)),
            lines: [.init(route: "MTA NYCT_M4"), .init(route: "MTA NYCT_M103")]),
        SavedRoute(
            id: "bay-ridge", name: "Bay Ridge", provider: "mta",
            start: .init(label: "Bay Ridge"), end: .init(label: "Atlantic Terminal"),
            lines: [.init(route: "MTA NYCT_B63")]),
        SavedRoute(
            id: "to-the-lake", name: "To the lake", provider: "cta",
            start: .init(label: "Mayfair", coordinate: Coordinate(latitude: 41.9616, longitude: -87.7456)),
            end: .init(label: "Lincoln Park"), lines: [.init(route: "74", direction: "Eastbound")]),
    ]

    static let section = DemoSection(title: "Saved routes: status at a glance") { context in
        let out = context.output
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transit-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = RouteStore(fileURL: folder.appendingPathComponent("routes.json"), now: context.now)
        for route in routes { try await store.add(route) }
        out.line("  \(routes.count) routes saved (to a temporary file); `transit routes status` shows:")
        for route in try await store.all() {
            let provider = try Providers.make(route.provider, context: context)
            let update = await (try RouteMonitor(route: route, provider: provider, now: context.now)).refresh()
            for line in RoutesCommand.render(.init(route: route, update: update), context).split(separator: "\n") { out.line("  " + line) }
        }
    }
}
