import Foundation
import TransitKitCore

/// Busbud bodies an app already holds — a cached init or poll answer, a recording, a body
/// relayed by its own backend — read into departures without a client or a network, by the
/// same decoding and mapping a search runs.
///
/// ```swift
/// let departures = try BusbudPayloads.departures(in: [initBody, pollBody], currency: "CAD")
/// for d in departures { print(d.departureTime, d.departureTimeZone, d.price?.description ?? "") }
/// ```
///
/// Failures are `TransitError`s as in a search: `.apiError` for an `error` object in the body,
/// `.decoding` naming the field (`x-departures/poll departures[3].departure_time: …`) for
/// anything that does not fit. They carry no URL: there was no request.
public enum BusbudPayloads {
    /// The departures of one init or poll body, mapped and sorted by departure instant, then
    /// price. `currency` is used for prices that do not state theirs (2016-era payloads).
    public static func departures(
        in body: Data, currency: String? = nil,
        logoSize: BusbudClient.LogoSize? = .standard
    ) throws(TransitError) -> [Departure] {
        try departures(in: [body], currency: currency, logoSize: logoSize)
    }

    /// The departures of one search's bodies, in the order they arrived (the init, then its
    /// polls), merged as a search merges them: one departure per id (a later copy wins), and
    /// operators and stations joined across bodies.
    public static func departures(
        in bodies: [Data], currency: String? = nil,
        logoSize: BusbudClient.LogoSize? = .standard
    ) throws(TransitError) -> [Departure] {
        var state = SearchState()
        for (index, body) in bodies.enumerated() {
            let call: BusbudCall = index == 0 ? .initial : .poll(index: 0)
            state.apply(try read(body, as: call), operation: call.operation)
        }
        do {
            return try BusbudMapper.departures(of: state, requestedCurrency: currency, logoSize: logoSize).departures
        } catch {
            throw failure(error)
        }
    }

    /// The cities one search body names (`cities[]`), in the order it lists them, one per id
    /// (dashed and undashed spellings are the same city; a later copy wins), each picture at
    /// `imageSize` as ``BusbudClient/Configuration/cityImageSize`` gives it.
    ///
    /// ```swift
    /// let cities = try BusbudPayloads.cities(in: cachedInitBody)
    /// cities.first?.imageURL   // https://busbud.imgix.net/city-hires/…Montreal,Quebec,Canada.jpg?h=360&w=640&auto=format,compress
    /// ```
    public static func cities(
        in body: Data, imageSize: BusbudClient.CityImageSize? = .standard
    ) throws(TransitError) -> [BusbudCity] {
        let response = try read(body, as: .initial)
        var catalog = BusbudCatalog()
        catalog.merge(response)
        var listed = Set<String>()
        return (response.cities ?? []).compactMap { wire in
            guard listed.insert(BusbudID.key(wire.id)).inserted, let city = catalog.city(wire.id) else { return nil }
            return BusbudMapper.city(city, imageSize: imageSize)
        }
    }

    /// A bare JSON array of departure objects, without the envelope (as some recordings and
    /// caches keep them). With no operators or stations to join, each stop has only its id.
    public static func departures(inArray body: Data, currency: String? = nil) throws(TransitError) -> [Departure] {
        let request = request(BusbudEndpoint.initOperation)
        let wires: [BusbudWireDeparture]
        do throws(TransitError) {
            wires = try BusbudDecoder.departures(HTTPResponse(status: 200, body: body), for: request)
        } catch {
            throw withoutURL(error)
        }
        let mapper = BusbudMapper(catalog: BusbudCatalog(), requestedCurrency: currency, logoSize: nil)
        do {
            return try mapper.departures(wires.enumerated().map { (wire: $1, path: "departures[\($0)]") }).departures
        } catch {
            throw failure(error)
        }
    }

    /// The query and configuration the doors read with, built once.
    private static let offline: (ValidatedQuery, BusbudClient.Configuration)? = {
        guard
            let query = try? ValidatedQuery(
                DepartureQuery(
                    origin: "dr5reg", destination: "f25dvk", date: CalendarDate(Date(timeIntervalSince1970: 0), in: .gmt))),
            let agent = try? UserAgent(app: "BusbudPayloads")
        else { return nil }
        return (query, BusbudClient.Configuration(token: Secret("payload", name: "partner token"), userAgent: agent))
    }()

    /// `body` as the answer to `call`, through the post-send half of the pipeline
    /// (`HTTPClient.interpret`) as a search reads it. A body comes without its query: the one
    /// named here only lets the endpoint build the request errors are stamped from, and the
    /// error loses that request's URL again (there was no request).
    private static func read(_ body: Data, as call: BusbudCall) throws(TransitError) -> BusbudWireResponse {
        guard let (query, configuration) = offline else {
            throw TransitError(.invalidArgument, detail: "the offline query could not be built")
        }
        let endpoint = BusbudEndpoint(call: call, query: query, configuration: configuration)
        do throws(TransitError) {
            // The error loses the URL below, so the request is only the call's name: building
            // the real URL cost 14–20 % of decoding and mapping a small answer.
            return try HTTPClient.interpret(endpoint, HTTPResponse(status: 200, body: body), for: request(endpoint.operation))
        } catch {
            throw withoutURL(error)
        }
    }

    /// What errors about a bare array name: the provider and the call the body answers.
    private static func request(_ operation: String) -> HTTPRequest {
        HTTPRequest(url: BusbudClient.defaultBaseURL, provider: BusbudClient.providerID, operation: operation)
    }

    private static func withoutURL(_ error: TransitError) -> TransitError {
        var error = error
        error.redactedURL = nil
        return error
    }

    private static func failure(_ failure: BusbudMapper.Failure) -> TransitError {
        TransitError(.decoding, provider: BusbudClient.providerID, operation: BusbudEndpoint.initOperation, detail: failure.detail)
    }
}
