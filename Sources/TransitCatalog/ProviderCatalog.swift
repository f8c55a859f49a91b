import BusbudProvider
import CTAProvider
import Foundation
import MTAProvider
import TramTrackerProvider
import TransitKitCore

/// Every server TransitKit reaches, by provider id: the four providers and each deployment of
/// their API families (OneBusAway regions, Clever Devices BusTime agencies), with what a client
/// needs to be built — the way hafas-client lists its profiles. An app offers a city picker from
/// it; a tool builds whatever provider its user names.
///
/// ```swift
/// let catalog = ProviderCatalog.standard
/// guard let entry = catalog.entry(named: "oba:pugetsound") else { return }   // or "oba-pugetsound"
/// let seattle = try entry.client(.init(apiKey: key, userAgent: agent))
/// let board = try await (seattle as? any PredictionSource)?.predictions(at: ["1_75403"], routes: nil)
/// ```
public struct ProviderCatalog: Sendable {
    /// The API a server speaks: one client type each.
    public enum Family: String, Sendable, Hashable, CaseIterable, Codable {
        /// Busbud's intercity departures (`BusbudClient`).
        case busbud
        /// Clever Devices BusTime: CTA, Pittsburgh's PRT… (`CTABusTrackerClient`).
        case busTime
        /// Yarra Trams' tramTRACKER (`TramTrackerClient`).
        case tramTracker
        /// MTA Bus Time: SIRI with OneBusAway's "where" API (`MTABusTimeClient`).
        case mtaBusTime
        /// A OneBusAway region (`OneBusAwayClient`).
        case oneBusAway
    }

    /// One server: who it is, where it answers, the key it needs, and how to build its client.
    /// It encodes as what a person reads in `transit providers --json`: `id`, `name`,
    /// `timeZone`, `server`, `family`, `keyVariable`, `needsKey`, `isProfile`.
    public struct Entry: Sendable, Identifiable, Encodable {
        /// The API it speaks.
        public let family: Family
        /// Its id, the name riders know it by, its zone, attribution and coverage.
        public let facts: ProviderDescriptor.Facts
        /// The live API root.
        public let baseURL: URL
        /// The environment variable a key for it is conventionally read from: `CTA_API_KEY`, and
        /// `<ID>_API_KEY` for a deployment (`OBA_PUGETSOUND_API_KEY`, `PRT_API_KEY`), since each
        /// hands out its own keys. tramTRACKER's is `TRAMTRACKER_TOKEN`, an optional device token.
        public let keyVariable: String
        /// False when the server answers without a key (tramTRACKER fetches a device token).
        public let needsKey: Bool
        /// Where a key comes from, in one sentence.
        public let keyHint: String
        /// True for a deployment of a family reached through a profile (`oba-pugetsound`,
        /// `prt`), false for the four providers.
        public var isProfile = false
        let build: @Sendable (Settings, Secret?) -> any TransitProvider

        /// The provider id (`cta`, `oba-pugetsound`).
        public var id: ProviderID { facts.id }

        private enum CodingKeys: String, CodingKey { case id, name, timeZone, server, family, keyVariable, needsKey, isProfile }

        /// The entry's facts a person reads; not the client builder.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(facts.name, forKey: .name)
            try container.encode(facts.timeZone.identifier, forKey: .timeZone)
            try container.encode(baseURL, forKey: .server)
            try container.encode(family, forKey: .family)
            try container.encode(keyVariable, forKey: .keyVariable)
            try container.encode(needsKey, forKey: .needsKey)
            try container.encode(isProfile, forKey: .isProfile)
        }

