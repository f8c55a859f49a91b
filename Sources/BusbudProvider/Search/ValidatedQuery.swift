import TransitKitCore

/// A ``DepartureQuery`` checked against what Busbud accepts, before any request is made:
/// city geohashes (base-32 alphabet, 4–12 characters, lower-cased), at least one passenger
/// and no negative count, a 3-letter currency and a 2-letter language.
struct ValidatedQuery: Hashable, Sendable {
    var origin: String
    var destination: String
    var date: CalendarDate
    var passengers: Passengers
    var currency: String?
    var language: String?

    /// The geohash base-32 alphabet: digits and lower-case letters without a, i, l, o.
    static let geohashAlphabet = Set("0123456789bcdefghjkmnpqrstuvwxyz")
    static let geohashLengths = 4...12

    init(_ query: DepartureQuery) throws(TransitError) {
        origin = try Self.geohash(query.origin, field: "origin")
        destination = try Self.geohash(query.destination, field: "destination")
        guard origin != destination else {
            throw Self.invalid("origin and destination are the same geohash (\(origin))")
        }
        let p = query.passengers
        guard p.adults >= 0, p.children >= 0, p.seniors >= 0 else {
            throw Self.invalid("passengers: counts cannot be negative (adults \(p.adults), children \(p.children), seniors \(p.seniors))")
        }
        // Not `p.total >= 1`: the sum traps on overflow, and the counts are the caller's data.
        guard p.adults > 0 || p.children > 0 || p.seniors > 0 else {
            throw Self.invalid("passengers: at least one adult, child or senior is required")
        }
        passengers = p
        date = query.date
        currency = try query.currency.map { code throws(TransitError) in
            let code = code.trimmingCharacters(in: .whitespaces)
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw Self.invalid("currency: \"\(code)\" is not an ISO 4217 code (3 letters, e.g. CAD)")
            }
            return code.uppercased()
        }
        language = try query.language.map { code throws(TransitError) in
            let code = code.trimmingCharacters(in: .whitespaces)
            guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw Self.invalid("lang: \"\(code)\" is not an ISO 639-1 code (2 letters, e.g. en)")
            }
            return code.lowercased()
        }
    }

    private static func geohash(_ text: String, field: String) throws(TransitError) -> String {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard geohashLengths.contains(value.count) else {
            throw invalid(
                "\(field): \"\(text)\" is not a city geohash (\(geohashLengths.lowerBound)–\(geohashLengths.upperBound) characters, e.g. dr5reg)"
            )
        }
        if let bad = value.first(where: { !geohashAlphabet.contains($0) }) {
            throw invalid("\(field): \"\(text)\" is not a geohash (\"\(bad)\" is outside the base-32 alphabet 0-9 b-z without a i l o)")
        }
        return value
    }

    private static func invalid(_ detail: String) -> TransitError {
        TransitError(
            .invalidArgument, provider: BusbudClient.providerID, operation: BusbudEndpoint.initOperation,
            detail: detail)
    }
}
