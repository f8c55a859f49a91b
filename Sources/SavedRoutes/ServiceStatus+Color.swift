import TransitKitCore

extension ServiceStatus {
    /// The seed app's colour name: "green", "yellow", "red" — how a saved route's banner and
    /// `transit routes status` show a status.
    ///
    /// ```swift
    /// banner.tint = update.status.colorName   // "yellow"
    /// ```
    public var colorName: String {
        switch self {
        case .normal: return "green"
        case .altered: return "yellow"
        case .disrupted: return "red"
        }
    }
}
