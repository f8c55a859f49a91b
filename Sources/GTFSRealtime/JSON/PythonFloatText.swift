import Foundation

/// Numbers laid out as Python's `json.dumps` prints them after protobuf's `ToShortestFloat`.
enum PythonFloatText {
    /// A `float` field's text: the first of `%.6g` … `%.9g` of the value that reads back (as a
    /// double, then narrowed) to the same 32-bit float — Python's `ToShortestFloat`, which
    /// starts at 6 digits, so a subnormal prints "1.4013e-45" where Swift says "1e-45" —
    /// in `repr` layout.
    static func shortest(_ value: Float) -> String {
        for precision in 6...9 {
            let text = String(format: "%.\(precision)g", Double(value))
            if let parsed = Double(text), Float(parsed) == value { return repr(text) }
        }
        return repr(value.description)
    }

    /// Python's `repr` layout of a number given as shortest digits in any notation ("90",
    /// "1.2345679e+08", "1e-05"): positional while the decimal exponent is in −4 < e ≤ 16
    /// (with ".0" on whole numbers), `1.5e-05` / `1e+16` style outside it. Swift's
    /// `description` of a `Double` has the same digits as Python's `repr`, laid out differently.
    static func repr(_ shortestDigits: String) -> String {
        var text = Substring(shortestDigits)
        let negative = text.first == "-"
        if negative { text = text.dropFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = text[..<e]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? ""
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        // value = 0.digits × 10^point
        var digits = Array(whole + fraction)
        var point = whole.count + exponent
        while digits.first == "0" {
            digits.removeFirst()
            point -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        let sign = negative ? "-" : ""
        guard !digits.isEmpty else { return sign + "0.0" }
        let d = String(digits)
        if point > -4, point <= 16 {
            if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + d }
            if point >= d.count { return sign + d + String(repeating: "0", count: point - d.count) + ".0" }
            return sign + String(digits[..<point]) + "." + String(digits[point...])
        }
        let mantissa = digits.count > 1 ? "\(digits[0])." + String(digits[1...]) : String(digits[0])
        let e = point - 1
        let magnitude = String(abs(e))
        return sign + mantissa + "e" + (e < 0 ? "-" : "+") + (magnitude.count < 2 ? "0" : "") + magnitude
    }
}
