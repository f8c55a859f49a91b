import Foundation
import TransitKitCore

/// Stops by id, near a place and by name.
///
/// OneBusAway answers two of the three questions itself: `stop/{id}` (1 request) and
/// stops-for-location (1 request). It has no name search, so ``stops(matching:limit:)`` answers
/// from ``MTABusTimeClient/stopIndex``: the stops of every route of
/// ``Configuration/agencies``, from routes-for-agency (1 request per agency) and stops-for-route
/// without polylines (1 request per route: about 300 for MTA NYCT and MTABC), built on the first
/// name question and rebuilt when older than ``Configuration/stopIndexMaximumAge`` (a day). The
/// catalogue calls are marked cacheable for a day, so a ``CacheMiddleware`` in the transport
/// answers a rebuild's unchanged parts with revalidations.
///
/// ```swift
/// let near = try await mta.stops(near: Coordinate(latitude: 40.6878, longitude: -73.9686), radius: 300, limit: 5)
/// let named = try await mta.stops(matching: "vanderbilt av", limit: 10)   // builds the index once
/// let stop = try await mta.stop("305809")                                  // sent as MTA_305809
/// ```
extension MTABusTimeClient: StopIndexBacked {
    /// The most stops stops-for-location returns (`maxCount` is capped there; more sets
    /// `limitExceeded`).
    public static let stopsForLocationCap = 250

    /// One stop by id (stop/{id}): `MTA_308214`, or the bare code `308214` (sent with
    /// ``Configuration/stopAgency``: `MTA_308214`). An id the server does not know is `.notFound`.
    public func stop(_ id: Stop.ID) async throws(TransitError) -> Stop {
        let id = try StopSearch.id(id, provider: Self.providerID, operation: "stop")
        let endpoint = MTAEndpoint(
            .stop(qualifiedStop(id)), configuration: configuration, as: MTAWireWhereEntry<MTAWireWhereStop>.self)
        let answer = try await http.perform(endpoint)
        return MTAMapper.stop(answer.entry, zone: MTAMapper.zone(answer.references, for: answer.entry.id, fallback: Self.newYork))
    }

    /// Stops within `radius` metres of `coordinate`, nearest first, from one stops-for-location
    /// request asking for up to ``stopsForLocationCap`` stops.
    ///
    /// - The server searches the square around the circle and in no particular order: stops in
    ///   its corners are left out, and the rest sorted by distance here, so `limit` keeps the
    ///   nearest.
    /// - `limitExceeded` (more than 250 stops in the square — a radius over about 1.5 km in
    ///   Manhattan) means the server dropped stops, not necessarily the farthest: the answer
    ///   then comes from ``stopIndex`` (every stop of the configured agencies), never from the
    ///   cut list. The first such question builds the index.
    /// - `outOfRange` (the place is outside every agency's coverage) is the empty list, as for
    ///   any provider asked about a place it does not serve.
    ///
    /// ``stopsForLocation(near:radius:code:maxCount:)`` gives the server's answer with both flags.
    public func stops(near coordinate: Coordinate, radius: Double, limit: Int?) async throws(TransitError) -> [NearbyStop] {
        let query = try StopSearch.near(
            coordinate, radius: radius, limit: limit, provider: Self.providerID,
            operation: "stops-for-location")
        let answer = try await stopsForLocation(near: query.coordinate, radius: query.radius, maxCount: Self.stopsForLocationCap)
        if answer.limitExceeded { return try await indexedStops().near(query) }
        var seen = Set<Stop.ID>()
        let nearby = answer.stops.compactMap { stop -> NearbyStop? in
            guard let place = stop.coordinate, place.isValid, seen.insert(stop.id).inserted else { return nil }
            let distance = query.coordinate.distance(to: place)
            return distance <= query.radius ? NearbyStop(stop: stop, distance: distance) : nil
        }.sorted(by: NearbyStop.nearestFirst)
        return query.limit.map { Array(nearby.prefix($0)) } ?? nearby
    }

