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
        /// Where it sits in `trip_stops`; its field path is built only for a note.
        var index: Int
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
        _ lenient: Tolerant<[Tolerant<BusbudWireTripStop>]>?, ends: Ends, path: String,
        notes: inout [ProviderNote], memo: inout Memo
    ) -> [Departure.Stopover] {
        guard let items = read(lenient, "\(path).trip_stops", notes: &notes), !items.isEmpty else { return [] }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard let wire = read(item, Self.field(path, index), notes: &notes) else { continue }
            guard let location = wire.locationID else {
                notes.append(note(Self.field(path, index), "left out: location_id missing"))
                continue
            }
            do throws(Failure) {
                var entry = Entry(index: index, location: location, wire: wire)
                if let text = wire.arrivalTime { entry.arrival = try wallTime(text, field: "\(Self.field(path, index)).arrival_time") }
                if let text = wire.departureTime {
                    entry.departure = try wallTime(text, field: "\(Self.field(path, index)).departure_time")
                }
                entries.append(entry)
            } catch {
                notes.append(note(error.field, "left out: \(error.reason)", stop: location))
            }
        }
        let first = entries.firstIndex { $0.location == ends.origin }.map { $0 + 1 } ?? 0
        let last = entries.lastIndex { $0.location == ends.destination } ?? entries.count
        guard first < last else { return [] }
        var zonesAgree: Bool?
        var stopovers: [Departure.Stopover] = []
        stopovers.reserveCapacity(last - first)
        for entry in entries[first..<last] {
            if let stopover = stopover(entry, ends: ends, path: path, zonesAgree: &zonesAgree, notes: &notes, memo: &memo) {
                stopovers.append(stopover)
            }
        }
        return stopovers
    }

    /// The path of `trip_stops[index]`, for notes: `x-departures departures[2].trip_stops[4]`.
    private static func field(_ path: String, _ index: Int) -> String { "\(path).trip_stops[\(index)]" }

    /// - Parameter zonesAgree: ``Ends/zonesAgree``, worked out by the first stop that needs it
    ///   (two zone offsets each side) and kept for the departure's other stops.
    private func stopover(
        _ entry: Entry, ends: Ends, path: String, zonesAgree: inout Bool?, notes: inout [ProviderNote], memo: inout Memo
    ) -> Departure.Stopover? {
        let zone = zone(of: entry.location, ends: ends, zonesAgree: &zonesAgree, memo: &memo)
        var arrival: Date?
        var departure: Date?
        if let zone {
            do throws(TransitError) {
                arrival = try entry.arrival?.date(in: zone)
                departure = try entry.departure?.date(in: zone)
            } catch {
                notes.append(
                    note(
                        Self.field(path, entry.index), "left out: \(error.detail ?? "a time that does not exist in \(zone.identifier)")",
                        stop: entry.location))
                return nil
            }
        } else if entry.arrival != nil || entry.departure != nil {
            notes.append(
                note(
                    Self.field(path, entry.index),
                    "times left out: the stop's zone is not known (the trip runs from "
                        + "\(ends.departureZone.identifier) to \(ends.arrivalZone.identifier))", stop: entry.location))
        }
        var stop = stop(entry.location, zone: zone, memo: &memo)
        if stop.name.isEmpty, let name = entry.wire.name.map({ $0.trimmed(.whitespacesAndNewlines) }) {
            stop.name = name
        }
        if stop.coordinate == nil { stop.coordinate = entry.wire.geohash.flatMap(Geohash.center) }
        return Departure.Stopover(
            stop: stop, arrivalTime: arrival, departureTime: departure,
            timeZone: zone ?? ends.departureZone, isTransfer: entry.wire.transfer == true)
    }

    /// The stop's zone when it can be known (see ``stopovers(_:ends:path:notes:memo:)``), else nil.
    private func zone(of location: Int, ends: Ends, zonesAgree: inout Bool?, memo: inout Memo) -> TimeZone? {
        func city(_ id: Int?) -> String? {
            guard let id else { return nil }
            return memo.city(id) { catalog.location(id)?.cityID.map(BusbudID.key) }
        }
        if let stopCity = city(location) {
            if stopCity == city(ends.origin) { return ends.departureZone }
            if stopCity == city(ends.destination) { return ends.arrivalZone }
        }
        let agree = zonesAgree ?? ends.zonesAgree
        zonesAgree = agree
        return agree ? ends.departureZone : nil
    }
}
