import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// stop/{id}, route/{id}, shape/{id}: v2 `{entry, references}`; v1 the element itself.
struct MTAWireWhereEntry<Element: Decodable & Sendable>: Decodable, Sendable {
    var entry: Element
    var references: MTAWireWhereReferences?

    private enum CodingKeys: String, CodingKey { case entry, references }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.entry) {
            entry = try container.decode(Element.self, forKey: .entry)
            references = try container.decodeIfPresent(MTAWireWhereReferences.self, forKey: .references)
        } else {
            entry = try Element(from: decoder)
            references = nil
        }
    }
}
