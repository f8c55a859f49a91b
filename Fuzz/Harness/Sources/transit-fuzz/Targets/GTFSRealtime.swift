import Foundation
import GTFSRealtime

extension FuzzTarget {
    /// Protobuf bytes through `GTFSRealtimeFuzzing.exercise`: a decoded feed must re-encode to
    /// bytes that decode and re-encode to the same bytes.
    static let gtfsRealtime = FuzzTarget(name: "gtfs-rt", corpus: "gtfs-rt") { data in
        if case .decoded(roundTrips: false) = GTFSRealtimeFuzzing.exercise([UInt8](data)) {
            violated("GTFS-RT feed does not round-trip")
        }
    }
}
