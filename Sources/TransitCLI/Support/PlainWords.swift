import Foundation
import TransitKitCore
import TransitKitTesting

/// Any error in one sentence a rider can read — never a Swift type name
/// (`TransitError.notFound (…)`, `DecodingError.dataCorrupted`) — for error lines and for
/// notes alike; the developer's description goes on a second line under `--verbose`.
enum PlainWords {
    static func sentence(_ error: any Error, replaying: Bool) -> String {
        switch error {
        case let error as TransitError:
            if replaying, ReplayScript.isMiss(error) {
                return "not in the recordings (`transit demo --list` shows what the demo's hold)."
            }
            return error.riderMessage(providerName: Providers.displayName(error.provider))
        case let error as CLIError:
            return error.description
        case is DecodingError:
            return "the data is not in the form expected (not JSON, or JSON of another shape)."
        default:
            return "something unexpected failed."
        }
    }
}

extension Context {
    /// "note: <what>: <one rider sentence>" on stderr; `--verbose` adds the details.
    func note(_ what: String, failedWith error: any Error) {
        output.note("note: " + PlainText.oneLine("\(what): \(PlainWords.sentence(error, replaying: isReplaying))", limit: 300))
        if verbose { output.note("note: details: " + PlainText.oneLine(String(describing: error), limit: 1600)) }
    }

    /// What the providers of a registry answer said about the parts they could not answer, one
    /// `note: mta: stop MTA_305835: …` line each (under `--replay`, in the recordings' words).
    func notes(_ notes: [NearbyDepartures.Note]) {
        for note in notes {
            let message = isReplaying ? ReplayScript.noteText(note.note.message) : note.note.message
            output.note("note: \(note.provider): \(note.note.subject): \(PlainText.oneLine(message, limit: 300))")
        }
    }
}
