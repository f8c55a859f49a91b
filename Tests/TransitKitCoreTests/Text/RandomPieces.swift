import TransitKitCore

extension Randomness {
    /// Fewer than `limit` of `pieces`, each picked at random: the raw material of the text
    /// shortcut tests, whose edges (ends, doubled separators, combining marks, cut sequences)
    /// come from how the pieces meet. Deterministic for a seeded `Randomness`.
    func pieces<Piece>(of pieces: [Piece], fewerThan limit: Int) -> [Piece] {
        (0..<Int(next() * Double(limit))).map { _ in pieces[Int(next() * Double(pieces.count))] }
    }
}
