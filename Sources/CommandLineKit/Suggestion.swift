import TransitKitCore

/// " (did you mean X?)" or "" — ready to append to an error message; the nearest spelling by
/// the core's `Spelling` rule.
///
/// ```swift
/// Suggestion.hint(for: "plna", in: ["plan", "near"])   // " (did you mean plan?)"
/// ```
package enum Suggestion {
    package static func hint(for word: String, in candidates: [String]) -> String {
        Spelling.closest(to: word, in: candidates).map { " (did you mean \($0)?)" } ?? ""
    }
}
