import Foundation
import TransitKitCore

/// Turns the error bodies MTA Bus Time sends into typed ``TransitError``s.
///
/// - SIRI validation errors arrive as HTTP 200 with an `ErrorCondition` in the delivery
///   ("No such stop: …", "No such route: …", "You must provide a MonitoringRef.").
/// - Key problems are answered by an interceptor with a SIRI 1.3 *vehicle-monitoring* body
///   whatever endpoint was called: 401 "API key required.", 403 "API key is not authorized.",
///   417 "API key request rate has been exceeded." (one client saw the 403 as HTTP 200, so the
///   words decide, not only the status).
/// - The "where" API answers `{"code":N,"text":"…","data":null}` with N ≠ 200.
enum MTAErrors {
    /// The error a SIRI `ErrorCondition` means.
    static func siri(_ condition: SiriErrorCondition, status: Int, request: HTTPRequest) -> TransitError {
        let text = condition.text
        return TransitError(kind(forSiriText: text, status: status), request: request, status: status,
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
        case 440: kind = .invalidArgument  // outside the service area
        default:
            // Older servers report a bad id as 500 "invalidArgument: field=entityId error=badEntityId".
            kind = lower.hasPrefix("invalidargument") ? .invalidArgument : .httpStatus
        }
        return TransitError(kind, request: request, status: code, providerMessage: text,
                            detail: "where envelope: code \(code)")
    }

    /// An error read from a non-2xx body (SIRI `ErrorCondition` or "where" envelope), or nil
    /// when the body says nothing the status does not.
    /// A "where" call made in XML (what the seed app asks for) gets its error envelope in
    /// XML too; it is read like the JSON one, so a 500 "invalidArgument: …" is still
    /// `.invalidArgument` and the message is the server's `text`, not a folded snippet.
    static func fromErrorBody(_ response: HTTPResponse, request: HTTPRequest) -> TransitError? {
        var body = response.body
        if let json = try? MTADecoders.jsonBody(body, request: request, status: response.status) { body = json }
        guard let first = body.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }),
            first == UInt8(ascii: "{")
        else {
            if response.status == 417 {
                return TransitError(.rateLimited, request: request, status: 417,
                                    providerMessage: HTTPClient.snippet(of: body), detail: "HTTP 417: key rate limit")
            }
            return nil
        }
        let decoder = JSONDecoder()
        if let envelope = try? decoder.decode(SiriEnvelope.self, from: body),
            let condition = envelope.Siri.ServiceDelivery.errorCondition
        {
            return siri(condition, status: response.status, request: request)
        }
        if let status = try? decoder.decode(WhereStatus.self, from: body), status.code.value != 200 {
            var error = `where`(code: status.code.value, text: status.text, request: request)
            error.status = response.status
            return error
        }
        if response.status == 417 {
            return TransitError(.rateLimited, request: request, status: 417,
                                providerMessage: HTTPClient.snippet(of: body), detail: "HTTP 417: key rate limit")
        }
        return nil
    }
}
