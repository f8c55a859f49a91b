import Foundation
import TransitKitCore

/// One command of a demo part, as a user types it after `transit` (double quotes group words,
/// as in a shell). `{folder}/` stands for the part's temporary folder: the demo shows the bare
/// file name and runs the command in that folder. `first` keeps a long answer (every CTA
/// route) to its first lines and says how many more there are.
struct DemoStep: Sendable, ExpressibleByStringLiteral {
    let line: String
    let first: Int?

    init(_ line: String, first: Int? = nil) {
        self.line = line
        self.first = first
    }

    init(stringLiteral line: String) { self.init(line) }
}

/// One part of `transit demo`: a title and the commands it runs.
struct DemoSection: Sendable {
    let title: String
    let steps: [DemoStep]
}

/// Runs a demo part: each command through `CLI.run` with the demo's context (replay, clock),
/// shown as "$ transit …" with its output indented under it, stderr (progress, notes) too.
enum DemoCLI {
    static let folderMark = "{folder}/"

    /// Runs every step of `section`; throws naming the first command that exits non-zero.
    static func run(_ section: DemoSection, _ context: Context) async throws {
        let out = context.output
        var folder: URL?
        if section.steps.contains(where: { $0.line.contains(folderMark) }) {
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent("transitkit-demo-\(UUID().uuidString)", isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw CLIError.failed("cannot create \(url.path): \(error.localizedDescription)")
            }
            folder = url
            out.line("  (files go to a temporary folder, removed when this part ends)")
        }
        // The files are shown, not kept (13 folders once piled up in /tmp in one afternoon).
        defer { if let folder { try? FileManager.default.removeItem(at: folder) } }
        for step in section.steps {
            let shown = step.line.replacingOccurrences(of: folderMark, with: "")
            out.line("  $ transit \(shown)")
            let words = words(step.line).map { $0.replacingOccurrences(of: folderMark, with: (folder?.path ?? ".") + "/") }
            let hidden = Locked(0)
            let status = await CLI.run(words, context: indented(context, first: step.first, hidden: hidden))
            let more = hidden.withLock { $0 }
            if more > 0 { out.line("    … \(Wording.count(more, "more line"))") }
            if status != 0 { throw CLIError.failed("`transit \(shown)` ended with status \(status)") }
        }
    }

    /// `context` writing stdout indented under the command, at most `first` lines of it (the
    /// rest counted in `hidden`), and stderr lines indented on stdout as well: progress and
    /// notes are part of what the demo shows.
    static func indented(_ context: Context, first: Int?, hidden: Locked<Int>) -> Context {
        let out = context.output
        let shown = Locked(0)
        @Sendable func lines(_ text: String) -> [Substring] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        @Sendable func write(_ line: Substring) { out.writeOut(line.isEmpty ? "\n" : "    \(line)\n") }
        var inner = context
        inner.output = Output(
            isTerminal: out.isTerminal, isErrorTerminal: false, usesColor: out.usesColor,
            out: { text in
                for line in lines(text) {
                    let keep = shown.withLock { count in
                        count += 1
                        return first.map { count <= $0 } ?? true
                    }
                    if keep { write(line) } else { hidden.withLock { $0 += 1 } }
                }
            },
            err: { text in for line in lines(text) { write(line) } })
        return inner
    }

    /// Shell words: spaces split, double quotes group.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " ", !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }
}
