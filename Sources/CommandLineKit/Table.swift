import Foundation
import TransitKitCore

/// A plain-text table with aligned columns, for terminal output. Cells are names from disk and
/// from servers, so each is shown as one bounded line with control characters escaped
/// (`PlainText.oneLine`): an escape sequence in a stop name cannot colour the terminal, a newline
/// cannot break a row, and a 5,000-character name cannot make the table 5,000 columns wide.
///
/// ```swift
/// Table(["Route", "Due"], [["22", "3 min"], ["36", "Due"]]).render()
/// ```
package struct Table: Sendable {
    package var headers: [String]
    package var rows: [[String]]

    package init(_ headers: [String], _ rows: [[String]]) {
        self.headers = headers
        self.rows = rows
    }

    /// The widest cell, in characters, before it is cut with "…".
    package static let cellLimit = 120

    /// The table as aligned lines. A column empty on every row (Facts when no row has a fact,
    /// Access when no stop says) is left out: a header over nothing tells the reader nothing.
    package func render() -> String {
        let given = rows
        let width = max(headers.count, given.map(\.count).max() ?? 0)
        let kept = (0..<width).filter { column in
            given.isEmpty || given.contains { column < $0.count && !$0[column].trimmingCharacters(in: .whitespaces).isEmpty }
        }
        func pick(_ row: [String]) -> [String] { kept.filter { $0 < row.count }.map { row[$0] } }
        let headers = pick(headers).map { PlainText.oneLine($0, limit: Self.cellLimit) }
        let rows = given.map { pick($0).map { PlainText.oneLine($0, limit: Self.cellLimit) } }
        let columns = max(headers.count, rows.map(\.count).max() ?? 0)
        var widths = Array(repeating: 0, count: columns)
        for row in [headers] + rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func format(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        var lines = [format(headers), widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")]
        lines += rows.map(format)
        return lines.joined(separator: "\n")
    }
}
