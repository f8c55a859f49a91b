import Foundation
import TransitCatalog
import TransitKitCore

/// `transit providers`: every name `--provider` takes, with the server it reaches, the zone its
/// times are read in and the variable its key comes from — so a profile (`oba-pugetsound`,
/// `prt`) can be found without reading the library's source.
enum ProvidersCommand {
    static let command = Command(
        name: "providers", summary: "the providers and profiles --provider takes: zone, server, key variable",
        options: [.json],
        about: "Profiles are OneBusAway regions (oba-…) and BusTime deployments (prt); each has its own key."
    ) { parsed, context in
        let rows = Providers.catalog.entries.map(Row.init)
        return try context.answer(rows, parsed) {
            context.output.line(
                Table(["Provider", "Name", "Zone", "Server", "Key"], rows.map { [$0.provider, $0.name, $0.zone, $0.server, $0.key] })
                    .render())
        }
    }

    struct Row: Encodable {
        var provider, name, zone, server, key: String

        init(_ entry: ProviderCatalog.Entry) {
            provider = entry.id.rawValue
            name = entry.facts.name
            zone = entry.facts.timeZone.identifier
            server = entry.baseURL.absoluteString
            key = entry.keyVariable + (entry.needsKey ? "" : " (optional)")
        }
    }
}
