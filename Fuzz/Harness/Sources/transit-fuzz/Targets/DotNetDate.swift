import Foundation
import TramTrackerProvider

extension FuzzTarget {
    /// tramTRACKER's `/Date(ms±hhmm)/`: a parsed date's `description` (what `encode` writes)
    /// must parse back to the same milliseconds and offset.
    static let dotNetDate = FuzzTarget(name: "dotnet-date", corpus: "dotnet-date") { data in
        let text = fuzzText(data)
        guard let date = DotNetDate.parse(text) else { return }
        let shown = date.description
        guard let again = DotNetDate.parse(shown) else { violated("\(text) parsed, its description \(shown) does not") }
        let tolerance = max(1e-6, date.milliseconds.ulp * 4)
        guard abs(again.milliseconds - date.milliseconds) <= tolerance, again.offsetSeconds == date.offsetSeconds else {
            violated("\(text) → \(date.milliseconds) \(String(describing: date.offsetSeconds)); \(shown) → \(again.milliseconds) \(String(describing: again.offsetSeconds))")
        }
    }
}
