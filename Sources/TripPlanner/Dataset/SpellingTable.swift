/// Names to small ids (0, 1, 2… in order of first appearance), for the parallel-pair report.
///
/// `Dictionary<String, _>` hashes every look-up with SipHash, which was most of that report
/// for OpenFlights' 37,037 connections. This table hashes a name's bytes eight at a time with
/// a multiply-and-mix seeded from the process's own random `Hasher` seed, so a file cannot be
/// made to collide without knowing it. Should a probe still run longer than `maximumProbe`
/// (bad luck, or a file built to collide), every name moves to a `Dictionary` and stays there:
/// the worst case is `Dictionary`'s, never quadratic.
struct SpellingTable {
    /// Index into `names` per slot, -1 when empty; a power of two, at most half full.
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private(set) var names: [String] = []
    private var fallback: [String: UInt32]?
    private let seed: UInt64
    private let maximumProbe: Int

    init(seed: UInt64 = SpellingTable.processSeed(), maximumProbe: Int = 32) {
        self.seed = seed
        self.maximumProbe = maximumProbe
        slots = Array(repeating: -1, count: 1024)
    }

    /// `Hasher`'s per-process random seed, drawn once per table (deterministic when the
    /// process sets `SWIFT_DETERMINISTIC_HASHING`, as `Dictionary` is).
    static func processSeed() -> UInt64 {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt16)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// Whether the table has given up hashing by itself (see the type's description).
    var usesDictionary: Bool { fallback != nil }

    /// The id of `name`, and whether it was seen for the first time.
    mutating func id(_ name: String) -> (id: UInt32, isNew: Bool) {
        if fallback != nil { return dictionaryID(name) }
        let hash = Self.hash(name, seed: seed)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var probe = 0
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash && names[index] == name { return (UInt32(index), false) }
            probe += 1
            guard probe <= maximumProbe else {
                fallback = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, UInt32($0)) })
                return dictionaryID(name)
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(names.count)
        hashes.append(hash)
        names.append(name)
        if names.count * 2 > slots.count { grow() }
        return (UInt32(names.count - 1), true)
    }

    private mutating func dictionaryID(_ name: String) -> (id: UInt32, isNew: Bool) {
        if let known = fallback?[name] { return (known, false) }
        let id = UInt32(names.count)
        fallback?[name] = id
        names.append(name)
        return (id, true)
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// Eight bytes at a time, each word mixed in with a multiply and shift, then a final
    /// avalanche (MurmurHash3's), so the low bits that pick a slot depend on every byte.
    static func hash(_ name: String, seed: UInt64) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var hash = seed ^ UInt64(raw.count) &* 0x9E37_79B9_7F4A_7C15
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<raw.count { tail |= UInt64(raw[index]) << UInt64(8 * (index - offset)) }
            hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
            hash ^= hash >> 33
            hash &*= 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 33
            return hash
        }
    }
}
