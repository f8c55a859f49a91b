import TransitKitCore

// CTA answers read straight from the bytes (`JSONReadable`, which `JSONWireDecoder` — and so
// `HTTPClient.decodeJSON` and `CTADecoder` — takes first): the same wire values the
// `Decodable` conformances build, without a `Decoder` container per row. The `Decodable`
// conformances stay as the reference: whatever a direct read refuses (a missing required
// member, a wrong type, broken JSON) is decoded again by them, so values and errors stay
// JSONDecoder's. The tests compare both on every fixture and damaged copies of each.

extension CTAWireEnvelope: JSONReadable {
    /// `{"bustime-response": {…}}`: the member is required and must be an object; other
    /// members are skipped, the first of duplicates counts.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var response: CTAWireResponse?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "bustime-response" where seen.first(0): response = try CTAWireResponse(reading: &reader)
            default: try reader.skipValue()
            }
        }
        guard let response else { throw reader.error("no member \"bustime-response\"") }
        self.response = response
    }
}
