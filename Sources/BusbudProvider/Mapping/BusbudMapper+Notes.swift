import TransitKitCore

extension BusbudMapper {
    /// A note about a rider fact at `field`, a full path (`x-departures departures[2].trip_stops[1]`).
    func note(_ field: String, _ message: String, stop: Int? = nil) -> ProviderNote {
        ProviderNote(
            subject: stop.map { .stop(Stop.ID(String($0))) } ?? .request, kind: .other,
            message: "\(field): \(message)")
    }

    /// The value of a lenient field; nil when it is absent or null, and nil with a note saying
    /// why when it could not be read. `field` is built only for the note: most fields read.
    func read<Value>(
        _ lenient: Tolerant<Value>?, _ field: @autoclosure () -> String, stop: Int? = nil,
        notes: inout [ProviderNote]
    ) -> Value? {
        switch lenient {
        case nil: return nil
        case .value(let value)?: return value
        case .unreadable(let inner, let reason)?:
            let field = field()
            let path = inner.isEmpty ? field : inner.hasPrefix("[") ? field + inner : "\(field).\(inner)"
            notes.append(note(path, "left out: \(reason)", stop: stop))
            return nil
        }
    }
}
