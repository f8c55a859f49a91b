import Foundation
import TransitKitCore

/// The caller's ids, checked before they become path segments.
enum TramTrackerArguments {
    /// tramTRACKER ids are short runs of letters and digits ("1234", "16d", "3a"), fleet
    /// numbers only digits, so anything else is refused up front (`.invalidArgument`) instead
    /// of being sent.
    static func pathID(
        _ value: String, field: String, operation: String, digitsOnly: Bool = false
    )
        throws(TransitError) -> String
    {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        let allowed = trimmed.unicodeScalars.allSatisfy {
            digitsOnly ? ("0"..."9").contains($0) : (("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0))
        }
        guard !trimmed.isEmpty, trimmed.count <= 8, allowed else {
            throw TransitError(
                .invalidArgument, provider: TramTrackerClient.providerID, operation: operation,
                detail: "\(field): \"\(value)\" is not a tramTRACKER \(field) (\(digitsOnly ? "digits" : "letters and digits"), at most 8)")
        }
        return trimmed
    }

    /// `up` / `down` (what ``TramTrackerClient/directions(of:)`` returns; `true` / `false` too)
    /// as the `isUpDirection` path argument.
    static func isUp(_ direction: Direction.ID, operation: String) throws(TransitError) -> Bool {
        switch direction.rawValue.lowercased() {
        case "up", "true": return true
        case "down", "false": return false
        default:
            throw TransitError(
                .invalidArgument, provider: TramTrackerClient.providerID, operation: operation,
                detail: "direction: \"\(direction)\" is not up or down")
        }
    }
}
