import Foundation
import Testing
import TransitKitCore

/// The hand-written reader (`GeoJSON.Document(reading:)`) against a reference path: the same
/// rules written over `JSONSerialization`'s tree. On the GeoJSON the library wrote from the
/// demo recordings (the `geojson-read` fuzz seeds: `transit --replay demo … --geojson`, and a
/// few documents of other writers), each file alone and all of them as JSON Lines, both read
/// the same features: ids, geometry types, every coordinate bit for bit, properties.
@Suite struct GeoJSONReadingDifferentialTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/geojson-read")

    static let files: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".geojson") }.sorted()

    /// One feature as the reference reads it.
    struct Read {
        var feature: GeoJSON.Feature
        /// The properties as `JSONSerialization` gave them (nulls left out).
        var properties: NSDictionary
    }

    // MARK: The reference

    /// Reads one document or, failing that, JSON Lines, with `JSONSerialization`; the same
    /// rules as the library: features of a FeatureCollection (objects only) or a lone
    /// Feature; kept with a geometry of the model's five types whose every position is valid;
    /// a string or integer id, else `feature/N`; a later id replaces an earlier one.
    static func reference(_ data: Data) throws -> (features: [Read], skipped: Int) {
        var documents: [[[String: Any]]] = []
        if let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
            documents = [features(of: root)]
        } else {
            for line in data.split(separator: UInt8(ascii: "\n")) where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
                documents.append(features(of: try JSONSerialization.jsonObject(with: Data(line), options: [.fragmentsAllowed])))
            }
        }
        var kept: [Read] = []
        var index: [String: Int] = [:]
        var skipped = 0
        for object in documents.joined() {
            guard let geometry = geometry(object["geometry"]) else {
                skipped += 1
                continue
            }
            let id: String
            if let text = object["id"] as? String {
                id = text
            } else if let number = object["id"] as? NSNumber, number.doubleValue == Double(number.int64Value) {
                id = String(number.int64Value)
            } else {
                id = "feature/\(kept.count)"
            }
            let properties = (object["properties"] as? [String: Any] ?? [:]).filter { !($0.value is NSNull) }
            let read = Read(feature: GeoJSON.Feature(id: id, geometry: geometry), properties: NSDictionary(dictionary: properties))
            if let at = index[id] {
                kept[at] = read
            } else {
                index[id] = kept.count
                kept.append(read)
            }
        }
        return (kept, skipped)
    }

    static func features(of root: Any) -> [[String: Any]] {
        guard let object = root as? [String: Any] else { return [] }
        switch object["type"] as? String {
        case "FeatureCollection": return (object["features"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
        case "Feature": return [object]
        default: return []
        }
    }

    static func geometry(_ value: Any?) -> GeoJSON.Geometry? {
        guard let object = value as? [String: Any], let type = object["type"] as? String, let coordinates = object["coordinates"]
        else { return nil }
        func position(_ value: Any) -> Coordinate? {
            // (No payload here has `true` where a number belongs: Linux's NSNumber cannot tell.)
            guard let array = value as? [Any], array.count >= 2, let longitude = array[0] as? NSNumber, let latitude = array[1] as? NSNumber
            else { return nil }
            let coordinate = Coordinate(latitude: latitude.doubleValue, longitude: longitude.doubleValue)
            return coordinate.isValid ? coordinate : nil
        }
        func positions(_ value: Any) -> [Coordinate]? {
            guard let array = value as? [Any], !array.isEmpty else { return nil }
            let list = array.compactMap(position)
            return list.count == array.count ? list : nil
        }
        func lists(_ value: Any) -> [[Coordinate]]? {
            guard let array = value as? [Any], !array.isEmpty else { return nil }
            let lists = array.compactMap(positions)
            return lists.count == array.count ? lists : nil
        }
        switch type {
        case "Point": return position(coordinates).map(GeoJSON.Geometry.point)
        case "MultiPoint": return positions(coordinates).map(GeoJSON.Geometry.multiPoint)
        case "LineString": return positions(coordinates).map(GeoJSON.Geometry.lineString)
        case "MultiLineString": return lists(coordinates).map(GeoJSON.Geometry.multiLineString)
        case "Polygon": return lists(coordinates).map(GeoJSON.Geometry.polygon)
        default: return nil
        }
    }

    /// A `JSONValue` as `JSONSerialization` would have given it.
    static func plain(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .integer(let number): return NSNumber(value: number)
        case .double(let number): return NSNumber(value: number)
        case .string(let text): return text
        case .array(let items): return items.map(plain)
        case .object(let members): return members.mapValues(plain)
        }
    }

    // MARK: The comparison

    /// What differs between the reader's and the reference's reading of `data`; nil when
    /// nothing does.
    static func difference(_ data: Data) throws -> String? {
        let read = try GeoJSON.Document(reading: data)
        let reference = try reference(data)
        guard read.skipped == reference.skipped else { return "skipped \(read.skipped), reference \(reference.skipped)" }
        let features = read.collection.features
        guard features.count == reference.features.count else {
            return "\(features.count) features, reference \(reference.features.count)"
        }
        for (mine, theirs) in zip(features, reference.features) {
            guard mine.id == theirs.feature.id else { return "id \(mine.id), reference \(theirs.feature.id)" }
            guard mine.geometry == theirs.feature.geometry else {
                return "\(mine.id): geometry \(String(describing: mine.geometry)), reference \(String(describing: theirs.feature.geometry))"
            }
            let positions = zip(mine.geometry?.positions ?? [], theirs.feature.geometry?.positions ?? [])
            guard
                positions.allSatisfy({
                    $0.latitude.bitPattern == $1.latitude.bitPattern && $0.longitude.bitPattern == $1.longitude.bitPattern
                })
            else { return "\(mine.id): a coordinate differs in its last bits" }
            let properties = NSDictionary(dictionary: mine.properties.mapValues(plain))
            guard properties.isEqual(theirs.properties) else {
                return "\(mine.id): properties \(properties), reference \(theirs.properties)"
            }
        }
        return nil
    }

    @Test func theSeedsAreThere() {
        #expect(Self.files.count >= 8, "\(Self.folder.path): \(Self.files)")
    }

    @Test(arguments: files)
    func eachFileReadsAsTheReferenceReadsIt(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        #expect(try Self.difference(data) == nil, "\(name)")
        #expect(try !GeoJSON.Document(reading: data).collection.features.isEmpty, "\(name)")
    }

    /// Every file on a line of its own (pretty-printed ones written compact first): JSON Lines,
    /// where later ids replace earlier ones.
    @Test func allFilesAsJSONLinesReadAsTheReferenceReadsThem() throws {
        var lines = Data()
        for name in Self.files {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            // A file that is one document is one line; a JSON Lines file is its lines.
            let documents: [Any]
            if let one = try? JSONSerialization.jsonObject(with: data) {
                documents = [one]
            } else {
                documents = try data.split(separator: UInt8(ascii: "\n")).map { try JSONSerialization.jsonObject(with: Data($0)) }
            }
            for object in documents {
                // Written by JSONSerialization: another writer's member order and number forms.
                lines += try JSONSerialization.data(withJSONObject: object) + Data("\n".utf8)
            }
        }
        #expect(try Self.difference(lines) == nil)
        // Each feature of the last file that has it wins.
        #expect(try GeoJSON.Document(reading: lines).collection.features.count > 20)
    }
}
