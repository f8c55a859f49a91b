import Foundation
import TransitKitCore

extension BusbudMapper {
    /// The station the departure uses, found through its location id (never through
    /// `cities`). A dangling id gives a stop with that id and an empty name.
    func stop(_ id: Int?, zone: TimeZone?) -> Stop {
        let location = catalog.location(id)
        var coordinate: Coordinate?
        if let lat = location?.lat, let lon = location?.lon {
            let candidate = Coordinate(latitude: lat, longitude: lon)
            coordinate = candidate.isValid ? candidate : nil
        }
        let address = location?.address?.map { $0.trimmed() }
            .filter { !$0.isEmpty }.joined(separator: ", ")
        return Stop(
            id: Stop.ID(id.map(String.init) ?? ""), name: location?.name ?? "",
            coordinate: coordinate, address: address?.isEmpty == false ? address : nil,
            timeZone: zone)
    }

    /// ``stop(_:zone:)`` through the call's memo: a station is built once, then given each
    /// use's zone.
    func stop(_ id: Int?, zone: TimeZone?, memo: inout Memo) -> Stop {
        guard let id else { return stop(nil, zone: zone) }
        var stop = memo.stop(id) { self.stop(id, zone: nil) }
        stop.timeZone = zone
        return stop
    }

    /// The operator `operatorID` names, through the call's memo; nil when it names none.
    func agency(_ operatorID: String?, memo: inout Memo) -> Agency? {
        guard let operatorID else { return nil }
        return memo.agency(operatorID) { catalog.operator(operatorID).map(agency) }
    }

    /// The coach operator, its `logo_url` template filled with the configured size.
    func agency(_ wire: BusbudWireOperator) -> Agency {
        var values: [String: String] = [:]
        if let logoSize {
            values["height"] = String(logoSize.height)
            values["width"] = String(logoSize.width)
        }
        let name = [wire.displayName, wire.name].compactMap { $0 }.first { !$0.isEmpty } ?? wire.id
        return Agency(
            id: Agency.ID(wire.id), name: name,
            url: wire.url.flatMap { URL(string: $0) },
            logoURL: wire.logoURL.flatMap { URL(string: URITemplate.expand($0, values)) })
    }
}
