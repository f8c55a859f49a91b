import Foundation

extension GeoJSON {
    /// A GeoJSON file read back: the features a ``FeatureCollection`` can hold, and how many
    /// features were left out because the model has no place for them.
    ///
    /// It reads what the library's writers write (``FeatureCollection/encoded(pretty:)``; also
    /// one collection per line, as an app that appends each refresh to a log writes) and any
    /// other RFC 7946 document with the geometry types the model uses: a `FeatureCollection`,
    /// a lone `Feature`, members in any order, integer ids, an altitude after a position.
    ///
    /// ```swift
    /// let document = try GeoJSON.Document(reading: Data(contentsOf: file))
    /// print(document.collection.features.count, "features,", document.skipped, "left out")
    /// ```
    ///
    /// - A feature without a geometry, with a geometry the model does not hold
    ///   (`GeometryCollection`, `MultiPolygon`) or with a position that is not a valid
    ///   coordinate (one number, a latitude past 90°) is left out and counted in ``skipped``;
    ///   anything in `features` that is not an object is ignored.
    /// - A feature without a string or integer id gets `feature/N`, N its place among the
    ///   features kept so far.
    /// - Bytes that are not one JSON document but several lines of one each are read as JSON
    ///   Lines: a later line's feature replaces an earlier one with the same id, in the
    ///   earlier one's place, so the newest position of each vehicle is kept once.
    ///
    /// Bytes that are not JSON throw a ``TransitError`` of kind ``TransitError/Kind/decoding``
    /// whose ``TransitError/detail`` names the member and the byte:
    /// `features[0].geometry: expected a value, found '}' (byte 69)`, and for JSON Lines the line too
    /// (`line 3: features[1]: …`, counted as an editor counts them). Input over 64 MB is
    /// ``TransitError/Kind/tooLarge``.
    ///
    /// Read in one pass with the core's JSON reader straight into features (only `properties`
    /// become ``JSONValue``s): a 711 KB whole-city snapshot in a few milliseconds.
    public struct Document: Hashable, Sendable {
        /// The features read, in file order (a replaced feature keeps its first place).
        public var collection: FeatureCollection
        /// How many features were left out: no geometry, a geometry type the model does not
        /// hold, or a position that is not a valid coordinate.
        public var skipped: Int

        /// A document of `collection`, with `skipped` features left out.
        ///
        /// ```swift
        /// let empty = GeoJSON.Document(collection: GeoJSON.FeatureCollection([]))
        /// ```
        public init(collection: FeatureCollection, skipped: Int = 0) {
            self.collection = collection
            self.skipped = skipped
        }

        /// Reads `data`: one GeoJSON document, or JSON Lines of them.
        ///
        /// ```swift
        /// let text = #"{"type":"Feature","id":7,"properties":{},"#
        ///     + #""geometry":{"type":"Point","coordinates":[-87.65,41.92]}}"#
        /// let document = try GeoJSON.Document(reading: Data(text.utf8))
        /// document.collection.features[0].id   // "7"
        /// ```
        ///
        /// - Throws: ``TransitError`` of kind ``TransitError/Kind/decoding`` when the bytes
        ///   are not JSON, with the member path and byte offset in its detail.
        public init(reading data: Data) throws(TransitError) {
            var documents: [[Draft]] = []
            do throws(TransitError) {
                documents = [try Self.document(data)]
            } catch let whole {
                // JSON Lines: one document per line, the last the newest. Numbered as an
                // editor numbers them, blank lines counted.
                let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
                    .filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x0D || $0 == 0x09 } }
                guard lines.count > 1 else { throw whole }
                for (number, line) in lines {
                    do throws(TransitError) {
                        documents.append(try Self.document(Data(line)))
                    } catch {
                        throw TransitError(
                            error.kind, detail: "line \(number + 1): \(error.detail ?? error.description)", underlying: error)
                    }
                }
            }
            var features: [Feature] = []
            var index: [String: Int] = [:]
            var skipped = 0
            for draft in documents.joined() {
                guard let feature = Self.feature(draft, number: features.count) else {
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
            self.init(collection: FeatureCollection(features), skipped: skipped)
        }
    }
}

extension GeoJSON.FeatureCollection {
    /// The features of GeoJSON `data`, as ``GeoJSON/Document/init(reading:)`` reads them;
    /// features the model cannot hold are left out without a count (read a
    /// ``GeoJSON/Document`` to know how many).
    ///
    /// ```swift
    /// let collection = try GeoJSON.FeatureCollection(reading: Data(contentsOf: file))
    /// let buses = collection.features.filter { $0.kind == .vehicle }
    /// ```
    ///
    /// - Throws: ``TransitError`` of kind ``TransitError/Kind/decoding`` when the bytes are
    ///   not JSON, with the member path and byte offset in its detail.
    public init(reading data: Data) throws(TransitError) {
        self = try GeoJSON.Document(reading: data).collection
    }
}

extension GeoJSON.Document {
    // MARK: Reading

    /// One feature as read, before it is checked: what `feature(_:number:)` needs and nothing
    /// else. Of a member given twice the first counts, as in `JSONValue`.
    fileprivate struct Draft {
        var type: String?
        var id: JSONValue?
        var geometry: (type: String?, coordinates: Coordinates?)?
        var properties: [String: JSONValue]?
        /// A FeatureCollection's features: each object in its `features` array.
        var features: [Draft] = []
    }

    /// Coordinates as nested arrays, a position (an array that starts with two numbers; an
    /// altitude after them is ignored) read as its two numbers.
    fileprivate indirect enum Coordinates {
        case position(longitude: Double, latitude: Double)
        case list([Coordinates])
        /// Anything else: a number or string where an array belongs, a position of one number.
        case invalid
    }

    /// The features one JSON document holds: a FeatureCollection's, a lone Feature, or none.
    fileprivate static func document(_ data: Data) throws(TransitError) -> [Draft] {
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
    fileprivate static func draft(_ reader: inout JSONReader, inCollection: Bool) throws(TransitError) -> Draft {
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

    fileprivate static func geometry(_ reader: inout JSONReader) throws(TransitError) -> (type: String?, coordinates: Coordinates?) {
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

    fileprivate static func coordinates(_ reader: inout JSONReader) throws(TransitError) -> Coordinates {
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
    fileprivate static func feature(_ draft: Draft, number: Int) -> GeoJSON.Feature? {
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

    fileprivate static func position(_ value: Coordinates) -> Coordinate? {
        guard case .position(let longitude, let latitude) = value else { return nil }
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        return coordinate.isValid ? coordinate : nil
    }

    fileprivate static func positions(_ value: Coordinates) -> [Coordinate]? {
        guard case .list(let items) = value else { return nil }
        let list = items.compactMap(position)
        return list.count == items.count && !list.isEmpty ? list : nil
    }

    fileprivate static func lists(_ value: Coordinates) -> [[Coordinate]]? {
        guard case .list(let items) = value else { return nil }
        let lists = items.compactMap(positions)
        return lists.count == items.count && !lists.isEmpty ? lists : nil
    }
}
