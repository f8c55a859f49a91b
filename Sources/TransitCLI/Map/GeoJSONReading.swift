import Foundation
import TransitKitCore

/// GeoJSON read back from a file, for `transit map geojson FILE`: what this tool's
/// `--geojson` writes (one FeatureCollection; or one per line from `routes watch`, of which the
/// last is the newest) and any other RFC 7946 document with the geometry types the model uses.
///
/// Read with the package's own `JSONReader`, straight into features (no `JSONValue` tree for
/// the collection, the features or their geometries; only properties are `JSONValue`s, since a
/// feature keeps them): the whole-city snapshot's 711 KB in a few milliseconds, where
/// `JSONDecoder` took 55 ms of `map geojson`'s 90. A broken file is named by the field path and
/// the byte: `not GeoJSON: features[0].geometry: unexpected "}" (byte 69)`.
enum GeoJSONReading {
    /// The features of `data`; a later document's feature replaces an earlier one with its id.
    static func collection(_ data: Data) throws -> (GeoJSON.FeatureCollection, skipped: Int) {
        var documents: [[Draft]] = []
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
        for draft in documents.joined() {
            guard let feature = feature(draft, number: features.count) else {
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
        return (GeoJSON.FeatureCollection(features), skipped)
    }

    /// What was wrong, on one line: the reader's path and byte.
    static func reason(_ error: any Error) -> String {
        PlainText.oneLine((error as? TransitError)?.detail ?? "\(error)", limit: 200)
    }

    // MARK: Reading

    /// One feature as read, before it is checked: what `feature(_:number:)` needs and nothing
    /// else. Of a member given twice the first counts, as in `JSONValue`.
    struct Draft {
        var type: String?
        var id: JSONValue?
        var geometry: (type: String?, coordinates: Coordinates?)?
        var properties: [String: JSONValue]?
        /// A FeatureCollection's features: each object in its `features` array.
        var features: [Draft] = []
    }

    /// Coordinates as nested arrays, a position (an array that starts with two numbers; an
    /// altitude after them is ignored) read as its two numbers.
    indirect enum Coordinates {
        case position(longitude: Double, latitude: Double)
        case list([Coordinates])
        /// Anything else: a number or string where an array belongs, a position of one number.
        case invalid
    }

    /// The features one JSON document holds: a FeatureCollection's, a lone Feature, or none.
    static func document(_ data: Data) throws(TransitError) -> [Draft] {
        try JSONReader.read(data) { reader throws(TransitError) in
            guard try reader.peek() == .object else { return [] } // the reader still checks the rest
            let root = try draft(&reader, inCollection: false)
            switch root.type {
            case "FeatureCollection"?: return root.features
            case "Feature"?: return [root]
            default: return []
            }
        }
    }

    /// The object at the reader as a feature (or, at the top, a collection). A member of an
    /// unexpected kind is left unread (the reader skips and checks it).
    static func draft(_ reader: inout JSONReader, inCollection: Bool) throws(TransitError) -> Draft {
        var draft = Draft()
        var sawFeatures = false
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "type" {
                if draft.type == nil, try reader.peek() == .string { draft.type = try reader.readString() }
            } else if key == "id" {
                if draft.id == nil { draft.id = try JSONValue(reading: &reader) }
            } else if key == "geometry" {
                if draft.geometry == nil, try reader.peek() == .object { draft.geometry = try geometry(&reader) }
            } else if key == "properties" {
                if draft.properties == nil, case .object(let members) = try JSONValue(reading: &reader) { draft.properties = members }
            } else if key == "features", !inCollection, !sawFeatures, try reader.peek() == .array {
                sawFeatures = true
                let array = try reader.beginArray()
                while try reader.nextElement(in: array) {
                    guard try reader.peek() == .object else { continue } // not a feature: skipped
                    draft.features.append(try self.draft(&reader, inCollection: true))
                }
            }
        }
        return draft
    }

    static func geometry(_ reader: inout JSONReader) throws(TransitError) -> (type: String?, coordinates: Coordinates?) {
        var type: String?
        var coordinates: Coordinates?
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "type" {
                if type == nil, try reader.peek() == .string { type = try reader.readString() }
            } else if key == "coordinates", coordinates == nil {
                coordinates = try self.coordinates(&reader)
            }
        }
        return (type, coordinates)
    }

    static func coordinates(_ reader: inout JSONReader) throws(TransitError) -> Coordinates {
        guard try reader.peek() == .array else { return .invalid }
        let array = try reader.beginArray()
        guard try reader.nextElement(in: array) else { return .list([]) }
        guard try reader.peek() == .number else {
            var items = [try coordinates(&reader)]
            while try reader.nextElement(in: array) { items.append(try coordinates(&reader)) }
            return .list(items)
        }
        let longitude = try reader.readDouble()
        guard try reader.nextElement(in: array), try reader.peek() == .number else {
            while try reader.nextElement(in: array) {}
            return .invalid
        }
        let latitude = try reader.readDouble()
        while try reader.nextElement(in: array) {} // an altitude, or more
        return .position(longitude: longitude, latitude: latitude)
    }

    // MARK: Checking

    /// The feature a draft describes; nil (counted as skipped) without a geometry of a type the
    /// model uses, with every position a valid coordinate.
    static func feature(_ draft: Draft, number: Int) -> GeoJSON.Feature? {
        guard let geometry = draft.geometry, let type = geometry.type, let coordinates = geometry.coordinates else { return nil }
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
        switch draft.id {
        case .string(let text)?: id = text
        case .integer(let value)?: id = String(value)
        default: id = "feature/\(number)"
        }
        return GeoJSON.Feature(id: id, geometry: shape, properties: draft.properties ?? [:])
    }

    static func position(_ value: Coordinates) -> Coordinate? {
        guard case .position(let longitude, let latitude) = value else { return nil }
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        return coordinate.isValid ? coordinate : nil
    }

    static func positions(_ value: Coordinates) -> [Coordinate]? {
        guard case .list(let items) = value else { return nil }
        let list = items.compactMap(position)
        return list.count == items.count && !list.isEmpty ? list : nil
    }

    static func lists(_ value: Coordinates) -> [[Coordinate]]? {
        guard case .list(let items) = value else { return nil }
        let lists = items.compactMap(positions)
        return lists.count == items.count && !lists.isEmpty ? lists : nil
    }
}
