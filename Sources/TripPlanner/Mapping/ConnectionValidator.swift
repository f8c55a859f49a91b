import Foundation
import TransitKitCore

/// Judges candidate connections one by one, building the connections that pass and the
/// load report. Shared by JSON loading and by data sets built in code.
struct ConnectionValidator {
    /// The largest price accepted, in minor units (10^15: ten trillion euros). Far above any
    /// fare, and small enough that a route's total cannot overflow `Int64` below 9,223 legs;
    /// the searches still check every sum and skip an edge that would overflow.
    static let maximumMinorUnits: Int64 = 1_000_000_000_000_000

    let currency: String
    let digits: Int
    private(set) var connections: [Connection] = []
    private(set) var issues: [LoadReport.Issue] = []

    init(currency: String) {
        self.currency = currency
        digits = Money.minorUnitDigits(of: currency)
    }

    /// A checked name, or an excluding issue.
    /// `path` is built only for an issue: most entries have none, and a path per field of
    /// 37,000 entries was a measurable share of a load.
    mutating func name(_ field: WireField<String>, at index: Int, path: @autoclosure () -> String) -> String? {
        switch field {
        case .missing:
            exclude(index, path(), "missing")
        case .invalid(let why):
            exclude(index, path(), why)
        case .value(let raw):
            let name = CityName.canonical(raw)
            if CityName.hasVisibleASCII(name) { return name }
            if name.isEmpty || CityName.key(name).isEmpty || CityName.isBlank(name) {
                exclude(index, path(), raw.isEmpty ? "city name is empty" : "city name is blank (\(CityName.quoted(raw)))")
            } else {
                return name
            }
        }
        return nil
    }

    /// A price in minor units of `currency`, or an excluding issue. The data's numbers are
    /// major units (220 = 220.00 EUR), so 12.5 is fine and 12.345 is not, in EUR.
    mutating func price(_ field: WireField<WirePrice>, at index: Int, path: @autoclosure () -> String) -> Int64? {
        let amount: Decimal
        switch field {
        case .missing:
            exclude(index, path(), "missing")
            return nil
        case .invalid(let why):
            exclude(index, path(), why)
            return nil
        case .value(.integer(let value)):
            guard value >= 0 else {
                exclude(index, path(), "price \(value) is negative")
                return nil
            }
            let (scaled, overflow) = value.multipliedReportingOverflow(by: Self.power(digits))
            guard !overflow, scaled <= Self.maximumMinorUnits else {
                exclude(index, path(), "price \(value) is too large")
                return nil
            }
            return scaled
        case .value(.decimal(let value)):
            amount = value
        case .value(.text(let text)):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard Self.isPlainDecimal(trimmed),
                let value = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
            else {
                exclude(index, path(), "price \"\(text)\" is not a number")
                return nil
            }
            amount = value
        }
        return minorUnits(amount, index: index, path: path())
    }

    private mutating func minorUnits(_ amount: Decimal, index: Int, path: @autoclosure () -> String) -> Int64? {
        guard amount >= 0 else {
            exclude(index, path(), "price \(amount) is negative")
            return nil
        }
        var scaled = amount * Decimal(Self.power(digits))
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        guard rounded == scaled else {
            exclude(index, path(), "price \(amount) has more than \(digits) decimals for \(currency)")
            return nil
        }
        guard rounded <= Decimal(Self.maximumMinorUnits) else {
            exclude(index, path(), "price \(amount) is too large")
            return nil
        }
        return (rounded as NSDecimalNumber).int64Value
    }

    /// A valid coordinate, nil when absent, or nil plus a flag when present but unusable.
    mutating func coordinate(_ field: WireField<WirePoint>, at index: Int, path: @autoclosure () -> String) -> Coordinate? {
        switch field {
        case .missing:
            return nil
        case .invalid(let why):
            flag(index, path(), why)
            return nil
        case .value(let point):
            return coordinate(Coordinate(latitude: point.lat, longitude: point.long), at: index, path: path())
        }
    }

    mutating func coordinate(_ coordinate: Coordinate?, at index: Int, path: @autoclosure () -> String) -> Coordinate? {
        guard let coordinate else { return nil }
        guard coordinate.isValid else {
            var problems: [String] = []
            if !(coordinate.latitude.isFinite && (-90...90).contains(coordinate.latitude)) {
                problems.append("latitude \(Self.text(coordinate.latitude)) is outside -90...90")
            }
            if !(coordinate.longitude.isFinite && (-180...180).contains(coordinate.longitude)) {
                problems.append("longitude \(Self.text(coordinate.longitude)) is outside -180...180")
            }
            flag(index, path(), problems.joined(separator: ", "))
            return nil
        }
        return coordinate
    }

    mutating func exclude(_ index: Int, _ field: String, _ problem: String) {
        issues.append(.init(index: index, field: field, problem: problem, effect: .connectionExcluded))
    }

    mutating func flag(_ index: Int, _ field: String, _ problem: String) {
        issues.append(.init(index: index, field: field, problem: problem, effect: .coordinateIgnored))
    }

    mutating func accept(_ connection: Connection) { connections.append(connection) }

    /// Drops issues that flag coordinates of an entry that was excluded anyway.
    func finishedIssues() -> [LoadReport.Issue] {
        let excludedEntries = Set(issues.filter { $0.effect == .connectionExcluded }.map(\.index))
        return issues.filter { $0.effect == .connectionExcluded || !excludedEntries.contains($0.index) }
    }

    /// `-?[0-9]+(\.[0-9]+)?`, the JSON number grammar without an exponent. `Decimal(string:)`
    /// alone reads the longest numeric prefix, which would turn "1-2" into 1 and "1.2.3" into 1.2.
    static func isPlainDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = bytes.prefix(while: isDigit)
        guard !whole.isEmpty else { return false }
        let rest = bytes.dropFirst(whole.count)
        if rest.isEmpty { return true }
        guard rest.first == UInt8(ascii: "."), rest.count > 1 else { return false }
        return rest.dropFirst().allSatisfy(isDigit)
    }

    static func power(_ digits: Int) -> Int64 {
        var value: Int64 = 1
        for _ in 0..<digits { value *= 10 }
        return value
    }

    /// `123` rather than `123.0`, as the data writes it.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
