import TransitKitCore

/// A small RFC 6570 expander for the templates Busbud puts in URLs: `logo_url`
/// (`…?hash=1{&height,width}` or `…?h={height}&w={width}`) and `links.deeplink`
/// (`…&utm_source={utm_source}`). `URL(string:)` rejects or mangles the raw braces.
///
/// Handles simple `{a,b}`, form-style query `{?a,b}` and continuation `{&a,b}`; undefined
/// variables are dropped, as RFC 6570 says. Values are percent-encoded (unreserved kept).
public enum URITemplate {
    /// `template` with every expression expanded from `values`.
    ///
    /// ```swift
    /// URITemplate.expand("…/greyhound.png?hash=1{&height,width}", ["height": "40", "width": "80"])
    /// // "…/greyhound.png?hash=1&height=40&width=80"
    /// ```
    public static func expand(_ template: String, _ values: [String: String]) -> String {
        // Every departure's deeplink and operator logo goes through here, and walking
        // `Character`s cost more than reading the departure itself: templates without a brace
        // come back as they are, ASCII ones (every URL seen) are expanded byte by byte over the
        // contiguous UTF-8 (iterating `String.UTF8View` or copying it cost as much as the rest).
        var text = template
        return text.withUTF8 { bytes -> String in
            guard let firstBrace = bytes.firstIndex(of: UInt8(ascii: "{")) else { return template }
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return expandCharacters(template, values) }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            output.append(contentsOf: bytes[..<firstBrace])
            var index = firstBrace
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "{") else {
                    output.append(bytes[index])
                    index += 1
                    continue
                }
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                    // An unclosed brace is not a template expression; keep the text as it is.
                    output.append(contentsOf: bytes[index...])
                    break
                }
                // No values (every deeplink): every variable is undefined, the expression is dropped.
                if !values.isEmpty {
                    let body = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                    output.append(contentsOf: expression(Substring(body), values).utf8)
                }
                index = close + 1
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The same expansion over `Character`s, for templates with non-ASCII text (where a brace
    /// followed by a combining mark is not a brace).
    static func expandCharacters(_ template: String, _ values: [String: String]) -> String {
        var output = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                // An unclosed brace is not a template expression; keep the text as it is.
                output += rest[open...]
                return output
            }
            output += expression(rest[rest.index(after: open)..<close], values)
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return output
    }

    private static func expression(_ body: Substring, _ values: [String: String]) -> String {
        // No values (every deeplink): every variable is undefined, so the expression is dropped.
        guard !values.isEmpty else { return "" }
        var names = body
        let op = body.first.flatMap { "?&".contains($0) ? $0 : nil }
        if op != nil { names = names.dropFirst() }
        let defined = names.split(separator: ",").compactMap { name -> (String, String)? in
            let name = String(name)
            return values[name].map { (name, URLBuilder.encode($0)) }
        }
        guard !defined.isEmpty else { return "" }
        switch op {
        case "?": return "?" + defined.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        case "&": return "&" + defined.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        default: return defined.map { $0.1 }.joined(separator: ",")
        }
    }
}
