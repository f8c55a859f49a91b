import Foundation
import TransitKitCore

/// Wire → core: each departure becomes a ``Departure`` read in its own zones, joined with the
/// operators and locations received so far (``BusbudCatalog``), and a search's departures come
/// out sorted by absolute departure instant, then price, then id.
struct BusbudMapper: Sendable {
    var catalog: BusbudCatalog
    /// Used when `prices.currency` is missing (2016-era payloads): prices come back in the
    /// currency the request asked for.
    var requestedCurrency: String?
    /// Variables for the `logo_url` template; nil leaves the size variables undefined.
    var logoSize: BusbudClient.LogoSize?

    /// A departure that cannot be mapped, with the field path; turned into a `.decoding`
    /// `TransitError` about the request it came with.
    struct Failure: Error, Sendable {
        var field: String
        var reason: String
        var detail: String { "\(field): \(reason)" }
    }

    /// Departures mapped and sorted, with what the mapping left out of them.
    struct Mapped: Sendable {
        var departures: [Departure]
        /// Rider facts that could not be read or placed (a `trip_stops` entry, a stop whose zone
        /// is unknown, a transfer count of the wrong type); the departures are kept without them.
        var notes: [ProviderNote]
    }

    /// Every departure `state` has received, mapped and sorted.
    static func departures(
        of state: SearchState, requestedCurrency: String?,
        logoSize: BusbudClient.LogoSize?
    ) throws(Failure) -> Mapped {
        try BusbudMapper(catalog: state.catalog, requestedCurrency: requestedCurrency, logoSize: logoSize)
            .departures(state.departures.values)
    }

    /// Every departure mapped, sorted by ``Departure/byDepartureThenPrice(_:_:)``. Each comes
    /// with where it sits in its response (`x-departures/poll departures[2]`), for the error.
    /// Operators, stations and zones are built once for the call (``Memo``).
    func departures(_ wires: some Sequence<(wire: BusbudWireDeparture, path: String)>) throws(Failure) -> Mapped {
        var result: [Departure] = []
        var notes: [ProviderNote] = []
        var memo = Memo()
        result.reserveCapacity(wires.underestimatedCount)
        for (wire, path) in wires { result.append(try departure(wire, path: path, notes: &notes, memo: &memo)) }
        return Mapped(departures: Self.sorted(result), notes: notes.sorted { $0.message < $1.message })
    }

    /// `departures` sorted by ``Departure/byDepartureThenPrice(_:_:)``: the same comparisons
    /// in the same order as sorting the departures themselves, so the same order, but on their
    /// positions — a `Departure` is large, and moving them was a tenth of the mapping.
    static func sorted(_ departures: [Departure]) -> [Departure] {
        departures.indices.sorted { Departure.byDepartureThenPrice(departures[$0], departures[$1]) }.map { departures[$0] }
    }

    /// - Parameters:
    ///   - path: where the departure sits in its response, e.g. `departures[2]`, so an error
    ///     names the field: `departures[2].departure_timezone: …`.
    ///   - notes: what was left out of the departure's rider facts is added here.
    ///   - memo: what the call's departures share (operators, stations, zones).
    func departure(
        _ wire: BusbudWireDeparture, path: String, notes: inout [ProviderNote], memo: inout Memo
    ) throws(Failure) -> Departure {
        // Field paths are only built when a failure or a note names them (`@autoclosure`).
        let departureZone = try zone(wire.departureTimezone, field: "\(path).departure_timezone", memo: &memo)
        let arrivalZone = try zone(wire.arrivalTimezone, field: "\(path).arrival_timezone", memo: &memo)
        let departureTime = try instant(wire.departureTime, in: departureZone, field: "\(path).departure_time")
        let arrivalTime = try instant(wire.arrivalTime, in: arrivalZone, field: "\(path).arrival_time")
        let ends = Ends(
            origin: wire.originLocationID, destination: wire.destinationLocationID,
            departureZone: departureZone, arrivalZone: arrivalZone,
            departureTime: departureTime, arrivalTime: arrivalTime)
        return Departure(
            id: Departure.ID(wire.id),
            origin: stop(wire.originLocationID, zone: departureZone, memo: &memo),
            destination: stop(wire.destinationLocationID, zone: arrivalZone, memo: &memo),
            departureTime: departureTime, departureTimeZone: departureZone,
            arrivalTime: arrivalTime, arrivalTimeZone: arrivalZone,
            operator: agency(wire.operatorID, memo: &memo),
            price: price(wire.prices),
            availableSeats: wire.availableSeats,
            fareClass: fareClass(wire),
            amenities: wire.amenities?.available ?? [],
            bookingURL: wire.links?.deeplink.flatMap { URL(string: URITemplate.expand($0, [:])) },
            transferCount: transferCount(wire, path: path, notes: &notes),
            stopovers: stopovers(wire.tripStops, ends: ends, path: path, notes: &notes, memo: &memo),
            ticketTypes: ticketTypes(wire.ticketTypes, path: path, notes: &notes))
    }

    /// Each end's own IANA zone: Busbud's times are floating local times.
    private func zone(
        _ identifier: String?, field: @autoclosure () -> String, memo: inout Memo
    ) throws(Failure) -> TimeZone {
        guard let identifier else { throw Failure(field: field(), reason: "missing; the local time cannot be read without it") }
        return try memo.zone(identifier) { () throws(Failure) -> TimeZone in
            guard let zone = TimeZone(identifier: identifier) else {
                throw Failure(field: field(), reason: "\"\(identifier)\" is not an IANA time zone")
            }
            return zone
        }
    }

    private func instant(_ text: String, in zone: TimeZone, field: @autoclosure () -> String) throws(Failure) -> Date {
        let wall = try wallTime(text, field: field())
        do {
            return try wall.date(in: zone)
        } catch {
            throw Failure(field: field(), reason: error.detail ?? "\"\(text)\" does not exist in \(zone.identifier)")
        }
    }

    /// A Busbud local time, not yet placed in a zone (`BusbudTime`); a failure names the field.
    func wallTime(_ text: String, field: @autoclosure () -> String) throws(Failure) -> LocalDateTime {
        do {
            return try BusbudTime.wallTime(text)
        } catch {
            throw Failure(field: field(), reason: error.detail ?? "\"\(text)\" is not \(BusbudTime.pattern)")
        }
    }

    /// `prices.total` as stated — never base + fees + taxes, which can be a cent off.
    private func price(_ prices: BusbudWirePrices?) -> Money? {
        guard let total = prices?.total else { return nil }
        guard let currency = prices?.currency ?? requestedCurrency, !currency.isEmpty else { return nil }
        return Money(minorUnits: Int64(total), currency: currency)
    }

    /// `class_name` unless it is empty (2019) or the placeholder "-" (2017), then `class`.
    private func fareClass(_ wire: BusbudWireDeparture) -> String? {
        for candidate in [wire.className, wire.class] {
            if let text = candidate.map({ $0.trimmed() }), !text.isEmpty, text != "-" { return text }
        }
        return nil
    }
}
