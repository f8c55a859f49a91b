import Foundation
import TransitKitCore

// trips-for-route takes the server's route id (`1_100269`); riders write the number on the bus
// ("75") or the id's part after the agency ("100269"). A bare id is looked up — without case —
// among the routes of every agency the server covers: agencies-with-coverage, then
// routes-for-agency per agency (several at a time), loaded once per client and kept
// (`MTARouteDirectory`, as MTA's short ids are).

extension OneBusAwayClient {
    /// The server's agencies (agencies-with-coverage), each with its area.
    public func agenciesWithCoverage() async throws(TransitError) -> [MTAAgencyCoverage] {
        MTAMapper.coverage(try await perform(.agenciesWithCoverage, as: MTAWireWhereAgenciesWithCoverage.self))
    }

    /// routes-for-agency: every route of `agency`, in the server's order.
    public func routes(of agency: Agency.ID) async throws(TransitError) -> [Route] {
        try await perform(.routesForAgency(agency), as: MTAWireWhereRouteList.self).list.map(MTAMapper.route)
    }

    /// The server's ids for `routes` (already checked by the core's list rules), in the order
    /// asked, each once. A qualified id (`1_100269`) is kept as written; a bare one ("75",
    /// "100269") stands for every route whose short name or id after the agency is it, without
    /// case. None: `.notFound` naming what was searched.
    func serverRoutes(for routes: [Route.ID], operation: String) async throws(TransitError) -> [Route.ID] {
        var ids: [Route.ID] = []
        var catalogue: [Route]?
        for route in routes {
            var found = [route]
            if RouteFilter.split(route.rawValue) == nil {
                if catalogue == nil { catalogue = try await knownRoutes(for: route) }
                found = (catalogue ?? []).filter { Self.names($0, route) }.map(\.id)
                guard !found.isEmpty else {
                    throw TransitError(
                        .notFound, provider: configuration.region.id, operation: operation,
                        detail: "route \"\(route)\" is no route's short name or id at \(configuration.region.name) "
                            + "(searched the routes-for-agency of every agency the server covers)")
                }
            }
            for id in found where !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// Whether rider's `text` names `route`: its short name or its id after the agency, any case.
    static func names(_ route: Route, _ text: Route.ID) -> Bool {
        RouteFilter.same(route.id, text) || route.shortName.caseInsensitiveCompare(text.rawValue) == .orderedSame
    }

    /// Every route of every covered agency, from the client's directory. An agency whose list
    /// fails is left out while another answers (its routes cannot be found then); when every
    /// agency fails, the first failure is the error.
    private func knownRoutes(for route: Route.ID) async throws(TransitError) -> [Route] {
        do throws(TransitError) {
            return try await directory.routes { () async throws(TransitError) -> [Route] in
                let agencies = try await self.agenciesWithCoverage().map(\.agency.id)
                let lists = try await agencies.gather(
                    limit: self.configuration.maxConcurrentRequests, provider: self.configuration.region.id,
                    subjects: { _ in [.request] }
                ) { agency throws(TransitError) in try await self.routes(of: agency) }
                return lists.values.flatMap { $0 }
            }
        } catch {
            var error = error
            error.detail = "looking up route \"\(route)\" in routes-for-agency: " + (error.detail ?? error.kind.description)
            throw error
        }
    }
}