        /// A client of this server. A server that needs a key and gets none (or a blank one)
        /// is `.invalidArgument` naming ``keyVariable``, never the key.
        ///
        /// ```swift
        /// let cta = try ProviderCatalog.standard.entry(named: "cta")?.client(.init(apiKey: key, userAgent: agent))
        /// ```
        public func client(_ settings: Settings) throws(TransitError) -> any TransitProvider {
            let key = settings.apiKey?.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let key, !key.isEmpty else {
                guard !needsKey else {
                    throw TransitError(
                        .invalidArgument, provider: id, operation: "client", detail: "\(facts.name) needs a key (\(keyVariable))")
                }
                return build(settings, nil)
            }
            return build(settings, Secret(key, name: family == .busbud ? "partner token" : "API key"))
        }
    }

    /// What every client is built with.
    public struct Settings: Sendable {
        /// The server's key or token; nil for a server that needs none.
        public var apiKey: String?
        /// Sent with every request.
        public var userAgent: UserAgent
        /// Where requests go: the network, a replay of recordings, a mock.
        public var transport: any Transport
        /// What live sequences and retries wait on.
        public var clock: AnyClock
        /// "Now", for countdowns and service days.
        public var now: Now

        /// Settings for a client; the network, the continuous clock and the system's now by
        /// default.
        public init(
            apiKey: String?, userAgent: UserAgent, transport: any Transport = LiveTransport(), clock: AnyClock = .continuous,
            now: Now = .system
        ) {
            self.apiKey = apiKey
            self.userAgent = userAgent
            self.transport = transport
            self.clock = clock
            self.now = now
        }
    }

    /// The servers, providers first, then every deployment that is not one of them.
    public let entries: [Entry]

    /// Other names a server is known by: the command that drives it (`tram`), its city.
    public let aliases: [String: ProviderID]

    /// A catalog of `entries`, also found by `aliases`.
    public init(entries: [Entry], aliases: [String: ProviderID] = [:]) {
        self.entries = entries
        self.aliases = aliases
    }

    /// The entry a person named: its id (`tramtracker`, `oba-pugetsound`), an alias (`tram`),
    /// or a deployment as `oba:REGION` / `bustime:ID`, in any case; nil for none.
    public func entry(named name: String) -> Entry? {
        var key = name.lowercased().trimmingCharacters(in: .whitespaces)
        if key.hasPrefix("oba:") { key = "oba-" + key.dropFirst("oba:".count) }
        if key.hasPrefix("bustime:") { key = String(key.dropFirst("bustime:".count)) }
        let id = aliases[key] ?? ProviderID(key)
        return entries.first { $0.id == id }
    }

    /// Every spelling ``entry(named:)`` takes without a prefix: ids, then aliases.
    public var spellings: [String] { entries.map(\.id.rawValue) + aliases.keys.sorted() }

    /// Busbud, CTA, tramTRACKER and MTA, then each OneBusAway region (`OneBusAwayRegion.all`)
    /// and BusTime deployment (`BusTimeProfile.known`) that is not one of them.
    public static let standard: ProviderCatalog = {
        let providers: [Entry] = [
            Entry(
                family: .busbud, facts: BusbudClient.facts, baseURL: BusbudClient.defaultBaseURL, keyVariable: "BUSBUD_TOKEN",
                needsKey: true, keyHint: "Busbud hands out partner tokens; see Docs/Busbud.md"
            ) { settings, key in
                BusbudClient(
                    configuration: .init(
                        token: key ?? Secret("", name: "partner token"), userAgent: settings.userAgent,
                        transport: settings.transport, clock: settings.clock, now: settings.now))
            },
            busTime(.cta, keyVariable: "CTA_API_KEY", hint: "get a Bus Tracker key at https://www.ctabustracker.com"),
            Entry(
                family: .tramTracker, facts: TramTrackerClient.facts, baseURL: TramTrackerClient.Configuration.defaultBaseURL,
                keyVariable: "TRAMTRACKER_TOKEN", needsKey: false,
                keyHint: "no key: a device token is fetched on first use"
            ) { settings, token in
                TramTrackerClient(
                    configuration: .init(
                        userAgent: settings.userAgent, transport: settings.transport, clock: settings.clock, now: settings.now,
                        tokenStore: InMemoryTokenStore(token: token?.revealed)))
            },
            Entry(
                family: .mtaBusTime, facts: MTABusTimeClient.facts, baseURL: MTABusTimeClient.defaultBaseURL,
                keyVariable: "MTA_API_KEY", needsKey: true, keyHint: "get one at bustime.mta.info/wiki/Developers"
            ) { settings, key in
                MTABusTimeClient(
                    configuration: .init(
                        apiKey: key ?? Secret("", name: "API key"), userAgent: settings.userAgent, transport: settings.transport,
                        clock: settings.clock, now: settings.now))
            },
        ]
        let regions = OneBusAwayRegion.all.map { region in
            Entry(
                family: .oneBusAway, facts: region.facts, baseURL: region.baseURL, keyVariable: keyVariable(region.id),
                needsKey: true, keyHint: "each OneBusAway region hands out its own keys; see Docs/MTA.md"
            ) { settings, key in
                OneBusAwayClient(
                    configuration: .init(
                        region: region, apiKey: key ?? Secret("", name: "API key"), userAgent: settings.userAgent,
                        transport: settings.transport, clock: settings.clock, now: settings.now))
            }
        }
        let agencies = BusTimeProfile.known.map {
            busTime($0, keyVariable: keyVariable($0.id), hint: "ask the agency for a BusTime developer key; see Docs/CTA.md")
        }
        let deployments = (regions + agencies).filter { entry in !providers.contains { $0.id == entry.id } }.map { entry in
            var profile = entry
            profile.isProfile = true
            return profile
        }
        return ProviderCatalog(entries: providers + deployments, aliases: ["tram": "tramtracker", "pittsburgh": "prt"])
    }()

    /// `OBA_PUGETSOUND_API_KEY` for `oba-pugetsound`.
    static func keyVariable(_ id: ProviderID) -> String {
        id.rawValue.uppercased().replacingOccurrences(of: "-", with: "_") + "_API_KEY"
    }

    static func busTime(_ profile: BusTimeProfile, keyVariable: String, hint: String) -> Entry {
        Entry(
            family: .busTime, facts: profile.facts, baseURL: profile.baseURL, keyVariable: keyVariable, needsKey: true,
            keyHint: hint
        ) { settings, key in
            CTABusTrackerClient(
                configuration: .init(
                    apiKey: key ?? Secret("", name: "API key"), userAgent: settings.userAgent, profile: profile,
                    transport: settings.transport, clock: settings.clock, now: settings.now))
        }
    }
}
