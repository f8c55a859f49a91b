import CTAProvider
import Foundation
import MTAProvider
import TransitKitCore

/// A server the library reaches through a profile rather than a provider of its own: every
/// OneBusAway region (``OneBusAwayRegion/all``) and BusTime deployment (``BusTimeProfile/known``)
/// except the two the four providers already are (MTA's "where" half is `mta`, CTA is `cta`).
///
/// On the command line a profile is named by its provider id (`--provider oba-pugetsound`,
/// `--provider prt`) or as `oba:REGION` / `bustime:ID`, and its key comes from `<ID>_API_KEY`
/// (`OBA_PUGETSOUND_API_KEY`, `PRT_API_KEY`), the pattern of `CTA_API_KEY` and `MTA_API_KEY`:
/// each region hands out its own keys, so one variable for all would send a key to the wrong
/// server.
struct ProviderProfile: Sendable {
    enum Server: Sendable {
        case oneBusAway(OneBusAwayRegion)
        case busTime(BusTimeProfile)
    }

    let server: Server

    var facts: ProviderDescriptor.Facts {
        switch server {
        case .oneBusAway(let region):
            // The name a OneBusAwayClient reports for itself, without building one.
            return ProviderDescriptor.Facts(
                id: region.id, name: "OneBusAway \(region.name)", timeZone: region.timeZone, attribution: region.attribution,
                coverage: region.coverage)
        case .busTime(let profile): return profile.facts
        }
    }

    var id: ProviderID { facts.id }

    var baseURL: URL {
        switch server {
        case .oneBusAway(let region): return region.baseURL
        case .busTime(let profile): return profile.baseURL
        }
    }

    /// `OBA_PUGETSOUND_API_KEY` for `oba-pugetsound`.
    var keyVariable: String { id.rawValue.uppercased().replacingOccurrences(of: "-", with: "_") + "_API_KEY" }

    /// The fixtures folder of its family, where `transit record` writes by default.
    var fixturesFolder: String {
        switch server {
        case .oneBusAway: return "onebusaway"
        case .busTime: return "bustime"
        }
    }

    static let all: [ProviderProfile] =
        (OneBusAwayRegion.all.map { Self(server: .oneBusAway($0)) } + BusTimeProfile.known.map { Self(server: .busTime($0)) })
        .filter { profile in !Providers.known.contains { $0.id == profile.id } }

    static func named(_ id: ProviderID) -> ProviderProfile? { all.first { $0.id == id } }

    /// The profile's client over the context's transport. Under `--replay` a folder without this
    /// profile's recordings (the demo holds the four providers only) is refused before anything
    /// is built; live, the key must be set.
    func client(_ context: Context) throws -> any TransitProvider {
        if let directory = context.replayDirectory,
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(id)/replay.json").path)
        {
            throw CLIError.input(
                "the recordings hold no answers from \(facts.name) (no \(id)/replay.json; the demo's are cta, mta, tramtracker "
                    + "and busbud); set \(keyVariable) and leave out --replay to ask it live")
        }
        switch server {
        case .oneBusAway(let region):
            let key = try context.secret(keyVariable, hint: "each OneBusAway region hands out its own keys; see Docs/MTA.md")
            return OneBusAwayClient(
                configuration: .init(
                    region: region, apiKey: Secret(key, name: "API key"), userAgent: context.userAgent,
                    transport: try context.transport(id.rawValue), clock: context.clock, now: context.now))
        case .busTime(let profile):
            let key = try context.secret(keyVariable, hint: "ask the agency for a BusTime developer key; see Docs/CTA.md")
            return CTABusTrackerClient(
                configuration: .init(
                    apiKey: Secret(key, name: "API key"), userAgent: context.userAgent, profile: profile,
                    transport: try context.transport(id.rawValue), clock: context.clock, now: context.now))
        }
    }
}
