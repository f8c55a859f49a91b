import TransitKitCore

/// What every ``TramTrackerEndpoint`` returns: the envelope's head (for `timeResponded`) and a
/// `responseObject` already checked against the shape the endpoint documents.
struct TramTrackerWireReply<Element: TramTrackerWireElement>: Sendable {
    var head: TramTrackerWireEnvelopeHead
    var object: TramTrackerWireResponseObject<Element>
    /// The RestService method the reply answers, for the errors the mapping throws.
    var operation: String

    /// Every element (`.array` endpoints; null is none).
    var items: [Element] {
        switch object {
        case .null: return []
        case .array(let items): return items
        case .object(let item): return [item]
        }
    }

    /// The one element of an `.arrayOfOne` or `.object` endpoint; nil for `[]` or null.
    var single: Element? { items.first }
}

extension TramTrackerWireReply {
    /// The one element, or `.notFound` with `detail`: an empty answer to a single-item call
    /// means the tram, stop or route is not known.
    func required(_ detail: String) throws(TransitError) -> Element {
        guard let single else {
            throw TransitError(.notFound, provider: TramTrackerClient.providerID, operation: operation, detail: detail)
        }
        return single
    }
}
