import BusbudProvider
import CTAProvider
import Foundation
import MTAProvider
import TramTrackerProvider
import TransitKitCore

/// Builds the provider client for a provider id, with the context's transport (network or
/// replay), clock, now, user agent and key. The one place the CLI constructs providers.
enum Providers {
    /// Provider ids the CLI knows, with the environment variable holding each one's key, the
    /// facts riders see (name, zone) and the server asked.
    static let known: [(id: ProviderID, keyVariable: String?, facts: ProviderDescriptor.Facts, baseURL: URL)] = [
        ("busbud", "BUSBUD_TOKEN", BusbudClient.facts, BusbudClient.defaultBaseURL),
        ("cta", "CTA_API_KEY", CTABusTrackerClient.facts, CTABusTrackerClient.defaultBaseURL),
        ("tramtracker", nil, TramTrackerClient.facts, TramTrackerClient.Configuration.defaultBaseURL),
        ("mta", "MTA_API_KEY", MTABusTimeClient.facts, MTABusTimeClient.defaultBaseURL),
    ]

    /// The name riders know a provider by ("CTA Bus Tracker"), for error sentences; nil for
    /// no provider or one the CLI does not ship.
    static func displayName(_ id: ProviderID?) -> String? {
        guard let id else { return nil }
        return (known.first { $0.id == id }?.facts ?? ProviderProfile.named(id)?.facts)?.name
    }

    /// Other names a provider is known by on the command line: the command that drives it
    /// (`tram` for `tramtracker`).
    static let aliases: [String: ProviderID] = ["tram": "tramtracker", "pittsburgh": "prt"]

    /// Every spelling `--provider` takes: ids, aliases, then the profiles' ids.
    static var spellings: [String] {
        known.map(\.id.rawValue) + aliases.keys.sorted() + ProviderProfile.all.map(\.id.rawValue)
    }

    /// The provider a user typed: its id (`tramtracker`, `oba-pugetsound`), its command's name
    /// (`tram`) or a profile as `oba:REGION` / `bustime:ID`, any case; unknown names are a usage
    /// error with the nearest known one.
    static func resolve(_ name: String) throws(CLIError) -> ProviderID {
        var key = name.lowercased()
        if key.hasPrefix("oba:") { key = "oba-" + key.dropFirst("oba:".count) }
        if key.hasPrefix("bustime:") { key = String(key.dropFirst("bustime:".count)) }
        if let alias = aliases[key] { return alias }
        if let id = known.first(where: { $0.id.rawValue == key })?.id ?? ProviderProfile.named(ProviderID(key))?.id { return id }
        throw .usage(
            "unknown provider \"\(name)\"" + Suggestion.hint(for: name, in: spellings)
                + " (known: \(known.map(\.id.rawValue).joined(separator: ", ")); tram = tramtracker; `transit providers` lists the profiles)"
        )
    }

    /// The environment variable holding `id`'s key; nil for tramTRACKER (no key) and unknown ids.
    static func keyVariable(_ id: ProviderID) -> String? {
        known.first { $0.id == id }?.keyVariable ?? ProviderProfile.named(id)?.keyVariable
    }

    static func make(_ id: ProviderID, context: Context) throws -> any TransitProvider {
        switch try resolve(id.rawValue) {
        case "busbud": return try busbud(context)
        case "cta": return try cta(context)
        case "tramtracker": return try tramtracker(context)
        case "mta": return try mta(context)
        case let other:
            guard let profile = ProviderProfile.named(other) else { throw CLIError.usage("unknown provider \"\(id)\"") }
            return try profile.client(context)
        }
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

    /// CTA Bus Tracker: key from `CTA_API_KEY`.
    static func cta(_ context: Context, version: CTABusTrackerClient.APIVersion = .v3) throws -> CTABusTrackerClient {
        let key = try context.secret("CTA_API_KEY", hint: "get a Bus Tracker key at https://www.ctabustracker.com")
        return CTABusTrackerClient(
            configuration: .init(
                apiKey: Secret(key, name: "API key"), userAgent: context.userAgent, version: version,
                transport: try context.transport("cta"),
                clock: context.clock, now: context.now))
    }

    /// tramTRACKER: no key; the device token is fetched on first use (or taken from
    /// `TRAMTRACKER_TOKEN`, never printed).
    static func tramtracker(_ context: Context) throws -> TramTrackerClient {
        let token = context.environment["TRAMTRACKER_TOKEN"]?.trimmingCharacters(in: .whitespacesAndNewlines)
        return TramTrackerClient(
            configuration: .init(
                userAgent: context.userAgent, transport: try context.transport("tramtracker"), clock: context.clock,
                now: context.now, tokenStore: InMemoryTokenStore(token: token.flatMap { $0.isEmpty ? nil : $0 })))
    }

    /// MTA Bus Time: key from `MTA_API_KEY`.
    static func mta(_ context: Context, whereFormat: MTAWhereFormat = .json) throws -> MTABusTimeClient {
        let key = try context.secret("MTA_API_KEY", hint: "get one at bustime.mta.info/wiki/Developers")
        return MTABusTimeClient(
            configuration: .init(
                apiKey: Secret(key, name: "API key"), userAgent: context.userAgent, transport: try context.transport("mta"),
                clock: context.clock, now: context.now, whereFormat: whereFormat))
    }

    /// Busbud: partner token from `BUSBUD_TOKEN`; `budget` caps a search's polling time.
    static func busbud(_ context: Context, budget: Duration? = nil) throws -> BusbudClient {
        let token = try context.secret("BUSBUD_TOKEN", hint: "Busbud hands out partner tokens; see Docs/Busbud.md")
        var polling = BusbudClient.Polling()
        if let budget { polling.budget = budget }
        return BusbudClient(
            configuration: .init(
                token: Secret(token, name: "partner token"), userAgent: context.userAgent,
                transport: try context.transport("busbud"), clock: context.clock, now: context.now, polling: polling))
    }
}
