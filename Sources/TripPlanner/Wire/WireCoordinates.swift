/// `coordinates: {from: {lat, long}, to: {lat, long}}`. Keys are `lat` and `long` (not
/// `lon`/`lng`); values are numbers, some written as integers (`123`).
struct WireCoordinates: Sendable, Hashable {
    var from: WireField<WirePoint>
    var to: WireField<WirePoint>
}

struct WirePoint: Sendable, Hashable {
    var lat: Double
    var long: Double
}
