import Foundation
import TransitKitCore

extension CTABusTrackerClient: TripSource {
    /// Where bus `vehicle` is going: its next stops in travel order (`getpredictions?vid=`)
    /// and where it is (`getvehicles?vid=`) — two requests, sent together, so the answer takes
    /// one round trip.
    ///
    /// - The id is trimmed; a blank one is `.invalidArgument` before any request.
    /// - The calls are the vehicle's rows (hidden ones, `dyn` 16/17, dropped), ordered by time
    ///   and, within a minute, by the distance left (`dstp`), then as CTA sent them — CTA's
    ///   times have minute precision, so two stops a block apart often share one. `top`
    ///   (``Configuration/predictionLimit``) is not sent: it would cut the run short.
    /// - Route, direction, destination and trip come from the first call, else from the position.
    /// - A bus CTA has neither predictions nor a position for ("No data found for parameter":
    ///   unknown, or not in service) is `.notFound` with CTA's words; so is a call CTA answers
    ///   "Invalid parameter provided" as a whole. A tracked bus without predictions (a layover)
    ///   is a trip with no calls.
    /// - The position is a bonus: if its call fails, the trip comes without it — unless there
    ///   are no predictions either, when that failure is thrown (it tells nothing about the
    ///   bus). If the predictions call fails, so does the trip.
    public func trip(of vehicle: VehiclePosition.ID) async throws(TransitError) -> VehicleTrip {
        let operation = CTACall.getpredictions.rawValue
        let ids = try [vehicle].requiredIDs(field: "vehicle", provider: providerID, operation: operation)
        let id = ids.first ?? vehicle
        let client = self
        async let located = Self.outcome { () throws(TransitError) in
            try await client.fetch(.getvehicles, [("vid", id.rawValue)])
        }
        let answer = try await client.fetch(.getpredictions, [("vid", id.rawValue)])
        let calls = Self.inTravelOrder(try CTAMapper.predictions(answer))
        var position: VehiclePosition?
        var positionFailure: TransitError?
        switch await located {
        case .success(let answer):
            do throws(TransitError) {
                position = try CTAMapper.vehicles(answer).first { $0.id == id }
            } catch {
                positionFailure = error
            }
        case .failure(let error):
            positionFailure = error
        }
        if calls.isEmpty, position == nil {
            // Nothing ahead and no position: unknown or out of service — unless the position
            // call failed, which says nothing either way.
            if let positionFailure { throw positionFailure }
            throw TransitError(
                .notFound, provider: providerID, operation: operation,
                providerMessage: answer.notes.first?.message,
                detail: "CTA has no predictions and no position for vehicle \(id)")
        }
        let first = calls.first
        return VehicleTrip(
            vehicle: id, route: first?.route ?? position?.route, routeName: first?.routeName,
            direction: first?.direction ?? position?.direction,
            destination: first?.destination ?? position?.destination,
            tripID: first?.tripID ?? position?.tripID, position: position, calls: calls,
            serverTime: CTAMapper.serverTime(answer))
    }

    /// A call's answer, or its failure as a value, so two calls can run together and each
    /// failure be judged on its own.
    static func outcome(_ call: @Sendable () async throws(TransitError) -> CTAAnswer) async -> Result<CTAAnswer, TransitError> {
        do throws(TransitError) {
            return .success(try await call())
        } catch {
            return .failure(error)
        }
    }

    /// A vehicle's calls in travel order: by time, then by the distance still to go, then as
    /// sent (the sort is stable).
    static func inTravelOrder(_ calls: [Prediction]) -> [Prediction] {
        calls.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.displayTime != y.displayTime { return Prediction.byTime(x, y) }
            let (dx, dy) = (x.distanceToStop ?? .infinity, y.distanceToStop ?? .infinity)
            return dx != dy ? dx < dy : a.offset < b.offset
        }.map(\.element)
    }
}
