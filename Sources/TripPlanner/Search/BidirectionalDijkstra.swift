extension ConnectionGraph {
    /// The cheapest path by Dijkstra from both ends at once: a forward search from `source`
    /// over outgoing edges and a backward one from `target` over incoming edges, always
    /// growing the side whose next distance is smaller. It stops when the two smallest
    /// unsettled distances add up to at least the best meeting found, which proves that meeting
    /// optimal. On large graphs this settles far fewer cities than a one-sided search.
    func cheapestPath(from source: Int32, to target: Int32) -> FoundPath<PriceWeight>? {
        if source == target { return FoundPath(weight: .zero, nodes: [source]) }
        let count = cities.count
        let unreached = Int64.max
        let distance = UnsafeMutableBufferPointer<Int64>.allocate(capacity: 2 * count)
        distance.initialize(repeating: unreached)
        let link = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 2 * count)
        link.initialize(repeating: -1)
        let settled = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 2 * count)
        settled.initialize(repeating: false)
        defer {
            distance.deallocate()
            link.deallocate()
            settled.deallocate()
        }
        // Side 0 (forward) uses slots 0..<count, side 1 (backward) count..<2·count. `link` is
        // the previous city forward and the next city backward.
        let meeting: (price: Int64, city: Int32)? = edgeStart.withUnsafeBufferPointer { fStart in
            edgeTarget.withUnsafeBufferPointer { fTarget in
                edgePrice.withUnsafeBufferPointer { fPrice in
                    reverseStart.withUnsafeBufferPointer { bStart in
                        reverseSource.withUnsafeBufferPointer { bTarget in
                            reversePrice.withUnsafeBufferPointer { bPrice in
                                var heaps = (BinaryHeap<PriceWeight>(capacity: 256), BinaryHeap<PriceWeight>(capacity: 256))
                                distance[Int(source)] = 0
                                distance[count + Int(target)] = 0
                                heaps.0.push(.zero, source)
                                heaps.1.push(.zero, target)
                                var best = unreached
                                var meet: Int32 = -1
                                while true {
                                    // Drop stale tops so the stopping test uses true minima.
                                    while let top = heaps.0.peek, settled[Int(top.node)] { _ = heaps.0.pop() }
                                    while let top = heaps.1.peek, settled[count + Int(top.node)] { _ = heaps.1.pop() }
                                    guard let forward = heaps.0.peek, let backward = heaps.1.peek else { break }
                                    let (bound, overflow) = forward.weight.price.addingReportingOverflow(backward.weight.price)
                                    if !overflow && bound >= best { break }
                                    let side = forward.weight.price <= backward.weight.price ? 0 : 1
                                    let entry = side == 0 ? heaps.0.pop() : heaps.1.pop()
                                    guard let entry else { break }
                                    let u = Int(entry.node)
                                    let offset = side == 0 ? 0 : count
                                    let other = side == 0 ? count : 0
                                    settled[offset + u] = true
                                    let base = entry.weight.price
                                    let starts = side == 0 ? fStart : bStart
                                    let targets = side == 0 ? fTarget : bTarget
                                    let prices = side == 0 ? fPrice : bPrice
                                    for edge in Int(starts[u])..<Int(starts[u + 1]) {
                                        let v = Int(targets[edge])
                                        if settled[offset + v] { continue }
                                        let (candidate, overflow) = base.addingReportingOverflow(prices[edge])
                                        if overflow { continue }
                                        if candidate < distance[offset + v] {
                                            distance[offset + v] = candidate
                                            link[offset + v] = Int32(u)
                                            if side == 0 {
                                                heaps.0.push(PriceWeight(price: candidate), Int32(v))
                                            } else {
                                                heaps.1.push(PriceWeight(price: candidate), Int32(v))
                                            }
                                        }
                                        let across = distance[other + v]
                                        if across != unreached {
                                            let (total, overflow) = candidate.addingReportingOverflow(across)
                                            if !overflow && total < best {
                                                best = total
                                                meet = Int32(v)
                                            }
                                        }
                                    }
                                }
                                return meet >= 0 ? (best, meet) : nil
                            }
                        }
                    }
                }
            }
        }
        guard let meeting else { return nil }
        var nodes: [Int32] = []
        var node = meeting.city
        while node >= 0 {
            nodes.append(node)
            if node == source { break }
            node = link[Int(node)]
        }
        guard nodes.last == source else { return nil }
        nodes.reverse()
        node = meeting.city
        while node != target {
            node = link[count + Int(node)]
            guard node >= 0 else { return nil }
            nodes.append(node)
        }
        return FoundPath(weight: PriceWeight(price: meeting.price), nodes: nodes)
    }
}
