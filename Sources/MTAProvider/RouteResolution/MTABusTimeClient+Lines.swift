import Foundation
import TransitKitCore

// SIRI's `LineRef` and the "where" route paths take qualified ids (`MTA NYCT_B63`); riders
// write `B63` or `b63`. Every call that sends a route id goes through here, so each accepts
// either form (Docs/Behaviour.md, rules 3 and 8): a qualified id is sent as written; a short one
// is looked up — without case — among the routes of `configuration.agencies`, loaded once per
// client (two routes-for-agency requests with the default agencies).

extension MTABusTimeClient {
    /// `fetch` for each qualified line a caller's list of `routes` stands for — the list read by
    /// the core's rules (empty is `.invalidArgument`, duplicates asked once), short ids looked
    /// up — several at a time, answers in the order asked. A line that fails fails the call,
    /// and the error names the line: lists of positions or alerts have no room for notes.
    func eachLine<Value: Sendable>(
        of routes: [Route.ID], operation: String,
        _ fetch: @escaping @Sendable (Route.ID) async throws(TransitError) -> Value
    ) async throws(TransitError) -> (asked: [Route.ID], values: [Value]) {
        let asked = try routes.requiredIDs(field: "routes", provider: Self.providerID, operation: operation)
        let lines = try await lines(for: asked, operation: operation)
        let values = try await lines.concurrentMap(limit: configuration.maxConcurrentRequests, provider: Self.providerID) {
            line throws(TransitError) in
            do throws(TransitError) {
                return try await fetch(line)
            } catch {
                throw error.naming(line)
            }
        }
        return (asked, values)
    }

    /// The qualified lines to ask for `routes` (already normalised), in the order asked, each
    /// once. A short id found in several agencies stands for each of them.
    func lines(for routes: [Route.ID], operation: String) async throws(TransitError) -> [Route.ID] {
        var lines: [Route.ID] = []
        var catalogue: [Route]?
        for route in routes {
            var found = [route]
            if RouteFilter.split(route.rawValue) == nil {
                if catalogue == nil { catalogue = try await knownRoutes(for: route, operation: operation) }
                found = try Self.resolve(route, in: catalogue ?? [], agencies: configuration.agencies, operation: operation)
            }
            for line in found where !lines.contains(line) { lines.append(line) }
        }
        return lines
    }

    /// The one qualified line `route` names: `.invalidArgument` when it is blank or a short id
    /// several agencies use (name one), `.notFound` when no configured agency has it.
    func line(for route: Route.ID, operation: String) async throws(TransitError) -> Route.ID {
        let trimmed = Route.ID(route.rawValue.trimmingCharacters(in: .whitespacesAndNewlines))
        try MTACall.requireID(trimmed.rawValue, "route", operation: operation)
        let found = try await lines(for: [trimmed], operation: operation)
        guard found.count == 1, let line = found.first else {
            throw TransitError(
                .invalidArgument, provider: Self.providerID, operation: operation,
                detail: "route \"\(route)\" is a route of several agencies (\(found.map(\.rawValue).joined(separator: ", "))); name one")
        }
        return line
    }

    /// The catalogue of the configured agencies, from the client's directory.
    private func knownRoutes(for route: Route.ID, operation: String) async throws(TransitError) -> [Route] {
        do throws(TransitError) {
            return try await directory.routes { () async throws(TransitError) -> [Route] in
                try await self.fetchRoutes()
            }
        } catch {
            var error = error
            error.detail = "looking up route \"\(route)\" in routes-for-agency: " + (error.detail ?? error.kind.description)
            throw error
        }
    }

    /// The routes of `catalogue` that `route` (a short id) names, by ``RouteFilter/same(_:_:)``.
    static func resolve(
        _ route: Route.ID, in catalogue: [Route], agencies: [Agency.ID],
        operation: String
    ) throws(TransitError) -> [Route.ID] {
        let found = catalogue.map(\.id).filter { RouteFilter.same($0, route) }
        guard !found.isEmpty else {
            let searched =
                agencies.isEmpty
                ? "any agency (Configuration.agencies is empty)"
                : agencies.map(\.rawValue).joined(separator: ", ")
            throw TransitError(
                .notFound, provider: providerID, operation: operation,
                detail: "route \"\(route)\" is not a route of \(searched) (searched their routes-for-agency); "
                    + "use a qualified id such as \"MTA NYCT_B63\", or add its agency to Configuration.agencies")
        }
        return found
    }
}

extension TransitError {
    /// The error with the line it is about in front of its detail: a call for several lines
    /// that fails as a whole says which one.
    func naming(_ line: Route.ID) -> TransitError {
        var error = self
        error.detail = "line \(line): " + (detail ?? kind.description)
        return error
    }
}
