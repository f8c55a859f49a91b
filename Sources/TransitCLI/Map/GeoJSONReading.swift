import Foundation
import TransitKitCore

/// GeoJSON read back from a file, for `transit map geojson FILE`: what this tool's
/// `--geojson` writes (one FeatureCollection; or one per line from `routes watch`, of which the
/// last is the newest) and any other RFC 7946 document with the geometry types the model uses.
enum GeoJSONReading {
    /// The features of `data`; a later document's feature replaces an earlier one with its id.
    ///
    /// Read with the package's own `JSONReader` (not `JSONDecoder`): a broken file is named by
    /// the field path and the byte, `not GeoJSON: line 2: features[0].geometry: unexpected "}"
    /// (byte 57)`, and the whole-city snapshot's 711 KB are read in a few milliseconds.
    static func collection(_ data: Data) throws -> (GeoJSON.FeatureCollection, skipped: Int) {
        var documents: [JSONValue] = []
        do {
            documents = [try document(data)]
        } catch let whole {
            // JSON Lines (`routes watch --geojson`): one document per line, the last the newest.
            // Numbered as an editor numbers them, blank lines counted.
            let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
                .filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x0D || $0 == 0x09 } }
            guard lines.count > 1 else { throw CLIError.input("not GeoJSON: \(Self.reason(whole))") }
            for (number, line) in lines {
                do {
                    documents.append(try document(Data(line)))
                } catch {
                    throw CLIError.input("not GeoJSON: line \(number + 1): \(Self.reason(error))")
                }
            }
        }
        var features: [GeoJSON.Feature] = []
        var index: [String: Int] = [:]
        var skipped = 0
        for document in documents {
            for object in featureObjects(document) {
                guard let feature = feature(object, number: features.count) else {
                    skipped += 1
                    continue
                }
                if let at = index[feature.id] {
                    features[at] = feature
                } else {
                    index[feature.id] = features.count
                    features.append(feature)
                }
            }
        }
        return (GeoJSON.FeatureCollection(features), skipped)
    }

    /// One JSON document as a value, read by the core's reader.
    static func document(_ data: Data) throws(TransitError) -> JSONValue {
        try JSONReader.read(data) { reader throws(TransitError) in try JSONValue(reading: &reader) }
    }

    /// What was wrong, on one line: the reader's path and byte.
    static func reason(_ error: any Error) -> String {
        PlainText.oneLine((error as? TransitError)?.detail ?? "\(error)", limit: 200)
    }

    static func featureObjects(_ document: JSONValue) -> [[String: JSONValue]] {
        guard case .object(let object) = document else { return [] }
        switch object["type"] {
        case .string("FeatureCollection")?:
            guard case .array(let features)? = object["features"] else { return [] }
            return features.compactMap { if case .object(let feature) = $0 { return feature } else { return nil } }
        case .string("Feature")?: return [object]
        default: return []
        }
    }

    static func feature(_ object: [String: JSONValue], number: Int) -> GeoJSON.Feature? {
        guard case .object(let geometry)? = object["geometry"], case .string(let type)? = geometry["type"],
            let coordinates = geometry["coordinates"]
        else { return nil }
        let shape: GeoJSON.Geometry?
        switch type {
        case "Point": shape = position(coordinates).map(GeoJSON.Geometry.point)
        case "MultiPoint": shape = positions(coordinates).map(GeoJSON.Geometry.multiPoint)
        case "LineString": shape = positions(coordinates).map(GeoJSON.Geometry.lineString)
        case "MultiLineString": shape = lists(coordinates).map(GeoJSON.Geometry.multiLineString)
        case "Polygon": shape = lists(coordinates).map(GeoJSON.Geometry.polygon)
        default: shape = nil
        }
        guard let shape else { return nil }
        let id: String
        switch object["id"] {
        case .string(let text)?: id = text
        case .integer(let value)?: id = String(value)
        default: id = "feature/\(number)"
        }
        var properties: [String: JSONValue] = [:]
        if case .object(let members)? = object["properties"] { properties = members }
        return GeoJSON.Feature(id: id, geometry: shape, properties: properties)
    }

    static func position(_ value: JSONValue) -> Coordinate? {
        guard case .array(let numbers) = value, numbers.count >= 2, let longitude = number(numbers[0]),
            let latitude = number(numbers[1])
        else { return nil }
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        return coordinate.isValid ? coordinate : nil
    }

    static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .double(let number): return number
        case .integer(let number): return Double(number)
        default: return nil
        }
    }

    static func positions(_ value: JSONValue) -> [Coordinate]? {
        guard case .array(let items) = value else { return nil }
        let list = items.compactMap(position)
        return list.count == items.count && !list.isEmpty ? list : nil
    }

    static func lists(_ value: JSONValue) -> [[Coordinate]]? {
        guard case .array(let items) = value else { return nil }
        let lists = items.compactMap(positions)
        return lists.count == items.count && !lists.isEmpty ? lists : nil
    }
}
