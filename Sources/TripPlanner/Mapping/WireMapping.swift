import TransitKitCore

extension ConnectionValidator {
    /// Judges every wire entry; `arrayPath` prefixes field paths ("connections[3].price").
    mutating func validate(_ entries: [WireEntry], arrayPath: String) {
        for (index, entry) in entries.enumerated() { validate(entry, at: index, arrayPath: arrayPath) }
    }

    /// Judges one wire entry, the `index`th of the array at `arrayPath`.
    mutating func validate(_ entry: WireEntry, at index: Int, arrayPath: String) {
        // Built only when an issue needs it (see `name(_:at:path:)`).
        let base = { "\(arrayPath)[\(index)]" }
        guard entry.isObject else {
            exclude(index, base(), "entry is not an object")
            return
        }
        // Judge every field before deciding, so the report lists all of an entry's problems.
        let from = name(entry.from, at: index, path: base() + ".from")
        let to = name(entry.to, at: index, path: base() + ".to")
        let price = price(entry.price, at: index, path: base() + ".price")
        var fromCoordinate: Coordinate?
        var toCoordinate: Coordinate?
        switch entry.coordinates {
        case .missing:
            break
        case .invalid(let why):
            flag(index, base() + ".coordinates", why)
        case .value(let coordinates):
            fromCoordinate = coordinate(coordinates.from, at: index, path: base() + ".coordinates.from")
            toCoordinate = coordinate(coordinates.to, at: index, path: base() + ".coordinates.to")
        }
        guard let from, let to, let price else { return }
        accept(
            Connection(
                from: from, to: to, price: Money(minorUnits: price, currency: currency),
                fromCoordinate: fromCoordinate, toCoordinate: toCoordinate))
    }

    /// Judges connections built in code with the same rules.
    mutating func validate(_ candidates: [Connection]) {
        for (index, candidate) in candidates.enumerated() {
            let base = "connections[\(index)]"
            let from = name(.value(candidate.from), at: index, path: base + ".from")
            let to = name(.value(candidate.to), at: index, path: base + ".to")
            var price: Int64?
            if candidate.price.currency != currency {
                exclude(index, base + ".price", "currency \(candidate.price.currency) differs from the data set's \(currency)")
            } else if candidate.price.minorUnits < 0 {
                exclude(index, base + ".price", "price \(candidate.price) is negative")
            } else if candidate.price.minorUnits > Self.maximumMinorUnits {
                exclude(index, base + ".price", "price \(candidate.price) is too large")
            } else {
                price = candidate.price.minorUnits
            }
            let fromCoordinate = coordinate(candidate.fromCoordinate, at: index, path: base + ".coordinates.from")
            let toCoordinate = coordinate(candidate.toCoordinate, at: index, path: base + ".coordinates.to")
            guard let from, let to, let price else { continue }
            accept(
                Connection(
                    from: from, to: to, price: Money(minorUnits: price, currency: currency),
                    fromCoordinate: fromCoordinate, toCoordinate: toCoordinate))
        }
    }
}
