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
