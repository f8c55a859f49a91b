/// `DisruptionMessage`: an object on predictions, null on a tram run.
struct TramTrackerWireDisruptionMessage: Decodable, Sendable, Hashable {
    var DisplayType: String?
    var MessageCount: Int?
    var Messages: [String]?
}
