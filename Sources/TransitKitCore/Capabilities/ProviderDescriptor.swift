import Foundation

/// What a provider is: its id, name, the agency's IANA zone, the attribution its data terms
/// require, and the questions it can answer.
public struct ProviderDescriptor: Hashable, Sendable {
    public var id: ProviderID
    public var name: String
    /// The zone the agency runs on; every time it returns is shown in it.
    public var timeZone: TimeZone
    /// Text the data terms ask apps to show.
    public var attribution: String
    public var capabilities: Set<Capability>

    public init(id: ProviderID, name: String, timeZone: TimeZone, attribution: String,
                capabilities: Set<Capability>)
    {
        self.id = id
        self.name = name
        self.timeZone = timeZone
        self.attribution = attribution
        self.capabilities = capabilities
    }
}
