import Foundation
import TransitKitCore

/// The one way the CLI shows a service alert, whichever provider sent it:
///
///     [severe] Route 96 diverted — detour (routes 96)
///         Trams are diverting via Spencer St & Flinders St due to a collision.
///
/// The head line is one line (line breaks in titles become " — ") cut at a word boundary;
/// the description follows, indented, only where a command shows details.
enum AlertLines {
    /// The head line's longest title, in characters.
    static let titleLimit = 110

    static func head(_ alert: ServiceAlert) -> String {
        let routes = alert.affectedRoutes.map(\.rawValue)
        return "[\(alert.severity)] \(Wording.cut(alert.title, limit: titleLimit)) — \(alert.effect)"
            + (routes.isEmpty ? "" : " (routes \(PlainText.oneLine(routes.joined(separator: ", "), limit: titleLimit)))")
    }

    /// The head line, then (with `detail`) each description line, all after `indent`.
    static func render(_ alert: ServiceAlert, detail: Bool, indent: String = "") -> [String] {
        var lines = [indent + head(alert)]
        if detail {
            for line in alert.description.split(whereSeparator: \.isNewline) where !line.allSatisfy(\.isWhitespace) {
                lines.append(indent + "    " + PlainText.oneLine(line.trimmingCharacters(in: .whitespaces), limit: .max))
            }
        }
        return lines
    }
}

extension AlertLines {
    /// Alerts one after another, each with its description, a blank line between.
    static func print(_ alerts: [ServiceAlert], to output: Output) {
        for alert in alerts {
            output.line("")
            for line in render(alert, detail: true) { output.line(line) }
        }
    }
}
