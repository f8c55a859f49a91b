import TransitKitCore

extension Output {
    /// A status marker: "● red" style with colour, the plain word otherwise. Unknown has its
    /// own word and a dim dot, never green's.
    func marker(_ status: ServiceStatus) -> String {
        let color: ANSIColor =
            switch status {
            case .normal: .green
            case .altered: .yellow
            case .disrupted: .red
            case .unknown: .dim
            }
        return usesColor ? colored("●", color) + " " + status.description : status.description
    }
}
