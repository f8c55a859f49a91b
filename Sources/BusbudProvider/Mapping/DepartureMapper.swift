import Foundation
import TransitKitCore

/// Turns one wire departure into a core ``Departure``, joining its operator and locations.
struct DepartureMapper: Sendable {
    var catalog: BusbudCatalog
    /// Used when `prices.currency` is missing (2016-era payloads): prices come back in the
    /// currency the request asked for.
    var requestedCurrency: String?
    /// Variables for the `logo_url` template; nil leaves the size variables undefined.
    var logoSize: BusbudClient.LogoSize?

    static let timePattern = "yyyy-MM-dd'T'HH:mm:ss"

    /// - Parameter path: where the departure sits in its response, e.g. `departures[2]`, so an
    ///   error names the field: `departures[2].departure_timezone: …`.
    func map(_ wire: WireDeparture, path: String) throws(MappingFailure) -> Departure {
        let departureZone = try zone(wire.departureTimezone, field: "\(path).departure_timezone")
        let arrivalZone = try zone(wire.arrivalTimezone, field: "\(path).arrival_timezone")
        let departureTime = try instant(wire.departureTime, in: departureZone, field: "\(path).departure_time")
        let arrivalTime = try instant(wire.arrivalTime, in: arrivalZone, field: "\(path).arrival_time")
        return Departure(
            id: Departure.ID(wire.id),
            origin: stop(wire.originLocationID, zone: departureZone),
            destination: stop(wire.destinationLocationID, zone: arrivalZone),
            departureTime: departureTime, departureTimeZone: departureZone,
            arrivalTime: arrivalTime, arrivalTimeZone: arrivalZone,
            operator: catalog.operator(wire.operatorID).map(agency),
            price: price(wire.prices),
            availableSeats: wire.availableSeats,
            fareClass: fareClass(wire),
            amenities: wire.amenities?.available ?? [],
            bookingURL: wire.links?.deeplink.flatMap { URL(string: URITemplate.expand($0, [:])) })
    }

    private func zone(_ identifier: String?, field: String) throws(MappingFailure) -> TimeZone {
        guard let identifier else { throw MappingFailure(field: field, reason: "missing; the local time cannot be read without it") }
        guard let zone = TimeZone(identifier: identifier) else {
            throw MappingFailure(field: field, reason: "\"\(identifier)\" is not an IANA time zone")
        }
        return zone
    }

    private func instant(_ text: String, in zone: TimeZone, field: String) throws(MappingFailure) -> Date {
        do {
            return try LocalDateTime(parsing: text, pattern: Self.timePattern).date(in: zone)
        } catch {
            throw MappingFailure(field: field, reason: error.detail ?? "\"\(text)\" is not \(Self.timePattern)")
        }
    }

    /// The station the departure uses, found through its location id (never through
    /// `cities`). A dangling id gives a stop with that id and an empty name.
    private func stop(_ id: Int?, zone: TimeZone) -> Stop {
        let location = catalog.location(id)
        var coordinate: Coordinate?
        if let lat = location?.lat, let lon = location?.lon {
            let candidate = Coordinate(latitude: lat, longitude: lon)
            coordinate = candidate.isValid ? candidate : nil
        }
        let address = location?.address?.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: ", ")
        return Stop(id: Stop.ID(id.map(String.init) ?? ""), name: location?.name ?? "",
                    coordinate: coordinate, address: address?.isEmpty == false ? address : nil,
                    timeZone: zone)
    }

    private func agency(_ wire: WireOperator) -> Agency {
        var values: [String: String] = [:]
        if let logoSize {
            values["height"] = String(logoSize.height)
            values["width"] = String(logoSize.width)
        }
        let name = [wire.displayName, wire.name].compactMap { $0 }.first { !$0.isEmpty } ?? wire.id
        return Agency(id: Agency.ID(wire.id), name: name,
                      url: wire.url.flatMap { URL(string: $0) },
                      logoURL: wire.logoURL.flatMap { URL(string: URITemplate.expand($0, values)) })
    }

    /// `prices.total` as stated — never base + fees + taxes, which can be a cent off.
    private func price(_ prices: WirePrices?) -> Money? {
        guard let total = prices?.total else { return nil }
        guard let currency = prices?.currency ?? requestedCurrency, !currency.isEmpty else { return nil }
        return Money(minorUnits: Int64(total), currency: currency)
    }

    /// `class_name` unless it is a placeholder ("-"), then `class`.
    private func fareClass(_ wire: WireDeparture) -> String? {
        for candidate in [wire.className, wire.class] {
            if let text = candidate?.trimmingCharacters(in: .whitespaces), !text.isEmpty, text != "-" { return text }
        }
        return nil
    }
}

/// A departure that cannot be mapped, with the field path; turned into a `.decoding`
/// `TransitError` about the request it came with.
struct MappingFailure: Error, Sendable {
    var field: String
    var reason: String
    var detail: String { "\(field): \(reason)" }
}
