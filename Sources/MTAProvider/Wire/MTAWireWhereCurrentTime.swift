import TransitKitCore

/// current-time's `data.entry`: `{"time": <epoch ms>, "readableTime": "2010-04-06T21:32:10-07:00"}`
/// (OneBusAway's current-time method). Both optional: `serverTime()` falls back to the
/// envelope's `currentTime`, the same clock.
struct MTAWireWhereCurrentTime: Decodable, Sendable {
    var time: LenientValue<Int64>?
    var readableTime: String?
}
