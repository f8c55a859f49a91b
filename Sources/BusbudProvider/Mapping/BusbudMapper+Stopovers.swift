import Foundation
import TransitKitCore

extension BusbudMapper {
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
