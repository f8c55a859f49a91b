import Foundation
import TransitKitCore

/// What `near`, `stops near`, `stops find` and `vehicles --in` share: the providers to ask,
/// and plain words when none covers the place. The place, radius and box are read by the
/// core's `StopSearch` text rules (`.invalidArgument`, exit status 2, before any request).
enum PlaceArguments {
    /// The stop finder of `--provider P` (required).
    static func finder(_ id: String, context: Context) throws -> any StopFinder {
        let provider = try Providers.make(ProviderID(id), context: context)
        return try provider.require((any StopFinder).self, for: "stops")
    }

    /// The providers to ask about a place: those named with `--provider` (each must answer
    /// `capability`, else `.unsupported` naming `question`), else every known one that answers
    /// it and has its key (each skipped one is a note on stderr, its variable in `unset`).
    static func askable(
        _ named: [String], answering capability: Capability = .stopFinder, for question: String = "near", context: Context
    ) throws -> (providers: [any TransitProvider], unset: [String]) {
        if !named.isEmpty {
            return (
                try named.map { id in
                    let provider = try Providers.make(ProviderID(id), context: context)
                    guard capability.isSupported(by: provider) else {
                        throw TransitError(
                            .unsupported, provider: provider.descriptor.id, operation: question,
                            detail: "\(provider.descriptor.name) cannot answer \(question)")
                    }
                    return provider
                }, []
            )
        }
        var unset: [String] = []
        var providers: [any TransitProvider] = []
        for known in Providers.shipped {
            do {
                let provider = try Providers.make(known.id, context: context)
                if capability.isSupported(by: provider) { providers.append(provider) }
            } catch let error as CLIError {
                if case .missingKey(let variable, _) = error {
                    context.output.error("note: \(known.id) skipped: \(variable) is not set")
                    unset.append(variable)
                } else {
                    throw error
                }
            }
        }
        return (providers, unset)
    }

    /// "No provider covers the place" in words that help: the keys not set (the providers not
    /// asked), or a place that reads right with latitude and longitude swapped.
    static func uncovered(_ error: TransitError, place: Coordinate?, unset: [String]) -> any Error {
        guard error.kind == .notFound, (error.detail ?? "").hasPrefix("no configured provider covers") else { return error }
        if !unset.isEmpty {
            return CLIError.input(
                "no provider that was asked covers that place; \(unset.joined(separator: ", ")) "
                    + (unset.count == 1 ? "is" : "are") + " not set, so those providers were not asked (set them, or try --replay demo)")
        }
        // Served cities lie further east or west than north or south (Chicago 41.9,-87.7;
        // Melbourne -37.8,145.0): a latitude larger than the longitude reads swapped.
        if let place, abs(place.latitude) > abs(place.longitude) {
            return CLIError.input(
                "no provider covers \(place); places are written LAT,LON: did you mean "
                    + String(format: "%.5f,%.5f", place.longitude, place.latitude) + "?")
        }
        return error
    }

    /// "11:15 pm (4 min)" from now, or when replaying recordings (whose clock is long past) the
    /// agency's clock time alone.
    static func when(_ prediction: Prediction, context: Context, serverNow: Date? = nil) -> String {
        guard let time = prediction.displayTime else { return prediction.distanceText ?? "?" }
        // Replayed recordings count down from their own server clock (`serverNow`); without
        // one, a recording of another day shows the clock time alone, never "(departed)".
        if context.isReplaying {
            guard let serverNow else { return Countdown.clock(time, in: prediction.timeZone) }
            return prediction.countdown(now: serverNow)?.text ?? Countdown.clock(time, in: prediction.timeZone)
        }
        return prediction.countdown(now: context.now.date())?.text ?? "?"
    }
}
