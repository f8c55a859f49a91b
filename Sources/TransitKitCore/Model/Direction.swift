/// One way along a route ("Northbound", "to Kingsbury", "0"/"1").
public struct Direction: Hashable, Sendable, Codable, Identifiable {
    /// The provider's direction identifier, kept as sent ("Northbound" on CTA v2, "0"/"1" on MTA).
    public typealias ID = Identifier<Direction>

    /// The id the provider wants back in later calls (CTA v2 uses the name itself).
    public var id: ID
    /// What a rider reads.
    public var name: String

    /// Creates a direction from the provider's id and the name riders read.
    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }
}
