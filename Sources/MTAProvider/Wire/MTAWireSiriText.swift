import Foundation

/// SIRI 1.3 sends `PublishedLineName`, `DestinationName`, `StopPointName`, `Summary`… as a
/// string; SIRI 2.0 as an array of strings. Both land here.
///
/// One string (nearly every text) is held as itself, not in a one-element array: a whole-city
/// snapshot has five texts per bus, and each array was an allocation made and freed.
struct MTAWireSiriText: Sendable, Hashable {
    /// The value when there is exactly one; otherwise nil, and `many` holds them all.
    private var single: String?
    private var many: [String]

    init(_ values: [String]) {
        if values.count == 1 {
            single = values[0]
            many = []
        } else {
            single = nil
            many = values
        }
    }

    init(_ value: String) {
        single = value
        many = []
    }

    /// Every value, in order.
    var values: [String] { single.map { [$0] } ?? many }

    /// Calls `body` with every value, in order, without building ``values``' array.
    func forEachValue(_ body: (String) -> Void) {
        if let single { body(single) } else { many.forEach(body) }
    }

    /// The first non-empty value.
    var first: String? {
        if let single { return single.isEmpty ? nil : single }
        return many.first { !$0.isEmpty }
    }

    /// Every non-empty value, one per line.
    var joined: String? {
        if let single { return single.isEmpty ? nil : single }
        let parts = many.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
}
