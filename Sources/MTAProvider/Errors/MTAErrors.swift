import Foundation
import TransitKitCore

/// Turns the error bodies MTA Bus Time sends into typed ``TransitError``s — every
/// ``MTAEndpoint``'s `errorInBody`, so they are read whatever the HTTP status:
///
/// - SIRI validation errors arrive as HTTP 200 with an `ErrorCondition` in the delivery
///   ("No such stop: …", "No such route: …", "You must provide a MonitoringRef.").
/// - Key problems are answered by an interceptor with a SIRI 1.3 *vehicle-monitoring* body
///   whatever endpoint was called (SIRI or "where"): 401 "API key required.", 403 "API key is
///   not authorized.", 417 "API key request rate has been exceeded." (one client saw the 403 as
///   HTTP 200, so the words decide, not only the status).
/// - The "where" API answers `{"code":N,"text":"…","data":null}` with N ≠ 200 — in XML for an
///   XML call — on HTTP 200 or not.
/// - A 417 without a readable body (a proxy's page) is still the key's rate limit.
enum MTAErrors {
    /// Which API a call went to: a successful SIRI body is only searched for an
    /// `ErrorCondition` (a whole-city snapshot is 1.6 MB); a "where" body is always an
    /// envelope whose `code` says whether it is an error.
    enum API: Sendable {
        case siri, `where`
    }

    /// The error `response` carries, or nil when its body says nothing its status does not.
    static func error(in response: HTTPResponse, request: HTTPRequest, api: API) -> TransitError? {
        let body = response.body
        // Converted once, on demand: XML error envelopes are read like JSON ones.
        var converted: Data??
        func json() -> Data? {
            if let converted { return converted }
            let json = try? MTADecoder.jsonBody(body, request: request, status: response.status)
            converted = .some(json)
            return json
        }
        let decoder = JSONDecoder()
        // Every SIRI error body names `ErrorCondition`; a body without those bytes is not one,
        // which spares decoding a large answer twice.
        if ByteSearch.contains(errorConditionMarker, in: body), let json = json(),
            let condition = (try? decoder.decode(MTAWireSiriErrorProbe.self, from: json))?.errorCondition
        {
            return siri(condition, status: response.status, request: request)
        }
        if api == .where || !response.isSuccess, let json = json(),
            let head = try? decoder.decode(MTAWireWhereStatus.self, from: json), head.code.value != 200
        {
            var error = `where`(code: head.code.value, text: head.text, request: request)
            // The HTTP status when it says more than 200; the envelope's code when HTTP said 200.
            if response.status != 200 { error.status = response.status }
            return error
        }
        if response.status == 417 {
            return TransitError(
                .rateLimited, request: request, status: 417,
                providerMessage: HTTPClient.snippet(of: body), detail: "HTTP 417: key rate limit")
        }
        return nil
    }

    /// Searched from its "E", the rarest of its bytes in SIRI answers (one in 150 bytes of the
    /// whole-city snapshot).
    private static let errorConditionMarker = Array("ErrorCondition".utf8)

    /// The error a SIRI `ErrorCondition` means.
    static func siri(_ condition: MTAWireSiriErrorCondition, status: Int, request: HTTPRequest) -> TransitError {
        let text = condition.text
        return TransitError(
            kind(forSiriText: text, status: status), request: request, status: status,
            providerMessage: text, detail: "Siri.ServiceDelivery: ErrorCondition")
    }

    static func kind(forSiriText text: String, status: Int) -> TransitError.Kind {
        let lower = text.lowercased()
        if lower.contains("rate has been exceeded") || status == 417 || status == 429 { return .rateLimited }
        if lower.contains("api key required") || lower.contains("not authorized") || status == 401 || status == 403 {
            return .unauthorized
        }
        if lower.contains("no such stop") || lower.contains("no such route") || lower.contains("no such vehicle") {
            return .notFound
        }
        if lower.contains("you must provide") { return .invalidArgument }
        return (200..<300).contains(status) ? .apiError : .forStatus(status)
    }

    /// The error a "where" envelope with `code` ≠ 200 means. `status` is the envelope's code.
    static func `where`(code: Int, text: String?, request: HTTPRequest) -> TransitError {
        let lower = (text ?? "").lowercased()
        let kind: TransitError.Kind
        switch code {
        case 401, 403: kind = .unauthorized
        case 429: kind = .rateLimited
        case 404: kind = .notFound
        case 400: kind = .invalidArgument
        case 440: kind = .invalidArgument // outside the service area
        default:
            // Older servers report a bad id as 500 "invalidArgument: field=entityId error=badEntityId".
            kind = lower.hasPrefix("invalidargument") ? .invalidArgument : .httpStatus
        }
        return TransitError(
            kind, request: request, status: code, providerMessage: text,
            detail: "where envelope: code \(code)")
    }
}
