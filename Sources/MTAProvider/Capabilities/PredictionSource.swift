import Foundation
import TransitKitCore

extension MTABusTimeClient: PredictionSource {
    /// Arrivals at `stops` (one stop-monitoring call each), sorted by time. A stop the server
    /// does not know, or with no bus on the way, becomes a note on the board; the call fails
    /// only when every stop failed.
    public func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws -> PredictionBoard {
        guard !stops.isEmpty else {
            throw TransitError(.invalidArgument, provider: "mta", operation: "stop-monitoring",
                               detail: "stops: name at least one stop")
        }
        let line = routes?.count == 1 ? routes?.first : nil
        var predictions: [Prediction] = []
        var notes: [ProviderNote] = []
        var firstError: TransitError?
        let stops = stops.uniqued
        // Per-stop results, so one unknown stop becomes a note instead of failing the rest.
        let results = try await stops.concurrentMap(limit: configuration.maxConcurrentRequests, provider: "mta") {
            stop throws(TransitError) in
            await Result.of { () async throws(TransitError) in try await self.arrivals(at: stop, line: line) }
        }
        for (stop, result) in zip(stops, results) {
            switch result {
            case let .success(found):
                // Case-insensitive like the line filter of `vehicles(on:)`: ids are upper case on
                // the wire (`MTA NYCT_BX12`), short names mixed case (`Bx12`), and riders type either.
                let kept = routes.map { wanted in
                    found.filter { found in wanted.contains { $0.rawValue.caseInsensitiveCompare(found.route.rawValue) == .orderedSame } }
                } ?? found
                if kept.isEmpty {
                    notes.append(ProviderNote(subject: .stop(stop), kind: .noData, message: "No buses are on the way"))
                }
                predictions += kept
            case let .failure(error):
                guard error.kind == .notFound else { throw error }
                firstError = firstError ?? error
                notes.append(ProviderNote(subject: .stop(stop), kind: .other, message: error.providerMessage ?? "No such stop"))
            }
        }
        if predictions.isEmpty, let firstError, notes.count == stops.count,
            notes.allSatisfy({ $0.kind == .other })
        {
            throw firstError
        }
        return PredictionBoard(predictions: predictions, notes: notes)
    }

    /// Arrivals at one stop, in the order the server sends them (by distance). Filter by a line
    /// and direction on the server; `maximumStopVisits` caps the visits across lines.
    public func arrivals(at stop: Stop.ID, line: Route.ID? = nil, direction: Direction.ID? = nil,
                         maximumStopVisits: Int? = nil) async throws(TransitError) -> [Prediction]
    {
        let request = try MTARequests.stopMonitoring(configuration, stop: stop, line: line, direction: direction,
                                                     maximumStopVisits: maximumStopVisits)
        return SiriMapping.predictions(try await siri(request), stop: stop, timeZone: configuration.timeZone)
    }
}
