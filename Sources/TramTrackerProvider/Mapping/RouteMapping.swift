import Foundation
import TransitKitCore

enum RouteMapping {
    static let up = Direction.ID("up")
    static let down = Direction.ID("down")

    static func upDirection(_ destination: String?) -> Direction {
        Direction(id: up, name: destination.flatMap { $0.isEmpty ? nil : "To \($0)" } ?? "Up")
    }

    static func downDirection(_ destination: String?) -> Direction {
        Direction(id: down, name: destination.flatMap { $0.isEmpty ? nil : "To \($0)" } ?? "Down")
    }

    static func route(_ wire: WireRouteSummary) -> Route {
        let routeNo = wire.RouteNo.value
        let shortName = [wire.AlphaNumericRouteNo, wire.HeadBoardRouteNo?.value]
            .compactMap { $0 }.first { !$0.isEmpty } ?? routeNo
        let longName: String? = {
            if let description = wire.Description, !description.isEmpty { return description }
            switch (wire.UpDestination, wire.DownDestination) {
            case let (up?, down?): return "\(up) - \(down)"
            default: return nil
            }
        }()
        return Route(id: Route.ID(routeNo), shortName: shortName, longName: longName, agencyID: "yarra-trams",
                     mode: .tram)
    }

    /// Numeric part first ("3" < "3a" < "11" < "109"), then the text.
    static func routeOrder(_ a: Route.ID, _ b: Route.ID) -> Bool {
        let na = Int(a.rawValue.prefix(while: \.isNumber)) ?? Int.max
        let nb = Int(b.rawValue.prefix(while: \.isNumber)) ?? Int.max
        return na != nb ? na < nb : a.rawValue < b.rawValue
    }
}
