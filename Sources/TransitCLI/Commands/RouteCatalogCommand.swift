import Foundation
import TransitKitCore

/// `transit routes catalog --provider P`: every route a provider runs (``RouteCatalog``), the
/// one verb for what `cta routes` (now its hidden old spelling), `mta routes` and `tram routes`
/// answered their own way (those two keep their provider-only options: MTA's --near,
/// tramTRACKER's --stop and --directions).
enum RouteCatalogCommand {
    static let search = Option(
        name: "--search", value: .one("TEXT"),
        help: "only routes whose names or id contain TEXT, best match first (case and accents ignored)")

    static let command = Command(
        name: "catalog", in: "routes", summary: "every route a provider runs (--provider)",
        options: [Option.provider.required, search, .json, .api.hidden],
        about: "Sorted as riders look a route up (B1, B2, … B10). No route matching exits with status 3.",
        examples: ["routes catalog --provider tram", "routes catalog --provider cta --search fullerton"]
    ) { parsed, context in
        let provider = try Providers.pick(parsed, ids: [], context: context)
        let routes = try await provider.require((any RouteCatalog).self, for: "routes catalog").routes()
        // A search keeps its best match first; otherwise the order riders look routes up in.
        let sorted = parsed.value(search).map { RouteSearch.filter(routes, matching: $0) } ?? RouteSearch.riderOrder(routes)
        return try context.answer(sorted, isEmpty: sorted.isEmpty, parsed, emptyNote: "no route matches") {
            table(sorted, to: context.output)
        }
    }

    /// Routes as one table: Route, Name, Colour (left out when no route has one), Id.
    static func table(_ routes: [Route], to output: Output) {
        let rows = routes.map { [$0.shortName, $0.longName ?? "", $0.color.map { "#" + $0 } ?? "", $0.id.rawValue] }
        output.line(Table(["Route", "Name", "Colour", "Id"], rows).render())
    }
}
