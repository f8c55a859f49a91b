import Foundation
import TransitKitCore

extension BusbudMapper {
    /// Changes of vehicle. A count wins: `num_transfers` (0 on every 2020+ direct departure),
    /// else `details.num_transfers` (2017–2019 data, where the top-level one is null); without a
    /// count, `has_transfers: false` is 0, and `has_transfers: true` (or nothing) is nil — more
    /// than none, but Busbud did not say how many. A count of the wrong type or below zero is
    /// left out with a note.
    func transferCount(_ wire: BusbudWireDeparture, path: String, notes: inout [ProviderNote]) -> Int? {
        if let count = count(wire.numTransfers, "\(path).num_transfers", notes: &notes) { return count }
        if let details = read(wire.details, "\(path).details", notes: &notes),
            let count = count(details.numTransfers, "\(path).details.num_transfers", notes: &notes)
        {
            return count
        }
        return read(wire.hasTransfers, "\(path).has_transfers", notes: &notes) == false ? 0 : nil
    }

    private func count(_ lenient: Tolerant<Int>?, _ field: @autoclosure () -> String, notes: inout [ProviderNote]) -> Int? {
        guard let count = read(lenient, field(), notes: &notes) else { return nil }
        guard count >= 0 else {
            notes.append(note(field(), "left out: \(count) is not a count"))
            return nil
        }
        return count
    }

    /// `ticket_types` as Busbud names them (`print`, `eticket`, `claim`), in order, each once;
    /// an entry that is not text is left out with a note.
    func ticketTypes(
        _ lenient: Tolerant<[Tolerant<String>]>?, path: String,
        notes: inout [ProviderNote]
    ) -> [String] {
        guard let entries = read(lenient, "\(path).ticket_types", notes: &notes) else { return [] }
        var types: [String] = []
        for (index, entry) in entries.enumerated() {
            guard
                let text = read(entry, "\(path).ticket_types[\(index)]", notes: &notes).map({ $0.trimmed(.whitespacesAndNewlines) }),
                !text.isEmpty, !types.contains(text)
            else { continue }
            types.append(text)
        }
        return types
    }
}
