/// The two calls of a search: the init `GET /x-departures/{origin}/{destination}/{date}` and its
/// `…/poll`. The operation is the name errors and logs carry.
enum BusbudCall: Hashable, Sendable {
    case initial
    /// `index` is the number of departures received so far, duplicates included.
    case poll(index: Int)

    static let initOperation = "x-departures"
    static let pollOperation = "x-departures/poll"

    var operation: String {
        if case .poll = self { return Self.pollOperation }
        return Self.initOperation
    }
}
