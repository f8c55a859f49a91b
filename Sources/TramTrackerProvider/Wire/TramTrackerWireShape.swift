/// What `responseObject` must look like for one endpoint; anything else is a `.decoding`
/// error naming the endpoint.
enum TramTrackerWireShape: String, Sendable {
    /// An array, possibly empty.
    case array
    /// An array holding one element; `[]` or null mean "nothing found".
    case arrayOfOne = "array of one"
    /// A single object; `[]` or null mean "nothing found".
    case object = "single object"
}

/// A `responseObject` element: each element type belongs to calls that document one shape, so
/// the decoder takes the shape from the type it is asked for.
protocol TramTrackerWireElement: Decodable, Sendable {
    static var shape: TramTrackerWireShape { get }
}

extension TramTrackerWireDeviceToken: TramTrackerWireElement { static var shape: TramTrackerWireShape { .arrayOfOne } }
extension TramTrackerWirePrediction: TramTrackerWireElement { static var shape: TramTrackerWireShape { .array } }
extension TramTrackerWireTramRun: TramTrackerWireElement { static var shape: TramTrackerWireShape { .object } }
extension TramTrackerWireStopInformation: TramTrackerWireElement { static var shape: TramTrackerWireShape { .arrayOfOne } }
extension TramTrackerWireRouteSummary: TramTrackerWireElement { static var shape: TramTrackerWireShape { .array } }
extension TramTrackerWireRouteStop: TramTrackerWireElement { static var shape: TramTrackerWireShape { .array } }
extension TramTrackerWireRouteDestinations: TramTrackerWireElement { static var shape: TramTrackerWireShape { .arrayOfOne } }
extension TramTrackerWireRouteDestination: TramTrackerWireElement { static var shape: TramTrackerWireShape { .array } }
extension TramTrackerWireMainRoute: TramTrackerWireElement { static var shape: TramTrackerWireShape { .array } }
extension TramTrackerWireCoreDataChanges: TramTrackerWireElement { static var shape: TramTrackerWireShape { .object } }
extension TramTrackerWireTripStop: TramTrackerWireElement { static var shape: TramTrackerWireShape { .array } }
