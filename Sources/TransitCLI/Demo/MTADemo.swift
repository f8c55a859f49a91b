import Foundation
import MTAProvider
import TransitKitCore

/// Part of `transit demo`: the seed app's MTA screen — find a bus, its stops and polylines,
/// its live buses over two 20-second refreshes, a line asked by its short id, and the status
/// colour from MTA situations.
enum MTADemo {
    static let section = DemoSection(title: "MTA Bus Time: a route with its live buses and status colour") { context in
        let out = context.output
        let mta = try MTACommand.client(context)
        let agencies = try await mta.agenciesWithCoverage()
        out.line("  Agencies: " + agencies.map { "\($0.agency.name) (\($0.agency.id))" }.joined(separator: ", "))

        let routes = try await mta.routes(of: "MTA NYCT")
        guard let route = MTARouteSearch.filter(routes, matching: "b70").first else {
            throw TransitError(.notFound, provider: "mta", detail: "B70 missing from the recording")
        }
        out.line("  Search \"b70\" among \(routes.count) MTA NYCT routes → \(route.displayName) [\(route.id)]")

        let shape = try await mta.shape(of: route.id)
        let points = shape.paths.reduce(0) { $0 + $1.count }
        out.line("  Map: \(shape.paths.count) polylines (\(points) points), \(shape.stops.count) stops")
        for branch in shape.branches {
            guard let direction = branch.direction else { continue }
            let ends = [branch.stops.first?.name, branch.stops.last?.name].compactMap { $0 }.joined(separator: " → ")
            out.line("    direction \(direction.id): to \(direction.name) — \(branch.stops.count) stops (\(ends))")
        }

        var refresh = 0
        for try await buses in mta.liveVehicles(on: [route.id]) {
            refresh += 1
            out.line("  Live buses, refresh \(refresh)\(refresh == 1 ? " (recorded 21:42)" : " 20 s later (recording from 02:57)"):")
            if buses.isEmpty {
                out.line("    none — no \(route.shortName) bus is out in the 02:57 recording")
            } else {
                for bus in buses {
                    let toward = bus.destination.map { " to \($0)" } ?? ""
                    let status = bus.statusText.map { ", \($0)" } ?? ""
                    out.line("    \(bus.id)\(toward) at \(bus.coordinate), next stop \(bus.nextStop?.rawValue ?? "?")\(status)")
                }
            }
            if refresh == 2 { break }
        }

        // Riders write "B63"; SIRI wants "MTA NYCT_B63". The client looks it up once in
        // routes-for-agency of its agencies, then keeps the list.
        let b63 = try await mta.vehicles(on: ["B63"])
        out.line(
            "  Short id \"B63\" → \(b63.first?.route.rawValue ?? "no bus"): \(Wording.count(b63.count, "bus", plural: "buses")) at 02:57 "
                + "(looked up once in the routes of MTA NYCT and MTABC)")

        out.line("  Status from situations:")
        let statuses = try await mta.status(of: [route.id, "MTA NYCT_M4", "MTA NYCT_M103"])
        for status in statuses {
            // Show the alert that set the colour: a disruptive one when there is one.
            let shown = status.alerts.first { $0.effect.isDisruptive } ?? status.alerts.first
            let words =
                shown.map { ": [\($0.effect)] " + Wording.cut(String($0.title.split(separator: "\n").last ?? ""), limit: 70) } ?? ""
            out.line("    \(status.route): \(out.marker(status.status)) — \(Wording.count(status.alerts.count, "situation"))\(words)")
        }
    }
}
