import Foundation
import TransitKitCore

@testable import BusbudProvider

// The mapper as it was before the per-call memo (issue 17), kept word for word — only renamed —
// as the reference `MappingEquivalenceTests` compares `BusbudMapper` with: every departure and
// every note of every fixture must come out identical. It is test-only on purpose: the
// shipping code has one mapper, and this copy never changes with it.

/// Wire → core as the first mapper did it, with no sharing between departures: each departure
/// becomes a ``Departure`` read in its own zones, joined with the operators and locations
/// received so far (``BusbudCatalog``), sorted by absolute departure instant, then price, then id.
struct ReferenceMapper: Sendable {
    var catalog: BusbudCatalog
    /// Used when `prices.currency` is missing (2016-era payloads): prices come back in the
    /// currency the request asked for.
    var requestedCurrency: String?
    /// Variables for the `logo_url` template; nil leaves the size variables undefined.
    var logoSize: BusbudClient.LogoSize?

    static let timePattern = "yyyy-MM-dd'T'HH:mm:ss"

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
        try ReferenceMapper(catalog: state.catalog, requestedCurrency: requestedCurrency, logoSize: logoSize)
            .departures(state.departures.values)
    }

    /// Every departure mapped, sorted by ``Departure/byDepartureThenPrice(_:_:)``. Each comes
    /// with where it sits in its response (`x-departures/poll departures[2]`), for the error.
    func departures(_ wires: some Sequence<(wire: BusbudWireDeparture, path: String)>) throws(Failure) -> Mapped {
        var result: [Departure] = []
        var notes: [ProviderNote] = []
        result.reserveCapacity(wires.underestimatedCount)
        for (wire, path) in wires { result.append(try departure(wire, path: path, notes: &notes)) }
        return Mapped(
            departures: result.sorted(by: Departure.byDepartureThenPrice),
            notes: notes.sorted { $0.message < $1.message })
    }

    /// - Parameters:
    ///   - path: where the departure sits in its response, e.g. `departures[2]`, so an error
    ///     names the field: `departures[2].departure_timezone: …`.
    ///   - notes: what was left out of the departure's rider facts is added here.
    func departure(_ wire: BusbudWireDeparture, path: String, notes: inout [ProviderNote]) throws(Failure) -> Departure {
        let departureZone = try zone(wire.departureTimezone, field: "\(path).departure_timezone")
        let arrivalZone = try zone(wire.arrivalTimezone, field: "\(path).arrival_timezone")
        let departureTime = try instant(wire.departureTime, in: departureZone, field: "\(path).departure_time")
        let arrivalTime = try instant(wire.arrivalTime, in: arrivalZone, field: "\(path).arrival_time")
        let ends = Ends(
            origin: wire.originLocationID, destination: wire.destinationLocationID,
            departureZone: departureZone, arrivalZone: arrivalZone,
            departureTime: departureTime, arrivalTime: arrivalTime)
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
            bookingURL: wire.links?.deeplink.flatMap { URL(string: URITemplate.expand($0, [:])) },
            transferCount: transferCount(wire, path: path, notes: &notes),
            stopovers: stopovers(wire.tripStops, ends: ends, path: path, notes: &notes),
            ticketTypes: ticketTypes(wire.ticketTypes, path: path, notes: &notes))
    }

    /// Each end's own IANA zone: Busbud's times are floating local times.
    private func zone(_ identifier: String?, field: String) throws(Failure) -> TimeZone {
        guard let identifier else { throw Failure(field: field, reason: "missing; the local time cannot be read without it") }
        guard let zone = TimeZone(identifier: identifier) else {
            throw Failure(field: field, reason: "\"\(identifier)\" is not an IANA time zone")
        }
        return zone
    }

    private func instant(_ text: String, in zone: TimeZone, field: String) throws(Failure) -> Date {
        let wall = try wallTime(text, field: field)
        do {
            return try wall.date(in: zone)
        } catch {
            throw Failure(field: field, reason: error.detail ?? "\"\(text)\" does not exist in \(zone.identifier)")
        }
    }

    /// A Busbud local time, `yyyy-MM-ddTHH:mm:ss`, not yet placed in a zone.
    func wallTime(_ text: String, field: String) throws(Failure) -> LocalDateTime {
        if let wall = Self.fixedWallTime(text) { return wall }
        do {
            return try LocalDateTime(parsing: text, pattern: Self.timePattern)
        } catch {
            throw Failure(field: field, reason: error.detail ?? "\"\(text)\" is not \(Self.timePattern)")
        }
    }

    /// The usual `yyyy-MM-ddTHH:mm:ss` (19 ASCII bytes) read straight from the UTF-8: the
    /// pattern parser costs more than reading the departure itself, twice per stop. Anything
    /// else — fractional seconds, another shape, a date that does not exist — is nil and left
    /// to the pattern parser, which gives the same value or the error.
    static func fixedWallTime(_ text: String) -> LocalDateTime? {
        var text = text
        return text.withUTF8 { bytes -> LocalDateTime? in
            guard bytes.count == 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
            else { return nil }
            func number(_ start: Int, _ width: Int) -> Int? {
                var value = 0
                for index in start..<start + width {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int(digit)
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
                let minute = number(14, 2), let second = number(17, 2),
                let date = try? CalendarDate(year: year, month: month, day: day)
            else { return nil }
            return try? LocalDateTime(date: date, hour: hour, minute: minute, second: second)
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
            if let text = candidate.map({ Self.trimmed($0) }), !text.isEmpty, text != "-" { return text }
        }
        return nil
    }
}

extension ReferenceMapper {
    /// The station the departure uses, found through its location id (never through
    /// `cities`). A dangling id gives a stop with that id and an empty name.
    func stop(_ id: Int?, zone: TimeZone?) -> Stop {
        let location = catalog.location(id)
        var coordinate: Coordinate?
        if let lat = location?.lat, let lon = location?.lon {
            let candidate = Coordinate(latitude: lat, longitude: lon)
            coordinate = candidate.isValid ? candidate : nil
        }
        let address = location?.address?.map { Self.trimmed($0) }
            .filter { !$0.isEmpty }.joined(separator: ", ")
        return Stop(
            id: Stop.ID(id.map(String.init) ?? ""), name: location?.name ?? "",
            coordinate: coordinate, address: address?.isEmpty == false ? address : nil,
            timeZone: zone)
    }

    /// `line` without surrounding `characters` (`.whitespaces` or `.whitespacesAndNewlines`).
    /// Most lines have none, and Foundation's trimming is slow on Linux, so a line that starts
    /// and ends with a visible ASCII character is kept as it is — what trimming would return.
    static func trimmed(_ line: String, _ characters: CharacterSet = .whitespaces) -> String {
        if let first = line.utf8.first, let last = line.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return line
        }
        return line.trimmingCharacters(in: characters)
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

extension ReferenceMapper {
    /// Where a departure starts and ends: what cuts `trip_stops` down to the stops between, and
    /// what the zone of each of those is found from.
    struct Ends: Sendable {
        var origin: Int?
        var destination: Int?
        var departureZone: TimeZone
        var arrivalZone: TimeZone
        var departureTime: Date
        var arrivalTime: Date

        /// The two ends keep the same clock for the whole trip: one zone, or zones with the same
        /// offset at departure and at arrival (America/New_York and America/Montreal).
        var zonesAgree: Bool {
            departureZone.identifier == arrivalZone.identifier
                || [departureTime, arrivalTime].allSatisfy { departureZone.secondsFromGMT(for: $0) == arrivalZone.secondsFromGMT(for: $0) }
        }
    }

    /// A `trip_stops` entry that could be read, before its zone is known.
    private struct Entry {
        var field: String
        var location: Int
        var wire: BusbudWireTripStop
        var arrival: LocalDateTime? = nil
        var departure: LocalDateTime? = nil
    }

    /// The stops between origin and destination, in order, from `trip_stops`.
    ///
    /// - The run's entries at the departure's own origin and destination location are its ends,
    ///   not stopovers; entries before the origin or after the destination (the coach's run
    ///   beyond the rider's trip) are not either. When an end's location is not among the
    ///   entries, nothing is cut on that side.
    /// - An entry that is not an object, lacks `location_id`, has a field of the wrong type or
    ///   a time that is not `yyyy-MM-ddTHH:mm:ss` is left out, with a note; so is a
    ///   `trip_stops` that is not an array.
    /// - Times are local wall clock with no zone. A stop is read in a known zone only: the
    ///   departure's zone for a station in the origin's city, the arrival's for one in the
    ///   destination's city (cities from `locations[].city_id`, never from `cities`), and the
    ///   departure's zone whenever the two ends agree (``Ends/zonesAgree``). Otherwise the
    ///   stop is kept with no times (a guessed zone could put it an hour off) and a note; its
    ///   `Stop.timeZone` is nil and the stopover's `timeZone` is the departure's, a label only.
    /// - The stop is the `locations` entry when there is one (name, address, coordinate, as
    ///   for origin and destination), else the entry's own `name` and the centre of its
    ///   `geohash`.
    func stopovers(
        _ lenient: BusbudLenient<[BusbudLenient<BusbudWireTripStop>]>?, ends: Ends, path: String,
        notes: inout [ProviderNote]
    ) -> [Departure.Stopover] {
        guard let items = read(lenient, "\(path).trip_stops", notes: &notes), !items.isEmpty else { return [] }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let field = "\(path).trip_stops[\(index)]"
            guard let wire = read(item, field, notes: &notes) else { continue }
            guard let location = wire.locationID else {
                notes.append(note(field, "left out: location_id missing"))
                continue
            }
            do throws(Failure) {
                var entry = Entry(field: field, location: location, wire: wire)
                if let text = wire.arrivalTime { entry.arrival = try wallTime(text, field: "\(field).arrival_time") }
                if let text = wire.departureTime { entry.departure = try wallTime(text, field: "\(field).departure_time") }
                entries.append(entry)
            } catch {
                notes.append(note(error.field, "left out: \(error.reason)", stop: location))
            }
        }
        let first = entries.firstIndex { $0.location == ends.origin }.map { $0 + 1 } ?? 0
        let last = entries.lastIndex { $0.location == ends.destination } ?? entries.count
        guard first < last else { return [] }
        return entries[first..<last].compactMap { stopover($0, ends: ends, notes: &notes) }
    }

    private func stopover(_ entry: Entry, ends: Ends, notes: inout [ProviderNote]) -> Departure.Stopover? {
        let zone = zone(of: entry.location, ends: ends)
        var arrival: Date?
        var departure: Date?
        if let zone {
            do throws(TransitError) {
                arrival = try entry.arrival?.date(in: zone)
                departure = try entry.departure?.date(in: zone)
            } catch {
                notes.append(
                    note(
                        entry.field, "left out: \(error.detail ?? "a time that does not exist in \(zone.identifier)")",
                        stop: entry.location))
                return nil
            }
        } else if entry.arrival != nil || entry.departure != nil {
            notes.append(
                note(
                    entry.field,
                    "times left out: the stop's zone is not known (the trip runs from "
                        + "\(ends.departureZone.identifier) to \(ends.arrivalZone.identifier))", stop: entry.location))
        }
        var stop = stop(entry.location, zone: zone)
        if stop.name.isEmpty, let name = entry.wire.name.map({ Self.trimmed($0, .whitespacesAndNewlines) }) {
            stop.name = name
        }
        if stop.coordinate == nil { stop.coordinate = entry.wire.geohash.flatMap(Geohash.center) }
        return Departure.Stopover(
            stop: stop, arrivalTime: arrival, departureTime: departure,
            timeZone: zone ?? ends.departureZone, isTransfer: entry.wire.transfer == true)
    }

    /// The stop's zone when it can be known (see ``stopovers(_:ends:path:notes:)``), else nil.
    private func zone(of location: Int, ends: Ends) -> TimeZone? {
        func city(_ id: Int?) -> String? { catalog.location(id)?.cityID.map(BusbudID.key) }
        if let stopCity = city(location) {
            if stopCity == city(ends.origin) { return ends.departureZone }
            if stopCity == city(ends.destination) { return ends.arrivalZone }
        }
        return ends.zonesAgree ? ends.departureZone : nil
    }
}

extension ReferenceMapper {
    /// Changes of vehicle. A count wins: `num_transfers` (0 on every 2020+ direct departure),
    /// else `details.num_transfers` (2017–2019 data, where the top-level one is null); without a
    /// count, `has_transfers: false` is 0, and `has_transfers: true` (or nothing) is nil — more
    /// than none, but Busbud did not say how many. A count of the wrong type or below zero is
    /// left out with a note.
    func transferCount(_ wire: BusbudWireDeparture, path: String, notes: inout [ProviderNote]) -> Int? {
        if let count = count(wire.numTransfers, "\(path).num_transfers", notes: &notes) { return count }
        if let details = read(wire.details, "\(path).details", notes: &notes),
            let count = count(details.numTransfers, "\(path).details.num_transfers", notes: &notes)
        {
            return count
        }
        return read(wire.hasTransfers, "\(path).has_transfers", notes: &notes) == false ? 0 : nil
    }

    private func count(_ lenient: BusbudLenient<Int>?, _ field: String, notes: inout [ProviderNote]) -> Int? {
        guard let count = read(lenient, field, notes: &notes) else { return nil }
        guard count >= 0 else {
            notes.append(note(field, "left out: \(count) is not a count"))
            return nil
        }
        return count
    }

    /// `ticket_types` as Busbud names them (`print`, `eticket`, `claim`), in order, each once;
    /// an entry that is not text is left out with a note.
    func ticketTypes(
        _ lenient: BusbudLenient<[BusbudLenient<String>]>?, path: String,
        notes: inout [ProviderNote]
    ) -> [String] {
        guard let entries = read(lenient, "\(path).ticket_types", notes: &notes) else { return [] }
        var types: [String] = []
        for (index, entry) in entries.enumerated() {
            guard
                let text = read(entry, "\(path).ticket_types[\(index)]", notes: &notes).map({ Self.trimmed($0, .whitespacesAndNewlines) }),
                !text.isEmpty, !types.contains(text)
            else { continue }
            types.append(text)
        }
        return types
    }
}

extension ReferenceMapper {
    /// A note about a rider fact at `field`, a full path (`x-departures departures[2].trip_stops[1]`).
    func note(_ field: String, _ message: String, stop: Int? = nil) -> ProviderNote {
        ProviderNote(
            subject: stop.map { .stop(Stop.ID(String($0))) } ?? .request, kind: .other,
            message: "\(field): \(message)")
    }

    /// The value of a lenient field; nil when it is absent or null, and nil with a note saying
    /// why when it could not be read.
    func read<Value>(
        _ lenient: BusbudLenient<Value>?, _ field: String, stop: Int? = nil,
        notes: inout [ProviderNote]
    ) -> Value? {
        switch lenient {
        case nil: return nil
        case .value(let value)?: return value
        case .unreadable(let inner, let reason)?:
            let path = inner.isEmpty ? field : inner.hasPrefix("[") ? field + inner : "\(field).\(inner)"
            notes.append(note(path, "left out: \(reason)", stop: stop))
            return nil
        }
    }
}