    /// stops-for-location as the server answers it: the stops within `radius` metres (the
    /// server's default is 500 m) or whose code is `code`, at most `maxCount` (default 100, capped
    /// at 250), with `limitExceeded` and `outOfRange`. A coordinate out of range, a radius that is
    /// not a positive number of metres, or a `maxCount` of 0 or less is `.invalidArgument`
    /// before any request.
    public func stopsForLocation(
        near coordinate: Coordinate, radius: Double? = nil, code: String? = nil,
        maxCount: Int? = nil
    ) async throws(TransitError) -> MTANearbyStops {
        try await stopsForLocation(.around(coordinate, radius: radius), code: code, maxCount: maxCount)
    }

    /// stops-for-location over a box (`latSpan`/`lonSpan` around its centre), as the server
    /// answers it: the stops inside, or whose code is `code`, at most `maxCount` (default 100,
    /// capped at 250) with `limitExceeded` and `outOfRange`. A box with an edge that is not a
    /// number or south above north, or a `maxCount` of 0 or less, is `.invalidArgument` before
    /// any request.
    ///
    /// ```swift
    /// let box = CoverageArea.Box(south: 40.685, west: -73.971, north: 40.690, east: -73.965)
    /// let inside = try await mta.stopsForLocation(in: box).stops
    /// ```
    public func stopsForLocation(
        in box: CoverageArea.Box, code: String? = nil, maxCount: Int? = nil
    ) async throws(TransitError) -> MTANearbyStops {
        try await stopsForLocation(.box(box), code: code, maxCount: maxCount)
    }

    func stopsForLocation(_ area: MTASearchArea, code: String?, maxCount: Int?) async throws(TransitError) -> MTANearbyStops {
        // The area is checked where the call's parameters are (`MTACall`); this says more
        // than that check about a bad `maxCount`.
        if let maxCount, maxCount <= 0 {
            throw TransitError(
                .invalidArgument, provider: Self.providerID, operation: "stops-for-location",
                detail: "maxCount: \(maxCount) must be positive (the server caps it at \(Self.stopsForLocationCap))")
        }
        let endpoint = MTAEndpoint(
            .stopsForLocation(area, code: code, maxCount: maxCount), configuration: configuration,
            as: MTAWireWhereStopList.self)
        return MTAMapper.nearbyStops(try await http.perform(endpoint))
    }

    /// Every stop of every route of ``Configuration/agencies``: routes-for-agency per agency
    /// (which also refreshes the routes short ids are looked up in), then stops-for-route without
    /// polylines per route, several at a time. A route whose stops fail to load is a note; the
    /// rest is indexed.
    public func stopCatalogue() async throws(TransitError) -> StopCatalogue {
        let routes = try await fetchRoutes()
        await directory.keep(routes)
        let configuration = configuration
        let lists = try await routes.gather(
            limit: configuration.maxConcurrentRequests, provider: Self.providerID,
            subjects: { [.route($0.id)] }
        ) { route throws(TransitError) in
            let endpoint = MTAEndpoint(
                .stopsForRoute(route.id, polylines: false), configuration: configuration,
                as: MTAWireWhereStopsForRoute.self)
            return MTAMapper.catalogueStops(try await self.http.perform(endpoint))
        }
        return StopCatalogue(
            stops: lists.values.flatMap { $0 }, requests: configuration.agencies.count + routes.count,
            notes: lists.notes)
    }

    /// `id` as the server writes stop ids: a bare code gets ``Configuration/stopAgency``
    /// (`308214` → `MTA_308214`), a qualified id whose agency is that one in another case gets
    /// its spelling (`mta_308214` → `MTA_308214`), any other id (and a blank one, which the
    /// call refuses) is sent as written.
    func qualifiedStop(_ id: Stop.ID) -> Stop.ID {
        let agency = configuration.stopAgency.rawValue
        guard !id.rawValue.trimmingCharacters(in: .whitespaces).isEmpty else { return id }
        guard let split = RouteFilter.split(id.rawValue) else {
            return agency.isEmpty ? id : Stop.ID(agency + "_" + id.rawValue)
        }
        return split.agency.caseInsensitiveCompare(agency) == .orderedSame ? Stop.ID(agency + "_" + split.local) : id
    }
}
