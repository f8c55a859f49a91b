import Foundation
import TransitKitCore

extension MTABusTimeClient {
    /// The server's clock (OneBusAway `current-time`) — the same role and name as CTA's
    /// `serverTime()` (`gettime`): an app whose device clock drifts can compare before it
    /// counts down. Every answer also carries this clock (a board's `serverTime`), so this call
    /// is only worth making when nothing else is being asked. Never cached.
    ///
    /// ```swift
    /// let skew = try await mta.serverTime().timeIntervalSinceNow   // seconds the device is behind
    /// ```
    public func serverTime() async throws(TransitError) -> Date {
        let endpoint = MTAEndpoint(
            .currentTime, configuration: configuration, as: MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereCurrentTime>>.self)
        let answer = try await http.perform(endpoint)
        return try MTAMapper.serverTime(answer, request: try endpoint.request())
    }
}
