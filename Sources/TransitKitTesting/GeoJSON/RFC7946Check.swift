import Foundation

/// Checks encoded GeoJSON against the rules of RFC 7946 that map readers depend on, reading
/// the bytes back with `JSONSerialization` — not with the types that wrote them, so a bug in
/// the writer cannot hide itself.
///
/// ```swift
/// let problems = RFC7946Check.problems(in: try collection.encoded())
/// #expect(problems.isEmpty, "\(problems)")
/// ```
///
/// The rules, each a line in the returned list when broken: the top level is a `Feature` or
/// `FeatureCollection` with the members §3.2/§3.3 require; no `crs` member anywhere (§4);
/// positions are `[longitude, latitude]` with longitude in -180…180 and latitude in -90…90
/// (§3.1.1, §4), at most `decimals` decimals (§11.2); a LineString has two or more positions
/// and no segment spans more than 180° of longitude, which would mean it crosses the
/// antimeridian uncut (§3.1.4, §3.1.9); polygon rings are closed, have four or more
/// positions, exteriors counter-clockwise and holes clockwise (§3.1.6); a `bbox` has four
/// numbers, south ≤ north, and holds every position and every segment, taking `west > east` as crossing the
/// antimeridian (§5, §5.2); feature ids are unique.
public enum RFC7946Check {
    /// Every broken rule in `data`, as "where: what" lines; empty when the document passes.
    public static func problems(in data: Data, decimals: Int = 6) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: data) else { return ["$: not JSON"] }
        var check = Checker(decimals: decimals)
        check.root(object)
        return check.problems
    }

    struct Checker {
        let decimals: Int
        var problems: [String] = []
        var ids = Set<String>()

        mutating func fail(_ path: String, _ text: String) { problems.append("\(path): \(text)") }

        mutating func root(_ value: Any) {
            guard let object = value as? [String: Any] else { return fail("$", "not an object") }
            switch object["type"] as? String {
            case "FeatureCollection":
                noCRS(object, "$")
                guard let features = object["features"] as? [Any] else { return fail("$", "no features array") }
                var positions: [[Double]] = []
                for (index, feature) in features.enumerated() { positions += self.feature(feature, "$.features[\(index)]") }
                bbox(object["bbox"], positions, "$")
            case "Feature": _ = feature(object, "$")
            default: fail("$", "type is neither Feature nor FeatureCollection")
            }
        }

        mutating func noCRS(_ object: [String: Any], _ path: String) {
            if object["crs"] != nil { fail(path, "has a crs member (RFC 7946 §4 removed it)") }
        }

        /// The feature's positions, for the collection's bbox.
        mutating func feature(_ value: Any, _ path: String) -> [[Double]] {
            guard let object = value as? [String: Any], object["type"] as? String == "Feature" else {
                fail(path, "not a Feature")
                return []
            }
            noCRS(object, path)
            if let id = object["id"] {
                let key = "\(id)"
                if !ids.insert(key).inserted { fail(path, "id \(key) is not unique") }
            }
            if object["properties"] == nil { fail(path, "no properties member (null when empty)") }
            guard object.keys.contains("geometry") else {
                fail(path, "no geometry member (null when unknown)")
                return []
            }
            if object["geometry"] is NSNull { return [] }
            let positions = geometry(object["geometry"] as Any, path + ".geometry")
            if object["bbox"] != nil { bbox(object["bbox"], positions, path) }
            return positions
        }

        mutating func geometry(_ value: Any, _ path: String) -> [[Double]] {
            guard let object = value as? [String: Any], let type = object["type"] as? String else {
                fail(path, "not a geometry")
                return []
            }
            noCRS(object, path)
            let coordinates = object["coordinates"]
            switch type {
            case "Point":
                return position(coordinates, path + ".coordinates").map { [$0] } ?? []
            case "MultiPoint":
                return positions(coordinates, path + ".coordinates")
            case "LineString":
                return line(coordinates, path + ".coordinates")
            case "MultiLineString":
                let lines = coordinates as? [Any] ?? []
                return lines.enumerated().flatMap { line($1, path + ".coordinates[\($0)]") }
            case "Polygon":
                let rings = coordinates as? [Any] ?? []
                if rings.isEmpty { fail(path, "a polygon needs an exterior ring") }
                return rings.enumerated().flatMap { ring($1, exterior: $0 == 0, path + ".coordinates[\($0)]") }
            default:
                fail(path, "unknown geometry type \(type)")
                return []
            }
        }

        mutating func position(_ value: Any?, _ path: String) -> [Double]? {
            guard let numbers = value as? [Any], numbers.count == 2 || numbers.count == 3,
                let longitude = (numbers[0] as? NSNumber)?.doubleValue, let latitude = (numbers[1] as? NSNumber)?.doubleValue
            else {
                fail(path, "not a [longitude, latitude] position")
                return nil
            }
            if !(-180...180).contains(longitude) { fail(path, "longitude \(longitude) out of range") }
            if !(-90...90).contains(latitude) { fail(path, "latitude \(latitude) out of range (latitude first?)") }
            for number in [longitude, latitude] where !hasAtMostDecimals(number) {
                fail(path, "\(number) has more than \(decimals) decimals")
            }
            return [longitude, latitude]
        }

        func hasAtMostDecimals(_ number: Double) -> Bool {
            let scale = pow(10, Double(decimals))
            return abs((number * scale).rounded() - number * scale) < 1e-6
        }

        mutating func positions(_ value: Any?, _ path: String) -> [[Double]] {
            guard let list = value as? [Any] else {
                fail(path, "not a list of positions")
                return []
            }
            return list.enumerated().compactMap { position($1, "\(path)[\($0)]") }
        }

        mutating func line(_ value: Any?, _ path: String) -> [[Double]] {
            let points = positions(value, path)
            if points.count < 2 { fail(path, "a line needs two or more positions") }
            for (index, (a, b)) in zip(points, points.dropFirst()).enumerated() where abs(b[0] - a[0]) > 180 {
                fail("\(path)[\(index)]", "segment crosses the antimeridian uncut (§3.1.9)")
            }
            return points + Self.alongSegments(points)
        }

        /// Points a quarter, half and three quarters along each segment: a bbox must hold the
        /// line as drawn, not only its vertices (London → Tokyo passes over Asia).
        static func alongSegments(_ points: [[Double]]) -> [[Double]] {
            zip(points, points.dropFirst()).flatMap { a, b in
                [0.25, 0.5, 0.75].map { t in [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])] }
            }
        }

        mutating func ring(_ value: Any?, exterior: Bool, _ path: String) -> [[Double]] {
            let points = positions(value, path)
            guard points.count >= 4 else {
                fail(path, "a ring needs four or more positions")
                return points
            }
            if points.first != points.last { fail(path, "ring is not closed") }
            let area = zip(points, points.dropFirst()).reduce(0.0) { $0 + $1.0[0] * $1.1[1] - $1.1[0] * $1.0[1] }
            if exterior, area <= 0 { fail(path, "exterior ring is not counter-clockwise (§3.1.6)") }
            if !exterior, area >= 0 { fail(path, "hole is not clockwise (§3.1.6)") }
            return points + Self.alongSegments(points)
        }

        mutating func bbox(_ value: Any?, _ positions: [[Double]], _ path: String) {
            guard let value else { return }
            guard let numbers = value as? [NSNumber], numbers.count == 4 else { return fail(path + ".bbox", "not four numbers") }
            let (west, south, east, north) = (
                numbers[0].doubleValue, numbers[1].doubleValue, numbers[2].doubleValue, numbers[3].doubleValue
            )
            if south > north { fail(path + ".bbox", "south \(south) is north of north \(north)") }
            for point in positions {
                let inLongitude = west <= east ? (west...east).contains(point[0]) : point[0] >= west || point[0] <= east
                if !inLongitude || !(south...north).contains(point[1]) {
                    fail(path + ".bbox", "does not hold \(point)")
                    return
                }
            }
        }
    }
}
