import Foundation
import TransitKitCore

/// Builds the two requests of a search. Pure functions: same query, same request.
///
/// `GET /x-departures/{origin}/{destination}/{yyyy-MM-dd}` and `…/poll`, with the exact
/// `Accept` header, the token header (marked secret), and `adult`, `child`, `senior` (zero
/// counts left out), `lang`, `currency`, plus `index` on polls.
enum XDeparturesRequest {
    static let accept = "application/vnd.busbud+json; version=2; profile=https://schema.busbud.com/v2/"
    static let tokenHeader = "X-Busbud-Token"
    static let initOperation = "x-departures"
    static let pollOperation = "x-departures/poll"

    static func initial(_ query: ValidatedQuery, configuration: BusbudClient.Configuration) throws(TransitError) -> HTTPRequest {
        try build(query, poll: nil, configuration: configuration)
    }

    /// `index` is the number of departures received so far, duplicates included.
    static func poll(_ query: ValidatedQuery, index: Int, configuration: BusbudClient.Configuration) throws(TransitError) -> HTTPRequest {
        try build(query, poll: index, configuration: configuration)
    }

    private static func build(_ query: ValidatedQuery, poll index: Int?,
                              configuration: BusbudClient.Configuration) throws(TransitError) -> HTTPRequest
    {
        var path = ["x-departures", query.origin, query.destination, query.date.description]
        if index != nil { path.append("poll") }
        var items: [(String, String)] = []
        if query.passengers.adults > 0 { items.append(("adult", String(query.passengers.adults))) }
        if query.passengers.children > 0 { items.append(("child", String(query.passengers.children))) }
        if query.passengers.seniors > 0 { items.append(("senior", String(query.passengers.seniors))) }
        if let language = query.language { items.append(("lang", language)) }
        if let currency = query.currency { items.append(("currency", currency)) }
        if let index { items.append(("index", String(index))) }
        let operation = index == nil ? initOperation : pollOperation
        let url: URL
        do { url = try URLBuilder.url(base: configuration.baseURL, path: path, query: items) } catch {
            var error = error
            error.provider = BusbudClient.providerID
            error.operation = operation
            throw error
        }
        return HTTPRequest(url: url,
                           headers: ["Accept": accept, tokenHeader: configuration.token],
                           provider: BusbudClient.providerID, operation: operation,
                           redaction: Redaction(headers: [tokenHeader]))
    }
}
