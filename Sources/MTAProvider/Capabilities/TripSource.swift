import Foundation
import TransitKitCore

extension MTABusTimeClient: TripSource {
    /// Where bus `vehicle` is going: vehicle-monitoring for that `VehicleRef` at detail level
    /// `calls`, its next stops in travel order with their expected times, its position,
    /// destination and the situations that came with the answer.
    ///
    /// `MTA NYCT_7555` is asked as written (1 request). A bare fleet number (`7555`) is asked
    /// once per agency of ``Configuration/agencies`` (`MTA NYCT_7555`, `MTABC_7555`:
    /// 2 requests, concurrently), as short route ids are; the agency whose answer has the bus
    /// wins. A blank id is `.invalidArgument` before any request; a bus no agency has in service
    /// is `.notFound`; a number two agencies both have in service is `.invalidArgument` naming
    /// both (name one).
    ///
    /// ```swift
    /// let trip = try await mta.trip(of: "MTA NYCT_353")
    /// for call in trip.calls { print(call.stopName ?? call.stopID.rawValue, call.countdown(now: Date())?.text ?? "") }
    /// ```
    public func trip(of vehicle: VehiclePosition.ID) async throws(TransitError) -> VehicleTrip {
        let operation = "vehicle-monitoring"
        let id = vehicle.rawValue.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !id.isEmpty else {
            throw TransitError(
                .invalidArgument, provider: Self.providerID, operation: operation,
                detail: "vehicle: a vehicle id is empty")
        }
        let configuration = configuration
        let candidates: [VehiclePosition.ID] =
            RouteFilter.split(id) != nil || configuration.agencies.isEmpty
            ? [VehiclePosition.ID(id)]
            : configuration.agencies.map { VehiclePosition.ID($0.rawValue + "_" + id) }
        let answers = try await candidates.concurrentMap(limit: configuration.maxConcurrentRequests, provider: Self.providerID) {
            candidate async throws(TransitError) -> Result<[VehicleTrip], TransitError> in
            do throws(TransitError) {
                let endpoint = MTAEndpoint(
                    .vehicleMonitoring(line: nil, vehicle: candidate, detail: .calls), configuration: configuration,
                    as: MTAWireSiriDelivery.self)
                let trips = MTAMapper.trips(try await self.http.perform(endpoint))
                // The server ignores every other filter when VehicleRef is given; keep only this bus.
                return .success(trips.filter { RouteFilter.same(Route.ID($0.vehicle.rawValue), Route.ID(candidate.rawValue)) })
            } catch {
                if error.kind == .cancelled || Task.isCancelled { throw error }
                return .failure(error)
            }
        }
        var found: [VehicleTrip] = []
        var failure: TransitError?
        for answer in answers {
            switch answer {
            case .success(let trips): found += trips.filter { trip in !found.contains { $0.vehicle == trip.vehicle } }
            case .failure(let error) where error.kind != .notFound: failure = failure ?? error
            case .failure: break
            }
        }
        switch found.count {
        case 1:
            return found[0]
        case 0:
            if let failure { throw failure }
            let asked = candidates.map(\.rawValue).joined(separator: ", ")
            throw TransitError(
                .notFound, provider: Self.providerID, operation: operation,
                detail: "vehicle \"\(id)\" is not in service (vehicle-monitoring had no bus \(asked))")
        default:
            throw TransitError(
                .invalidArgument, provider: Self.providerID, operation: operation,
                detail:
                    "vehicle \"\(id)\" is a bus of several agencies in service (\(found.map(\.vehicle.rawValue).joined(separator: ", "))); name one"
            )
        }
    }
}
