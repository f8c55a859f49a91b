import TransitKitCore

extension ServiceStatus {
    /// The seed app's colour name: "green", "yellow", "red", and "grey" for
    /// `ServiceStatus.unknown` (its own colour, so a status nobody could check never looks
    /// green) — how a saved route's banner and `transit routes status` colour a status.
    ///
    /// ```swift
    /// banner.tint = update.status.colorName   // "yellow"
    /// ```
    public var colorName: String {
        switch self {
        case .normal: return "green"
        case .altered: return "yellow"
        case .disrupted: return "red"
        case .unknown: return "grey"
        }
    }
}
