/// An amenity object: booleans keyed by amenity name plus a `display_name` string. New keys
/// appear over time, so it is read as a dictionary; values that are not booleans are skipped.
struct BusbudWireAmenities: Decodable, Sendable, Equatable {
    var available: [String]
    var displayName: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var available: [String] = []
        for key in container.allKeys {
            if key.stringValue == "display_name" {
                displayName = try? container.decodeIfPresent(String.self, forKey: key)
            } else if (try? container.decodeIfPresent(Bool.self, forKey: key)) == true {
                available.append(key.stringValue)
            }
        }
        self.available = available.sorted()
    }

    /// The amenity names are data, not a fixed set of keys.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }
}
