import Foundation
import TransitKitCore

/// MTA Bus Time's calls, described as core ``Endpoint``s for ``HTTPClient/perform(_:)``:
/// ``Siri`` for SIRI real-time (`/api/siri/…`) and ``Where`` for the OneBusAway "where" API
/// (`/api/where/…`), built by one factory per call (``vehicleMonitoring(_:line:direction:vehicle:detail:)``,
/// ``stopMonitoring(_:stop:line:direction:maximumStopVisits:detail:)``, ``where(_:_:_:id:query:)``).
///
/// Both send the key as the `key` query item, marked secret so every URL in an error or a log
/// reads `key=REDACTED`; both hand error bodies to ``MTAErrors`` whatever the status. Ids go
/// through ``URLBuilder``'s strict encoding, so `MTA NYCT_M86+` becomes `MTA%20NYCT_M86%2B` in a
/// path and in a query value (a raw `+` would be read as a space).
enum MTAEndpoint {
    static let redaction = Redaction(queryItems: ["key"])

    /// The URL for `path` and `query` (after the key and `version`); `.invalidArgument` when
    /// it cannot be built (`HTTPClient.perform` stamps it and hides the key).
    static func url(
        _ configuration: MTABusTimeClient.Configuration, path: [String], query: [(String, String)]
    ) throws(TransitError) -> URL {
        try URLBuilder.url(base: configuration.baseURL, path: path, query: query)
    }

    static func accept(_ format: MTAWhereFormat) -> HTTPHeaders {
        ["Accept": format == .xml ? "application/xml, text/xml" : "application/json"]
    }

    /// `.invalidArgument` for an id that is empty or only spaces: the server would answer
    /// with a vague error, or with the whole city.
    static func requireID(_ value: String, _ field: String, operation: String) throws(TransitError) {
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw TransitError(
                .invalidArgument, provider: MTABusTimeClient.providerID, operation: operation,
                detail: "\(field): an id is required")
        }
    }
}
