import Foundation

/// SIRI 1.3 sends `PublishedLineName`, `DestinationName`, `StopPointName`, `Summary`… as a
/// string; SIRI 2.0 as an array of strings. Both land here.
struct MTAWireSiriText: Decodable, Sendable, Hashable {
    var values: [String]

    init(_ values: [String]) { self.values = values }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            values = [text]
        } else {
            values = try container.decode([String].self)
        }
    }

    /// The first non-empty value.
    var first: String? { values.first { !$0.isEmpty } }

    /// Every non-empty value, one per line.
    var joined: String? {
        let parts = values.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
}
