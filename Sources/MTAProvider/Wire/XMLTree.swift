import Foundation
import TransitKitCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Turns a OneBusAway or SIRI XML body into the JSON the same wire structs decode, so XML and
/// JSON share one set of mirrors and one set of `.decoding` errors.
///
/// Both APIs' XML follows fixed rules, which is what makes this mechanical:
/// - OneBusAway wraps lists in a container element (`<list>`, `<stopIds>`, `<polylines>`…) whose
///   children are the items (`<route>`, `<string>`, `<encodedPolyline>`), whatever their name;
/// - SIRI repeats the item element itself (`<AffectedVehicleJourney>` twice), and its JSON
///   makes those arrays even when there is one;
/// - every leaf is text (numbers and booleans too: the wire types accept both), attributes
///   (`class="…"`, `xml:lang`) carry nothing the mirrors need.
enum XMLTree {
    /// OneBusAway container elements whose children are list items.
    static let listContainers: Set<String> = [
        "list", "agencies", "routes", "stops", "trips", "situations", "stopTimes", "stopIds", "routeIds",
        "names", "polylines", "stopGroups", "stopGroupings", "subGroups", "nearbyStopIds",
    ]

    /// SIRI elements that are arrays in its JSON, even when they occur once.
    static let repeatedElements: Set<String> = [
        "VehicleMonitoringDelivery", "StopMonitoringDelivery", "SituationExchangeDelivery", "VehicleActivity",
        "MonitoredStopVisit", "PtSituationElement", "AffectedVehicleJourney", "Consequence", "SituationRef",
        "OnwardCall", "AffectedOperator",
    ]

    final class Node {
        let name: String
        var children: [Node] = []
        var text = ""
        init(name: String) { self.name = name }
    }

    /// The JSON bytes for `body`, rooted at an object holding the root element:
    /// `<response>…</response>` → the response's content (OneBusAway's envelope is the root),
    /// `<Siri>…</Siri>` → `{"Siri":{…}}` (SIRI JSON keeps its root key).
    static func json(fromXML body: Data) throws(TransitError) -> Data {
        let root = try parse(body)
        let object: Any = root.name == "Siri" ? ["Siri": value(of: root)] : value(of: root)
        // `JSONSerialization.data(withJSONObject:)` traps (it does not throw) when the top level
        // is not an array or a dictionary — what a root without child elements (`<code>200</code>`,
        // `<a/>`) becomes. A proxy or captive portal can send that, so it is checked first.
        guard JSONSerialization.isValidJSONObject(object) else {
            throw TransitError(
                .decoding, detail: "XML <\(root.name)> holds no elements, only text; expected a OneBusAway <response> or a <Siri> document")
        }
        do {
            return try JSONSerialization.data(withJSONObject: object)
        } catch {
            throw TransitError(.decoding, detail: "XML <\(root.name)> cannot be turned into JSON: \(error)")
        }
    }

    static func parse(_ body: Data) throws(TransitError) -> Node {
        // FoundationXML on Linux traps (SIGILL, the whole process dies) when an element or
        // attribute *name* holds bytes that are not UTF-8: libxml2 passes them through and
        // Foundation force-unwraps the name's String. Found by FuzzTests with one flipped byte
        // in `<lang>`. OneBusAway and SIRI XML are UTF-8, so anything else is refused here.
        if let offset = invalidUTF8Offset(body) {
            throw TransitError(.decoding, detail: "XML body is not UTF-8 text (byte \(offset))")
        }
        if let refused = refusedMarkup(body) {
            throw TransitError(
                .decoding,
                detail: "XML \(refused.construct) at byte \(refused.offset) is not accepted (OneBusAway and SIRI documents have none)")
        }
        let parser = XMLParser(data: body)
        let builder = Builder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let ok = parser.parse()
        // Foundation on Linux can report success for a truncated or mis-nested document, so
        // the builder's own bookkeeping decides too.
        guard ok, builder.failure == nil, builder.stack.isEmpty, let root = builder.root else {
            let place = builder.stack.isEmpty ? "before the root element" : "in <\(builder.stack.map(\.name).joined(separator: "><"))>"
            let reason =
                builder.failure ?? parser.parserError.map { String(describing: $0) }
                ?? (builder.stack.isEmpty ? "no root element" : "the document ends before the element is closed")
            throw TransitError(
                .decoding,
                detail: "XML line \(parser.lineNumber) column \(parser.columnNumber) \(place): \(reason)")
        }
        return root
    }

