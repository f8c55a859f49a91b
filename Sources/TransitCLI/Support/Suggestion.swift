/// "Did you mean …?" for a mistyped command, subcommand, option or name: the closest candidate
/// by edit distance (case ignored), when it is close enough to be a typo rather than another word.
///
/// ```swift
/// Suggestion.closest(to: "--jsn", in: ["--json", "--route"])   // "--json"
/// Suggestion.hint(for: "Londn", in: ["London", "Paris"])       // " (did you mean London?)"
/// ```
enum Suggestion {
    /// The candidate nearest `word`, or nil when none is within a typo's distance (a third of
    /// the word, at least 1, at most 3 edits).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        let allowed = min(3, max(1, typed.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// " (did you mean X?)" or "" — ready to append to an error message.
    static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean \($0)?)" } ?? ""
    }

    /// Edit distance counting a swap of two neighbouring letters as one edit (optimal string
    /// alignment: insertions, deletions, substitutions, transpositions), so `cat` is one edit
    /// from `cta`, `plna` from `plan`, `tarm` from `tram`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
