import Foundation
import TransitKitCore

/// The shape of a mapped answer, compared without its values: the live contract
/// (Docs/LiveContract.md) checks that today's answer still has every field its golden outputs
/// always have.
///
/// A shape is the set of key paths of the JSON `Golden` writes, array positions collapsed to
/// `[]` (`[].route`, `[].time`, `predictions[].stopID`).
///
/// ```swift
/// let missing = ShapeContract.missing(in: liveOutput, comparedWith: [golden1, golden2])
/// #expect(missing.isEmpty, "fields the recorded answers always had: \(missing)")
/// ```
public enum ShapeContract {
    /// Every key path of `json`, arrays collapsed; nil when `json` is not JSON.
    public static func keyPaths(of json: Data) -> Set<String>? {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: json) else { return nil }
        var paths = Set<String>()
        collect(value, at: "", into: &paths)
        return paths
    }

    /// The key paths `json` always has: an object's keys, and of a list only the paths every
    /// element has (an optional field set on some rows is not required). Nil when not JSON.
    public static func requiredPaths(of json: Data) -> Set<String>? {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: json) else { return nil }
        return required(value, at: "")
    }

    /// The key paths every one of `goldens` always has (``requiredPaths(of:)``) and `live` lacks, sorted. Empty when `live` has
    /// them all, or when `live` holds no element to compare (an empty list: nothing is running
    /// right now is not a change of shape). A `live` or golden that is not JSON is reported.
    public static func missing(in live: Data, comparedWith goldens: [Data]) -> [String] {
        guard let livePaths = keyPaths(of: live) else { return ["(the live output is not JSON)"] }
        var required: Set<String>?
        for golden in goldens {
            guard let paths = requiredPaths(of: golden) else { return ["(a golden output is not JSON)"] }
            required = required.map { $0.intersection(paths) } ?? paths
        }
        guard let required, !isEmptyList(live) else { return [] }
        return required.subtracting(livePaths).sorted()
    }

    private static func isEmptyList(_ data: Data) -> Bool {
        if case .array(let items)? = try? JSONDecoder().decode(JSONValue.self, from: data) { return items.isEmpty }
        return false
    }

    private static func required(_ value: JSONValue, at path: String) -> Set<String> {
        switch value {
        case .object(let members):
            var paths = Set<String>()
            for (key, member) in members {
                let inner = path.isEmpty ? key : "\(path).\(key)"
                paths.insert(inner)
                paths.formUnion(required(member, at: inner))
            }
            return paths
        case .array(let items):
            let inner = "\(path)[]"
            var common: Set<String>?
            for item in items {
                let paths = required(item, at: inner)
                common = common.map { $0.intersection(paths) } ?? paths
            }
            return common ?? []
        default:
            return []
        }
    }

    private static func collect(_ value: JSONValue, at path: String, into paths: inout Set<String>) {
        switch value {
        case .object(let members):
            for (key, member) in members {
                let inner = path.isEmpty ? key : "\(path).\(key)"
                paths.insert(inner)
                collect(member, at: inner, into: &paths)
            }
        case .array(let items):
            let inner = "\(path)[]"
            for item in items { collect(item, at: inner, into: &paths) }
        default:
            break
        }
    }
}
