import Foundation
import TransitKitCore

/// The words `near`, `stops near` and `stops find` share: a place written `LAT,LON`, a radius
/// in metres, and the providers to ask. Every check throws `.invalidArgument` (exit status 2)
/// before a provider is built, so bad input never costs a request.
enum PlaceArguments {
    /// The default radius of a "near" question, in metres: a few minutes' walk.
    static let defaultRadius: Double = 400

    /// `"41.9250,-87.6529"` (spaces allowed after the comma) as a checked coordinate.
    static func coordinate(_ text: String?, operation: String) throws(TransitError) -> Coordinate {
        guard let text else {
            throw TransitError(
                .invalidArgument, operation: operation, detail: "a place is missing: write it LAT,LON (e.g. 41.9250,-87.6529)")
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            throw TransitError(
                .invalidArgument, operation: operation,
                detail: "place: \"\(PlainText.oneLine(text, limit: 60))\" is not LAT,LON (e.g. 41.9250,-87.6529)")
        }
        return try StopSearch.coordinate(Coordinate(latitude: latitude, longitude: longitude), operation: operation)
    }

    /// `--radius M`: metres, default ``defaultRadius``; checked with the place by ``StopSearch``.
    static func radius(_ arguments: inout Arguments, operation: String) throws -> Double {
        guard let text = try arguments.option("--radius") else { return defaultRadius }
        guard let radius = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw TransitError(
                .invalidArgument, operation: operation,
                detail: "radius: \"\(PlainText.oneLine(text, limit: 40))\" is not a number of metres")
        }
        return radius
    }

    /// The stop finder of `--provider P` (required).
    static func finder(_ id: String, context: Context) throws -> any StopFinder {
        let provider = try Providers.make(ProviderID(id), context: context)
        return try provider.require((any StopFinder).self, for: "stops")
    }

    /// The providers to ask about a place: those named with `--provider` (each must answer
    /// `capability`, else `.unsupported` naming `question`), else every known one that answers
    /// it and has its key (each skipped one is a note on stderr).
    static func providers(
        _ named: [String], answering capability: Capability = .stopFinder, for question: String = "near", context: Context
    ) throws -> [any TransitProvider] {
        if !named.isEmpty {
            return try named.map { id in
                let provider = try Providers.make(ProviderID(id), context: context)
                guard capability.isSupported(by: provider) else {
                    throw TransitError(
                        .unsupported, provider: provider.descriptor.id, operation: question,
                        detail: "\(provider.descriptor.name) cannot answer \(question)")
                }
                return provider
            }
        }
        var providers: [any TransitProvider] = []
        for known in Providers.known {
            do {
                let provider = try Providers.make(known.id, context: context)
                if capability.isSupported(by: provider) { providers.append(provider) }
            } catch let error as CLIError {
                if case .missingKey(let variable, _) = error {
                    context.output.error("note: \(known.id) skipped: \(variable) is not set")
                } else {
                    throw error
                }
            }
        }
        return providers
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
