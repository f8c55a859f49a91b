import Foundation
import TransitKitCore

/// Builds Bus Tracker requests: `<base>/<version>/<call>?key=…&…&format=json`, with the key
/// marked secret so no URL, error or log line ever shows it. Pure: no I/O.
struct CTARequestBuilder: Sendable {
    /// The API's limit on ids per call (stpid, vid, pid, rt for vehicles).
    static let maxIDsPerCall = 10

    let apiKey: String
    let baseURL: URL
    let version: CTABusTrackerClient.APIVersion
    let locale: String?

    init(configuration: CTABusTrackerClient.Configuration) {
        apiKey = configuration.apiKey
        baseURL = configuration.baseURL
        version = configuration.version
        locale = configuration.locale
    }

    func request(_ call: CTACall, _ query: [(String, String)] = []) throws(TransitError) -> HTTPRequest {
        var items: [(String, String)] = [("key", apiKey)]
        items += query
        if let locale, !locale.isEmpty { items.append(("locale", locale)) }
        items.append(("format", "json"))
        let url: URL
        do {
            url = try URLBuilder.url(base: baseURL, path: [version.rawValue, call.rawValue], query: items)
        } catch {
            throw TransitError(.invalidArgument, provider: CTABusTrackerClient.providerID, operation: call.rawValue,
                               detail: error.detail)
        }
        return HTTPRequest(url: url, provider: CTABusTrackerClient.providerID, operation: call.rawValue,
                           redaction: Redaction(queryItems: ["key"]))
    }

    /// `ids` de-duplicated (first occurrence kept) and cut into comma lists of at most 10.
    static func batches(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        let unique = ids.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && seen.insert($0).inserted }
        return stride(from: 0, to: unique.count, by: maxIDsPerCall).map {
            unique[$0..<min($0 + maxIDsPerCall, unique.count)].joined(separator: ",")
        }
    }
}
