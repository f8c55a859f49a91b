/// A min-heap of (weight, city) pairs for Dijkstra with lazy deletion: a city may be pushed
/// again with a lower weight, and stale entries are skipped when popped.
struct BinaryHeap<Weight: PathWeight> {
    struct Entry {
        var weight: Weight
        var node: Int32
    }

    private(set) var storage: [Entry] = []

    init(capacity: Int) { storage.reserveCapacity(capacity) }

    var isEmpty: Bool { storage.isEmpty }

    /// The smallest entry, left in place.
    var peek: Entry? { storage.first }

    mutating func push(_ weight: Weight, _ node: Int32) {
        storage.append(Entry(weight: weight, node: node))
        var child = storage.count - 1
        let entry = storage[child]
        while child > 0 {
            let parent = (child - 1) / 2
            guard entry.weight < storage[parent].weight else { break }
            storage[child] = storage[parent]
            child = parent
        }
        storage[child] = entry
    }

    mutating func pop() -> Entry? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        let top = storage[0]
        let count = storage.count
        var parent = 0
        while true {
            var child = 2 * parent + 1
            guard child < count else { break }
            if child + 1 < count, storage[child + 1].weight < storage[child].weight { child += 1 }
            guard storage[child].weight < last.weight else { break }
            storage[parent] = storage[child]
            parent = child
        }
        storage[parent] = last
        return top
    }
}
