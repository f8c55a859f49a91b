import Foundation
import TransitKitCore

extension SavedRoute.Place: LosslessStringConvertible {
    /// A place as a rider types it: `"Bay Ridge"`, or `"Bay Ridge@40.6343,-74.0235"` to put it
    /// on a map; nil when the part after the last `@` is not two numbers. The coordinate is
    /// checked with the rest of the route (``SavedRoute/issues``).
    ///
    /// ```swift
    /// let home = SavedRoute.Place("Sunset Park@40.6455,-74.0125")   // label "Sunset Park", a coordinate
    /// ```
    public init?(_ description: String) {
        guard let at = description.lastIndex(of: "@") else {
            self.init(label: description)
            return
        }
        let parts = description[description.index(after: at)...].split(separator: ",")
        guard parts.count == 2, let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { return nil }
        self.init(label: String(description[..<at]), coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }

    /// `"Bay Ridge"`, or `"Bay Ridge@40.6343,-74.0235"` when the place has a coordinate.
    public var description: String {
        coordinate.map { "\(label)@\($0.latitude),\($0.longitude)" } ?? label
    }
}

extension SavedRoute.Line: LosslessStringConvertible {
    /// A line as a rider types it: `"ROUTE"`, `"ROUTE@DIRECTION"` or
    /// `"ROUTE@DIRECTION:STOP,STOP"`. Any text is a line; an empty route is an issue of the
    /// route it is saved in.
    ///
    /// ```swift
    /// let line = SavedRoute.Line("22@Northbound:1836")   // route 22, Northbound, boarding at 1836
    /// ```
    public init?(_ description: String) {
        var rest = Substring(description)
        var stops: [Stop.ID] = []
        if let colon = rest.lastIndex(of: ":"), rest.contains("@") {
            stops = rest[rest.index(after: colon)...].split(separator: ",").map { Stop.ID(String($0)) }
            rest = rest[..<colon]
        }
        var direction: Direction.ID?
        if let at = rest.firstIndex(of: "@") {
            direction = Direction.ID(String(rest[rest.index(after: at)...]))
            rest = rest[..<at]
        }
        self.init(route: Route.ID(String(rest)), direction: direction, stops: stops)
    }

    /// `"22@Northbound:1836"`: the form ``init(_:)`` reads.
    public var description: String {
        var text = route.rawValue
        if let direction { text += "@\(direction)" }
        if !stops.isEmpty { text += ":" + stops.map(\.rawValue).joined(separator: ",") }
        return text
    }
}

extension Identifier where Owner == SavedRoute {
    /// A stable id from a route's name: its letters and digits, folded to lower case without
    /// accents, joined by dashes ("Bay Ridge → Work!" → `bay-ridge-work`).
    ///
    /// ```swift
    /// let route = SavedRoute(id: .slug("To the lake"), name: "To the lake", …)   // id "to-the-lake"
    /// ```
    public static func slug(_ name: String) -> SavedRoute.ID {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return SavedRoute.ID(folded.split { !$0.isLetter && !$0.isNumber }.joined(separator: "-"))
    }
}
