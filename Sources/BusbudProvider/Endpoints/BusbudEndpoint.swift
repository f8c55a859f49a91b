import Foundation
import TransitKitCore

/// The two calls of a search, for ``HTTPClient/perform(_:)``: the init
/// `GET /x-departures/{origin}/{destination}/{yyyy-MM-dd}` and its `…/poll`.
///
/// Both carry the exact `Accept` header, the token as `X-Busbud-Token` (marked secret), and
/// `adult`, `child`, `senior` (zero counts left out), `lang`, `currency`, plus `index` on polls.
/// Same query, same request: building one is a pure function.
///
/// The pipeline does the rest: an empty token is `.unauthorized` before any request
/// (``credential``); every non-2xx becomes Busbud's typed error (``errorInBody(_:for:)``); a 2xx
/// body is decoded once with field paths, an `error` object in it found by that decode
/// (``decode(_:for:)``).
struct BusbudEndpoint: Endpoint {
    typealias Wire = BusbudWireResponse

    static let accept = "application/vnd.busbud+json; version=2; profile=https://schema.busbud.com/v2/"
    static let tokenHeader = "X-Busbud-Token"
    static let initOperation = BusbudCall.initOperation
    static let pollOperation = BusbudCall.pollOperation

    let call: BusbudCall
    let query: ValidatedQuery
    let configuration: BusbudClient.Configuration

    var operation: String { call.operation }

    var credential: Secret? { configuration.token }

    func request() throws(TransitError) -> HTTPRequest {
        let token = configuration.token.revealed
        // A line break in a header value would let a pasted token inject headers of its own.
        guard !token.contains(where: { $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        else {
            throw TransitError(
                .invalidArgument, provider: BusbudClient.providerID, operation: operation,
                detail: "token: contains control characters and cannot be sent as a header")
        }
        var path = ["x-departures", query.origin, query.destination, query.date.description]
        var items: [(String, String)] = []
        if query.passengers.adults > 0 { items.append(("adult", String(query.passengers.adults))) }
        if query.passengers.children > 0 { items.append(("child", String(query.passengers.children))) }
        if query.passengers.seniors > 0 { items.append(("senior", String(query.passengers.seniors))) }
        if let language = query.language { items.append(("lang", language)) }
        if let currency = query.currency { items.append(("currency", currency)) }
        if case .poll(let index) = call {
            path.append("poll")
            items.append(("index", String(index)))
        }
        let url = try URLBuilder.url(base: configuration.baseURL, path: path, query: items)
        return HTTPRequest(
            url: url, headers: ["Accept": Self.accept, Self.tokenHeader: token],
            provider: BusbudClient.providerID, operation: operation,
            redaction: Redaction(headers: [Self.tokenHeader]))
    }

    func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
        response.isSuccess ? nil : BusbudErrors.failure(response, request: request, now: configuration.now.date())
    }

    func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> BusbudWireResponse {
        try BusbudDecoder.decode(response, for: request)
    }

    /// A `.decoding` error about this call, for a body that decoded but could not be mapped
    /// (an unreadable time, an unknown zone): `detail` names the field.
    func mappingError(_ failure: BusbudMapper.Failure) -> TransitError {
        guard let request = try? request() else {
            return TransitError(.decoding, provider: BusbudClient.providerID, operation: operation, detail: failure.detail)
        }
        return TransitError(.decoding, request: request, detail: failure.detail)
    }
}
