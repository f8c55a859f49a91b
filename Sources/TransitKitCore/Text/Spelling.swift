/// "Did you mean …?" for a mistyped name: the closest candidate by edit distance (case
/// ignored), when it is close enough to be a typo rather than another word. TripPlanner's city
/// lookup answers "Londn" with London through it; the `transit` tool its commands and options.
///
/// ```swift
/// Spelling.closest(to: "Londn", in: ["London", "Paris"])   // "London"
/// Spelling.closest(to: "--jsn", in: ["--json", "--route"])  // "--json"
/// ```
public enum Spelling {
    /// The candidate nearest `word`, or nil when none is within a typo's distance (a third of
    /// the word, at least 1, at most 3 edits); the first of equally near ones.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let typed = Array(word.lowercased())
        let allowed = min(3, max(1, typed.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Edit distance counting a swap of two neighbouring letters as one edit (optimal string
    /// alignment: insertions, deletions, substitutions, transpositions), so `cat` is one edit
    /// from `cta`, `plna` from `plan`, `tarm` from `tram`.
    ///
    /// ```swift
    /// Spelling.editDistance(Array("kitten"), Array("sitting"))   // 3
    /// ```
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
