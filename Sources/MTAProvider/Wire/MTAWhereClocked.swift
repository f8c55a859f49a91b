import Foundation
import TransitKitCore

/// A "where" payload with the clock of the envelope it came in: what a board made from a
/// "where" answer (schedule-for-stop) carries as `serverTime`, so a recorded timetable's
/// `TimeWindow.next(_:)` counts from when the server answered, not from the device's today.
struct MTAWhereClocked<Payload: MTAWherePayload>: MTAWire {
    var payload: Payload
    /// The envelope's `currentTime`; nil when the server left it out.
    var serverTime: Date?

    static func read(_ json: Data, for request: HTTPRequest, status: Int) throws(TransitError) -> Self {
        let (payload, currentTime) = try Payload.readWithClock(json, for: request, status: status)
        return Self(payload: payload, serverTime: currentTime.map { Date(timeIntervalSince1970: Double($0) / 1000) })
    }
}
