import TransitKitCore

/// Builds the provider client for a provider id, with the context's transport (network or
/// replay), clock, now, user agent and key. The one place the CLI constructs providers.
enum Providers {
    /// Provider ids the CLI knows, with the environment variable holding each one's key.
    static let known: [(id: ProviderID, keyVariable: String?)] = [
        ("busbud", "BUSBUD_TOKEN"), ("cta", "CTA_API_KEY"), ("tramtracker", nil), ("mta", "MTA_API_KEY"),
    ]

    static func make(_ id: ProviderID, context: Context) throws -> any TransitProvider {
        guard known.contains(where: { $0.id == id }) else {
            throw CLIError.usage("unknown provider \"\(id)\" (known: \(known.map(\.id.rawValue).joined(separator: ", ")))")
        }
        throw CLIError.failed("provider \(id) is not wired into the CLI yet")
    }
}
