import Foundation
import TransitKitCore

/// MTA wire values → core model, as pure functions of the payload: SIRI vehicles and
/// predictions (`MTAMapper+Siri.swift`), situations as alerts (`MTAMapper+Situations.swift`),
/// and the "where" API's agencies, routes, stops and shapes (`MTAMapper+Where.swift`).
enum MTAMapper {
    static func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    static func url(_ text: String?) -> URL? {
        nonEmpty(text).flatMap { URL(string: $0) }
    }
}
