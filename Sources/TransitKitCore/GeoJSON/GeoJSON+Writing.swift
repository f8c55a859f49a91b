import Foundation

// How each GeoJSON type is written: its one definition, through the core's `JSONWriter`.
// Members go in sorted order (`bbox`, `coordinates`, `features`, `geometry`, `id`,
// `properties`, `type`), so a document is the same bytes on every refresh, and the same bytes
// `JSONEncoder` with `.sortedKeys` wrote before the writer existed.

extension GeoJSON.FeatureCollection {
    /// Writes the collection: its `bbox` when a feature has a position, then its features.
    package func write(to writer: inout JSONWriter) throws(TransitError) {
        writer.beginObject()
        if let box = boundingBox {
            writer.key("bbox")
            try box.write(to: &writer)
        }
        writer.key("features")
        writer.beginArray()
        for feature in features { try feature.write(to: &writer) }
        writer.endArray()
        writer.key("type")
        writer.string("FeatureCollection")
        writer.endObject()
    }
}

extension GeoJSON.Feature {
    /// Writes the feature; a cut line (a `MultiLineString`) carries its own `bbox`, which says
    /// which way round it goes — readers cannot tell otherwise.
    package func write(to writer: inout JSONWriter) throws(TransitError) {
        writer.beginObject()
        if let geometry, case .multiLineString = geometry, let box = GeoJSON.BoundingBox(enclosing: [geometry]) {
            writer.key("bbox")
            try box.write(to: &writer)
        }
        // §3.2: `geometry` and `properties` are required members, `null` when there is none.
        writer.key("geometry")
        if let geometry { try geometry.write(to: &writer) } else { writer.null() }
        writer.key("id")
        writer.string(id)
        writer.key("properties")
        try JSONValue.write(properties, to: &writer)
        writer.key("type")
        writer.string("Feature")
        writer.endObject()
    }
}

extension GeoJSON.Geometry {
    /// Writes the geometry: `coordinates`, each position `[longitude, latitude]` rounded to
    /// ``GeoJSON/precision`` decimals, then `type`.
    package func write(to writer: inout JSONWriter) throws(TransitError) {
        writer.beginObject()
        writer.key("coordinates")
        switch self {
        case .point(let position): try GeoJSON.write(position, to: &writer)
        case .multiPoint(let positions), .lineString(let positions): try GeoJSON.write(positions, to: &writer)
        case .multiLineString(let lines), .polygon(let lines):
            writer.beginArray()
            for line in lines { try GeoJSON.write(line, to: &writer) }
            writer.endArray()
        }
        writer.key("type")
        writer.string(typeName)
        writer.endObject()
    }
}

extension GeoJSON.BoundingBox {
    /// Writes `[west, south, east, north]`, rounded like the positions.
    package func write(to writer: inout JSONWriter) throws(TransitError) {
        writer.beginArray()
        for value in [west, south, east, north] { try writer.double(GeoJSON.rounded(value)) }
        writer.endArray()
    }
}

extension GeoJSON {
    /// A position as RFC 7946 §3.1.1 writes it: `[longitude, latitude]`, rounded. A position
    /// that is not a number (NaN) throws: no map can place it.
    static func write(_ position: Coordinate, to writer: inout JSONWriter) throws(TransitError) {
        writer.beginArray()
        try writer.double(rounded(position.longitude))
        try writer.double(rounded(position.latitude))
        writer.endArray()
    }

    static func write(_ positions: [Coordinate], to writer: inout JSONWriter) throws(TransitError) {
        writer.beginArray()
        for position in positions { try write(position, to: &writer) }
        writer.endArray()
    }

    /// `Encodable` for the GeoJSON types, for apps that put one inside their own `Codable`
    /// types: what ``JSONWriter`` writes, read back as a ``JSONValue`` and encoded — so there is
    /// one definition of each type's JSON, the writer's. Members come out in `encoder`'s order
    /// for a dictionary (sorted with `.sortedKeys`, which gives the writer's bytes).
    static func encode(
        to encoder: any Encoder, _ write: (inout JSONWriter) throws(TransitError) -> Void
    ) throws {
        var writer = JSONWriter()
        try write(&writer)
        let value = try JSONReader.read(Data(writer.bytes)) { reader throws(TransitError) in try writtenValue(&reader) }
        try value.encode(to: encoder)
    }

    /// A value as the writer wrote it. Unlike ``JSONValue/init(reading:)``, a number keeps the
    /// kind its text shows — `1.2345678901234568e+17` and `-0` stay doubles, written again as
    /// they were, where `JSONDecoder`'s rule would make them the integers `123456789012345680`
    /// and `0`.
    private static func writtenValue(_ reader: inout JSONReader) throws(TransitError) -> JSONValue {
        switch try reader.peek() {
        case .number:
            let number = try reader.readNumber()
            if number.isInteger, number.text != "-0", let whole = number.int64 { return .integer(whole) }
            guard let value = number.double else { throw reader.error("\(number.text) does not fit in Double") }
            return .double(value)
        case .array:
            let array = try reader.beginArray()
            var elements: [JSONValue] = []
            while try reader.nextElement(in: array) { elements.append(try writtenValue(&reader)) }
            return .array(elements)
        case .object:
            let object = try reader.beginObject()
            var members: [String: JSONValue] = [:]
            while let key = try reader.nextKey(in: object) { members[key.string] = try writtenValue(&reader) }
            return .object(members)
        case .null, .bool, .string:
            return try JSONValue(reading: &reader)
        }
    }
}
