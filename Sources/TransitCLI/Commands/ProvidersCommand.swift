import Foundation
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
        let rows =
            Providers.known.map { Row(id: $0.id, facts: $0.facts, baseURL: $0.baseURL) }
            + ProviderProfile.all.map { Row(id: $0.id, facts: $0.facts, baseURL: $0.baseURL) }
        return try context.answer(rows, parsed) {
            context.output.line(
                Table(["Provider", "Name", "Zone", "Server", "Key"], rows.map { [$0.provider, $0.name, $0.zone, $0.server, $0.key] })
                    .render())
        }
    }

    struct Row: Encodable {
        var provider, name, zone, server, key: String

        init(id: ProviderID, facts: ProviderDescriptor.Facts, baseURL: URL) {
            provider = id.rawValue
            name = facts.name
            zone = facts.timeZone.identifier
            server = baseURL.absoluteString
            key = Providers.keyVariable(id) ?? "none"
        }
    }
}
