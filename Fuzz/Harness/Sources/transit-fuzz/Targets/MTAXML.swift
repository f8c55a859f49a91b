import Foundation
@testable import MTAProvider
import TransitKitCore

extension FuzzTarget {
    /// The XML-to-JSON tree (`XMLTree`, internal) directly: whatever it accepts must come out
    /// as JSON Foundation reads back; whatever it refuses is `.decoding` with a reason.
    static let mtaXML = FuzzTarget(name: "mta-xml", corpus: "mta-xml") { data in
        do {
            let json = try XMLTree.json(fromXML: data)
            guard (try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])) != nil else {
                violated("XMLTree produced bytes that are not JSON: \(fuzzText(json.prefix(200)))")
            }
        } catch {
            checkError(error, allowed: [.decoding], "XMLTree")
        }
    }
}
