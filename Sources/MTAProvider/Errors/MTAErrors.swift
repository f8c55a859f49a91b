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
/// - OneBusAway validation errors: HTTP 400 `{"code":400,"text":"validation error","data":
///   {"fieldErrors":{…}}}`, or only `{"fieldErrors":{"lat":["…"]}}` with no envelope — both
///   `.invalidArgument` with the server's messages ("lat: required").
///
/// A 2xx body's errors are read in the one decode (``MTADecoder``); a non-2xx body is read here,
/// once, by ``error(inFailure:request:)`` (the core never decodes it).
enum MTAErrors {
    /// The error a non-2xx `response` spells out, or nil to let its status speak: any of the
    /// shapes above, read in one decode (XML converted once).
    static func error(inFailure response: HTTPResponse, request: HTTPRequest) -> TransitError? {
        guard !response.isSuccess else { return nil }
        let status = response.status
        if let json = try? MTADecoder.jsonBody(response.body, request: request, status: status),
            let envelope = try? JSONDecoder().decode(MTAWireWhereEnvelope<Tolerant<MTAWireWhereFieldErrors>>.self, from: json)
        {
            let fields = envelope.fieldErrors ?? envelope.data?.value?.fieldErrors
            if var error = error(in: envelope, fieldErrors: fields, request: request, status: status) {
                // The HTTP status when it says more than 200; the envelope's code when HTTP said 200.
                error.status = status
                return error
            }
        }
        if status == 417 {
            return TransitError(
                .rateLimited, request: request, status: 417,
                providerMessage: HTTPClient.snippet(of: response.body), detail: "HTTP 417: key rate limit")
        }
        return nil
    }

    /// The error a decoded "where" envelope (of a 2xx answer) carries, or nil.
    static func error<Payload>(
        in envelope: MTAWireWhereEnvelope<Tolerant<Payload>>, request: HTTPRequest, status: Int
    ) -> TransitError? {
        // A `data` of field errors is unreadable as the payload: the envelope's code and text
        // speak for it ("validation error"); non-2xx bodies, the usual case, keep the fields.
        error(in: envelope, fieldErrors: envelope.fieldErrors, request: request, status: status)
    }

    private static func error<Payload>(
        in envelope: MTAWireWhereEnvelope<Payload>, fieldErrors: [String: [String]]?, request: HTTPRequest,
        status: Int
    ) -> TransitError? {
        if let condition = envelope.Siri?.errorCondition { return siri(condition, status: status, request: request) }
        if let fieldErrors, !fieldErrors.isEmpty {
            return validation(fieldErrors, text: envelope.text, request: request, status: envelope.code?.value ?? status)
        }
        if let code = envelope.code?.value, code != 200 {
            return `where`(code: code, text: envelope.text, request: request)
        }
        return nil
    }

    /// OneBusAway's field errors as `.invalidArgument`, in the server's words, fields in
    /// alphabetical order: "validation error — lat: required; lon: required".
    static func validation(
        _ fieldErrors: [String: [String]], text: String?, request: HTTPRequest, status: Int
    ) -> TransitError {
        let fields = fieldErrors.sorted { $0.key < $1.key }
            .map { "\($0.key): \($0.value.joined(separator: ", "))" }
            .joined(separator: "; ")
        let message = [text, fields].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
        return TransitError(
            .invalidArgument, request: request, status: status, providerMessage: request.scrub(message),
            detail: "fieldErrors")
    }

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
