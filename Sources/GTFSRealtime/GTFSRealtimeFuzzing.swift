import TransitKitCore

/// The entry point a fuzzer drives: any bytes through the reader, and whatever decodes through
/// the writer, the reader again and the JSON mapping. It never traps; it reports what happened,
/// so a harness can flag the one outcome that is a bug (`.decoded(roundTrips: false)`).
///
/// ```swift
/// // libFuzzer: LLVMFuzzerTestOneInput
/// if case .decoded(roundTrips: false) = GTFSRealtimeFuzzing.exercise(bytes) { abort() }
/// ```
public enum GTFSRealtimeFuzzing {
    /// What one input did.
    public enum Outcome: Hashable, Sendable {
        /// The bytes are not a FeedMessage; the error is typed (`.decoding`).
        case rejected(detail: String)
        /// The bytes decoded; `roundTrips` says whether re-encoding the value and decoding that
        /// gives the same bytes again (it must).
        case decoded(roundTrips: Bool)
    }

    /// Decodes `bytes`; when they decode, re-encodes, decodes again and renders the JSON.
    @discardableResult
    public static func exercise(_ bytes: [UInt8]) -> Outcome {
        let feed: GTFSRT.FeedMessage
        do {
            feed = try GTFSRT.FeedMessage(serializedBytes: bytes)
        } catch {
            return .rejected(detail: error.detail ?? error.description)
        }
        let encoded = feed.serializedBytes()
        _ = feed.jsonString(indent: nil)
        guard let again = try? GTFSRT.FeedMessage(serializedBytes: encoded) else { return .decoded(roundTrips: false) }
        return .decoded(roundTrips: again.serializedBytes() == encoded)
    }
}
