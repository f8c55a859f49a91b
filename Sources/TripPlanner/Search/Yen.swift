extension ConnectionGraph {
    /// Yen's algorithm: the `k` cheapest loopless paths, cheapest first. Ties are broken by
    /// fewer legs, then by city order, so the answer is deterministic.
    func yen(from source: Int32, to target: Int32, k: Int) -> [FoundPath<PriceWeight>] {
        guard k > 0, let first = cheapestPath(from: source, to: target) else { return [] }
        var accepted: [FoundPath<PriceWeight>] = [first]
        var candidates: [FoundPath<PriceWeight>] = []
        var seen: Set<[Int32]> = [first.nodes]
        var banned = [Bool](repeating: false, count: cities.count)

        while accepted.count < k, let previous = accepted.last {
            var rootCost: Int64 = 0
            for i in 0..<(previous.nodes.count - 1) {
                let spur = previous.nodes[i]
                let root = previous.nodes[0...i]
                var bannedEdges: Set<Int32> = []
                for path in accepted where path.nodes.count > i + 1 && path.nodes[0...i] == root {
                    if let edge = edge(from: path.nodes[i], to: path.nodes[i + 1]) { bannedEdges.insert(edge) }
                }
                for node in root.dropLast() { banned[Int(node)] = true }
                if let spurPath = shortestPath(
                    PriceWeight.self, from: spur, to: target,
                    bannedNodes: banned, bannedEdges: bannedEdges),
                    let total = PriceWeight(price: rootCost).adding(spurPath.weight.price)
                {
                    let nodes = Array(root.dropLast()) + spurPath.nodes
                    if seen.insert(nodes).inserted { candidates.append(FoundPath(weight: total, nodes: nodes)) }
                }
                for node in root.dropLast() { banned[Int(node)] = false }
                if let edge = edge(from: spur, to: previous.nodes[i + 1]) {
                    rootCost &+= edgePrice[Int(edge)]
                }
            }
            guard let best = candidates.indices.min(by: { Self.isBetter(candidates[$0], candidates[$1]) }) else { break }
            accepted.append(candidates.remove(at: best))
        }
        return accepted
    }

    static func isBetter(_ a: FoundPath<PriceWeight>, _ b: FoundPath<PriceWeight>) -> Bool {
        if a.weight != b.weight { return a.weight < b.weight }
        if a.nodes.count != b.nodes.count { return a.nodes.count < b.nodes.count }
        return a.nodes.lexicographicallyPrecedes(b.nodes)
    }
}
