import Foundation
import TransitKitCore

/// Pure request building: endpoint + configuration + token → ``HTTPRequest``.
enum RequestBuilder {
    /// The query item that carries the device token; redacted everywhere.
    static let tokenQueryItem = "tkn"
    static let redaction = Redaction(queryItems: [tokenQueryItem])

    static func request(_ endpoint: TramTrackerEndpoint, configuration: TramTrackerConfiguration,
                        token: String?) throws(TransitError) -> HTTPRequest
    {
        var query: [(String, String)] = [("aid", configuration.aid)]
        if endpoint == .deviceToken { query.append(("devInfo", configuration.devInfo)) }
        if endpoint.sendsCID, let cid = configuration.cid { query.append(("cid", cid)) }
        if endpoint.needsToken {
            guard let token, !token.isEmpty else {
                throw TransitError(.unauthorized, provider: TramTrackerClient.providerID, operation: endpoint.method,
                                   detail: "no device token for \(endpoint.method)")
            }
            query.append((tokenQueryItem, token))
        }
        var url: URL
        do {
            url = try URLBuilder.url(base: configuration.baseURL, path: [endpoint.method] + endpoint.pathArguments,
                                     query: query, trailingSlash: true)
        } catch {
            var error = error
            error.provider = TramTrackerClient.providerID
            error.operation = endpoint.method
            throw error
        }
        return HTTPRequest(url: url, headers: ["Accept": "application/json"], provider: TramTrackerClient.providerID,
                           operation: endpoint.method, redaction: redaction)
    }

    /// Checks a caller-given id before it becomes a path segment: tramTRACKER ids are short
    /// runs of letters and digits ("1234", "16d", "3a"), so anything else is refused up front
    /// instead of being sent.
    static func pathID(_ value: String, field: String, operation: String, digitsOnly: Bool = false)
        throws(TransitError) -> String
    {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        let allowed = trimmed.unicodeScalars.allSatisfy {
            digitsOnly ? ("0"..."9").contains($0) : (("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0))
        }
        guard !trimmed.isEmpty, trimmed.count <= 8, allowed else {
            throw TransitError(.invalidArgument, provider: TramTrackerClient.providerID, operation: operation,
                               detail: "\(field): \"\(value)\" is not a tramTRACKER \(field) (\(digitsOnly ? "digits" : "letters and digits"), at most 8)")
        }
        return trimmed
    }
}
