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
        let entries = Providers.catalog.entries
        return try context.answer(entries, parsed) {
            let rows = entries.map { entry in
                [
                    entry.id.rawValue, entry.facts.name, entry.facts.timeZone.identifier, entry.baseURL.absoluteString,
                    entry.keyVariable + (entry.needsKey ? "" : " (optional)"),
                ]
            }
            context.output.line(Table(["Provider", "Name", "Zone", "Server", "Key"], rows).render())
        }
    }
}
