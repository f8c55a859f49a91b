/// A path found by a search: the cities as indices and its weight.
struct FoundPath<Weight: PathWeight> {
    var weight: Weight
    var nodes: [Int32]
}

extension ConnectionGraph {
    /// Dijkstra with a binary heap from `source` to `target`, stopping as soon as the target is
    /// settled. `bannedNodes` / `bannedEdges` hide parts of the graph (Yen's spur searches).
    /// Prices are never negative (loading rejects them), which Dijkstra needs.
    func shortestPath<Weight: PathWeight>(
        _ weight: Weight.Type, from source: Int32, to target: Int32,
        bannedNodes: [Bool]? = nil, bannedEdges: Set<Int32> = []
    ) -> FoundPath<Weight>? {
        if source == target { return FoundPath(weight: .zero, nodes: [source]) }
        let count = cities.count
        // Per-query scratch as raw buffers: no bounds checks in the inner loop, and nothing the
        // closures below capture is a mutable local (those would be boxed on the heap).
        let distance = UnsafeMutableBufferPointer<Weight>.allocate(capacity: count)
        distance.initialize(repeating: .zero)
        let parent = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        parent.initialize(repeating: -1)
        // 0 unseen, 1 in the heap, 2 settled.
        let state = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
        state.initialize(repeating: 0)
        defer {
            distance.deallocate()
            parent.deallocate()
            state.deallocate()
        }
        let filterEdges = !bannedEdges.isEmpty

        let reached = edgeStart.withUnsafeBufferPointer { start in
            edgeTarget.withUnsafeBufferPointer { targets in
                edgePrice.withUnsafeBufferPointer { prices in
                    var heap = BinaryHeap<Weight>(capacity: 256)
                    state[Int(source)] = 1
                    heap.push(.zero, source)
                    while let entry = heap.pop() {
                        let u = Int(entry.node)
                        if state[u] == 2 { continue }
                        state[u] = 2
                        if entry.node == target { return true }
                        let base = entry.weight
                        for edge in Int(start[u])..<Int(start[u + 1]) {
                            let v = Int(targets[edge])
                            if state[v] == 2 { continue }
                            if filterEdges, bannedEdges.contains(Int32(edge)) { continue }
                            if let bannedNodes, bannedNodes[v] { continue }
                            guard let candidate = base.adding(prices[edge]) else { continue }
                            if state[v] == 0 || candidate < distance[v] {
                                state[v] = 1
                                distance[v] = candidate
                                parent[v] = Int32(u)
                                heap.push(candidate, Int32(v))
                            }
                        }
                    }
                    return false
                }
            }
        }

        guard reached else { return nil }
        var nodes: [Int32] = [target]
        var node = target
        while node != source {
            node = parent[Int(node)]
            guard node >= 0 else { return nil }
            nodes.append(node)
        }
        nodes.reverse()
        return FoundPath(weight: distance[Int(target)], nodes: nodes)
    }

    /// The edge index from `from` to `to`, if there is one (parallel edges are merged, so at
    /// most one exists).
    func edge(from: Int32, to: Int32) -> Int32? {
        for edge in Int(edgeStart[Int(from)])..<Int(edgeStart[Int(from) + 1]) where edgeTarget[edge] == to {
            return Int32(edge)
        }
        return nil
    }

    /// Builds the public value for a path of city indices.
    func itinerary(_ nodes: [Int32]) -> Itinerary {
        var legs: [Leg] = []
        legs.reserveCapacity(max(0, nodes.count - 1))
        var total: Int64 = 0
        for (from, to) in zip(nodes, nodes.dropFirst()) {
            let price = edge(from: from, to: to).map { edgePrice[Int($0)] } ?? 0
            total &+= price
            legs.append(Leg(from: cities[Int(from)], to: cities[Int(to)], price: money(price)))
        }
        return Itinerary(cities: nodes.map { cities[Int($0)] }, legs: legs, total: money(total))
    }
}
