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
        let address = location?.address?.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: ", ")
        return Stop(
            id: Stop.ID(id.map(String.init) ?? ""), name: location?.name ?? "",
            coordinate: coordinate, address: address?.isEmpty == false ? address : nil,
            timeZone: zone)
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
