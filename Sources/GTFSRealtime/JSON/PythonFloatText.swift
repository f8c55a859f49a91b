/// Python's `repr` layout for a number whose shortest round-trip digits Swift already found.
///
/// Swift's `description` of a `Float` or `Double` gives the shortest digits that read back to
/// the same value — the digits Python's `ToShortestFloat` + `repr` print too — but lays them
/// out differently ("1.2345679e+08" where Python writes "123456790.0"). Python writes
/// positional notation while the decimal exponent is in −4 < e ≤ 16 (with ".0" on whole
/// numbers) and `1.5e-05` / `1e+16` style outside it.
enum PythonFloatText {
    static func repr(_ swiftDescription: String) -> String {
        var text = Substring(swiftDescription)
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