    /// The first processing instruction or markup declaration (`<!DOCTYPE`, `<!ENTITY`) outside
    /// comments and CDATA, or nil. OneBusAway and SIRI send neither; FoundationXML on Linux
    /// crashes the process on a processing instruction without data (`<?a?><Siri/>`:
    /// `strlen(NULL)`), and a DOCTYPE is how entity-expansion bombs arrive. The XML declaration
    /// at the very start (`<?xml version="1.0"?>`) is allowed; it is not a processing instruction.
    static func refusedMarkup(_ body: Data) -> (construct: String, offset: Int)? {
        let bytes = [UInt8](body)
        func starts(_ prefix: String, at index: Int) -> Bool {
            let pattern = Array(prefix.utf8)
            guard index + pattern.count <= bytes.count else { return false }
            return bytes[index..<index + pattern.count].elementsEqual(pattern)
        }
        func skip(past terminator: String, from index: Int) -> Int? {
            let pattern = Array(terminator.utf8)
            var i = index
            while i + pattern.count <= bytes.count {
                if bytes[i] == pattern[0], bytes[i..<i + pattern.count].elementsEqual(pattern) { return i + pattern.count }
                i += 1
            }
            return nil
        }
        var index = 0
        if starts("\u{FEFF}", at: 0) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        if starts("<?xml", at: index), index + 5 < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5]) {
            // The declaration ends at its first `>`, which must close `?>` with no `<` before it.
            // Skipping to the first `?>` anywhere hid a processing instruction further on when
            // the declaration was damaged (`<?xml version="1.0" … <?a?>`: the crash above),
            // found by the mta-xml fuzz target (Docs/Fuzzing.md).
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil } // unterminated: the parser says so
            guard bytes[close - 1] == UInt8(ascii: "?"), !bytes[index + 1..<close].contains(UInt8(ascii: "<")) else {
                return ("malformed XML declaration", index)
            }
            index = close + 1
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts("<!--", at: index) {
                guard let end = skip(past: "-->", from: index + 4) else { return nil }
                index = end
            } else if starts("<![CDATA[", at: index) {
                guard let end = skip(past: "]]>", from: index + 9) else { return nil }
                index = end
            } else if starts("<?", at: index) {
                return ("processing instruction", index)
            } else if starts("<!", at: index) {
                return ("markup declaration (<!DOCTYPE, <!ENTITY…)", index)
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, or nil.
    static func invalidUTF8Offset(_ body: Data) -> Int? {
        var decoder = UTF8()
        var bytes = body.makeIterator()
        var consumed = 0
        var good = 0
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                good = consumed
            case .emptyInput:
                return nil
            case .error:
                return good
            }
        }
    }

    static func value(of node: Node) -> Any {
        if listContainers.contains(node.name) {
            return node.children.map(value(of:))
        }
        if node.children.isEmpty {
            return node.text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var object: [String: Any] = [:]
        var order: [String] = []
        var grouped: [String: [Any]] = [:]
        for child in node.children {
            if grouped[child.name] == nil { order.append(child.name) }
            grouped[child.name, default: []].append(value(of: child))
        }
        for name in order {
            guard let values = grouped[name] else { continue }
            object[name] = values.count == 1 && !repeatedElements.contains(name) ? values[0] : values
        }
        return object
    }

    private final class Builder: NSObject, XMLParserDelegate {
        /// Foundation's messages on Linux are only "The operation could not be completed".
        static let reasons: [Int: String] = [
            4: "empty document", 5: "the document ends too early", 9: "invalid character", 23: "unescaped & or <",
            38: "unclosed attribute value", 41: "attribute without value", 64: "no root element", 73: "'>' expected",
            76: "closing tag does not match the open element", 77: "closing tag expected", 111: "undeclared entity",
        ]

        var stack: [Node] = []
        var root: Node?
        var failure: String?
        /// OneBusAway and SIRI documents nest about a dozen deep. The tree is turned into JSON
        /// (and freed) recursively, so a hostile document nested thousands deep would overflow
        /// the stack; it is refused instead.
        static let maximumDepth = 128

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            guard failure == nil else { return }
            guard stack.count < Self.maximumDepth else {
                failure = "elements nested deeper than \(Self.maximumDepth)"
                parser.abortParsing()
                return
            }
            let node = Node(name: elementName)
            stack.last?.children.append(node)
            if stack.isEmpty { root = node }
            stack.append(node)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?
        ) {
            guard let open = stack.last, open.name == elementName else {
                if failure == nil {
                    failure = "closing </\(elementName)> does not match <\(stack.last?.name ?? "nothing")>"
                    parser.abortParsing()
                }
                return
            }
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard failure == nil else { return }
            let code = (parseError as NSError).code
            failure = "\(Self.reasons[code] ?? "malformed XML") (XMLParser error \(code))"
        }
    }
}
