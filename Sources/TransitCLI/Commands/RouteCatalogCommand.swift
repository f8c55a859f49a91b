import Foundation
import TransitKitCore

/// `transit routes catalog --provider P`: every route a provider runs (``RouteCatalog``), the
/// one verb for what `cta routes`, `mta routes` and `tram routes` each answer their own way
/// (those keep their provider-only options: MTA's --near, tramTRACKER's --directions).
enum RouteCatalogCommand {
    static let search = Option(
        name: "--search", value: .one("TEXT"), help: "keep routes whose names or id contain TEXT (case and accents ignored)")

    static let command = Command(
        name: "catalog", in: "routes", summary: "every route a provider runs (--provider)",
        options: [Option.provider.required, search, .json, .api.hidden],
        about: "Sorted as riders look a route up (B1, B2, … B10). No route matching exits with status 3.",
        examples: ["routes catalog --provider tram", "routes catalog --provider cta --search fullerton"]
    ) { parsed, context in
        let provider = try Providers.pick(parsed, ids: [], context: context)
        var routes = try await provider.require((any RouteCatalog).self, for: "routes catalog").routes()
        if let text = parsed.value(search) {
            let folded = { (value: String) in value.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
            let wanted = folded(text)
            routes = routes.filter { route in
                [route.shortName, route.longName ?? "", route.id.rawValue].contains { folded($0).contains(wanted) }
            }
        }
        let sorted = riderOrder(routes)
        return try context.answer(sorted, isEmpty: sorted.isEmpty, parsed, emptyNote: "no route matches") {
            table(sorted, to: context.output)
        }
    }

    /// The server's order is its own; riders look a route up by name: B1, B2, … B10.
    static func riderOrder(_ routes: [Route]) -> [Route] {
        routes.sorted { a, b in
            let order = a.shortName.compare(b.shortName, options: [.numeric, .caseInsensitive])
            return order == .orderedSame ? a.id.rawValue < b.id.rawValue : order == .orderedAscending
        }
    }

    /// Routes as one table: Route, Name, Id.
    static func table(_ routes: [Route], to output: Output) {
        output.line(Table(["Route", "Name", "Id"], routes.map { [$0.shortName, $0.longName ?? "", $0.id.rawValue] }).render())
    }
}
