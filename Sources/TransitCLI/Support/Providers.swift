import BusbudProvider
import CTAProvider
import Foundation
import MTAProvider
import TramTrackerProvider
import TransitCatalog
import TransitKitCore

/// The provider a command line names, built from the library's ``ProviderCatalog`` with the
/// context's transport (network or replay), clock, now, user agent and the key from the entry's
/// variable. The one place the CLI constructs providers.
enum Providers {
    static let catalog = ProviderCatalog.standard

    /// The four providers (not the profiles): what `near` and `vehicles --in` ask by default.
    static var shipped: [ProviderCatalog.Entry] { catalog.entries.filter { !$0.isProfile } }

    /// The name riders know a provider by ("CTA Bus Tracker"), for error sentences.
    static func displayName(_ id: ProviderID?) -> String? {
        id.flatMap { catalog.entry(named: $0.rawValue)?.facts.name }
    }

    /// The entry a user typed (``ProviderCatalog/entry(named:)``); an unknown name is a usage
    /// error with the nearest spelling.
    static func entry(_ name: String) throws(CLIError) -> ProviderCatalog.Entry {
        guard let entry = catalog.entry(named: name) else {
            throw .usage(
                "unknown provider \"\(name)\"" + Suggestion.hint(for: name, in: catalog.spellings)
                    + " (known: \(shipped.map(\.id.rawValue).joined(separator: ", ")); tram = tramtracker; "
                    + "`transit providers` lists the profiles)")
        }
        return entry
    }

    static func resolve(_ name: String) throws(CLIError) -> ProviderID { try entry(name).id }

    /// The client of `id`. Its key comes from the entry's variable (a placeholder under
    /// `--replay`); under `--replay`, a profile the folder holds no recordings of is refused
    /// before anything is built (the demo holds the four providers only).
    static func make(_ id: ProviderID, context: Context) throws -> any TransitProvider {
        let entry = try entry(id.rawValue)
        if let directory = context.replayDirectory, entry.isProfile,
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(entry.id)/replay.json").path)
        {
            throw CLIError.input(
                "the recordings hold no answers from \(entry.facts.name) (no \(entry.id)/replay.json; the demo's are cta, mta, "
                    + "tramtracker and busbud); set \(entry.keyVariable) and leave out --replay to ask it live")
        }
        let key =
            entry.needsKey
            ? try context.secret(entry.keyVariable, hint: entry.keyHint) : context.environment[entry.keyVariable]
        return try entry.client(
            .init(
                apiKey: key, userAgent: context.userAgent, transport: try context.transport(entry.id.rawValue), clock: context.clock,
                now: context.now))
    }

    /// The provider a capability verb asks: `--provider` when given (`--api` picks CTA's
    /// version), else the one the ids name (`MTA_308215`, `"MTA NYCT_B63"`); a bare id that
    /// several providers could own is a usage error asking for `--provider`.
    static func pick(_ parsed: Parsed, ids: [String], context: Context) throws -> any TransitProvider {
        if let name = parsed.value(.provider) {
            let id = try resolve(name)
            if id == "cta" { return try cta(context, version: ctaVersion(parsed.value(.api))) }
            return try make(id, context: context)
        }
        if !ids.isEmpty, ids.allSatisfy({ ["MTA_", "MTA NYCT_", "MTABC_"].contains(where: $0.uppercased().hasPrefix) }) {
            return try mta(context)
        }
        throw CLIError.usage("which provider? add --provider cta, mta or tram (these ids do not say)")
    }

    /// `--api v2|v3` (v3 when not given).
    static func ctaVersion(_ text: String?) throws(CLIError) -> CTABusTrackerClient.APIVersion {
        guard let text else { return .v3 }
        guard let version = CTABusTrackerClient.APIVersion(rawValue: text.lowercased()) else {
            throw .usage("--api must be v2 or v3, not \"\(text)\"")
        }
        return version
    }

    /// The client of `id` as its own type, for a provider's own calls.
    static func typed<Client>(_ id: ProviderID, _ context: Context, as type: Client.Type = Client.self) throws -> Client {
        guard let client = try make(id, context: context) as? Client else { throw CLIError.failed("\(id) is not a \(Client.self)") }
        return client
    }

    /// CTA Bus Tracker in API `version`.
    static func cta(_ context: Context, version: CTABusTrackerClient.APIVersion = .v3) throws -> CTABusTrackerClient {
        var configuration = try typed("cta", context, as: CTABusTrackerClient.self).configuration
        configuration.version = version
        return CTABusTrackerClient(configuration: configuration)
    }

    static func tramtracker(_ context: Context) throws -> TramTrackerClient { try typed("tramtracker", context) }

    /// MTA Bus Time, its "where" half asked in `whereFormat`.
    static func mta(_ context: Context, whereFormat: MTAWhereFormat = .json) throws -> MTABusTimeClient {
        var configuration = try typed("mta", context, as: MTABusTimeClient.self).configuration
        configuration.whereFormat = whereFormat
        return MTABusTimeClient(configuration: configuration)
    }

    /// Busbud; `budget` caps a search's polling time.
    static func busbud(_ context: Context, budget: Duration? = nil) throws -> BusbudClient {
        var configuration = try typed("busbud", context, as: BusbudClient.self).configuration
        if let budget { configuration.polling.budget = budget }
        return BusbudClient(configuration: configuration)
    }
}
